/**
 * What a portal relies on, on real PGlite and real PostgreSQL: quotas (creation rate per address,
 * a cap on live tables, an optional creation key, idle expiry), security headers, 4xx for text
 * PostgreSQL cannot store, slow sockets dropped, and the lobby's operations: listed tables,
 * spectators, leaving, abandoning, replacing a seat, deadlines and the host's skip.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialPack } from '../../src/content/index.ts';
import { contentCacheSize, specContent } from '../../web/server/content.ts';
import { RateLimiter } from '../../web/server/http/rate-limit.ts';
import { startServer, sweep, type RunningServer, type ServerOptions } from '../../web/server/server.ts';
import { GENEROUS, http, pgliteServer, postgresDb } from './helpers.ts';
import { openTable, pickLegal, chooser, SETUP } from './game-helpers.ts';

const backends: [string, (o: ServerOptions) => Promise<RunningServer>][] = [
  ['PGlite', (o) => pgliteServer(o)],
  ['PostgreSQL', async (o) => startServer({ ...GENEROUS, ...o, databaseUrl: await postgresDb() })],
];

const create = (url: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  http(`${url}/tables`, { body: { name: 'Host', setup: SETUP, ...body }, headers });

describe.each(backends)('quotas and headers (%s)', (_name, open) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await open({ createPerMinute: 3, maxLiveTables: 5 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('limits table creation per client address, then caps the live tables in total', async () => {
    for (let i = 0; i < 3; i++) expect((await create(server.url)).status).toBe(201);
    const res = await fetch(`${server.url}/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Host', setup: SETUP }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'create.rate',
      message: expect.stringMatching(/Too many tables created from this address/),
    });
    // Another address (through a proxy the server trusts) still may: the limit is per address.
    const proxied = await open({ createPerMinute: 3, maxLiveTables: 5, trustProxy: true });
    try {
      for (let i = 0; i < 3; i++) expect((await create(proxied.url, {}, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(201);
      expect((await create(proxied.url, {}, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
      expect((await create(proxied.url, {}, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(201);
      expect((await create(proxied.url, {}, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(201);
      // Five live tables: the sixth is refused whoever asks.
      const full = await create(proxied.url, {}, { 'x-forwarded-for': '203.0.113.10' });
      expect(full.status).toBe(429);
      expect(full.body.error.code).toBe('create.capacity');
    } finally {
      await proxied.close();
    }
  });

  it('needs the creation key when one is configured', async () => {
    const keyed = await open({ createKey: 'portal-key' });
    try {
      const without = await create(keyed.url);
      expect(without.status).toBe(401);
      expect(without.body.error.code).toBe('create.key');
      expect((await create(keyed.url, {}, { authorization: 'Bearer portal-key' })).status).toBe(201);
    } finally {
      await keyed.close();
    }
  });

  it('sends nosniff, no-store and a CSP on every response, token-bearing or not', async () => {
    const keyed = await open({});
    try {
      const responses = [
        await fetch(`${keyed.url}/tables`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Host', setup: SETUP }),
        }),
        await fetch(`${keyed.url}/health`),
        await fetch(`${keyed.url}/tables/nope`),
        await fetch(`${keyed.url}/tables?status=open`),
      ];
      expect(responses[0]!.status).toBe(201);
      for (const res of responses) {
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    } finally {
      await keyed.close();
    }
  });

  it('refuses NUL and unpaired surrogates in names and seeds with a 400 and a sentence, and odd table ids with a 404', async () => {
    const quiet = await open({});
    try {
      const bad = [
        { name: 'a\u0000b', setup: SETUP },
        { name: 'x\ud800y', setup: SETUP },
        { name: 'Host', setup: { ...SETUP, seed: 'seed\udc00' } },
        { name: 'Host', setup: { ...SETUP, seed: '\u0000' } },
      ];
      for (const body of bad) {
        const r = await http(`${quiet.url}/tables`, { body });
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.body.error.code).toBe('body.text');
        expect(r.body.error.message).toMatch(/NUL characters or unpaired UTF-16 surrogates/);
      }
      // A proper pair (an emoji) is fine.
      expect((await http(`${quiet.url}/tables`, { body: { name: 'Ana \ud83c\udf32', setup: SETUP } })).status).toBe(201);
      const table = await openTable(quiet.url, 2);
      const join = await http(`${quiet.url}/tables/${table.id}/seats`, { body: { invite: table.invite, name: '\u0000' } });
      expect(join.status).toBe(400);
      expect((await http(`${quiet.url}/tables/%00x`)).status).toBe(404);
      expect((await http(`${quiet.url}/tables/${'%ED%A0%80'}/seats`, { body: { invite: 'x', name: 'y' } })).status).toBe(404);
    } finally {
      await quiet.close();
    }
  });

  it('drops a socket that sends its request too slowly', async () => {
    // A server of its own with short timeouts, on the same database: the other tests' requests must
    // not meet such timeouts on a busy machine.
    const strict = await startServer({ db: server.db, headersTimeoutMs: 500, requestTimeoutMs: 500 });
    const port = Number(new URL(strict.url).port);
    let answer = '';
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const t0 = Date.now();
      // The request line and one header, then nothing: the blank line that ends the headers never comes.
      const s = connect(port, '127.0.0.1', () => s.write('GET /health HTTP/1.1\r\nHost: x\r\n'));
      s.on('data', (d) => (answer += String(d)));
      s.on('error', () => undefined);
      s.on('close', () => resolve(Date.now() - t0));
      setTimeout(() => reject(new Error('the slow socket was still open after 8 s')), 8000);
    }).finally(() => strict.close());
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfter).toBeLessThan(4000);
  });
});

describe('bounded caches', () => {
  it('keeps at most 64 table setups of content, and a bounded map of client addresses', () => {
    // 80 different valid setups: each a different pair of forest and village scoring pools.
    const base = officialPack('base')!;
    const forest = base.scoring.filter((c) => c.stack === 'forest').map((c) => c.id);
    const village = base.scoring.filter((c) => c.stack === 'village').map((c) => c.id);
    let made = 0;
    for (let f = 1; f < 1 << forest.length && made < 80; f++) {
      for (let v = 1; v < 1 << village.length && made < 80; v++, made++) {
        specContent(['base'], { scoring: { forest: forest.filter((_, i) => f & (1 << i)), village: village.filter((_, i) => v & (1 << i)) } });
      }
    }
    expect(made).toBe(80);
    expect(contentCacheSize()).toBeLessThanOrEqual(64);
    const limiter = new RateLimiter(10, 100);
    for (let i = 0; i < 1000; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`, i);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });
});

describe.each(backends)('the lobby operations (%s)', (_name, open) => {
  let server: RunningServer;
  let url: string;
  /** The server's clock (deadlines, who is late): set here, never read from the machine. */
  const T0 = Date.UTC(2026, 5, 1, 9);
  let clock = T0;
  beforeAll(async () => {
    server = await open({ now: () => clock });
    url = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('expires idle tables and tells their seats', async () => {
    const table = await openTable(url, 2, { start: true });
    await new Promise((r) => setTimeout(r, 1100));
    expect(await sweep(server.service, 1000)).toBeGreaterThanOrEqual(1);
    const got = await http(`${url}/tables/${table.id}`, { token: table.seats[1]!.token });
    expect(got.body.table.status).toBe('expired');
    const action = { type: 'draw', option: 0, terrain: 'forest', cells: [[0, 0]] };
    const refused = await http(`${url}/tables/${table.id}/actions`, { token: table.seats[0]!.token, body: { action } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'table.expired', message: expect.stringMatching(/expired after a long time without play/) });
    // A table in play recently is left alone.
    const fresh = await openTable(url, 1);
    expect(await sweep(server.service, 60_000)).toBe(0);
    expect((await server.service.current(fresh.id)).status).toBe('playing');
  });

  it('lists listed open tables, and a listed table seats without an invite', async () => {
    const listed = await create(url, { listed: true, setup: { ...SETUP, seats: 3 } });
    const unlisted = await create(url);
    const list = await http(`${url}/tables?status=open`);
    expect(list.status).toBe(200);
    const ids = list.body.tables.map((t: { id: string }) => t.id);
    expect(ids).toContain(listed.body.table.id);
    expect(ids).not.toContain(unlisted.body.table.id);
    expect(list.body.tables.find((t: { id: string }) => t.id === listed.body.table.id)).toMatchObject({
      host: 'Host',
      seatCount: 3,
      seated: 1,
      packs: ['base'],
    });
    expect(JSON.stringify(list.body)).not.toContain(listed.body.invite);
    expect((await http(`${url}/tables/${listed.body.table.id}/seats`, { body: { name: 'Walk-in' } })).status).toBe(201);
    const refused = await http(`${url}/tables/${unlisted.body.table.id}/seats`, { body: { name: 'Walk-in' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('invite.wrong');
  });

  it('lets a guest leave before the start (later seats move down) and marks one absent during play', async () => {
    const table = await openTable(url, 3, { start: false });
    const left = await http(`${url}/tables/${table.id}/leave`, { token: table.seats[1]!.token, body: {} });
    expect(left.status).toBe(200);
    expect(left.body.table.seats).toEqual([
      { seat: 0, name: 'Host' },
      { seat: 1, name: 'Player 2' },
    ]);
    // The moved guest's token now plays seat 1; the one who left holds nothing.
    expect((await http(`${url}/tables/${table.id}`, { token: table.seats[2]!.token })).body.seat).toBe(1);
    expect((await http(`${url}/tables/${table.id}`, { token: table.seats[1]!.token })).status).toBe(401);
    expect((await http(`${url}/tables/${table.id}/leave`, { token: table.seats[0]!.token, body: {} })).body.error.code).toBe('leave.host');
    expect((await http(`${url}/tables/${table.id}/start`, { token: table.seats[0]!.token, body: {} })).status).toBe(200);
    const during = await http(`${url}/tables/${table.id}/leave`, { token: table.seats[2]!.token, body: {} });
    expect(during.body.table.seats[1]).toEqual({ seat: 1, name: 'Player 2', absent: true });
    expect(during.body.table.status).toBe('playing');
  });

  it('replaces a seat with a one-seat invite: the newcomer plays it, the old token stops working', async () => {
    const table = await openTable(url, 2);
    expect((await http(`${url}/tables/${table.id}/replace`, { token: table.seats[1]!.token, body: { seat: 1 } })).status).toBe(403);
    const made = await http(`${url}/tables/${table.id}/replace`, { token: table.seats[0]!.token, body: { seat: 1 } });
    expect(made.status).toBe(200);
    const joined = await http(`${url}/tables/${table.id}/seats`, { body: { invite: made.body.invite, name: 'Stand-in' } });
    expect(joined.status).toBe(201);
    expect(joined.body.seat).toBe(1);
    expect(joined.body.table.seats[1]).toEqual({ seat: 1, name: 'Stand-in' });
    expect((await http(`${url}/tables/${table.id}`, { token: table.seats[1]!.token })).status).toBe(401);
    const action = await pickLegal(url, table, { seat: 1, token: joined.body.token }, chooser(5));
    expect((await http(`${url}/tables/${table.id}/actions`, { token: joined.body.token, body: { action } })).status).toBe(200);
    // The one-seat invite works once.
    expect((await http(`${url}/tables/${table.id}/seats`, { body: { invite: made.body.invite, name: 'Again' } })).status).toBe(403);
  });

  it("abandons a table at the host's word; a guest may not", async () => {
    const table = await openTable(url, 2);
    expect((await http(`${url}/tables/${table.id}/abandon`, { token: table.seats[1]!.token, body: {} })).status).toBe(403);
    const r = await http(`${url}/tables/${table.id}/abandon`, { token: table.seats[0]!.token, body: {} });
    expect(r.status).toBe(200);
    expect(r.body.table.status).toBe('abandoned');
    const seen = await http(`${url}/tables/${table.id}`, { token: table.seats[1]!.token });
    expect(seen.body.table.status).toBe('abandoned');
    expect(seen.body.table.waitingFor).toEqual([]);
  });

  it('gives a spectator a read-only view with no seat', async () => {
    const created = await create(url);
    const id = created.body.table.id;
    await http(`${url}/tables/${id}/start`, { token: created.body.token, body: {} });
    const seen = await http(`${url}/tables/${id}`, { token: created.body.spectator });
    expect(seen.status).toBe(200);
    expect(seen.body.seat).toBe(-1);
    expect(seen.body.view.viewer).toBe(-1);
    expect(seen.body.view.tasks.flat().length).toBeGreaterThan(0);
    expect(seen.body.view.tasks.flat().every((t: { options?: unknown[] }) => (t.options ?? []).length === 0)).toBe(true);
    for (const path of ['start', 'leave', 'abandon']) {
      const r = await http(`${url}/tables/${id}/${path}`, { token: created.body.spectator, body: {} });
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe('spectator.read-only');
    }
  });

  it('shows the deadline and the late seats, and lets the host skip a late seat with the first legal action', async () => {
    clock = T0;
    const table = await openTable(url, 2, { setup: { turnSeconds: 30 } });
    const before = await http(`${url}/tables/${table.id}`, { token: table.seats[0]!.token });
    expect(before.body.table.turnSeconds).toBe(30);
    // The phase began at the start, on the server's clock: the deadline is 30 s after it.
    const deadline = Date.parse(before.body.table.deadline);
    expect(deadline).toBe(T0 + 30_000);
    expect(before.body.table.late).toEqual([]);
    // At the deadline itself, not late yet: refused.
    clock = deadline;
    const early = await http(`${url}/tables/${table.id}/skip`, { token: table.seats[0]!.token, body: { seat: 1 } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('skip.not-late');
    // A second later seat 0 plays; seat 1 is shown late, and the host skips it.
    clock = deadline + 1000;
    const move = await pickLegal(url, table, table.seats[0]!, () => 0);
    expect((await http(`${url}/tables/${table.id}/actions`, { token: table.seats[0]!.token, body: { action: move } })).status).toBe(200);
    const late = await http(`${url}/tables/${table.id}`, { token: table.seats[0]!.token });
    expect(late.body.table.late).toEqual([1]);
    const legal = await http(`${url}/tables/${table.id}/legal`, { token: table.seats[1]!.token });
    const r = await http(`${url}/tables/${table.id}/skip`, { token: table.seats[0]!.token, body: { seat: 1 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.table.skipped).toEqual({ seat: 1, by: 0 });
    const rows = await server.service.rows(server.db, table.id, r.body.version - 1);
    expect(rows[0]!.body).toEqual({ action: legal.body.actions[0], skippedBy: 0 });
    expect((await http(`${url}/tables/${table.id}/skip`, { token: table.seats[1]!.token, body: { seat: 0 } })).body.error.code).toBe('skip.host');
    clock = T0;
  });

  it('lets the host skip a seat that left, without waiting for the deadline', async () => {
    const table = await openTable(url, 2);
    await http(`${url}/tables/${table.id}/leave`, { token: table.seats[1]!.token, body: {} });
    const r = await http(`${url}/tables/${table.id}/skip`, { token: table.seats[0]!.token, body: { seat: 1 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.table.waitingFor).not.toContain(1);
  });
});
