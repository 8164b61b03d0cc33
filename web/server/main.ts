/**
 * `npm run serve`: the reference server. Environment:
 *   PORT (default 8787), HOST (default 127.0.0.1),
 *   DATABASE_URL (PostgreSQL; when absent the embedded PGlite stores into CARTO_DATA_DIR,
 *   default ./carto-data, guarded by a kernel lock on carto-data/carto-server.lock),
 *   CARTO_CREATE_PER_MINUTE (tables per client address per minute, default 30),
 *   CARTO_MAX_TABLES (tables open or playing at once, default 10000),
 *   CARTO_TABLES_PER_ADDRESS (tables open or playing at once that one client address created, default 20),
 *   CARTO_OPEN_IDLE_HOURS (a table nobody has started expires after this long, default 6),
 *   CARTO_DAILY_PER_HOUR (leaderboard results per client address per hour, default 20),
 *   CARTO_DAILY_PER_NAME_PER_HOUR (leaderboard results per player name per hour, default 6),
 *   CARTO_WRONG_INVITES_PER_MINUTE (wrong invite codes per client address per minute, default 10),
 *   CARTO_MAX_CONNECTIONS (open connections, default 5000), CARTO_CONNECTIONS_PER_ADDRESS (default 200),
 *   CARTO_HEADERS_TIMEOUT_MS, CARTO_REQUEST_TIMEOUT_MS (a request's headers, and the whole request, must arrive
 *     within these, default 10000 and 60000: a slow socket gets 408 and is closed),
 *   CARTO_CREATE_KEY (when set, creating a table needs it as a bearer token),
 *   CARTO_DAILY_SECRET (the server-dealt daily's seeds are derived from it; default one kept in the database),
 *   CARTO_PORTAL_SECRET (the portal signs its players' claims with it: HS256 JWTs, docs/PROTOCOL.md),
 *   CARTO_WEBHOOK_URL (the portal's receiver of signed table events), CARTO_WEBHOOK_SECRET (default CARTO_PORTAL_SECRET),
 *   CARTO_PUBLIC_URL (where this server is reached, for the links in webhooks),
 *   CARTO_IDLE_HOURS (a table nobody plays for this long expires, default 336 = 14 days),
 *   CARTO_TRUST_PROXY=1 (rate-limit by X-Forwarded-For, behind your own reverse proxy),
 *   CARTO_UNSAFE_NO_SYNC=1 (PGlite without syncing commits: only to measure what durability costs),
 *   CARTO_WARM_UP_GAMES (games the server plays in memory once it listens, so that the first burst of players
 *     meets compiled code: web/server/warm-up.ts; default 12, 0: none),
 *   CARTO_PGDATA_TEMPLATE (where a new PGlite data directory is copied from, made by the first start that needs
 *     it; default server/db/pgdata-template; "none": initdb in the data directory),
 *   CARTO_SITE_DIR (the built site, dist-page/: its embed pages are served with their oEmbed discovery link),
 *   CARTO_EMBED_URL (where the embed pages are public, this server included: GET /oembed describes only pages
 *     under it, and answers nothing without it),
 *   CARTO_START_TIME (an ISO 8601 instant: the server's clock starts there and runs on from it. For tests
 *     and demos of another day, so that no test's verdict depends on the machine's date; never in production).
 */
import { loadServer, loadStorage } from './require-deps.ts';
import type { StorageOptions } from './db/open.ts';

if (process.argv.slice(2).some((a) => a === '--help' || a === '-h')) {
  process.stdout.write(`npm run serve                  the reference game server (docs/PROTOCOL.md), configured by environment:
  PORT (8787), HOST (127.0.0.1)
  DATABASE_URL                 PostgreSQL; without it the embedded PGlite stores into CARTO_DATA_DIR
  CARTO_DATA_DIR               (./carto-data) one server per directory: a second one refuses to start
  CARTO_PGDATA_TEMPLATE        (server/db/pgdata-template) a new data directory is copied from it; the
                               first start that needs it makes it; "none": initdb in the data directory
  CARTO_CREATE_PER_MINUTE (30), CARTO_MAX_TABLES (10000), CARTO_TABLES_PER_ADDRESS (20)
  CARTO_IDLE_HOURS (336), CARTO_OPEN_IDLE_HOURS (6)
  CARTO_DAILY_PER_HOUR (20), CARTO_DAILY_PER_NAME_PER_HOUR (6), CARTO_WRONG_INVITES_PER_MINUTE (10)
  CARTO_MAX_CONNECTIONS (5000), CARTO_CONNECTIONS_PER_ADDRESS (200)
  CARTO_HEADERS_TIMEOUT_MS (10000), CARTO_REQUEST_TIMEOUT_MS (60000): slower sockets get 408
  CARTO_CREATE_KEY             creating a table needs it as a bearer token (your portal's backend)
  CARTO_TRUST_PROXY=1          the client address is X-Forwarded-For (behind your own proxy only)
  CARTO_SITE_DIR               the built site (dist-page/): serve its embed pages
  CARTO_WARM_UP_GAMES (12)     games played in memory once it listens, to warm the rules (0: none)
  CARTO_EMBED_URL              where the embed pages are public: GET /oembed describes only those
  CARTO_START_TIME             an ISO 8601 instant the server's clock starts at (tests and demos only)
`);
  process.exit(0);
}

const env = process.env;
const port = Number(env.PORT ?? 8787);
const host = env.HOST ?? '127.0.0.1';
const num = (name: string): number | undefined => (env[name] ? Number(env[name]) : undefined);

/**
 * The server's clock: the machine's, or one that starts at CARTO_START_TIME and runs at the machine's
 * pace (a test of the daily leaderboard on a day of its choosing, whatever the date of the machine).
 */
function serverClock(start: string | undefined): (() => number) | undefined {
  if (!start) return undefined;
  const at = Date.parse(start);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(start) || Number.isNaN(at)) {
    throw new Error(`CARTO_START_TIME is "${start}", which is not an ISO 8601 date and time (e.g. 2026-11-21T12:00:00Z).`);
  }
  const since = performance.now();
  return () => at + Math.round(performance.now() - since);
}

try {
  const now = serverClock(env.CARTO_START_TIME);
  const idleHours = num('CARTO_IDLE_HOURS');
  const openIdleHours = num('CARTO_OPEN_IDLE_HOURS');
  const storageOptions: StorageOptions = {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.CARTO_DATA_DIR,
    durable: env.CARTO_UNSAFE_NO_SYNC !== '1',
    template: env.CARTO_PGDATA_TEMPLATE === 'none' ? false : env.CARTO_PGDATA_TEMPLATE || undefined,
  };
  // The database starts first: PGlite boots on its own thread (WebAssembly, a second core) while
  // this one loads the rest of the server (the rules, the content, the HTTP stack).
  const storage = (await loadStorage()).openStorage(storageOptions);
  storage.catch(() => undefined); // reported below, once awaited
  const { startServer } = await loadServer().catch(async (e: unknown) => {
    await storage.then(
      (db) => db.close(),
      () => undefined,
    );
    throw e;
  });
  const server = await startServer({
    port,
    host,
    ...storageOptions,
    storage,
    createPerMinute: num('CARTO_CREATE_PER_MINUTE'),
    maxLiveTables: num('CARTO_MAX_TABLES'),
    liveTablesPerAddress: num('CARTO_TABLES_PER_ADDRESS'),
    dailyPerHour: num('CARTO_DAILY_PER_HOUR'),
    dailyPerNamePerHour: num('CARTO_DAILY_PER_NAME_PER_HOUR'),
    wrongInvitesPerMinute: num('CARTO_WRONG_INVITES_PER_MINUTE'),
    maxConnections: num('CARTO_MAX_CONNECTIONS'),
    connectionsPerAddress: num('CARTO_CONNECTIONS_PER_ADDRESS'),
    headersTimeoutMs: num('CARTO_HEADERS_TIMEOUT_MS'),
    requestTimeoutMs: num('CARTO_REQUEST_TIMEOUT_MS'),
    createKey: env.CARTO_CREATE_KEY || undefined,
    portalSecret: env.CARTO_PORTAL_SECRET || undefined,
    dailySecret: env.CARTO_DAILY_SECRET || undefined,
    webhookUrl: env.CARTO_WEBHOOK_URL || undefined,
    webhookSecret: env.CARTO_WEBHOOK_SECRET || undefined,
    publicUrl: env.CARTO_PUBLIC_URL || undefined,
    trustProxy: env.CARTO_TRUST_PROXY === '1',
    siteDir: env.CARTO_SITE_DIR || undefined,
    embedUrl: env.CARTO_EMBED_URL || undefined,
    warmUpGames: num('CARTO_WARM_UP_GAMES') ?? 12,
    ...(now ? { now } : {}),
    ...(idleHours !== undefined ? { idleMs: idleHours * 3600_000 } : {}),
    ...(openIdleHours !== undefined ? { openIdleMs: openIdleHours * 3600_000 } : {}),
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
