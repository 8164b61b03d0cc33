import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { acquireLock } from './lock-file.ts';
import { seedFromTemplate, TEMPLATE_DIR } from './template.ts';
import { StorageUnavailableError, type Db, type Queryable } from './sql.ts';

export interface PgliteOptions {
  /**
   * Sync every commit to stable storage before it is acknowledged (default true). Off only for
   * measuring what durability costs (tools/scripts/load-test.ts --no-sync).
   */
  durable?: boolean;
  /** the template a new data directory is copied from when usable (server/db/template.ts; default TEMPLATE_DIR); false: initdb */
  template?: string | false;
}

/** A failed statement from the worker, with PostgreSQL's SQLSTATE in `code` like node-postgres gives it. */
class PgliteError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

interface Reply {
  id: number;
  error?: { message: string; code?: string };
  rows?: unknown[];
  tx?: number;
  syncs?: number;
}

/**
 * The embedded backend: PostgreSQL compiled to WebAssembly, storing into `dataDir/pgdata`, run on
 * a worker thread (web/server/db/pglite-worker.mjs) so SQL never blocks the request thread, and
 * guarded by `dataDir/carto-server.lock`. PGlite is a single connection: its transactions run one
 * at a time (so FOR UPDATE never waits), and its NOTIFY reaches only this process, which is all
 * there is. Durable by default: a commit returns once it is on stable storage.
 */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Db & { syncs(): Promise<number> }> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = await acquireLock(join(dir, 'carto-server.lock'));
  // A new directory starts from the template when there is one (seconds instead of initdb's half minute).
  try {
    const template = options.template ?? TEMPLATE_DIR;
    if (template) seedFromTemplate(join(dir, 'pgdata'), template);
  } catch (e) {
    await release();
    throw e;
  }
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: join(dir, 'pgdata'), durable: options.durable ?? true },
  });
  const waiting = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, (payload: string) => void>();
  let nextId = 1;
  let dead: Error | null = null;

  const fail = (e: Error) => {
    dead ??= new StorageUnavailableError(`The embedded database stopped: ${e.message}`);
    for (const w of waiting.values()) w.reject(dead);
    waiting.clear();
  };
  type Message = Reply & { notify?: string; payload?: string };
  const received = (m: Message): void => {
    if (m.notify !== undefined) return listeners.get(m.notify)?.(m.payload ?? '');
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.error)
      w.reject(
        /PGlite is clos/.test(m.error.message)
          ? new StorageUnavailableError('The server is stopping; nothing was changed. Try again in a moment.')
          : new PgliteError(m.error.message, m.error.code),
      );
    else w.resolve(m);
  };
  // What the worker had ready at once comes as one array, in order (see pglite-worker.mjs).
  worker.on('message', (m: Message | Message[]) => (Array.isArray(m) ? m.forEach(received) : received(m)));
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)));

  const call = (op: string, fields: Record<string, unknown> = {}): Promise<Reply> => {
    if (dead) return Promise.reject(dead);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, op, ...fields });
    });
  };

  const queryable = (tx?: number): Queryable => ({
    async query<T>(text: string, params: readonly unknown[] = []) {
      return (await call('query', { text, params, tx })).rows as T[];
    },
    async exec(text: string) {
      await call('exec', { text, tx });
    },
  });

  try {
    await call('open');
  } catch (e) {
    await worker.terminate();
    await release();
    throw e;
  }
  const base = queryable();
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const { tx } = await call('begin');
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (e) {
        await call('rollback', { tx }).catch(() => undefined);
        throw e;
      }
      await call('commit', { tx });
      return result;
    },
    async listen(channel, onNotify) {
      listeners.set(channel, onNotify);
      await call('listen', { channel });
      return async () => {
        listeners.delete(channel);
      };
    },
    async syncs() {
      return (await call('stats')).syncs ?? 0;
    },
    async close() {
      // Requests still arriving while the server stops get a 503, not PGlite's "closed".
      const closing = new StorageUnavailableError('The server is stopping; nothing was changed. Try again in a moment.');
      try {
        if (!dead) {
          const done = call('close');
          dead = closing;
          await done;
        }
      } finally {
        await worker.terminate();
        await release();
      }
    },
  };
}
