/**
 * The protocol client against a real server that goes away: a subscriber is told the server is
 * unreachable (with a sentence) after a while, told again when it is back, and carries on from
 * the version it had; retry() reconnects at once instead of after the back-off. The lobby's calls
 * (listed tables, spectator, leave, replace, skip) go through HttpTransport too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable, HttpTransport, joinTable, openTables } from '../../web/client/http-transport.ts';
import { isMyTurn, lateSeats, type ProtocolError, type TableEvent } from '../../web/client/transport.ts';
import type { Db } from '../../web/server/db/sql.ts';
import { startServer, type RunningServer } from '../../web/server/server.ts';
import { GENEROUS, pgliteDb } from './helpers.ts';
import { until } from './sse-capture.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const SETUP = { seats: 2, packs: ['base'], seed: 'client' };
let servers: RunningServer[] = [];
// One PGlite database for the file (each start costs about a second of CPU). What these tests take
// away and bring back is the server the client talks to (its port, its process state: a new table
// service and push hub each start); the data stays, as a restarted server finds it on its directory.
// Reopening a data directory after a stop or a crash is durability.test.ts's and outage.test.ts's.
let db: Db;
beforeAll(async () => {
  db = await pgliteDb();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close().catch(() => undefined)));
  await db?.close();
});
/** A server on the file's database; on `port` to come back where the client expects it. */
const serve = (port?: number) => startServer({ ...GENEROUS, db, ...(port === undefined ? {} : { port }) });

describe('HttpTransport when the server goes away', () => {
  it('says the server is unreachable, then that it is back, and resumes from the version it had', async () => {
    let server = await serve();
    const port = server.port;
    const url = server.url;
    const created = await createTable(url, SETUP, 'Host');
    const guest = await joinTable(url, created.table.id, created.invite, 'Guest');
    // The transport's clock is the test's: it stands still until the server is gone, so a first
    // connection slowed by a busy machine is never taken for an outage (it once was, at 800 ms).
    let clock = 0;
    const host = new HttpTransport(url, created.table.id, 0, created.token, { backoffMs: 100, unreachableAfterMs: 800, now: () => clock });
    const events: TableEvent[] = [];
    const reach: (ProtocolError | null)[] = [];
    const sub = host.subscribe({ onEvent: (e) => events.push(e), onUnreachable: (e) => reach.push(e) });
    await until(() => events.length === 1, 'the first event');
    expect(reach).toEqual([]);

    await server.close();
    // The connection is lost; only after 800 ms on the transport's clock is the server unreachable.
    await new Promise((r) => setTimeout(r, 300));
    expect(reach).toEqual([]);
    clock += 800;
    await until(() => reach.length === 1, 'the unreachable report');
    expect(reach[0]!.message).toMatch(/could not be reached|connection to the server was lost/);

    server = await serve(port);
    servers.push(server);
    await until(() => reach.length === 2, 'the back-again report');
    expect(reach[1]).toBeNull();
    await new HttpTransport(url, created.table.id, 0, created.token).start();
    await until(() => events.length === 2, 'the start after the outage');
    expect(events.map((e) => e.version)).toEqual([2, 3]);
    expect(isMyTurn(events[1]!.table, 0)).toBe(true);
    expect(isMyTurn(events[1]!.table, 5)).toBe(false);
    sub.close();
    expect(guest.seat).toBe(1);
  });

  it('retry() reconnects at once instead of after the back-off', async () => {
    const first = await serve();
    const { port, url } = first;
    const created = await createTable(url, SETUP, 'Host');
    await first.close();
    // Back-off of 10 s: without retry() the next attempt would come long after the server is back.
    const t = new HttpTransport(url, created.table.id, 0, created.token, { backoffMs: 10_000, unreachableAfterMs: 100 });
    const events: TableEvent[] = [];
    let unreachable = false;
    const sub = t.subscribe({ onEvent: (e) => events.push(e), onUnreachable: (e) => (unreachable = e !== null) });
    await until(() => unreachable, 'the unreachable report');
    const again = await serve(port);
    servers.push(again);
    const t0 = Date.now();
    sub.retry!();
    await until(() => events.length === 1, 'the first event after retry()', 5000);
    expect(Date.now() - t0).toBeLessThan(5000);
    sub.close();
  });

  it('keeps sending a move made while the server is down, and it is applied once when the server is back', async () => {
    let server = await serve();
    const { port, url } = server;
    const created = await createTable(url, SETUP, 'Host');
    await joinTable(url, created.table.id, created.invite, 'Guest');
    const host = new HttpTransport(url, created.table.id, 0, created.token, { backoffMs: 50 });
    await host.start();
    const { version, actions } = await host.legal();
    const move = actions.find((a) => a.type === 'draw')!;
    await server.close();

    // Four attempts at 50, 100, 200 ms would all have failed by now: patience keeps it going.
    const sent = host.act(move);
    await sleep(1500);
    server = await serve(port);
    servers.push(server);
    const result = await sent;
    expect(result.version).toBe(version + 1);
    // Once: the table's next version is this move, and nothing after it.
    const snap = await host.snapshot();
    expect(snap.table.version).toBe(version + 1);
    expect(snap.table.waitingFor).toEqual([1]);
  });

  it('gives up on a move after its patience, with the reason', async () => {
    const server = await serve();
    const created = await createTable(server.url, SETUP, 'Host');
    await server.close();
    const host = new HttpTransport(server.url, created.table.id, 0, created.token, { backoffMs: 20, patienceMs: 300 });
    const t0 = Date.now();
    await expect(host.start()).rejects.toMatchObject({ status: 0, code: 'network', message: expect.stringMatching(/could not be reached/) });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(300);
  });
});

describe('HttpTransport for the lobby', () => {
  it('lists, spectates, leaves, replaces and skips through the client', async () => {
    const server = await serve();
    servers.push(server);
    const url = server.url;
    const created = await createTable(url, { ...SETUP, seats: 3, turnSeconds: 30 }, 'Host', { listed: true });
    expect(created.spectator).toMatch(/^[\w-]{32}$/);
    expect((await openTables(url)).map((t) => t.id)).toContain(created.table.id);
    const walkIn = await joinTable(url, created.table.id, undefined, 'Walk-in');
    const invited = await joinTable(url, created.table.id, created.invite, 'Invited');
    const host = new HttpTransport(url, created.table.id, 0, created.token);
    await host.start();
    const spectator = new HttpTransport(url, created.table.id, -1, created.spectator);
    const seen = await spectator.snapshot();
    expect(seen.seat).toBe(-1);
    expect(seen.view!.viewer).toBe(-1);
    await expect(spectator.act({ type: 'draw', option: 0, terrain: 'forest', cells: [[0, 0]] } as never)).rejects.toMatchObject({
      status: 403,
      code: 'spectator.read-only',
    });
    const left = await new HttpTransport(url, created.table.id, walkIn.seat, walkIn.token).leave();
    expect(left.table.seats[walkIn.seat]!.absent).toBe(true);
    const skipped = await host.skip(walkIn.seat);
    expect(skipped.table.waitingFor).not.toContain(walkIn.seat);
    const { invite } = await host.replaceSeat(walkIn.seat);
    const standIn = await joinTable(url, created.table.id, invite, 'Stand-in');
    expect(standIn.seat).toBe(walkIn.seat);
    expect(standIn.table.seats[walkIn.seat]).toEqual({ seat: walkIn.seat, name: 'Stand-in' });
    expect(lateSeats(standIn.table)).toEqual([]);
    expect(lateSeats(standIn.table, Date.parse(standIn.table.deadline!) + 1)).toEqual(standIn.table.waitingFor);
    const abandoned = await host.abandon();
    expect(abandoned.table.status).toBe('abandoned');
    expect(invited.seat).toBe(2);
  });
});
