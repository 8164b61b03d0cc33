import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { acquireLock } from './lock-file.ts';
import type { Db, Queryable } from './sql.ts';

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      return (await q.query<T>(text, params as unknown[])).rows;
    },
    async exec(text: string) {
      await q.exec(text);
    },
  };
}

/**
 * The embedded backend: PostgreSQL compiled to WebAssembly, storing into `dataDir`, guarded by
 * `dataDir/carto-server.lock`. PGlite is a single connection: its transactions run one at a time
 * (so FOR UPDATE never waits), and its NOTIFY reaches only this process, which is all there is.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = acquireLock(join(dir, 'carto-server.lock'));
  let pg: PGlite;
  try {
    pg = await PGlite.create(join(dir, 'pgdata'));
  } catch (e) {
    release();
    throw e;
  }
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onNotify) {
      const unlisten = await pg.listen(channel, onNotify);
      return async () => unlisten();
    },
    async close() {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}
