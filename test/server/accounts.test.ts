/**
 * Bring-your-own-accounts (issue 32): a portal vouches for its players with HS256 claims it signs;
 * a seat carries the portal's user id and name; the claim plays that seat on any device; "my
 * tables" by user. Forged, expired, foreign and malformed claims are refused, and a user cannot
 * act at another user's seat. The server's clock is injected: no assertion reads the wall clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signClaim, verifyClaim } from '../../web/server/portal/claims.ts';
import { startServer, type RunningServer, type ServerOptions } from '../../web/server/server.ts';
import { GENEROUS, http, pgliteServer, postgresDb } from './helpers.ts';
import { SETUP } from './game-helpers.ts';

const SECRET = 'portal-secret-for-tests';
/** The server's clock in these tests (seconds since the epoch, as claims count). */
const NOW = Date.UTC(2026, 10, 27, 10, 0, 0) / 1000;
const claim = (sub: string, name: string, extra: Record<string, unknown> = {}, secret = SECRET) => signClaim({ sub, name, exp: NOW + 3600, ...extra }, secret);

describe('portal claims (pure)', () => {
  it('accepts a claim the portal signed until it expires, and says why it refuses the others', () => {
    const token = claim('u-1', 'Ada');
    expect(verifyClaim(token, SECRET, NOW * 1000)).toEqual({ user: 'u-1', name: 'Ada', exp: NOW + 3600 });
    expect(() => verifyClaim(token, SECRET, (NOW + 3600) * 1000)).toThrow(expect.objectContaining({ status: 401, code: 'auth.expired' }));
    expect(() => verifyClaim(token, 'another-secret', NOW * 1000)).toThrow(expect.objectContaining({ code: 'auth.signature' }));
    // The payload changed after signing (another user's id): the signature no longer matches.
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 'u-2', name: 'Bo', exp: NOW + 3600 })).toString('base64url')}.${s}`;
    expect(() => verifyClaim(forged, SECRET, NOW * 1000)).toThrow(expect.objectContaining({ code: 'auth.signature' }));
    // alg "none" with no signature, and a claim without exp, are refused.
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forged.split('.')[1]}.AAAA`;
    expect(() => verifyClaim(none, SECRET, NOW * 1000)).toThrow(expect.objectContaining({ code: 'auth.claim' }));
    expect(() => verifyClaim(signClaim({ sub: 'u-1', name: 'Ada' } as never, SECRET), SECRET, NOW * 1000)).toThrow(
      expect.objectContaining({ code: 'auth.claim' }),
    );
  });
});

const backends: [string, (o: ServerOptions) => Promise<RunningServer>][] = [
  ['PGlite', (o) => pgliteServer(o)],
  ['PostgreSQL', async (o) => startServer({ ...GENEROUS, ...o, databaseUrl: await postgresDb() })],
];

describe.each(backends)("a portal's accounts (%s)", (_name, open) => {
  let server: RunningServer;
  let url: string;
  beforeAll(async () => {
    server = await open({ portalSecret: SECRET, now: () => NOW * 1000 });
    url = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });

  const create = (token: string | undefined, setup: Record<string, unknown> = {}) => http(`${url}/tables`, { token, body: { setup: { ...SETUP, ...setup } } });

  it("creates a table only for a signed-in player, whose seat carries the user id and the claim's name", async () => {
    const anonymous = await http(`${url}/tables`, { body: { name: 'Eve', setup: SETUP } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('create.claim');
    expect(anonymous.body.error.message).not.toMatch(/Bearer|Authorization|key/);
    const ada = claim('u-ada', 'Ada');
    const created = await create(ada);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.table.seats).toEqual([{ seat: 0, name: 'Ada', user: 'u-ada' }]);
    expect(created.body.user).toBe('u-ada');
    // The claim itself is the seat's credential.
    expect(created.body.token).toBe(ada);
    expect((await http(`${url}/tables/${created.body.table.id}`, { token: ada })).body.seat).toBe(0);
  });

  it('refuses expired and forged claims at every door', async () => {
    const created = await create(claim('u-ada', 'Ada'));
    const id = created.body.table.id;
    const expired = claim('u-ada', 'Ada', { exp: NOW - 1 });
    const forged = claim('u-ada', 'Ada', {}, 'not-the-portal');
    for (const token of [expired, forged]) {
      for (const r of [
        await create(token),
        await http(`${url}/tables/${id}`, { token }),
        await http(`${url}/me/tables`, { token }),
        await http(`${url}/tables/${id}/start`, { token, body: {} }),
      ]) {
        expect(r.status).toBe(401);
        expect(['auth.expired', 'auth.signature']).toContain(r.body.error.code);
      }
    }
    expect((await http(`${url}/tables/${id}`, { token: expired })).body.error.code).toBe('auth.expired');
    expect((await http(`${url}/tables/${id}`, { token: forged })).body.error.code).toBe('auth.signature');
  });

  it('seats a user once per table: the same user on another device gets the same seat back', async () => {
    const created = await create(claim('u-ada', 'Ada'));
    const id = created.body.table.id;
    const bo = claim('u-bo', 'Bo');
    const joined = await http(`${url}/tables/${id}/seats`, { token: bo, body: { invite: created.body.invite } });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.seat).toBe(1);
    expect(joined.body.table.seats[1]).toEqual({ seat: 1, name: 'Bo', user: 'u-bo' });
    // A second device of Bo's, with a fresh claim: seat 1 again, no new seat.
    const again = await http(`${url}/tables/${id}/seats`, { token: claim('u-bo', 'Bo', { exp: NOW + 60 }), body: { invite: created.body.invite } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ seat: 1, replayed: true });
    expect(again.body.table.seats).toHaveLength(2);
  });

  it("lets no user act at another user's seat", async () => {
    const created = await create(claim('u-ada', 'Ada'), { seats: 3 });
    const id = created.body.table.id;
    const bo = claim('u-bo', 'Bo');
    await http(`${url}/tables/${id}/seats`, { token: bo, body: { invite: created.body.invite } });
    // Cy never joined: her claim holds no seat here, so she can neither read nor play Bo's seat.
    const cy = claim('u-cy', 'Cy');
    const read = await http(`${url}/tables/${id}`, { token: cy });
    expect(read.status).toBe(401);
    expect(read.body.error.code).toBe('auth.user');
    // Bo cannot start (the host's) nor name Ada's seat in an action.
    expect((await http(`${url}/tables/${id}/start`, { token: bo, body: {} })).body.error.code).toBe('start.host');
    expect((await http(`${url}/tables/${id}/start`, { token: created.body.token, body: {} })).status).toBe(200);
    const legal = await http(`${url}/tables/${id}/legal`, { token: created.body.token });
    const act = await http(`${url}/tables/${id}/actions`, { token: bo, body: { action: legal.body.actions[0] } });
    expect(act.status).toBe(403);
    expect(act.body.error.code).toBe('seat.other');
    // A claim bound to another table does not open this one, even for a seated user.
    const other = await create(claim('u-ada', 'Ada'));
    const bound = claim('u-bo', 'Bo', { table: other.body.table.id });
    expect((await http(`${url}/tables/${id}`, { token: bound })).body.error.code).toBe('auth.table');
  });

  it("lists a user's tables on any device, with whose turn it is", async () => {
    const dee = claim('u-dee', 'Dee');
    const a = await create(dee);
    const b = await create(claim('u-eli', 'Eli'));
    await http(`${url}/tables/${b.body.table.id}/seats`, { token: dee, body: { invite: b.body.invite } });
    await http(`${url}/tables/${b.body.table.id}/start`, { token: b.body.token, body: {} });
    const mine = await http(`${url}/me/tables`, { token: claim('u-dee', 'Dee', { exp: NOW + 10 }) });
    expect(mine.status).toBe(200);
    expect(mine.body.user).toBe('u-dee');
    const byId = new Map((mine.body.tables as { seat: number; yourTurn: boolean; table: { id: string; status: string } }[]).map((t) => [t.table.id, t]));
    expect(byId.size).toBe(2);
    expect(byId.get(a.body.table.id)).toMatchObject({ seat: 0, yourTurn: false, table: { status: 'open' } });
    expect(byId.get(b.body.table.id)).toMatchObject({ seat: 1, yourTurn: true, table: { status: 'playing' } });
    expect((await http(`${url}/me/tables`)).status).toBe(401);
  });

  it("keeps the server's own seat tokens working beside the claims (the creation key for the portal's backend)", async () => {
    const keyed = await open({ portalSecret: SECRET, createKey: 'backend-key', now: () => NOW * 1000 });
    try {
      const created = await http(`${keyed.url}/tables`, { token: 'backend-key', body: { name: 'Host', setup: SETUP } });
      expect(created.status).toBe(201);
      expect(created.body.table.seats).toEqual([{ seat: 0, name: 'Host' }]);
      expect((await http(`${keyed.url}/tables/${created.body.table.id}`, { token: created.body.token })).body.seat).toBe(0);
      const guest = await http(`${keyed.url}/tables/${created.body.table.id}/seats`, { body: { invite: created.body.invite, name: 'Guest' } });
      expect(guest.status).toBe(201);
    } finally {
      await keyed.close();
    }
  });
});
