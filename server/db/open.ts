import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './sql.ts';

export interface StorageOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite backend is used */
  databaseUrl?: string | undefined;
  /** PGlite data directory (default ./carto-data) */
  dataDir?: string | undefined;
}

/** Opens the configured backend and brings its schema up to date. */
export async function openStorage(options: StorageOptions): Promise<Db> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir ?? 'carto-data');
  try {
    await migrate(db);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}
