import pg from 'pg';
import type { Db, Queryable } from './sql.ts';

/**
 * The PostgreSQL backend (DATABASE_URL): a pool for queries and transactions, plus one dedicated
 * connection that LISTENs and reconnects by itself. Any number of server processes may share the
 * database; row locks serialise each game and NOTIFY carries pushes between processes.
 */
export async function openPostgres(url: string, { poolSize = 10 } = {}): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (e) => console.error(`postgres pool: ${e.message}`));
  // Fail fast with a clear error when the database is unreachable.
  await pool.query('SELECT 1');

  const wrapClient = (c: pg.PoolClient | pg.Pool): Queryable => ({
    async query<T>(text: string, params: readonly unknown[] = []) {
      return (await c.query(text, params as unknown[])).rows as T[];
    },
    async exec(text: string) {
      await c.query(text);
    },
  });
  const base = wrapClient(pool);
  const listeners: (() => Promise<void>)[] = [];
  let closed = false;

  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify, onReconnect) {
      let client: pg.Client | null = null;
      let stopped = false;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url });
        c.on('notification', (m) => {
          if (m.channel === channel && m.payload !== undefined) onNotify(m.payload);
        });
        c.on('error', () => {
          // The connection is gone: notifications may be missed until we are back.
          if (client === c) client = null;
          c.end().catch(() => undefined);
          if (!stopped && !closed) setTimeout(() => void reconnect(), 250);
        });
        await c.connect();
        await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        client = c;
      };
      const reconnect = async (): Promise<void> => {
        try {
          await connect();
          onReconnect?.();
        } catch {
          if (!stopped && !closed) setTimeout(() => void reconnect(), 1000);
        }
      };
      await connect();
      const stop = async () => {
        stopped = true;
        const c = client;
        client = null;
        await c?.end().catch(() => undefined);
      };
      listeners.push(stop);
      return stop;
    },
    async close() {
      closed = true;
      await Promise.all(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}
