/**
 * `npm run serve`: the reference server. Environment:
 *   PORT (default 8787), HOST (default 127.0.0.1),
 *   DATABASE_URL (PostgreSQL; when absent the embedded PGlite stores into CARTO_DATA_DIR,
 *   default ./carto-data, guarded by a lock file),
 *   CARTO_CREATE_PER_MINUTE (tables per client address per minute, default 30),
 *   CARTO_MAX_TABLES (tables open or playing at once, default 10000),
 *   CARTO_CREATE_KEY (when set, creating a table needs it as a bearer token),
 *   CARTO_PORTAL_SECRET (the portal signs its players' claims with it: HS256 JWTs, docs/PROTOCOL.md),
 *   CARTO_WEBHOOK_URL (the portal's receiver of signed table events), CARTO_WEBHOOK_SECRET (default CARTO_PORTAL_SECRET),
 *   CARTO_PUBLIC_URL (where this server is reached, for the links in webhooks),
 *   CARTO_IDLE_HOURS (a table nobody plays for this long expires, default 336 = 14 days),
 *   CARTO_TRUST_PROXY=1 (rate-limit by X-Forwarded-For, behind your own reverse proxy),
 *   CARTO_UNSAFE_NO_SYNC=1 (PGlite without syncing commits: only to measure what durability costs),
 *   CARTO_SITE_DIR (the built site, dist-page/: its embed pages are served with their oEmbed discovery link),
 *   CARTO_EMBED_URL (where the embed pages are hosted when not on this server, for GET /oembed).
 */
import { startServer } from './require-deps.ts';

const env = process.env;
const port = Number(env.PORT ?? 8787);
const host = env.HOST ?? '127.0.0.1';
const num = (name: string): number | undefined => (env[name] ? Number(env[name]) : undefined);

try {
  const idleHours = num('CARTO_IDLE_HOURS');
  const server = await startServer({
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.CARTO_DATA_DIR,
    durable: env.CARTO_UNSAFE_NO_SYNC !== '1',
    createPerMinute: num('CARTO_CREATE_PER_MINUTE'),
    maxLiveTables: num('CARTO_MAX_TABLES'),
    createKey: env.CARTO_CREATE_KEY || undefined,
    portalSecret: env.CARTO_PORTAL_SECRET || undefined,
    webhookUrl: env.CARTO_WEBHOOK_URL || undefined,
    webhookSecret: env.CARTO_WEBHOOK_SECRET || undefined,
    publicUrl: env.CARTO_PUBLIC_URL || undefined,
    trustProxy: env.CARTO_TRUST_PROXY === '1',
    siteDir: env.CARTO_SITE_DIR || undefined,
    embedUrl: env.CARTO_EMBED_URL || undefined,
    ...(idleHours !== undefined ? { idleMs: idleHours * 3600_000 } : {}),
  });
  console.log(`carto server listening on ${server.url} (${server.db.kind})`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  console.error(`carto server: ${e instanceof Error ? e.message : JSON.stringify(e)}`);
  process.exit(1);
}
