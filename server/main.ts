/**
 * `npm run serve`: the reference server. Environment:
 *   PORT (default 8787), HOST (default 127.0.0.1),
 *   DATABASE_URL (PostgreSQL; when absent the embedded PGlite stores into CARTO_DATA_DIR,
 *   default ./carto-data, guarded by a lock file).
 */
import { startServer } from './require-deps.ts';

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';

try {
  const server = await startServer({ port, host, databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.CARTO_DATA_DIR });
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
  console.error(`carto server: ${(e as Error).message}`);
  process.exit(1);
}
