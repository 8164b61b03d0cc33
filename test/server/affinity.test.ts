/**
 * Table affinity on PostgreSQL with several server processes (docs/DEPLOY.md): the load balancer
 * sends every request about a table to one process. The others hear the table's notifications
 * but do no work for it; when its process dies (kill -9), another one takes the table over from
 * the log, with nothing lost, the players' streams resumed and compact answers from the first
 * action on; a process that kept an old model of a table brings it up to date from the log when
 * the table comes back to it, not on every notification meanwhile.
 */
import { afterEach, expect, it } from 'vitest';
import pg from 'pg';
import { combinePacks, officialPack } from '../../src/content/index.ts';
import { apply, newGame, replay, toSaved, type GameState } from '../../src/game/index.ts';
import { HttpTransport } from '../../web/client/http-transport.ts';
import type { TableEvent } from '../../web/client/transport.ts';
import { openStorage } from '../../web/server/db/open.ts';
import type { Db } from '../../web/server/db/sql.ts';
import { startServer, type RunningServer } from '../../web/server/server.ts';
import { serverFor } from '../../tools/scripts/load/affinity.ts';
import { GENEROUS, http, postgresDb, spawnServer, type ServerProcess } from './helpers.ts';
import { chooser, openTable, pickLegal, type Table } from './game-helpers.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((f) => f().catch(() => undefined)));
});

/** An in-process server on its own connection pool whose reads of the log are counted. */
async function countingServer(url: string): Promise<{ server: RunningServer; logReads: () => number }> {
  const db = await openStorage({ databaseUrl: url });
  let reads = 0;
  const counting: Db = {
    ...db,
    query: (text, params) => {
      if (/FROM carto_log/.test(text)) reads++;
      return db.query(text, params);
    },
  };
  const server = await startServer({ ...GENEROUS, db: counting });
  cleanup.push(async () => {
    await server.close();
    await db.close();
  });
  return { server, logReads: () => reads };
}

/**
 * One round: every seat the table waits for plays a legal action at `url`, naming the version it
 * holds; what is waited for and legal is asked of `readUrl`.
 */
async function round(
  url: string,
  table: Table,
  known: number[],
  pick: (n: number) => number,
  readUrl = url,
): Promise<{ versions: number[]; compact: boolean[] }> {
  const state = await http(`${readUrl}/tables/${table.id}`, { token: table.seats[0]!.token });
  const versions: number[] = [];
  const compact: boolean[] = [];
  for (const s of state.body.table.waitingFor as number[]) {
    const seat = table.seats[s]!;
    const action = await pickLegal(readUrl, table, seat, pick);
    const r = await http(`${url}/tables/${table.id}/actions?known=${known[s]}&diff=1`, { token: seat.token, body: { action } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    versions.push(r.body.version);
    compact.push(r.body.base === known[s]);
    known[s] = r.body.version;
  }
  return { versions, compact };
}

async function storedActions(url: string, id: string): Promise<{ versions: number[]; state: GameState }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows = (await client.query('SELECT version, kind, body FROM carto_log WHERE table_id = $1 ORDER BY version', [id])).rows;
  await client.end();
  const start = rows.find((r) => r.kind === 'start')!.body as { players: number; seed: string };
  const content = combinePacks([officialPack('base')!]);
  let state = newGame(content, { players: start.players }, start.seed);
  const actions = rows.filter((r) => r.kind === 'action');
  for (const r of actions) {
    const next = apply(state, r.body.action);
    expect(next.violation).toBeUndefined();
    state = next.state!;
  }
  expect(replay(toSaved(state), content)).toEqual(state);
  return { versions: actions.map((r) => r.version as number), state };
}

const until = async (done: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

it('routes by a stable hash of the table id: the same process every time, and only a dead process’s tables move', () => {
  const servers = ['http://127.0.0.1:8801', 'http://127.0.0.1:8802', 'http://127.0.0.1:8803'];
  const ids = Array.from({ length: 300 }, (_, i) => `table-${i}`);
  const home = ids.map((id) => serverFor(id, servers));
  expect(ids.map((id) => serverFor(id, servers))).toEqual(home);
  // Spread over all of them.
  for (const s of servers) expect(home.filter((h) => h === s).length).toBeGreaterThan(60);
  const down = new Set([servers[1]!]);
  ids.forEach((id, i) => {
    const now = serverFor(id, servers, down);
    if (home[i] === servers[1]) expect(now).not.toBe(servers[1]);
    else expect(now).toBe(home[i]);
  });
});

it('a process does no work for a table served by another; when that one dies (kill -9) it takes the table over from the log, nothing lost', async () => {
  const url = await postgresDb();
  const a: ServerProcess = await spawnServer({ DATABASE_URL: url });
  cleanup.push(() => a.stop());
  const b = await countingServer(url);

  const table = await openTable(a.url, 2, { setup: { seed: 'affinity-takeover' } });
  const base = (await http(`${a.url}/tables/${table.id}`, { token: table.seats[0]!.token })).body.version as number;
  const events: TableEvent[][] = [[], []];
  const onA = table.seats.map((s) => new HttpTransport(a.url, table.id, s.seat, s.token).subscribe({ onEvent: (e) => events[s.seat]!.push(e) }, base));
  const known = [base, base];
  const pick = chooser(34);
  const acknowledged: number[] = [];
  for (let k = 0; k < 3; k++) acknowledged.push(...(await round(a.url, table, known, pick)).versions);
  await until(() => events.every((e) => e.at(-1)?.version === Math.max(...acknowledged)));
  for (const s of onA) s.close();

  // B heard every notification of the table and did nothing for it: no log read, no model built.
  await new Promise((r) => setTimeout(r, 200));
  expect(b.logReads()).toBe(0);
  expect(b.server.service.peek(table.id)).toBeUndefined();

  a.child.kill('SIGKILL');
  await new Promise((r) => a.child.once('exit', r));

  // The players' streams resume on B where they stopped (Last-Event-ID); the first action there
  // already gets a compact answer (B kept the versions it read from the log).
  const last = events.map((e) => e.at(-1)!.version);
  const onB = table.seats.map((s) =>
    new HttpTransport(b.server.url, table.id, s.seat, s.token).subscribe({ onEvent: (e) => events[s.seat]!.push(e) }, last[s.seat]),
  );
  cleanup.push(async () => onB.forEach((s) => s.close()));
  await until(() => b.server.hub.subscriberCount() === 2);
  const first = await round(b.server.url, table, known, pick);
  expect(first.compact.every(Boolean)).toBe(true);
  acknowledged.push(...first.versions);
  for (let k = 0; k < 200; k++) {
    const state = await http(`${b.server.url}/tables/${table.id}`, { token: table.seats[0]!.token });
    if (state.body.table.status === 'finished') break;
    acknowledged.push(...(await round(b.server.url, table, known, pick)).versions);
  }
  const final = await http(`${b.server.url}/tables/${table.id}`, { token: table.seats[1]!.token });
  expect(final.body.table.status).toBe('finished');

  // Every acknowledged action stored once, in order, replaying to what B shows; every seat saw every version once.
  const stored = await storedActions(url, table.id);
  expect(stored.versions).toEqual(acknowledged);
  expect(final.body.version).toBe(acknowledged.at(-1));
  await until(() => events.every((e) => e.at(-1)?.version === final.body.version));
  for (const e of events) expect(e.map((x) => x.version)).toEqual(Array.from({ length: final.body.version - base }, (_, i) => base + 1 + i));
  expect(final.body.view.sheets[1]).toEqual(JSON.parse(JSON.stringify(stored.state.sheets[1])));
});

it('a process that kept an old model of a table catches up from the log when the table is next touched, not on every notification', async () => {
  const url = await postgresDb();
  const a = await countingServer(url);
  const b = await countingServer(url);
  const table = await openTable(a.server.url, 2, { setup: { seed: 'affinity-back' } });
  const v0 = (await http(`${a.server.url}/tables/${table.id}`, { token: table.seats[0]!.token })).body.version as number;
  const known = [v0, v0];
  const pick = chooser(7);
  const acknowledged = (await round(a.server.url, table, known, pick)).versions;
  expect(a.server.service.peek(table.id)?.version).toBe(acknowledged.at(-1));

  // The table moves to B (A was away, then is back): B writes three rounds while A only hears of them.
  const readsBefore = a.logReads();
  for (let k = 0; k < 3; k++) acknowledged.push(...(await round(b.server.url, table, known, pick)).versions);
  await new Promise((r) => setTimeout(r, 200));
  expect(a.logReads()).toBe(readsBefore);
  expect(a.server.service.peek(table.id)!.version).toBeLessThan(acknowledged.at(-1)!);

  // Back on A (the players asked B what to play, so the action is the first A hears of it): the
  // first action reads the log once, appends once (no doomed attempt on the old model), and is
  // answered as a difference from the version the client holds, which B wrote.
  const appendsBefore = a.server.service.appends.appends;
  const back = await round(a.server.url, table, known, pick, b.server.url);
  expect(back.compact.every(Boolean)).toBe(true);
  expect(a.logReads()).toBe(readsBefore + 1);
  expect(a.server.service.appends.appends - appendsBefore).toBe(back.versions.length);
  acknowledged.push(...back.versions);
  const stored = await storedActions(url, table.id);
  expect(stored.versions).toEqual(acknowledged);
  expect(a.server.service.peek(table.id)!.version).toBe(acknowledged.at(-1));
});
