/**
 * One SQL code path, two backends. Everything above this file speaks `Db`/`Queryable` with
 * PostgreSQL's dialect and `$1` parameters; only web/server/db/pglite.ts and web/server/db/postgres.ts
 * know which engine answers.
 */
export interface Queryable {
  /** One statement with `$n` parameters; rows come back with jsonb parsed and int4 as numbers. */
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction (BEGIN ... COMMIT, ROLLBACK when it throws). Row locks taken
   * with SELECT ... FOR UPDATE inside it are what serialise the writes of one game.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel`; `onNotify` receives every NOTIFY payload sent by any process after a
   * commit. `onReconnect` runs when the listening connection was lost and is back (notifications
   * may have been missed meanwhile: callers catch up from the log). Returns an unlisten function.
   */
  listen(channel: string, onNotify: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The channel every write notifies on, payload `<tableId>:<version>`. */
export const NOTIFY_CHANNEL = 'carto_table';

/**
 * The database cannot be reached (PostgreSQL stopped or restarting, the connection lost, the
 * embedded database's thread gone). Requests fail with 503 and this sentence; nothing is changed
 * unless the commit itself was under way, which the client's retry with the same Idempotency-Key
 * settles either way.
 */
export class StorageUnavailableError extends Error {
  readonly code = 'storage.unavailable';
  constructor(message = 'The game database cannot be reached right now; nothing was changed. Try again in a moment.') {
    super(message);
    this.name = 'StorageUnavailableError';
  }
}
