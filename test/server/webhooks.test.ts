/**
 * Webhooks (issue 32): the portal's receiver is told of tables created and started, turns owed to
 * its users (with the deadline), late and skipped seats, and the game's end (standings and the
 * log's URL); every call is signed; a receiver outage is ridden out with growing pauses; every
 * event is delivered once by id (enqueued twice or retried, the receiver sees one id). The
 * server's clock is injected and the outbox is driven by hand: no assertion waits on real time.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signClaim } from '../../web/server/portal/claims.ts';
import { signWebhook, verifyWebhook } from '../../web/server/portal/webhooks.ts';
import { startServer, type RunningServer, type ServerOptions } from '../../web/server/server.ts';
import { GENEROUS, http, pgliteServer, postgresDb } from './helpers.ts';
import { SETUP, chooser } from './game-helpers.ts';

const SECRET = 'portal-and-webhook-secret';
const START = Date.UTC(2026, 10, 27, 10, 0, 0);

interface Call {
  readonly id: string;
  readonly body: string;
  readonly signature: string;
}

/** A portal's receiver: records every call; `answer` decides the status it gives. */
async function receiver(): Promise<{ url: string; calls: Call[]; answer: { status: number }; close(): Promise<void> }> {
  const calls: Call[] = [];
  const answer = { status: 200 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      calls.push({ id: String(req.headers['carto-event-id']), body, signature: String(req.headers['carto-signature']) });
      res.writeHead(answer.status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, calls, answer, close: () => new Promise((r) => server.close(() => r())) };
}

describe('webhook signatures (pure)', () => {
  it('verifies its own signature, and refuses another secret, a changed body and an old delivery', () => {
    const body = '{"id":"t:1:table.created"}';
    const header = signWebhook(SECRET, body, START / 1000);
    expect(verifyWebhook(SECRET, body, header, START)).toBe(true);
    expect(verifyWebhook('other', body, header, START)).toBe(false);
    expect(verifyWebhook(SECRET, body.replace('1', '2'), header, START)).toBe(false);
    expect(verifyWebhook(SECRET, body, header, START + 301_000)).toBe(false);
    expect(verifyWebhook(SECRET, body, 'v1=abc', START)).toBe(false);
  });
});

const backends: [string, (o: ServerOptions) => Promise<RunningServer>][] = [
  ['PGlite', (o) => pgliteServer(o)],
  ['PostgreSQL', async (o) => startServer({ ...GENEROUS, ...o, databaseUrl: await postgresDb() })],
];

describe.each(backends)('webhooks to a portal (%s)', (_name, open) => {
  let server: RunningServer;
  let hook: Awaited<ReturnType<typeof receiver>>;
  let clock = START;
  const claim = (sub: string, name: string) => signClaim({ sub, name, exp: START / 1000 + 7 * 24 * 3600 }, SECRET);
  const ada = claim('u-ada', 'Ada');
  const bo = claim('u-bo', 'Bo');

  beforeAll(async () => {
    hook = await receiver();
    // The outbox runs only when the test says (deliverDue), on the test's clock.
    server = await open({
      portalSecret: SECRET,
      webhookUrl: hook.url,
      now: () => clock,
      webhookIntervalMs: 3600_000,
      lateSweepMs: 3600_000,
      webhook: { baseDelayMs: 1000 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await hook?.close();
  });

  const events = (type?: string) => hook.calls.map((c) => JSON.parse(c.body)).filter((e) => type === undefined || e.type === type);

  async function tableOfTwo(setup: Record<string, unknown> = {}): Promise<string> {
    const created = await http(`${server.url}/tables`, { token: ada, body: { setup: { ...SETUP, ...setup } } });
    expect(created.status).toBe(201);
    const id = created.body.table.id;
    await http(`${server.url}/tables/${id}/seats`, { token: bo, body: { invite: created.body.invite } });
    expect((await http(`${server.url}/tables/${id}/start`, { token: ada, body: {} })).status).toBe(200);
    return id;
  }

  it('rides out a receiver outage: retried after 1 s, then 2 s, delivered once each, signed', async () => {
    hook.answer.status = 503;
    const id = await tableOfTwo();
    const outbox = server.webhooks!;
    expect(await outbox.deliverDue()).toBe(0);
    const tried = hook.calls.length;
    expect(new Set(hook.calls.map((c) => c.id))).toEqual(
      new Set([`${id}:1:table.created`, `${id}:2:seat.joined:1`, `${id}:3:table.started`, `${id}:3:turn.owed:0`, `${id}:3:turn.owed:1`]),
    );
    expect(await outbox.status(`${id}:3:table.started`)).toMatchObject({ attempts: 1, delivered: false, lastError: 'HTTP 503' });
    // Nothing is due before the pause is over.
    clock += 999;
    await outbox.deliverDue();
    expect(hook.calls.length).toBe(tried);
    clock += 1;
    await outbox.deliverDue();
    expect(hook.calls.length).toBe(2 * tried);
    expect(await outbox.status(`${id}:3:table.started`)).toMatchObject({ attempts: 2, delivered: false });
    // The receiver is back; the next pause is 2 s.
    hook.answer.status = 200;
    clock += 1999;
    expect(await outbox.deliverDue()).toBe(0);
    clock += 1;
    expect(await outbox.deliverDue()).toBe(tried);
    expect(await outbox.status(`${id}:3:table.started`)).toMatchObject({ attempts: 3, delivered: true, lastError: null });
    // Every try of an event sent the same body, signed for the time it was sent.
    for (const c of hook.calls) expect(verifyWebhook(SECRET, c.body, c.signature, clock)).toBe(true);
    const bodies = new Map<string, Set<string>>();
    for (const c of hook.calls) bodies.set(c.id, (bodies.get(c.id) ?? new Set()).add(c.body));
    for (const set of bodies.values()) expect(set.size).toBe(1);
    // Delivered: never sent again, and enqueuing the same events again adds nothing.
    clock += 3600_000;
    expect(await outbox.deliverDue()).toBe(0);
    expect(hook.calls.length).toBe(3 * tried);
    const owed = events('turn.owed').find((e) => e.id === `${id}:3:turn.owed:1`);
    expect(owed.data).toEqual({ seat: { seat: 1, name: 'Bo', user: 'u-bo' }, deadline: null });
    await outbox.enqueue([owed]);
    expect(await outbox.deliverDue()).toBe(0);
  });

  it('gives up after the last try', async () => {
    const quick = await open({
      portalSecret: SECRET,
      webhookUrl: hook.url,
      now: () => clock,
      webhookIntervalMs: 3600_000,
      lateSweepMs: 3600_000,
      webhook: { baseDelayMs: 10, maxAttempts: 2 },
    });
    try {
      hook.answer.status = 500;
      const created = await http(`${quick.url}/tables`, { token: ada, body: { setup: SETUP } });
      const id = `${created.body.table.id}:1:table.created`;
      await quick.webhooks!.deliverDue();
      clock += 10;
      await quick.webhooks!.deliverDue();
      expect(await quick.webhooks!.status(id)).toMatchObject({ attempts: 2, delivered: false, givenUp: true });
      clock += 3600_000;
      const before = hook.calls.length;
      await quick.webhooks!.deliverDue();
      expect(hook.calls.length).toBe(before);
    } finally {
      hook.answer.status = 200;
      await quick.close();
    }
  });

  it("tells the portal a turn is owed with its deadline, that a seat is late, that the host skipped it, and the game's end", async () => {
    const id = await tableOfTwo({ turnSeconds: 60 });
    await server.webhooks!.deliverDue();
    const owed = events('turn.owed').filter((e) => e.table === id);
    expect(owed.map((e) => e.data).sort((a, b) => a.seat.seat - b.seat.seat)).toEqual([
      { seat: { seat: 0, name: 'Ada', user: 'u-ada' }, deadline: new Date(clock + 60_000).toISOString() },
      { seat: { seat: 1, name: 'Bo', user: 'u-bo' }, deadline: new Date(clock + 60_000).toISOString() },
    ]);
    // Ada plays her part; Bo does not, and is late one minute on.
    const legal = await http(`${server.url}/tables/${id}/legal`, { token: ada });
    expect((await http(`${server.url}/tables/${id}/actions`, { token: ada, body: { action: legal.body.actions[0] } })).status).toBe(200);
    expect(await server.sweepLate()).toBe(0);
    clock += 60_001;
    expect(await server.sweepLate()).toBe(1);
    expect(await server.sweepLate()).toBe(1); // found again, but the same event: delivered once
    const skip = await http(`${server.url}/tables/${id}/skip`, { token: ada, body: { seat: 1 } });
    expect(skip.status, JSON.stringify(skip.body)).toBe(200);
    await server.webhooks!.deliverDue();
    expect(
      events('seat.late')
        .filter((e) => e.table === id)
        .map((e) => e.data.seat.user),
    ).toEqual(['u-bo']);
    expect(
      events('seat.skipped')
        .filter((e) => e.table === id)
        .map((e) => e.data),
    ).toEqual([{ seat: { seat: 1, name: 'Bo', user: 'u-bo' }, by: { seat: 0, name: 'Ada', user: 'u-ada' } }]);
    // Play to the end (both seats choosing among legal actions).
    const pick = chooser(7);
    for (let guard = 0; guard < 500; guard++) {
      const state = await http(`${server.url}/tables/${id}`, { token: ada });
      if (state.body.table.status === 'finished') break;
      for (const seat of state.body.table.waitingFor as number[]) {
        const token = seat === 0 ? ada : bo;
        const actions = (await http(`${server.url}/tables/${id}/legal`, { token })).body.actions;
        if (actions.length) await http(`${server.url}/tables/${id}/actions`, { token, body: { action: actions[pick(actions.length)] } });
      }
    }
    await server.webhooks!.deliverDue();
    const over = events('game.over').filter((e) => e.table === id);
    expect(over).toHaveLength(1);
    const standings = over[0].data.standings as { seat: number; user: string; total: number; rank: number }[];
    expect(standings.map((s) => s.user).sort()).toEqual(['u-ada', 'u-bo']);
    expect(standings.every((s) => Number.isInteger(s.total) && s.rank >= 1)).toBe(true);
    expect(over[0].data.log).toBe(`${server.url}/tables/${id}/log`);
    // The portal reads the log at that address with any claim it signs.
    const log = await http(over[0].data.log, { token: claim('portal-backend', 'Portal') });
    expect(log.status).toBe(200);
    expect(log.body.game.format).toBe('carto-game/1');
    // The receiver answered 2xx throughout: no event of this table reached it twice.
    const delivered = hook.calls.filter((c) => c.id.startsWith(`${id}:`));
    expect(delivered.length).toBeGreaterThan(20);
    expect(new Set(delivered.map((c) => c.id)).size).toBe(delivered.length);
  });
});
