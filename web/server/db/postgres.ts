import pg from 'pg';
import { StorageUnavailableError, type Db, type Queryable } from './sql.ts';

/** SQLSTATE classes and socket errors that mean "the database is not there", not "this statement is wrong". */
const GONE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03', '53300']);
const GONE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection error|not queryable|the database system is (starting up|shutting down|in recovery mode)|terminating connection/i;

/** Whether an error from node-postgres means the database is unreachable (a 503, not a bug). */
export function databaseGone(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown } | null;
  const code = typeof err?.code === 'string' ? err.code : '';
  return GONE_CODES.has(code) || code.startsWith('08') || GONE_TEXT.test(String(err?.message ?? ''));
}

/** Statement texts given a prepared statement's name (see openPostgres). */
const PREPARED = 200;

function translate(e: unknown): unknown {
  return databaseGone(e) ? new StorageUnavailableError() : e;
}

/**
 * The PostgreSQL backend (DATABASE_URL): a pool for queries and transactions, plus one dedicated
 * connection that LISTENs and reconnects by itself. Any number of server processes may share the
 * database; row locks serialise each game and NOTIFY carries pushes between processes.
 *
 * The database may stop and come back (a restart, a failover): a connection dying at any moment,
 * idle or inside a transaction, is an error for the request using it (503, see
 * StorageUnavailableError), never for the process; connecting while the database is down fails
 * at once (refused) or within `connectTimeoutMs` (unanswered), and the pool makes new connections
 * once it is back. node-postgres counts the wait for a free pooled connection in the same timeout,
 * so it is generous: a busy server must not call its database away.
 */
export async function openPostgres(url: string, { poolSize = 10, connectTimeoutMs = 10_000 } = {}): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (e) => console.error(`postgres pool: ${e.message}`));
  // Fail fast with a clear error when the database is unreachable.
  await pool.query('SELECT 1');

  // Prepared statements: each statement text gets a name, so every connection parses and plans it
  // once and later runs only bind and execute (node-postgres prepares a named statement on a
  // connection the first time it runs there). The names are bounded: the code's statements are a
  // few dozen; past PREPARED distinct texts the rest run unnamed, as before.
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < PREPARED) {
      name = `carto_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  const wrapClient = (c: pg.PoolClient | pg.Pool): Queryable => ({
    async query<T>(text: string, params: readonly unknown[] = []) {
      try {
        const name = nameOf(text);
        return (await (name ? c.query({ name, text, values: params as unknown[] }) : c.query(text, params as unknown[]))).rows as T[];
      } catch (e) {
        throw translate(e);
      }
    },
    async exec(text: string) {
      try {
        await c.query(text);
      } catch (e) {
        throw translate(e);
      }
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
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (e) {
        throw translate(e);
      }
      // A checked-out client has no listener of the pool's: without this one, the connection
      // dying mid-transaction (PostgreSQL stopping) is an unhandled 'error' that ends the process.
      let broken: Error | undefined;
      const onError = (e: Error) => {
        broken = e;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        if (!broken && !databaseGone(e)) await client.query('ROLLBACK').catch(() => undefined);
        else broken ??= e as Error;
        throw translate(e);
      } finally {
        client.removeListener('error', onError);
        // A broken connection is destroyed instead of going back to the pool.
        client.release(broken);
      }
    },
    async listen(channel, onNotify, onReconnect) {
      let client: pg.Client | null = null;
      let stopped = false;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
        c.on('notification', (m) => {
          if (m.channel === channel && m.payload !== undefined) onNotify(m.payload);
        });
        c.on('error', () => {
          // The connection is gone: notifications may be missed until we are back. (A failure
          // while connecting is reconnect()'s to retry.)
          if (client !== c) return;
          client = null;
          c.end().catch(() => undefined);
          if (!stopped && !closed) setTimeout(() => void reconnect(), 250);
        });
        // A server shutdown may end the socket without an error event.
        c.on('end', () => c.emit('error', new Error('Connection terminated')));
        try {
          await c.connect();
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (e) {
          c.end().catch(() => undefined);
          throw e;
        }
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
