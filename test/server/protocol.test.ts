/**
 * The HTTP protocol on the embedded backend, in process: a table's life from creation to the
 * published log, what each seat may see, and every kind of bad request getting a clear 4xx that
 * changes nothing.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialPack, combinePacks } from '../../src/content/index.ts';
import { replay, viewFor } from '../../src/game/index.ts';
import type { RunningServer } from '../../web/server/server.ts';
import { http, pgliteServer } from './helpers.ts';
import { chooser, openTable, pickLegal, playToEnd, SETUP } from './game-helpers.ts';

let server: RunningServer;
let url: string;

beforeAll(async () => {
  server = await pgliteServer({ maxBody: 4096 });
  url = server.url;
});
afterAll(async () => {
  await server?.close();
});

/** The table's version as stored, to prove a refused request changed nothing. */
async function storedVersion(id: string): Promise<number> {
  const rows = await server.db.query<{ version: number; n: number }>(
    'SELECT t.version, (SELECT count(*)::int FROM carto_log l WHERE l.table_id = t.id) AS n FROM carto_tables t WHERE t.id = $1',
    [id],
  );
  // The log has exactly one row per version.
  expect(rows[0]!.n).toBe(rows[0]!.version);
  return rows[0]!.version;
}

describe('a table from creation to the published log', () => {
  it('creates, seats by invite, starts, plays to the end, and publishes a log that replays to the same state', async () => {
    const table = await openTable(url, 2);
    // create (1) + join (2) + start (3)
    expect(await storedVersion(table.id)).toBe(3);

    const sent = await playToEnd(url, table, 7);
    expect(sent).toBeGreaterThan(20);
    expect(await storedVersion(table.id)).toBe(3 + sent);

    const log = await http(`${url}/tables/${table.id}/log`, { token: table.seats[1]!.token });
    expect(log.status).toBe(200);
    const content = combinePacks([officialPack('base')!]);
    const replayed = replay(log.body.game, content);
    const model = await server.service.current(table.id);
    expect(replayed).toEqual(model.game);
    expect(replayed.stage).toBe('gameOver');
    // The result shown to the table is the engine's.
    const final = await http(`${url}/tables/${table.id}`, { token: table.seats[0]!.token });
    expect(final.body.table.status).toBe('finished');
    expect(final.body.table.result).toEqual(replayed.result);
  });

  it('shows each seat only viewFor(state, seat): no seed, no deck order, no generator state', async () => {
    const table = await openTable(url, 2);
    const model = await server.service.current(table.id);
    for (const s of table.seats) {
      const got = await http(`${url}/tables/${table.id}`, { token: s.token });
      expect(got.status).toBe(200);
      expect(got.body.seat).toBe(s.seat);
      expect(got.body.view).toEqual(JSON.parse(JSON.stringify(viewFor(model.game!, s.seat))));
      expect(typeof got.body.view.deck).toBe('number');
      expect('rng' in got.body.view).toBe(false);
      expect('seed' in got.body.view).toBe(false);
    }
  });

  it("hides one seat's placement from the other until the phase closes", async () => {
    const table = await openTable(url, 2);
    const [a, b] = table.seats;
    const before = await http(`${url}/tables/${table.id}`, { token: b!.token });
    const action = await pickLegal(url, table, a!, chooser(3));
    expect((await http(`${url}/tables/${table.id}/actions`, { token: a!.token, body: { action } })).status).toBe(200);
    const mine = await http(`${url}/tables/${table.id}`, { token: a!.token });
    const theirs = await http(`${url}/tables/${table.id}`, { token: b!.token });
    // Seat 0 sees its drawing; seat 1 still sees seat 0's sheet as it was.
    expect(mine.body.view.sheets[0]).not.toEqual(before.body.view.sheets[0]);
    expect(theirs.body.view.sheets[0]).toEqual(before.body.view.sheets[0]);
    expect(theirs.body.table.waitingFor).toEqual([1]);
  });

  it('refuses a join once the table is full or started, and a start by anyone but the host', async () => {
    const table = await openTable(url, 2, { start: false });
    const again = await http(`${url}/tables/${table.id}/seats`, { body: { invite: table.invite, name: 'Late' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('table.full');
    const byGuest = await http(`${url}/tables/${table.id}/start`, { token: table.seats[1]!.token, body: {} });
    expect(byGuest.status).toBe(403);
    const wrongInvite = await http(`${url}/tables/${table.id}/seats`, { body: { invite: 'nope', name: 'X' } });
    expect(wrongInvite.status).toBe(403);
    expect(await storedVersion(table.id)).toBe(2);
  });

  it('starts with the seats taken so far (a table of up to 6 started by 3)', async () => {
    const created = await http(`${url}/tables`, { body: { name: 'Host', setup: { ...SETUP, seats: 6 } } });
    const id = created.body.table.id;
    for (const name of ['B', 'C']) await http(`${url}/tables/${id}/seats`, { body: { invite: created.body.invite, name } });
    const started = await http(`${url}/tables/${id}/start`, { token: created.body.token, body: {} });
    expect(started.status).toBe(200);
    expect(started.body.table.status).toBe('playing');
    const model = await server.service.current(id);
    expect(model.game!.options.players).toBe(3);
  });

  it('refuses a setup that cannot make a table, with the reason', async () => {
    const badPack = await http(`${url}/tables`, { body: { name: 'Host', setup: { seats: 2, packs: ['nope'] } } });
    expect(badPack.status).toBe(422);
    expect(badPack.body.error.message).toContain("no pack 'nope'");
    const badEdict = await http(`${url}/tables`, { body: { name: 'Host', setup: { seats: 2, packs: ['base'], edicts: { A: 'no-such-card' } } } });
    expect(badEdict.status).toBe(422);
    expect(badEdict.body.error.message).toContain('no-such-card');
    // A table's choices that do not combine are said in the validator's English (its codes worded by i18n/).
    const badMap = await http(`${url}/tables`, { body: { name: 'Host', setup: { seats: 2, packs: ['heroes'], choices: { map: 'side-a' } } } });
    expect(badMap.status).toBe(422);
    expect(badMap.body.error.message).toBe(
      'These packs and choices do not make a table: /map: no chosen pack has the map side "side-a" (there are: side-c, side-d)',
    );
    const sevenSeats = await http(`${url}/tables`, { body: { name: 'Host', setup: { seats: 7, packs: ['base'] } } });
    expect(sevenSeats.status).toBe(400);
    expect(sevenSeats.body.error.message).toContain('/setup/seats');
  });
});

describe('bad input gets a clear 4xx and changes nothing', () => {
  it.each([
    ['a missing token', (t: any) => ({ body: { action: t.action } }), 401, 'auth.missing'],
    ['a wrong token', (t: any) => ({ token: 'x'.repeat(32), body: { action: t.action } }), 401, 'auth.token'],
    ["another table's token", (t: any) => ({ token: t.otherToken, body: { action: t.action } }), 401, 'auth.token'],
    ["another seat's action", (t: any) => ({ token: t.token, body: { action: { ...t.action, player: 1 } } }), 403, 'seat.other'],
    ['an illegal placement (off the map)', (t: any) => ({ token: t.token, body: { action: { ...t.action, cells: [[40, 40]] } } }), 422, null],
    ['an action the seat does not owe', (t: any) => ({ token: t.token, body: { action: { type: 'hero', cell: [0, 0] } } }), 409, 'turn.wrong-action'],
    ['malformed JSON', (t: any) => ({ token: t.token, raw: '{"action": {' }), 400, 'body.json'],
    ['a body of the wrong shape', (t: any) => ({ token: t.token, body: { act: 1 } }), 400, 'body.invalid'],
    ['a huge body', (t: any) => ({ token: t.token, raw: JSON.stringify({ action: { ...t.action, pad: 'x'.repeat(100_000) } }) }), 413, 'body.too-large'],
    ['a stale version', (t: any) => ({ token: t.token, body: { action: t.action, version: 2 } }), 409, 'version.stale'],
    ['a body that is not JSON-typed', (t: any) => ({ token: t.token, raw: 'x', headers: { 'content-type': 'text/plain' } }), 415, 'body.type'],
  ])('%s', async (_name, make, status, code) => {
    const table = await openTable(url, 2);
    const other = await openTable(url, 1);
    const action = await pickLegal(url, table, table.seats[0]!, chooser(11));
    const before = await storedVersion(table.id);
    const snapshot = await http(`${url}/tables/${table.id}`, { token: table.seats[0]!.token });
    const r = await http(`${url}/tables/${table.id}/actions`, make({ action, token: table.seats[0]!.token, otherToken: other.seats[0]!.token }));
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(typeof r.body.error.message).toBe('string');
    expect(r.body.error.message.length).toBeGreaterThan(10);
    if (code) expect(r.body.error.code).toBe(code);
    expect(await storedVersion(table.id)).toBe(before);
    expect(await http(`${url}/tables/${table.id}`, { token: table.seats[0]!.token })).toEqual(snapshot);
  });

  it('a body sent without a length (chunked) is limited as it arrives: a small one is played, a huge one refused', async () => {
    const table = await openTable(url, 2);
    const action = await pickLegal(url, table, table.seats[0]!, chooser(13));
    const before = await storedVersion(table.id);
    // Resolves to the answer, or to null when the server closed the connection before the client
    // read it (it stops reading a body past the limit, so the rest may reset the connection).
    const chunked = (text: string) =>
      new Promise<{ status: number; body: any } | null>((resolve) => {
        const u = new URL(`${url}/tables/${table.id}/actions`);
        const req = request(
          {
            agent: false,
            host: u.hostname,
            port: u.port,
            path: u.pathname,
            method: 'POST',
            headers: { authorization: `Bearer ${table.seats[0]!.token}`, 'content-type': 'application/json' },
          },
          (res) => {
            let got = '';
            res.setEncoding('utf8');
            res.on('data', (d: string) => (got += d));
            res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(got) }));
          },
        );
        req.on('error', () => resolve(null));
        for (let i = 0; i < text.length; i += 1000) req.write(text.slice(i, i + 1000));
        req.end();
      });
    // Without the limit this action would be played (the engine ignores the extra field).
    const huge = await chunked(JSON.stringify({ action: { ...action, pad: 'x'.repeat(100_000) } }));
    if (huge) expect([huge.status, huge.body.error.code]).toEqual([413, 'body.too-large']);
    expect(await storedVersion(table.id)).toBe(before);
    const small = await chunked(JSON.stringify({ action }));
    expect(small?.status, JSON.stringify(small?.body)).toBe(200);
    expect(await storedVersion(table.id)).toBe(before + 1);
  });

  it("an illegal placement gets the engine's sentence", async () => {
    const table = await openTable(url, 2);
    const action = await pickLegal(url, table, table.seats[0]!, chooser(5));
    const r = await http(`${url}/tables/${table.id}/actions`, { token: table.seats[0]!.token, body: { action: { ...action, cells: [[40, 40]] } } });
    expect(r.status).toBe(422);
    expect(r.body.version).toBe(3);
    // The sentence comes from the engine (apply's violation), not from the server.
    const model = await server.service.current(table.id);
    const { apply } = await import('../../src/game/index.ts');
    const engine = apply(model.game!, { ...action, player: 0, cells: [[40, 40]] });
    expect(r.body.error).toEqual(engine.violation);
  });

  it('an unknown table is 404 on every route', async () => {
    for (const [path, init] of [
      ['', {}],
      ['/legal', {}],
      ['/events', {}],
      ['/actions', { body: { action: { type: 'draw' } } }],
      ['/seats', { body: { invite: 'x', name: 'y' } }],
    ] as const) {
      const r = await http(`${url}/tables/no-such-table${path}`, { token: 'whatever', ...init });
      expect(r.status, path).toBe(404);
      expect(r.body.error.code).toBe('table.unknown');
    }
  });

  it('the log of a game still being played is not published (it holds the deck order)', async () => {
    const table = await openTable(url, 2);
    const r = await http(`${url}/tables/${table.id}/log`, { token: table.seats[0]!.token });
    expect(r.status).toBe(409);
  });
});

describe('idempotency keys make a retried POST harmless', () => {
  it('applies an action once however often it is sent with the same key', async () => {
    const table = await openTable(url, 2);
    const seat = table.seats[0]!;
    const action = await pickLegal(url, table, seat, chooser(9));
    const send = () => http(`${url}/tables/${table.id}/actions`, { token: seat.token, body: { action }, headers: { 'idempotency-key': 'retry-1' } });
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    for (const r of [a, b, c]) {
      expect(r.status).toBe(200);
      expect(r.body.version).toBe(4);
    }
    expect([a, b, c].filter((r) => r.body.replayed).length).toBe(2);
    expect(await storedVersion(table.id)).toBe(4);
    // The same key with another body is refused.
    const other = await http(`${url}/tables/${table.id}/actions`, {
      token: seat.token,
      body: { action: { ...action, terrain: 'x' } },
      headers: { 'idempotency-key': 'retry-1' },
    });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency.mismatch');
  });

  it('refuses a key already used for another kind of request of the same seat', async () => {
    const created = await http(`${url}/tables`, { body: { name: 'Host', setup: { ...SETUP, seats: 2 } } });
    const id = created.body.table.id;
    const joined = await http(`${url}/tables/${id}/seats`, {
      body: { invite: created.body.invite, name: 'Guest' },
      headers: { 'idempotency-key': 'same-key' },
    });
    await http(`${url}/tables/${id}/start`, { token: created.body.token, body: {} });
    const table = {
      id,
      invite: created.body.invite,
      seats: [
        { seat: 0, token: created.body.token },
        { seat: 1, token: joined.body.token },
      ],
    };
    const action = await pickLegal(url, table, table.seats[1]!, chooser(2));
    const r = await http(`${url}/tables/${id}/actions`, { token: joined.body.token, body: { action }, headers: { 'idempotency-key': 'same-key' } });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('idempotency.mismatch');
    expect(await storedVersion(id)).toBe(3);
  });

  it('a retried start is harmless too', async () => {
    const table = await openTable(url, 2, { start: false });
    const start = () => http(`${url}/tables/${table.id}/start`, { token: table.seats[0]!.token, body: {}, headers: { 'idempotency-key': 'start-1' } });
    const first = await start();
    const second = await start();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.replayed, second.body.replayed]).toEqual([false, true]);
    expect(second.body.version).toBe(3);
    expect(await storedVersion(table.id)).toBe(3);
    // Without the key a second start is a conflict.
    expect((await http(`${url}/tables/${table.id}/start`, { token: table.seats[0]!.token, body: {} })).status).toBe(409);
  });

  it('a retried join returns the same seat with a token that works (and the unreceived one stops working)', async () => {
    const created = await http(`${url}/tables`, { body: { name: 'Host', setup: { ...SETUP, seats: 3 } } });
    const id = created.body.table.id;
    const join = () => http(`${url}/tables/${id}/seats`, { body: { invite: created.body.invite, name: 'Guest' }, headers: { 'idempotency-key': 'join-1' } });
    const first = await join();
    const second = await join();
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.seat).toBe(first.body.seat);
    expect(await storedVersion(id)).toBe(2);
    expect((await http(`${url}/tables/${id}`, { token: second.body.token })).status).toBe(200);
    expect((await http(`${url}/tables/${id}`, { token: first.body.token })).status).toBe(401);
  });
});
