import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { inject } from 'vitest';
import { openStorage } from '../../web/server/db/open.ts';
import type { Db } from '../../web/server/db/sql.ts';
import { startServer, type RunningServer, type ServerOptions } from '../../web/server/server.ts';
import { runServerToExit, spawnServerProcess, type ServerChild } from '../../tools/scripts/load/server-process.ts';

/** The running file's PGlite directories: removed when its tests are done (while other files still run). */
const made: string[] = [];

/**
 * Removes the directories pgliteDir() made for the file that just ran. Called by setup.ts's
 * after-hook, which every file registers before its own hooks (the worker runs one file after
 * another without loading this module again), so it runs after them, once the file's servers are closed.
 */
export function removeFileDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A fresh PGlite data directory, copied from the migrated template (no initdb wait), in the run's scratch folder. */
export function pgliteDir(): string {
  const dir = copyOfTemplate();
  made.push(dir);
  return dir;
}

function copyOfTemplate(): string {
  const dir = mkdtempSync(join(inject('scratchDir'), 'pglite-'));
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  return dir;
}

/**
 * The worker's PGlite databases that no test holds: open, migrated and emptied. Opening one costs
 * about a second of CPU (a thread, PGlite's WebAssembly compiled and PostgreSQL started on it),
 * and a copy of the template to open it on; emptying one (TRUNCATE of every table) a few
 * milliseconds. A worker runs file after file (`isolate: false`), so a handful of databases serve
 * its thirty-odd servers. They close when the worker ends; their directories go with the run's
 * scratch folder. What needs a directory of its own (a server process, a restart on the same
 * files, a crash, the lock) still takes pgliteDir().
 */
const spare: Db[] = [];

/**
 * Each database's LISTEN is made once, on its first lease: PGlite's own `listen` adds a listener in
 * its thread per call, and its unlisten only forgets the handler in this one. So a leased database
 * passes the notifications of a channel to the handler its holder registered last, as a database
 * of its own does (pglite.ts keeps one handler per channel), and none to a holder before it.
 */
const handlers = new WeakMap<Db, Map<string, (payload: string) => void>>();

/** `SELECT`ed once: every table the migrations made, but their own record. */
let everyTable: string | undefined;

async function empty(db: Db): Promise<void> {
  everyTable ??= (
    await db.query<{ names: string }>(
      "SELECT string_agg(quote_ident(tablename), ', ' ORDER BY tablename) AS names FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'carto_migrations'",
    )
  )[0]!.names;
  await db.exec(`TRUNCATE ${everyTable} RESTART IDENTITY CASCADE`);
}

/**
 * A migrated PGlite database with no rows, as a new data directory has: one the worker used before
 * and emptied, or a new one. Its `close()` empties it and gives it back for the next test.
 */
export async function pgliteDb(): Promise<Db> {
  const real = spare.pop() ?? (await openStorage({ dataDir: copyOfTemplate() }));
  let channels = handlers.get(real);
  if (!channels) handlers.set(real, (channels = new Map()));
  const current = channels;
  let held = true;
  return {
    kind: real.kind,
    query: (text, params) => real.query(text, params),
    exec: (text) => real.exec(text),
    transaction: (fn) => real.transaction(fn),
    async listen(channel, onNotify) {
      if (!current.has(channel)) await real.listen(channel, (payload) => current.get(channel)?.(payload));
      current.set(channel, onNotify);
      // As pglite.ts's: forgets the channel's handler, whoever registered it.
      return async () => {
        current.set(channel, () => undefined);
      };
    },
    async close() {
      if (!held) return;
      held = false;
      for (const channel of current.keys()) current.set(channel, () => undefined);
      try {
        await empty(real);
      } catch {
        // A database that cannot be emptied (its thread stopped) is not given out again.
        await real.close().catch(() => undefined);
        return;
      }
      spare.push(real);
    },
  };
}

/** A fresh, empty database on the test PostgreSQL; its URL. */
export async function postgresDb(): Promise<string> {
  const url = inject('databaseUrl');
  const name = `carto_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Tests create many tables (and send many results) from one address: the per-address limits have their own tests. */
export const GENEROUS = {
  createPerMinute: 100_000,
  liveTablesPerAddress: 100_000,
  dailyPerHour: 100_000,
  dailyPerNamePerHour: 100_000,
  wrongInvitesPerMinute: 100_000,
  connectionsPerAddress: 100_000,
  // Node drops a request whose headers took 10 s (408, the socket closed). A test's client and server
  // share a process, or two on the same cores: at a load average of 18-40 on 2 cores they were starved
  // that long (the redaction walk failed with ECONNRESET after ERR_HTTP_REQUEST_TIMEOUT). The tests of
  // slow sockets set their own short timeouts (portal.test.ts).
  headersTimeoutMs: 120_000,
  requestTimeoutMs: 300_000,
} as const;
const GENEROUS_ENV = {
  CARTO_CREATE_PER_MINUTE: '100000',
  CARTO_TABLES_PER_ADDRESS: '100000',
  CARTO_DAILY_PER_HOUR: '100000',
  CARTO_DAILY_PER_NAME_PER_HOUR: '100000',
  CARTO_WRONG_INVITES_PER_MINUTE: '100000',
  CARTO_CONNECTIONS_PER_ADDRESS: '100000',
  CARTO_HEADERS_TIMEOUT_MS: '120000',
  CARTO_REQUEST_TIMEOUT_MS: '300000',
  // No warm-up games (web/server/warm-up.ts, about 0.3 s of CPU a start): these tests start dozens of
  // processes for what they do, not how fast; warm-up.test.ts tests it, and the e2e specs' servers keep it on.
  CARTO_WARM_UP_GAMES: '0',
};

/** A server in this process on a PGlite database of its own (pgliteDb()): closing the server gives the database back. */
export async function pgliteServer(options: ServerOptions = {}): Promise<RunningServer> {
  const db = await pgliteDb();
  let s: RunningServer;
  try {
    s = await startServer({ ...GENEROUS, ...options, db });
  } catch (e) {
    await db.close();
    throw e;
  }
  return {
    ...s,
    async close() {
      await s.close();
      await db.close();
    },
  };
}

export type ServerProcess = ServerChild;

/**
 * `web/server/main.ts` in its own process, as `npm run serve` runs it but from the run's bundle of it
 * (global-setup.ts: no tsx transforming the server again in each process); resolves once it listens.
 */
export const spawnServer = (env: Record<string, string>, prefix?: readonly string[], timeoutMs?: number): Promise<ServerProcess> =>
  // 150 s to start (the script's own default is 60 s): a start through tsx took over 60 s at a load average of 40.
  spawnServerProcess({ ...GENEROUS_ENV, ...env }, { entry: inject('serverBundle'), ...(prefix ? { prefix } : {}), timeoutMs: timeoutMs ?? 150_000 });

/** Runs a server process to its end and returns its exit code and output (for "refuses to start"). */
export const runToExit = (env: Record<string, string>, prefix?: readonly string[]) =>
  runServerToExit({ ...GENEROUS_ENV, ...env }, prefix, inject('serverBundle'));

/**
 * Plain HTTP for the tests: status and parsed JSON. Through node:http (its global agent keeps
 * connections alive, as fetch does), not fetch: undici's fetch cost about three times the CPU per
 * request in the client, and the server tests send tens of thousands of requests (a whole game is
 * hundreds; daily.test.ts alone sends a thousand results). The URL is parsed first, so the request
 * line is what fetch sends (percent-encoded); the body goes as UTF-8 with its length.
 */
export function http(
  url: string,
  init: { method?: string; token?: string; body?: unknown; raw?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let text: string | undefined;
  if (init.raw !== undefined) text = init.raw;
  else if (init.body !== undefined) text = JSON.stringify(init.body);
  if (text !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const body = text === undefined ? undefined : Buffer.from(text, 'utf8');
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = request(new URL(url), { method: init.method ?? (body ? 'POST' : 'GET'), headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const answer = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = answer;
        try {
          parsed = JSON.parse(answer);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode!, body: parsed });
      });
    });
    req.on('error', reject);
    if (init.timeoutMs !== undefined) req.setTimeout(init.timeoutMs, () => req.destroy(new Error(`no answer from ${url} in ${init.timeoutMs} ms`)));
    req.end(body);
  });
}
