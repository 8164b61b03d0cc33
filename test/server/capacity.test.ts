/**
 * What makes an action cheap must not make it wrong: the compact answer decodes to exactly the
 * seat's view, hidden information stays hidden in it, and remembered credentials are forgotten
 * the moment a seat changes hands (in this process at once, in others through NOTIFY).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewFor } from '../../src/game/index.ts';
import { decodeAnswer, type WireAnswer } from '../../web/client/wire.ts';
import type { GameView } from '../../src/game/types.ts';
import type { RunningServer } from '../../web/server/server.ts';
import { TableService } from '../../web/server/service.ts';
import { GENEROUS, http, pgliteDb, pgliteServer } from './helpers.ts';
import { startServer } from '../../web/server/server.ts';
import { StorageUnavailableError, type Db } from '../../web/server/db/sql.ts';
import { chooser, openTable } from './game-helpers.ts';

let server: RunningServer;
let url: string;

beforeAll(async () => {
  server = await pgliteServer();
  url = server.url;
});

afterAll(async () => {
  await server?.close();
});

describe('the compact answer to an action', () => {
  it("is a difference from the version the client names, decodes to the seat's whole view, and never carries the static cards again", async () => {
    const table = await openTable(url, 2);
    const pick = chooser(7);
    // Each seat holds the whole view of some version, as a client does.
    const held = new Map<number, { version: number; view: GameView }>();
    for (const s of table.seats) {
      const got = await http(`${url}/tables/${table.id}`, { token: s.token });
      held.set(s.seat, { version: got.body.version, view: got.body.view });
    }
    let compact = 0;
    let compactBytes = 0;
    let wholeBytes = 0;
    for (let n = 0; n < 40; n++) {
      const seat = table.seats[n % 2]!;
      const legal = await http(`${url}/tables/${table.id}/legal`, { token: seat.token });
      if (legal.body.actions.length === 0) continue;
      const action = legal.body.actions[pick(legal.body.actions.length)];
      const known = held.get(seat.seat)!;
      const res = await fetch(`${url}/tables/${table.id}/actions?known=${known.version}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seat.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action }),
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      const answer = JSON.parse(text) as WireAnswer;
      expect(answer.base).toBe(known.version);
      expect(answer.view).not.toHaveProperty('cards');
      expect(answer.view).not.toHaveProperty('log');
      const decoded = decodeAnswer(answer, known);
      // The same as the whole view the server gives to a plain GET at that version.
      const whole = await http(`${url}/tables/${table.id}`, { token: seat.token });
      expect(whole.body.version).toBe(answer.version);
      expect(decoded.view).toEqual(whole.body.view);
      expect(decoded.view).toEqual(JSON.parse(JSON.stringify(viewFor(server.service.peek(table.id)!.game!, seat.seat))));
      compact++;
      compactBytes += text.length;
      wholeBytes += JSON.stringify({ version: answer.version, replayed: false, table: answer.table, view: whole.body.view }).length;
      held.set(seat.seat, { version: decoded.version, view: decoded.view! });
      // The other seat keeps an older view: its next answer is a difference from that one.
    }
    expect(compact).toBeGreaterThan(20);
    // Early in a two-seat game (the log still short) the answers were 3-5 KB against 16-18 KB whole.
    expect(compactBytes).toBeLessThan(wholeBytes / 3);
  });

  it('is whole when the client names no version, or one the server no longer keeps', async () => {
    const table = await openTable(url, 1);
    const seat = table.seats[0]!;
    const act = async (query: string) => {
      const legal = await http(`${url}/tables/${table.id}/legal`, { token: seat.token });
      return http(`${url}/tables/${table.id}/actions${query}`, { token: seat.token, body: { action: legal.body.actions[0] } });
    };
    const plain = await act('');
    expect(plain.status).toBe(200);
    expect(plain.body.base).toBeUndefined();
    expect(plain.body.view.cards).toBeDefined();
    expect(plain.body.view.log.length).toBeGreaterThan(0);
    const old = await act('?known=1');
    expect(old.status).toBe(200);
    expect(old.body.base).toBeUndefined();
    expect(old.body.view.log.length).toBeGreaterThan(0);
  });

  it("never shows another seat's open choice (the other seat's answer names an older version)", async () => {
    const table = await openTable(url, 2);
    const [a, b] = table.seats as [{ seat: number; token: string }, { seat: number; token: string }];
    const start = await http(`${url}/tables/${table.id}`, { token: b.token });
    // Seat a acts first in the simultaneous phase; b's answer is a difference from the version before a's move.
    const legalA = await http(`${url}/tables/${table.id}/legal`, { token: a.token });
    const actedA = await http(`${url}/tables/${table.id}/actions`, { token: a.token, body: { action: legalA.body.actions[0] } });
    expect(actedA.status).toBe(200);
    const legalB = await http(`${url}/tables/${table.id}/legal`, { token: b.token });
    const actedB = await http(`${url}/tables/${table.id}/actions?known=${start.body.version}`, { token: b.token, body: { action: legalB.body.actions[0] } });
    expect(actedB.status).toBe(200);
    const decoded = decodeAnswer(actedB.body, { version: start.body.version, view: start.body.view });
    const model = server.service.peek(table.id)!;
    expect(decoded.view).toEqual(JSON.parse(JSON.stringify(viewFor(model.game!, b.seat))));
    // Nothing secret in the bytes sent: no seed, no generator state, no deck order.
    const text = JSON.stringify(actedB.body);
    expect(text).not.toContain('server-test');
    expect(text).not.toMatch(/"(seed|rng)"/);
  });
});

describe('remembered credentials', () => {
  it("a retried join's fresh token replaces the old one even after the old one was used", async () => {
    const created = await http(`${url}/tables`, { body: { name: 'Host', setup: { seats: 3, packs: ['base'] } } });
    const id = created.body.table.id;
    const join = () => http(`${url}/tables/${id}/seats`, { body: { invite: created.body.invite, name: 'Guest' }, headers: { 'idempotency-key': 'join-r' } });
    const first = await join();
    expect((await http(`${url}/tables/${id}`, { token: first.body.token })).status).toBe(200);
    const second = await join();
    expect((await http(`${url}/tables/${id}`, { token: first.body.token })).status).toBe(401);
    expect((await http(`${url}/tables/${id}`, { token: second.body.token })).body.seat).toBe(first.body.seat);
  });

  it('a seat handed to a newcomer stops answering to its old token', async () => {
    const table = await openTable(url, 2);
    const guest = table.seats[1]!;
    expect((await http(`${url}/tables/${table.id}`, { token: guest.token })).body.seat).toBe(1);
    const made = await http(`${url}/tables/${table.id}/replace`, { token: table.seats[0]!.token, body: { seat: 1 } });
    expect(made.status).toBe(200);
    const taken = await http(`${url}/tables/${table.id}/seats`, { body: { invite: made.body.invite, name: 'Newcomer' } });
    expect(taken.status).toBe(201);
    expect((await http(`${url}/tables/${table.id}`, { token: guest.token })).status).toBe(401);
    expect((await http(`${url}/tables/${table.id}`, { token: taken.body.token })).body.seat).toBe(1);
  });

  it('a guest leaving before the start moves the later seats down, and their tokens with them', async () => {
    const table = await openTable(url, 3, { start: false });
    const [, second, third] = table.seats as [unknown, { token: string }, { token: string }];
    expect((await http(`${url}/tables/${table.id}`, { token: third.token })).body.seat).toBe(2);
    expect((await http(`${url}/tables/${table.id}/leave`, { token: second.token, body: {} })).status).toBe(200);
    expect((await http(`${url}/tables/${table.id}`, { token: third.token })).body.seat).toBe(1);
    expect((await http(`${url}/tables/${table.id}`, { token: second.token })).status).toBe(401);
  });

  it('another process sharing the database makes this one forget, through NOTIFY', async () => {
    const table = await openTable(url, 2);
    const guest = table.seats[1]!;
    expect(await server.service.authenticate(table.id, guest.token)).toBe(1);
    expect(server.service.credentials.size).toBeGreaterThan(0);
    // A second service on the same database plays the other process: its writes are not this one's.
    const other = new TableService(server.db);
    const { invite } = await other.replaceInvite(table.id, 0, 1);
    await other.join(table.id, invite, 'Newcomer', null);
    await expect
      .poll(
        () =>
          server.service.authenticate(table.id, guest.token).then(
            () => 'still',
            (e: { status?: number }) => e.status,
          ),
        { timeout: 5000 },
      )
      .toBe(401);
  });
});

describe('group commit', () => {
  it('answers an action only after the statement that commits it has returned, and writes the appends that waited meanwhile as one group', async () => {
    const real = await pgliteDb();
    // The commit of a group is held at a gate: nothing has reached the database until it opens.
    let gate: { open: () => void; fail: () => void } | null = null;
    const held: Promise<void>[] = [];
    const db: Db = {
      kind: real.kind,
      exec: (t) => real.exec(t),
      transaction: (fn) => real.transaction(fn),
      listen: (c, n, r) => real.listen(c, n, r),
      close: () => real.close(),
      async query(text, params) {
        if (gate === null || !text.includes('carto_append_many')) return real.query(text, params);
        const wait = new Promise<void>((resolve, reject) => {
          const g = gate!;
          const prev = { open: g.open, fail: g.fail };
          gate = { open: () => (prev.open(), resolve()), fail: () => (prev.fail(), reject(new StorageUnavailableError())) };
        });
        held.push(wait);
        await wait;
        return real.query(text, params);
      },
    };
    const s = await startServer({ ...GENEROUS, db });
    try {
      const tables = await Promise.all([1, 2, 3, 4, 5].map(() => openTable(s.url, 1)));
      const stored = async (id: string) => (await real.query<{ n: number }>('SELECT count(*)::int AS n FROM carto_log WHERE table_id = $1', [id]))[0]!.n;
      const before = await Promise.all(tables.map((t) => stored(t.id)));
      const legal = await Promise.all(tables.map((t) => http(`${s.url}/tables/${t.id}/legal`, { token: t.seats[0]!.token })));
      gate = { open: () => undefined, fail: () => undefined };
      const groupsBefore = s.service.appends.groups;
      let answered = 0;
      const send = (i: number) =>
        http(`${s.url}/tables/${tables[i]!.id}/actions`, {
          token: tables[i]!.seats[0]!.token,
          body: { action: legal[i]!.body.actions[0] },
          headers: { 'idempotency-key': `gc-${i}` },
        }).then((r) => {
          answered++;
          return r;
        });
      // The first action reaches the commit and is held there; the four sent meanwhile queue behind it.
      // (Sent at once, all five could arrive in one turn of the server's event loop and go as one group.)
      const sent = [send(0)];
      await expect.poll(() => held.length, { timeout: 60_000 }).toBeGreaterThan(0);
      sent.push(...[1, 2, 3, 4].map(send));
      await expect.poll(() => s.service.appends.waiting, { timeout: 60_000 }).toBe(4);
      // Held at the commit: no answer, nothing stored.
      expect(answered).toBe(0);
      expect(await Promise.all(tables.map((t) => stored(t.id)))).toEqual(before);
      const g = gate as { open: () => void };
      gate = null;
      g.open();
      await expect.poll(() => held.length === 1 || answered === tables.length, { timeout: 10_000 }).toBe(true);
      const answers = await Promise.all(sent);
      for (const a of answers) expect(a.status).toBe(200);
      expect(await Promise.all(tables.map((t) => stored(t.id)))).toEqual(before.map((n) => n + 1));
      // The first group went alone (it was the gate's); the four that came while it was held went as one.
      expect(s.service.appends.groups - groupsBefore).toBe(2);

      // A group whose commit fails: every request in it gets a 503, and nothing of it is stored.
      const again = await Promise.all(tables.map((t) => http(`${s.url}/tables/${t.id}/legal`, { token: t.seats[0]!.token })));
      const mid = await Promise.all(tables.map((t) => stored(t.id)));
      gate = { open: () => undefined, fail: () => undefined };
      held.length = 0;
      const failing = tables.map((t, i) => http(`${s.url}/tables/${t.id}/actions`, { token: t.seats[0]!.token, body: { action: again[i]!.body.actions[0] } }));
      await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 300));
      const failing0 = gate as unknown as { fail: () => void };
      gate = null;
      failing0.fail();
      // The requests behind the failed group are written once it failed: wait for all, then look.
      const results = await Promise.all(failing);
      const refused = results.filter((r) => r.status === 503).length;
      expect(refused).toBeGreaterThan(0);
      const after = await Promise.all(tables.map((t) => stored(t.id)));
      // Exactly the acknowledged ones are stored.
      results.forEach((r, i) => expect(after[i]).toBe(mid[i]! + (r.status === 200 ? 1 : 0)));
    } finally {
      gate = null;
      await s.close();
      await real.close();
    }
  });
});
