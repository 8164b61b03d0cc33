/**
 * What one stranger may take of a public server (web/server/limits/): leaderboard results per address
 * and per name, names claimed by a token, live tables per address, unstarted tables expiring in
 * hours, wrong invite codes throttled, connections capped. The clock is the test's: it is stepped,
 * never waited for.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dailyGame } from '../../src/game/daily.ts';
import { playRandomly } from '../../src/game/random-player.ts';
import { playerActions } from '../../src/game/link.ts';
import type { Db } from '../../web/server/db/sql.ts';
import { startServer, sweep, type RunningServer } from '../../web/server/server.ts';
import { GENEROUS, http, pgliteDb, pgliteServer } from './helpers.ts';

const DAY = '2026-11-20';
const NEXT = '2026-11-21';
const SETUP = { seats: 2, packs: ['base'] };
const games = new Map<string, string[]>();
/** An honest finished game of a day (its moves). */
function honest(date: string, seed = 1) {
  const key = `${date}/${seed}`;
  if (!games.has(key)) games.set(key, playerActions(playRandomly(dailyGame(date, 'base').state, { seed }).log) as never);
  return games.get(key)!;
}

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

// One PGlite database for the file (each start costs about a second of CPU): every test starts its
// own server on it, with its own limits and clock (the limits count in the server's memory), and
// plays from client addresses and names no other test uses, so no test sees another's rows. The
// test that counts every table in the database (expiry) opens its own.
let shared: Db;
beforeAll(async () => {
  shared = await pgliteDb();
});
afterAll(async () => {
  await shared?.close();
});

/** A server behind a trusted proxy, so each test names the client address it plays; and its clock. */
async function start(options: Parameters<typeof pgliteServer>[0], own = false) {
  const clock = { t: Date.UTC(2026, 10, 23, 12) };
  const settings = { ...GENEROUS, trustProxy: true, now: () => clock.t, ...options };
  server = own ? await pgliteServer(settings) : await startServer({ ...settings, db: shared });
  const from = (address: string, init: Parameters<typeof http>[1] = {}) => ({ ...init, headers: { ...(init.headers ?? {}), 'x-forwarded-for': address } });
  return { s: server, clock, from };
}

describe('the daily leaderboard', () => {
  it('takes a limited number of results per address per hour, then answers 429 daily.rate until the hour refills', async () => {
    const { s, clock, from } = await start({ dailyPerHour: 3 });
    const post = (address: string, name: string, actions = honest(DAY)) =>
      http(`${s.url}/daily/${DAY}/base/results`, from(address, { body: { name, actions } }));
    expect((await post('10.0.0.1', 'A1')).status).toBe(201);
    // Refused results count too: the replay is what costs.
    expect((await post('10.0.0.1', 'A2', honest(NEXT))).status).toBe(422);
    expect((await post('10.0.0.1', 'A3', honest(DAY, 2))).status).toBe(201);
    const over = await post('10.0.0.1', 'A4', honest(DAY, 3));
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe('daily.rate');
    // Another address is not held back.
    expect((await post('10.0.0.2', 'B1', honest(DAY, 3))).status).toBe(201);
    // One result a 20 minutes (3 an hour).
    clock.t += 19 * 60_000;
    expect((await post('10.0.0.1', 'A4', honest(DAY, 3))).body.error.code).toBe('daily.rate');
    clock.t += 60_000;
    expect((await post('10.0.0.1', 'A4', honest(DAY, 3))).status).toBe(201);
  });

  it('takes a limited number of results per name per hour, from any address (429 daily.name-rate)', async () => {
    const { s, from } = await start({ dailyPerNamePerHour: 2 });
    const post = (address: string, name: string) => http(`${s.url}/daily/${DAY}/base/results`, from(address, { body: { name, actions: honest(NEXT) } }));
    expect((await post('10.0.1.1', 'Mallory')).status).toBe(422);
    expect((await post('10.0.1.2', ' mallory ')).status).toBe(422);
    const third = await post('10.0.1.3', 'MALLORY');
    expect([third.status, third.body.error.code]).toEqual([429, 'daily.name-rate']);
    expect((await post('10.0.1.3', 'Trudy')).status).toBe(422);
  });

  it('claims a name with its first result: later results under it need the claim token (403 daily.name-claimed)', async () => {
    const { s, from } = await start({});
    const post = (date: string, address: string, name: string, token?: string) =>
      http(`${s.url}/daily/${date}/base/results`, from(address, { body: { name, actions: honest(date) }, ...(token ? { token } : {}) }));
    const first = await post(DAY, '10.0.2.1', 'Ada');
    expect(first.status).toBe(201);
    const claim: string = first.body.claim;
    expect(claim).toMatch(/^[\w-]{32}$/);
    for (const token of [undefined, 'not-the-claim']) {
      const r = await post(NEXT, '10.0.2.2', ' ADA', token);
      expect([r.status, r.body.error.code]).toEqual([403, 'daily.name-claimed']);
    }
    const mine = await post(NEXT, '10.0.2.3', 'Ada', claim);
    expect(mine.status).toBe(201);
    expect(mine.body.claim).toBeUndefined();
    const b = await http(`${s.url}/daily/${NEXT}/base/leaderboard`);
    expect(b.body.count).toBe(1);
  });
});

describe('tables', () => {
  const create = (s: RunningServer, from: (a: string, i?: object) => object, address: string, headers: Record<string, string> = {}) =>
    http(`${s.url}/tables`, from(address, { body: { name: 'Ada', setup: SETUP }, headers }) as never);

  it('caps the live tables of one address (429 create.address-capacity), not of the others; an abandoned one frees a place', async () => {
    const { s, from } = await start({ liveTablesPerAddress: 3, maxLiveTables: 100 });
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push((await create(s, from, '10.1.0.1')).body);
    const over = await create(s, from, '10.1.0.1');
    expect([over.status, over.body.error.code]).toEqual([429, 'create.address-capacity']);
    expect((await create(s, from, '10.1.0.2')).status).toBe(201);
    const abandon = await http(`${s.url}/tables/${mine[0].table.id}/abandon`, { body: {}, token: mine[0].token });
    expect(abandon.status).toBe(200);
    expect((await create(s, from, '10.1.0.1')).status).toBe(201);
  });

  it('does not cap per address when a portal creates every table with its key', async () => {
    const { s, from } = await start({ liveTablesPerAddress: 2, createKey: 'portal-key' });
    for (let i = 0; i < 4; i++) expect((await create(s, from, '10.1.1.1', { authorization: 'Bearer portal-key' })).status).toBe(201);
  });

  it('expires an unstarted table after hours, a table in play only after days', async () => {
    const { s, from } = await start({}, true);
    const open = (await create(s, from, '10.1.2.1')).body;
    const started = (await create(s, from, '10.1.2.1')).body;
    expect((await http(`${s.url}/tables/${started.table.id}/start`, { body: {}, token: started.token })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    // Idle for 10 ms: past an open table's limit (5 ms here), well within a playing table's (a day).
    expect(await sweep(s.service, 24 * 3600_000, 5)).toBe(1);
    expect((await http(`${s.url}/tables/${open.table.id}`, { token: open.token })).body.table.status).toBe('expired');
    expect((await http(`${s.url}/tables/${started.table.id}`, { token: started.token })).body.table.status).toBe('playing');
  });

  it('throttles wrong invite codes per address (429 invite.rate), then lets the right one in after the wait', async () => {
    const { s, clock, from } = await start({ wrongInvitesPerMinute: 3 });
    const t = (await create(s, from, '10.1.3.1')).body;
    const join = (address: string, invite: string, id = t.table.id) => http(`${s.url}/tables/${id}/seats`, from(address, { body: { name: 'Bo', invite } }));
    for (let i = 0; i < 2; i++) expect((await join('10.1.3.2', `wrong-${i}`)).status).toBe(403);
    // An unknown table counts like a wrong code.
    expect((await join('10.1.3.2', t.invite, 'NoSuchTable')).status).toBe(404);
    const held = await join('10.1.3.2', t.invite);
    expect([held.status, held.body.error.code]).toEqual([429, 'invite.rate']);
    // Others still join; the guesser waits 20 s for one more try.
    clock.t += 20_000;
    expect((await join('10.1.3.2', t.invite)).status).toBe(201);
  });
});

describe('connections', () => {
  const open = (port: number) =>
    new Promise<Socket>((resolve, reject) => {
      const sock = connect(port, '127.0.0.1', () => resolve(sock));
      sock.on('error', reject);
    });
  /** Whether the server closes the socket by itself within `ms` (the socket sends nothing). */
  const closedBy = (sock: Socket, ms: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      sock.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  it('closes connections past the cap per address at once, and takes new ones when others close', async () => {
    server = await startServer({ ...GENEROUS, connectionsPerAddress: 5, db: shared });
    const socks = await Promise.all(Array.from({ length: 5 }, () => open(server!.port)));
    const extra = await open(server.port);
    expect(await closedBy(extra, 2000)).toBe(true);
    // The five are still served.
    expect(await closedBy(socks[0]!, 200)).toBe(false);
    socks[0]!.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect((await http(`${server.url}/health`)).status).toBe(200);
    for (const s of socks) s.destroy();
  });

  it('closes connections past the server-wide cap', async () => {
    server = await startServer({ ...GENEROUS, maxConnections: 4, db: shared });
    const socks = await Promise.all(Array.from({ length: 4 }, () => open(server!.port)));
    const extra = await open(server.port);
    expect(await closedBy(extra, 2000)).toBe(true);
    for (const s of socks) s.destroy();
  });
});
