import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './sql.ts';

export interface StorageOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite backend is used */
  databaseUrl?: string | undefined;
  /** PGlite data directory (default ./carto-data) */
  dataDir?: string | undefined;
  /**
   * PGlite only: false skips syncing commits to stable storage. For measuring what durability
   * costs (CARTO_UNSAFE_NO_SYNC=1); never for real games.
   */
  durable?: boolean | undefined;
}

/** Opens the configured backend and brings its schema up to date. */
export async function openStorage(options: StorageOptions): Promise<Db> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir ?? 'carto-data', { durable: options.durable ?? true });
  try {
    await migrate(db);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}
