/**
 * The bounded loopback load test: N tables of P players play whole random games at
 * once against a server process on 127.0.0.1, each player an HTTP + SSE client that decides from
 * its own view with the engine's random player. The players speak the protocol on plain sockets
 * (scripts/load/lean-seat.ts: the browser's fetch-based transport cost the generator more CPU per
 * action than the server, on the same cores); `--client fetch` uses the browser's transport. Reports actions per second, p50/p99 latency of
 * the action POSTs, and checks that nothing was lost: every acknowledged action is in the log
 * exactly once, every client saw every version, every published log replays to its final state.
 *
 *   npx tsx tools/scripts/load-test.ts [--tables 100] [--players 4] [--backend both|pglite|postgres]
 *                                [--processes 2|1,2,4] [--time-limit 600] [--duration S] [--no-sync] [--think 0]
 *                                [--client lean|fetch] [--route table|spread]
 * `both` (the default) runs PGlite (one process, as it must) and then PostgreSQL with
 * --processes server processes, and prints both. --no-sync runs PGlite without syncing commits
 * (only to measure what durability costs). --think MS makes every player pause 0.5 to 1.5 times MS
 * (seeded) before each action, as people do; 0 (the default) acts at once: a saturation test, whose
 * latency is the queue in front of the slower of server and load generator (Little's law). PostgreSQL: DATABASE_URL, or a throwaway one from
 * tools/scripts/pg-test.sh (fsync on). Traffic goes only to 127.0.0.1; every game is bounded (500
 * actions) and the whole run stops at the time limit.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { combinePacks, officialPack } from '../../src/content/index.ts';
import { randomAction, replay, stableJson, type GameState, type GameView } from '../../src/game/index.ts';
import { Rng, seedRng } from '../../src/random/prng.ts';
import { createTable, HttpTransport, joinTable } from '../../web/client/http-transport.ts';
import type { TableEvent } from '../../web/client/transport.ts';
import { spawnServerProcess, type ServerChild } from './load/server-process.ts';
import { LeanSeat } from './load/lean-seat.ts';
import { serverFor } from './load/affinity.ts';
import { usage } from './usage.mjs';

export interface LoadOptions {
  tables: number;
  players: number;
  /** server base URLs on 127.0.0.1 */
  servers: string[];
  /**
   * 'table' (default): every request about a table goes to one server, chosen by a stable hash of
   * the table id (scripts/load/affinity.ts), as a portal's load balancer routes (docs/DEPLOY.md);
   * 'spread': each seat of a table uses another server, round robin (every process then runs
   * every table's actions through the rules to push them to its own watchers).
   */
  route?: 'table' | 'spread';
  timeLimitMs: number;
  maxActionsPerGame?: number;
  /** each player's mean pause before an action, ms (0: none) */
  thinkMs?: number;
  /**
   * Soak mode: players act for this long (ms), then stop and wait (up to 60 s) for the pushes of
   * what they sent; unfinished games are expected, and the check covers every version stored.
   */
  durationMs?: number;
  /** the server processes' pids (on this machine): their CPU time and memory are reported */
  serverPids?: number[];
  /**
   * The players' client: 'lean' (default, scripts/load/lean-seat.ts: POSTs on a kept socket per seat, streams over node:http), or 'fetch', the
   * browser's transport (client/http-transport.ts: fetch and web streams, several times the CPU).
   */
  client?: 'lean' | 'fetch';
}

/** CPU time (user + system, ms) and resident memory (bytes) of a process, from /proc (Linux). */
export function processUsage(pid: number): { cpuMs: number; rssBytes: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 (1-based, counting pid and comm), in clock ticks (100 a second).
    const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
    const rss = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return { cpuMs, rssBytes: Number(rss ?? 0) * 1024 };
  } catch {
    return null;
  }
}

/** CPU time (ms) of each thread of a process, by thread id, with the thread's name (Linux). */
export function threadUsage(pid: number): Map<number, { name: string; cpuMs: number }> {
  const out = new Map<number, { name: string; cpuMs: number }>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        out.set(Number(tid), { name, cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 });
      } catch {
        /* the thread ended */
      }
    }
  } catch {
    /* the process ended */
  }
  return out;
}

/**
 * Where a process's CPU went between two threadUsage samples: its main thread (tid = pid), its
 * busiest other thread (the embedded database's worker), and all the rest, in ms per action.
 */
function threadSplit(
  pid: number,
  before: Map<number, { name: string; cpuMs: number }>,
  after: Map<number, { name: string; cpuMs: number }>,
  actions: number,
): string {
  const spent = [...after].map(([tid, t]) => ({ tid, name: t.name, ms: t.cpuMs - (before.get(tid)?.cpuMs ?? 0) }));
  const main = spent.find((t) => t.tid === pid)?.ms ?? 0;
  const others = spent.filter((t) => t.tid !== pid).sort((a, b) => b.ms - a.ms);
  const busiest = others[0];
  const per = (ms: number) => (ms / Math.max(1, actions)).toFixed(2);
  // The rest by thread name: V8's helpers (the collector's parallel work) and libuv's pool.
  const byName = new Map<string, { n: number; ms: number }>();
  for (const t of others.slice(1)) {
    const g = byName.get(t.name) ?? { n: 0, ms: 0 };
    g.n++;
    g.ms += t.ms;
    byName.set(t.name, g);
  }
  const rest = [...byName]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(([name, g]) => `${g.n} ${name} ${per(g.ms)} ms`)
    .join(', ');
  return `main thread ${per(main)} ms, ${busiest ? `busiest other thread (${busiest.name}) ${per(busiest.ms)} ms, ` : ''}the others: ${rest || 'none'}`;
}

export interface LoadReport {
  tables: number;
  players: number;
  finished: number;
  actions: number;
  seconds: number;
  actionsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  problems: string[];
  /** the server processes' CPU time per acknowledged action (ms), and their largest resident memory (bytes, summed over processes) */
  serverCpuMsPerAction?: number;
  serverRssBytes?: number;
  /** the server processes' CPU per action by thread, in words */
  serverThreads?: string[];
  /** the load generator's own CPU time per acknowledged action (ms, all its threads) */
  clientCpuMsPerAction: number;
}

/** Runs the functions given to it at most `n` at a time. */
function limited(n: number): <T>(f: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (f) => {
    if (running >= n) await new Promise<void>((r) => waiting.push(r));
    running++;
    try {
      return await f();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One player: acts whenever its view shows a task, from the newest view it has. */
/** [start, latency] of every action POST, for the time profile printed with --timeline. */
const timeline: [number, number][] = [];

/** What a player needs of its client: the browser's HttpTransport or the load test's LeanSeat. */
type Seat = Pick<HttpTransport, 'seat' | 'tableId' | 'act' | 'subscribe'> & { close?: () => void; preflight?: () => Promise<void> };

async function playSeat(
  t: Seat,
  rng: Rng,
  latencies: number[],
  acked: Set<number>,
  clock: { deadline: number; drainUntil: number; go: Promise<void> },
  ready: () => void,
  maxActions: number,
  seen: number[],
  errors: string[],
  thinkMs: number,
  shared: { max: number; acting: number },
): Promise<void> {
  let view: GameView | null = null;
  let wake: (() => void) | null = null;
  let finished = false;
  let lastKnown = 0;
  // Ready once the stream brought its first event and the connection for the seat's actions is
  // open (LeanSeat.preflight): a browser has both before its player acts. Opened only at the first
  // action, 400 connections arrived at once at a busy server, which takes one new connection per
  // turn of its event loop: the last waited 2-4 s (docs/DEPLOY.md).
  let firstEvent: () => void = () => undefined;
  void Promise.all([new Promise<void>((r) => (firstEvent = r)), t.preflight?.()]).then(ready, (e: Error) => {
    errors.push(`seat ${t.seat} of ${t.tableId}: ${e.message}`);
    ready();
  });
  const sub = t.subscribe(
    {
      onEvent: (e: TableEvent) => {
        if (seen.length === 0) firstEvent();
        seen.push(e.version);
        if (!view || e.version > (view as GameView & { v?: number }).v!) view = Object.assign(e.view!, { v: e.version });
        if (e.table.status === 'finished') finished = true;
        wake?.();
      },
    },
    undefined,
  );
  try {
    await clock.go;
    try {
      await playUntilDone();
    } finally {
      shared.acting--;
    }
    // Before closing, wait (bounded) for the push of the last version any seat of the table was
    // told of, once they all stopped: the check afterwards wants every version delivered.
    const until = Math.min(clock.drainUntil, Date.now() + 60_000);
    while (Date.now() < until && (shared.acting > 0 || (seen.at(-1) ?? 0) < Math.max(lastKnown, shared.max))) await new Promise((r) => setTimeout(r, 20));
  } finally {
    sub.close();
    t.close?.();
  }

  async function playUntilDone(): Promise<void> {
    let sent = 0;
    let thought = -1;
    while (!finished && Date.now() < clock.deadline && sent < maxActions) {
      const v = view as (GameView & { v: number }) | null;
      const task = v?.tasks[t.seat]?.[0];
      if (!v || !task) {
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 1000);
        });
        wake = null;
        continue;
      }
      if (thinkMs > 0 && thought !== sent) {
        await new Promise((r) => setTimeout(r, thinkMs * (0.5 + rng.int(1000) / 1000)));
        thought = sent;
        continue; // once per action; then decide from the newest view
      }
      // The random player reads only tasks, sheets and cards: all in the seat's own view.
      const action = randomAction(v as unknown as GameState, t.seat, rng);
      if (!action) break;
      const t0 = performance.now();
      let r: Awaited<ReturnType<Seat['act']>>;
      try {
        r = await t.act(action);
      } catch (e) {
        // Refused after every retry: a problem to report; the seat decides again from what it sees.
        errors.push(`seat ${t.seat} of ${t.tableId}: ${(e as Error).message}`);
        await new Promise((res) => setTimeout(res, 200));
        continue;
      }
      latencies.push(performance.now() - t0);
      timeline.push([t0, performance.now() - t0]);
      acked.add(r.version);
      lastKnown = Math.max(lastKnown, r.version);
      shared.max = Math.max(shared.max, r.version);
      sent++;
      if (r.version > v.v) view = Object.assign(r.view!, { v: r.version });
      if (r.table.status === 'finished') finished = true;
    }
  }
}

export async function runLoad(o: LoadOptions): Promise<LoadReport> {
  for (const s of o.servers) if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(s)) throw new Error(`load tests only talk to 127.0.0.1 (got ${s})`);
  const deadline = Date.now() + o.timeLimitMs;
  const drainUntil = deadline;
  const maxActions = o.maxActionsPerGame ?? 500;
  const route = o.route ?? 'table';
  timeline.length = 0;
  const latencies: number[] = [];
  // Retries hide inside latency: count what the transport had to retry.
  const failures = new Map<string, number>();
  const countingFetch: typeof fetch = async (input, init) => {
    try {
      const res = await fetch(input, init);
      if (res.status >= 500) failures.set(`http ${res.status}`, (failures.get(`http ${res.status}`) ?? 0) + 1);
      return res;
    } catch (e) {
      const name = (e as Error & { cause?: { code?: string } }).cause?.code ?? (e as Error).name;
      if (name !== 'AbortError') failures.set(name, (failures.get(name) ?? 0) + 1);
      throw e;
    }
  };
  const counted = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  const answers = { compact: 0, whole: 0 };
  const problems: string[] = [];
  const content = combinePacks([officialPack('base')!]);

  // Open the tables (not timed: the measurement is the play).
  // At most 50 at once: a thousand tables opened at the same moment timed out in the server's
  // queue for a database connection (503) on a busy machine, and creation is never retried.
  const opening = limited(50);
  const tables = await Promise.all(
    Array.from({ length: o.tables }, (_, i) =>
      opening(async () => {
        // A new table has no id yet: any server creates it (round robin).
        const created = await createTable(o.servers[i % o.servers.length]!, { seats: o.players, packs: ['base'], seed: `load-${i}` }, 'P0');
        const id = created.table.id;
        const server = route === 'table' ? serverFor(id, o.servers) : o.servers[i % o.servers.length]!;
        const seats = [{ seat: 0, token: created.token }];
        for (let p = 1; p < o.players; p++) {
          const j = await joinTable(route === 'table' ? server : o.servers[(i + p) % o.servers.length]!, id, created.invite, `P${p}`);
          seats.push({ seat: j.seat, token: j.token });
        }
        await new HttpTransport(server, created.table.id, 0, created.token).start();
        return { id: created.table.id, seats, server };
      }),
    ),
  );

  // The players connect first (their event streams, each until its first event, at most 2
  // minutes), then play: the measurement is the play, not thousands of players connecting in the
  // same second (a portal's players arrive over an evening).
  let go: () => void = () => undefined;
  const clock = { deadline, drainUntil, go: new Promise<void>((r) => (go = r)) };
  const readies: Promise<void>[] = [];
  const playing = Promise.all(
    tables.map(async (table, i) => {
      const acked = new Set<number>();
      const seen: number[][] = table.seats.map(() => []);
      const shared = { max: 0, acting: table.seats.length };
      const server = (seat: number) => (route === 'table' ? table.server : o.servers[(i + seat) % o.servers.length]!);
      await Promise.all(
        table.seats.map((s) => {
          let ready: () => void = () => undefined;
          readies.push(new Promise<void>((r) => (ready = r)));
          return playSeat(
            o.client === 'fetch'
              ? new HttpTransport(server(s.seat), table.id, s.seat, s.token, { attempts: 6, fetch: countingFetch })
              : new LeanSeat(server(s.seat), table.id, s.seat, s.token, {
                  attempts: 6,
                  onRetry: counted,
                  onProblem: (p) => problems.push(p),
                  onAnswer: (compact) => (compact ? answers.compact++ : answers.whole++),
                }),
            new Rng(seedRng(`load-${i}/${s.seat}`)),
            latencies,
            acked,
            clock,
            ready,
            maxActions,
            seen[s.seat]!,
            problems,
            o.thinkMs ?? 0,
            shared,
          );
        }),
      );
      return { table, acked, seen };
    }),
  );
  await Promise.race([Promise.all(readies), new Promise((r) => setTimeout(r, 120_000))]);

  const t0 = performance.now();
  if (o.durationMs !== undefined) {
    clock.drainUntil = Math.min(deadline, Date.now() + o.durationMs + 60_000);
    clock.deadline = Math.min(deadline, Date.now() + o.durationMs);
  }
  const usage0 = (o.serverPids ?? []).map(processUsage);
  const threads0 = (o.serverPids ?? []).map(threadUsage);
  const clientCpu0 = process.cpuUsage();
  let rssMax = 0;
  const rssTimer = setInterval(() => {
    const rss = (o.serverPids ?? []).reduce((sum, pid) => sum + (processUsage(pid)?.rssBytes ?? 0), 0);
    rssMax = Math.max(rssMax, rss);
  }, 1000);
  // The clients' own event-loop lag: latency the load generator adds by being busy itself.
  let lagMax = 0;
  let lagAt = performance.now();
  const lagTimer = setInterval(() => {
    lagMax = Math.max(lagMax, performance.now() - lagAt - 100);
    lagAt = performance.now();
  }, 100);
  go();
  const results = await playing;
  // The play ends at the last acknowledged action (not after the drain of soak mode).
  const lastAck = timeline.reduce((end, [start, ms]) => Math.max(end, start + ms), t0);
  const seconds = (o.durationMs !== undefined ? lastAck - t0 : performance.now() - t0) / 1000;
  clearInterval(lagTimer);
  clearInterval(rssTimer);
  const usage1 = (o.serverPids ?? []).map(processUsage);
  const threads1 = (o.serverPids ?? []).map(threadUsage);
  const clientCpu = process.cpuUsage(clientCpu0);
  const serverCpuMs = usage1.reduce((sum, u, i) => sum + (u && usage0[i] ? u.cpuMs - usage0[i]!.cpuMs : 0), 0);
  console.log(`  client loop lag    max ${lagMax.toFixed(0)} ms (the longest stall of the load generator's own event loop)`);

  // Nothing lost: check every table against its stored log.
  let finished = 0;
  for (const { table, acked, seen } of results) {
    const t = new HttpTransport(table.server, table.id, 0, table.seats[0]!.token);
    const snap = await t.snapshot();
    const base = 1 + (o.players - 1) + 1;
    if (snap.version !== base + acked.size) problems.push(`table ${table.id}: version ${snap.version}, but ${acked.size} actions were acknowledged`);
    seen.forEach((versions, seat) => {
      const first = versions[0] ?? 0;
      const expected = Array.from({ length: snap.version - first + 1 }, (_, k) => first + k);
      if (stableJson(versions) !== stableJson(expected)) {
        const have = new Set(versions);
        const missing = expected.filter((v) => !have.has(v));
        problems.push(
          `table ${table.id} seat ${seat}: ${versions.length - have.size} versions twice, missing ${missing.length} of ${first}..${snap.version} (${missing.slice(0, 8).join(', ')})`,
        );
      }
    });
    if (snap.table.status !== 'finished') continue;
    finished++;
    const res = await fetch(`${table.server}/tables/${table.id}/log`, { headers: { authorization: `Bearer ${table.seats[0]!.token}` } });
    const { game } = (await res.json()) as { game: Parameters<typeof replay>[0] };
    const final = replay(game, content);
    if (final.log.length !== game.log.length || stableJson(final.result) !== stableJson(snap.table.result))
      problems.push(`table ${table.id}: the log does not replay to the result shown`);
  }
  if (failures.size) console.log(`  retried requests   ${[...failures].map(([k, n]) => `${k}: ${n}`).join(', ')}`);
  if (answers.compact + answers.whole)
    console.log(
      `  compact answers    ${answers.compact} of ${answers.compact + answers.whole} (the others carried the whole view: the version named was no longer kept)`,
    );
  if (finished < o.tables && o.durationMs === undefined) problems.push(`${o.tables - finished} of ${o.tables} games did not finish within the limits`);
  latencies.sort((a, b) => a - b);
  if (process.argv.includes('--timeline')) {
    // About twenty rows whatever the run's length: a 5 s saturation run in quarter seconds, a soak in seconds.
    const step = Math.max(250, Math.ceil((lastAck - t0) / 20 / 250) * 250);
    const buckets = new Map<number, number[]>();
    for (const [start, ms] of timeline) {
      const b = Math.floor((start - t0) / step);
      buckets.set(b, [...(buckets.get(b) ?? []), ms]);
    }
    for (const [b, ms] of [...buckets].sort((x, y) => x[0] - y[0])) {
      ms.sort((x, y) => x - y);
      console.log(
        `  t=${((b * step) / 1000).toFixed(2).padStart(7)} s  ${String(ms.length).padStart(5)} actions  p50 ${percentile(ms, 50).toFixed(0).padStart(6)} ms  p99 ${percentile(ms, 99).toFixed(0).padStart(6)} ms  max ${ms.at(-1)!.toFixed(0).padStart(6)} ms`,
      );
    }
  }
  return {
    tables: o.tables,
    players: o.players,
    finished,
    actions: latencies.length,
    seconds,
    actionsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? 0,
    problems,
    clientCpuMsPerAction: (clientCpu.user + clientCpu.system) / 1000 / Math.max(1, latencies.length),
    ...(o.serverPids?.length
      ? {
          serverCpuMsPerAction: serverCpuMs / Math.max(1, latencies.length),
          serverRssBytes: rssMax,
          serverThreads: o.serverPids.map((pid, k) => threadSplit(pid, threads0[k]!, threads1[k]!, latencies.length)),
        }
      : {}),
  };
}

/** The machine's load average (1, 5, 15 minutes): every number here means something only next to it. */
function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

async function runBackend(
  backend: string,
  tables: number,
  players: number,
  processes: number,
  timeLimitMs: number,
  thinkMs: number,
  durationMs: number | undefined,
  client: 'lean' | 'fetch',
  route: 'table' | 'spread',
): Promise<LoadReport> {
  let pgDir: string | undefined;
  let dataDir: string | undefined;
  // The load generator opens every table and connection from 127.0.0.1: lift the per-address quotas.
  const env: Record<string, string> = {
    CARTO_CREATE_PER_MINUTE: '1000000',
    CARTO_TABLES_PER_ADDRESS: '1000000',
    CARTO_CONNECTIONS_PER_ADDRESS: '1000000',
    CARTO_MAX_CONNECTIONS: '1000000',
    // Node's options for the server processes only (not this generator), e.g. its heap settings.
    ...(process.env.CARTO_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.CARTO_SERVER_NODE_OPTIONS } : {}),
  };
  if (backend === 'postgres') {
    let url = process.env.DATABASE_URL;
    if (!url) {
      const out = execFileSync(join(import.meta.dirname, 'pg-test.sh'), ['start'], { encoding: 'utf8' });
      url = /DATABASE_URL=(\S+)/.exec(out)![1]!;
      pgDir = /PGDIR=(\S+)/.exec(out)![1]!;
    }
    env.DATABASE_URL = url;
  } else {
    if (processes !== 1) throw new Error('PGlite serves one process (that is what its lock file is for): use --backend postgres for several');
    dataDir = mkdtempSync(join(tmpdir(), 'carto-load-'));
    env.CARTO_DATA_DIR = dataDir;
    if (process.argv.includes('--no-sync')) env.CARTO_UNSAFE_NO_SYNC = '1';
  }
  const children: ServerChild[] = [];
  try {
    for (let i = 0; i < processes; i++) children.push(await spawnServerProcess(env, { inheritStderr: true, timeoutMs: 300_000 }));
    const sync = backend === 'pglite' && process.argv.includes('--no-sync') ? ' (commits NOT synced)' : '';
    const length = durationMs !== undefined ? `playing for ${durationMs / 1000} s (soak)` : `limit ${timeLimitMs / 1000} s`;
    const routed = processes > 1 ? (route === 'table' ? ', each table on one process' : ', seats spread over the processes') : '';
    console.log(
      `load test: ${tables} tables x ${players} players, ${backend}${sync}, ${processes} server process(es)${routed}, ${length}, players think ${thinkMs ? `${thinkMs} ms on average` : 'not at all'}`,
    );
    console.log(`  load average       ${loadAverage()}`);
    const r = await runLoad({
      tables,
      players,
      servers: children.map((c) => c.url),
      timeLimitMs,
      thinkMs,
      client,
      route,
      ...(durationMs !== undefined ? { durationMs } : {}),
      serverPids: children.flatMap((c) => (c.child.pid ? [c.child.pid] : [])),
    });
    console.log(`  games finished     ${r.finished} / ${r.tables}`);
    console.log(`  actions            ${r.actions} in ${r.seconds.toFixed(1)} s = ${r.actionsPerSecond.toFixed(0)} actions/s`);
    console.log(`  action latency     p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms`);
    if (r.serverCpuMsPerAction !== undefined)
      console.log(
        `  server             ${r.serverCpuMsPerAction.toFixed(2)} ms of CPU per action (all its threads), largest resident memory ${(r.serverRssBytes! / 2 ** 20).toFixed(0)} MiB`,
      );
    for (const [k, split] of (r.serverThreads ?? []).entries()) console.log(`  server ${k + 1} threads   ${split} of CPU per action`);
    console.log(
      `  load generator     ${r.clientCpuMsPerAction.toFixed(2)} ms of CPU per action (${client === 'fetch' ? "the browser's transport: fetch and web streams" : 'scripts/load/lean-seat.ts'})`,
    );
    console.log(`  load average       ${loadAverage()} (after)`);
    console.log(
      `  lost or duplicated ${r.problems.length === 0 ? 'nothing (every acknowledged action stored once, every client saw every version, every log replays)' : ''}`,
    );
    for (const p of r.problems.slice(0, 20)) console.log(`    ${p}`);
    return r;
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    if (pgDir) execFileSync(join(import.meta.dirname, 'pg-test.sh'), ['stop', pgDir]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const tables = Number(arg('tables', '100'));
  const players = Number(arg('players', '4'));
  const backend = arg('backend', 'both');
  // One count, or a list (--processes 1,2,4): PostgreSQL is run once per count.
  const processCounts = arg('processes', backend === 'pglite' ? '1' : '2')
    .split(',')
    .map(Number);
  const timeLimitMs = Number(arg('time-limit', '600')) * 1000;
  const thinkMs = Number(arg('think', '0'));
  const duration = arg('duration', '');
  const durationMs = duration ? Number(duration) * 1000 : undefined;
  const client = arg('client', 'lean');
  if (client !== 'lean' && client !== 'fetch') throw new Error(`--client is lean or fetch, not ${client}`);
  const route = arg('route', 'table');
  if (route !== 'table' && route !== 'spread') throw new Error(`--route is table or spread, not ${route}`);
  const reports: [string, number, LoadReport][] = [];
  for (const b of backend === 'both' ? ['pglite', 'postgres'] : [backend]) {
    for (const n of b === 'pglite' ? [1] : processCounts)
      reports.push([b, n, await runBackend(b, tables, players, n, timeLimitMs, thinkMs, durationMs, client, route)]);
  }
  if (reports.length > 1) {
    console.log(`\n${tables} tables x ${players} players, think ${thinkMs} ms; load average now ${loadAverage()}`);
    console.log(
      '| backend | processes | actions/s | p50 | p99 | max | server CPU per action | load generator CPU per action | server memory | lost or duplicated |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const [b, n, r] of reports) {
      const cpu = r.serverCpuMsPerAction === undefined ? '-' : `${r.serverCpuMsPerAction.toFixed(2)} ms`;
      const rss = r.serverRssBytes === undefined ? '-' : `${(r.serverRssBytes / 2 ** 20).toFixed(0)} MiB`;
      console.log(
        `| ${b} | ${n} | ${r.actionsPerSecond.toFixed(0)} | ${r.p50Ms.toFixed(0)} ms | ${r.p99Ms.toFixed(0)} ms | ${r.maxMs.toFixed(0)} ms | ${cpu} | ${r.clientCpuMsPerAction.toFixed(2)} ms | ${rss} | ${r.problems.length ? r.problems.length + ' problems' : 'nothing'} |`,
      );
    }
  }
  process.exitCode = reports.some(([, , r]) => r.problems.length) ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Only when run, not when tools/scripts/soak.ts imports runLoad.
  usage(`
npm run load-test -- [--tables 100] [--players 4] [--backend both|pglite|postgres]
                     [--processes 2|1,2,4] [--time-limit 600] [--duration S] [--no-sync] [--think 0] [--timeline]
                     [--client lean|fetch] [--route table|spread]
N tables of P players play whole random games at once against a server on 127.0.0.1; prints
actions per second, p50/p99 latency, and whether anything acknowledged was lost.
  --backend     both (default): PGlite, then PostgreSQL (DATABASE_URL, or a throwaway one)
  --processes   server processes on PostgreSQL (PGlite is always one); a list (1,2,4) runs each
  --route       table (default): every request about a table goes to one process, by a stable hash
                of the table id over the processes, as a load balancer would (docs/DEPLOY.md);
                spread: a table's seats use different processes, round robin
  --duration S  soak mode: play for S seconds, then check everything stored (games need not end)
  --time-limit  seconds before the whole run stops
  --no-sync     PGlite without syncing commits (only to measure what durability costs)
  --think MS    players pause 0.5-1.5 x MS before each action (0: a saturation test)
  --client      lean (default): players speak the protocol on plain sockets (scripts/load/lean-seat.ts);
                fetch: through the browser's transport (client/http-transport.ts), several times the CPU
Also printed: the server processes' CPU time per action (and by thread), the load generator's,
the servers' largest resident memory, and the load average. CARTO_SERVER_NODE_OPTIONS: Node's
options for the server processes only (e.g. --max-semi-space-size=64); CARTO_SERVER_CPU_PROF=DIR
profiles them.
`);
  main().then(
    () => process.exit(),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
