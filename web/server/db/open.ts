import { join } from 'node:path';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './sql.ts';
import { hasDatabase, makeTemplate, TEMPLATE_DIR, templateUsable } from './template.ts';

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
  /**
   * PGlite only: where a new data directory is copied from (server/db/template.ts; default
   * server/db/pgdata-template, made by the first start that needs it), or false for initdb in place.
   */
  template?: string | false | undefined;
}

/** Opens the configured backend and brings its schema up to date. */
export async function openStorage(options: StorageOptions): Promise<Db> {
  let db: Db;
  if (options.databaseUrl) {
    db = await openPostgres(options.databaseUrl);
  } else {
    const dataDir = options.dataDir ?? 'carto-data';
    const durable = options.durable ?? true;
    const template = options.template === undefined ? TEMPLATE_DIR : options.template;
    if (template && !hasDatabase(join(dataDir, 'pgdata')) && !templateUsable(template)) {
      // No template yet (a plain checkout): make it now, once, then copy it like any later start.
      const t0 = performance.now();
      const { made, error } = await makeTemplate((dir) => migrated(dir, durable), template);
      if (made)
        console.error(
          `carto server: made the PGlite template ${template} in ${((performance.now() - t0) / 1000).toFixed(1)} s (later new data directories are copied from it)`,
        );
      else console.error(`carto server: could not make the PGlite template ${template} (${error?.message}): initdb in the data directory instead`);
    }
    db = await openPglite(dataDir, { durable, template });
  }
  try {
    await migrate(db);
  } catch (e) {
    await db.close();
    throw e;
  }
  return db;
}

/** A migrated, closed PGlite database in `dir` (a template). */
export async function migrated(dir: string, durable = true): Promise<void> {
  const db = await openPglite(dir, { durable, template: false });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
}
