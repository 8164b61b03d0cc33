// @ts-check
/**
 * PGlite on its own thread. PGlite runs PostgreSQL's C code synchronously: on the request thread a
 * query blocks the event loop (turns of 80-230 ms under load), and a blocked loop accepts one new
 * connection per turn, so new players waited seconds in the kernel's accept queue. Here the SQL
 * runs in a worker thread and the request thread only exchanges messages (web/server/db/pglite.ts).
 *
 * Plain JavaScript on purpose: a worker thread's entry is loaded by Node itself, which neither
 * tsx (npm run serve) nor vitest (the tests) transforms.
 *
 * Durability: PGlite starts PostgreSQL with `-F` (fsync off), and Emscripten's file system for
 * Node has no fsync at all, so an acknowledged commit could sit in the OS page cache and vanish in
 * a power cut. With `durable` (the default) PostgreSQL runs with fsync on and
 * wal_sync_method=fsync, and the file system's missing fsync is supplied (fs.fsyncSync on the real
 * file): every COMMIT reaches stable storage before it returns, and checkpoints sync the data files
 * before the WAL they replace is recycled. (fdatasync is a no-op in Emscripten, hence `fsync`.)
 *
 * Group commit: PGlite runs one statement at a time, so an fsync per commit (several ms on a busy
 * disk) capped the whole server at a few hundred commits a second and made every other query
 * wait. The WAL's fsyncs are therefore deferred: every reply and notification goes to an outbox,
 * and the outbox is sent only after the WAL files written since the last flush are fsynced, once,
 * for all the commits in between. Nothing a commit did is visible outside this thread (its
 * answer, its NOTIFY, a read that sees it) before it is on stable storage. Data files, the control
 * file and directories (checkpoints) are still synced at once, in PostgreSQL's own order.
 *
 * Messages in: {id, op: 'query'|'exec'|'begin'|'commit'|'rollback'|'listen'|'close', ...};
 * out: {id, rows?|tx?} or {id, error: {message, code}}, and {notify: channel, payload}; several
 * of them ready at once travel as one array.
 */
import { fsyncSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { dataDir, durable } = /** @type {{ dataDir: string, durable: boolean }} */ (workerData);

/** Counts the fsync calls that reached the disk (reported by the 'stats' message; tests read it). */
let syncs = 0;

/** @typedef {{ nfd: number, path?: string }} Stream */
/** WAL files written since the last flush, in the order they were first synced by PostgreSQL. */
const dirty = /** @type {Set<Stream>} */ (new Set());

/** @param {Stream} stream */
function syncNow(stream) {
  fsyncSync(stream.nfd);
  syncs++;
}

class DurableNodeFS extends NodeFS {
  /** @param {any} pg @param {any} opts */
  async init(pg, opts) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      /** @param {any} mod */ (mod) => {
        const ops = mod.NODEFS.stream_ops;
        ops.fsync = (/** @type {Stream} */ stream) => {
          if (stream.path?.includes('/pg_wal/')) dirty.add(stream);
          else syncNow(stream);
          return 0;
        };
        const close = ops.close;
        ops.close = (/** @type {Stream} */ stream) => {
          // A WAL segment closed before the flush is synced now, while its descriptor is valid.
          if (dirty.delete(stream)) syncNow(stream);
          return close(stream);
        };
      },
    ];
    return result;
  }
}

/** Replies and notifications waiting for the WAL to reach the disk. */
const outbox = /** @type {unknown[]} */ ([]);
let flushing = false;

/** @param {unknown} message */
function send(message) {
  outbox.push(message);
  if (flushing) return;
  flushing = true;
  // After the messages already queued are handled: their commits share this one fsync.
  setImmediate(() => {
    flushing = false;
    for (const stream of dirty) syncNow(stream);
    dirty.clear();
    // One message for the lot: each message costs the request thread a wake-up and an event
    // (a group of appends brings its answer and a notification per append).
    const out = outbox.splice(0);
    port.postMessage(out.length === 1 ? out[0] : out);
  });
}

/** @type {string[]} */
const defaults = /** @type {any} */ (PGlite).defaultStartParams;
const startParams = durable
  ? [...defaults.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=on']
  : defaults;

/** @type {PGlite} */
let pg;
/** open transactions: id -> {tx, end(commit), done: PGlite's transaction promise} */
const txs = new Map();
let nextTx = 1;

/** @param {unknown} e */
function errorOf(e) {
  const err = /** @type {{ message?: string, code?: string }} */ (e);
  return { message: String(err?.message ?? e), code: typeof err?.code === 'string' ? err.code : undefined };
}

/** @param {{ tx?: number }} m */
function target(m) {
  if (m.tx === undefined) return pg;
  const open = txs.get(m.tx);
  if (!open) throw new Error(`transaction ${m.tx} is not open`);
  return open.tx;
}

/** @param {any} m */
async function handle(m) {
  switch (m.op) {
    case 'open':
      pg = await PGlite.create({ fs: new DurableNodeFS(dataDir), startParams });
      return {};
    case 'query':
      return { rows: (await target(m).query(m.text, m.params)).rows };
    case 'exec':
      await target(m).exec(m.text);
      return {};
    case 'begin': {
      const id = nextTx++;
      // PGlite runs one transaction at a time (queries outside it wait): hold it open until the
      // request thread says commit or rollback.
      return new Promise((began, failed) => {
        /** @type {(ok: boolean) => void} */
        let end = () => undefined;
        const ended = new Promise((commit, rollback) => (end = (ok) => (ok ? commit(undefined) : rollback(new Error('rolled back')))));
        const done = pg.transaction(async (tx) => {
          txs.set(id, { tx, end, done });
          began({ tx: id });
          await ended;
        });
        done.catch(failed); // a failure to begin (after it began, commit reports failures)
      });
    }
    case 'commit':
    case 'rollback': {
      const open = txs.get(m.tx);
      if (!open) throw new Error(`transaction ${m.tx} is not open`);
      txs.delete(m.tx);
      open.end(m.op === 'commit');
      // Settles once PGlite has run COMMIT (and, durable, synced the WAL) or ROLLBACK.
      await open.done.catch((/** @type {unknown} */ e) => {
        if (m.op === 'commit') throw e;
      });
      return {};
    }
    case 'listen':
      await pg.listen(m.channel, (payload) => send({ notify: m.channel, payload }));
      return {};
    case 'stats':
      return { syncs };
    case 'close':
      await pg.close();
      return {};
    default:
      throw new Error(`unknown operation ${m.op}`);
  }
}

port.on('message', (m) => {
  handle(m).then(
    (reply) => send({ id: m.id, ...reply }),
    (e) => send({ id: m.id, error: errorOf(e) }),
  );
});
