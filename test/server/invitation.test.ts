/**
 * GET /tables/:id/invitation: what an invite shows before joining (the host, the seats and who took
 * them, the packs, the time control), only to whoever holds the invite (or anyone, at a listed
 * table); never a token, the invite itself or a view; wrong codes throttled like wrong joins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../web/server/server.ts';
import { http, pgliteServer } from './helpers.ts';

describe('reading an invitation before joining', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await pgliteServer({ trustProxy: true, wrongInvitesPerMinute: 3 });
  });
  afterAll(async () => server?.close());
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('shows the host, the seats taken, the packs and the time control to the invite, and nothing a seat holds', async () => {
    const created = await http(`${server.url}/tables`, {
      body: { name: 'Ada', setup: { seats: 3, packs: ['base', 'heroes'], turnSeconds: 3600 } },
      headers: from('10.2.0.1'),
    });
    expect(created.status).toBe(201);
    const { table, invite, token, spectator } = created.body;
    const joined = await http(`${server.url}/tables/${table.id}/seats`, { body: { invite, name: 'Bo' }, headers: from('10.2.0.2') });
    expect(joined.status).toBe(201);
    const r = await http(`${server.url}/tables/${table.id}/invitation`, { token: invite, headers: from('10.2.0.3') });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({
      invitation: {
        id: table.id,
        status: 'open',
        host: 'Ada',
        seatCount: 3,
        seated: ['Ada', 'Bo'],
        packs: ['base', 'heroes'],
        turnSeconds: 3600,
        listed: false,
      },
    });
    const text = JSON.stringify(r.body);
    for (const secret of [invite, token, spectator, joined.body.token]) expect(text).not.toContain(secret);
    // Started: it says so.
    expect((await http(`${server.url}/tables/${table.id}/start`, { token, body: {} })).status).toBe(200);
    expect((await http(`${server.url}/tables/${table.id}/invitation`, { token: invite, headers: from('10.2.0.3') })).body.invitation.status).toBe('playing');
  });

  it('a listed table shows it without an invite; an unlisted one refuses a missing or wrong code, and throttles wrong ones', async () => {
    const listed = await http(`${server.url}/tables`, { body: { name: 'Cy', listed: true, setup: { seats: 2, packs: ['base'] } }, headers: from('10.2.1.1') });
    const open = await http(`${server.url}/tables/${listed.body.table.id}/invitation`, { headers: from('10.2.1.2') });
    expect(open.status).toBe(200);
    expect(open.body.invitation).toMatchObject({ host: 'Cy', seated: ['Cy'], turnSeconds: null, listed: true });

    const hidden = await http(`${server.url}/tables`, { body: { name: 'Di', setup: { seats: 2, packs: ['base'] } }, headers: from('10.2.1.1') });
    const id = hidden.body.table.id;
    const statuses: number[] = [];
    for (const code of [undefined, 'wrong-code', hidden.body.token])
      statuses.push((await http(`${server.url}/tables/${id}/invitation`, { ...(code ? { token: code } : {}), headers: from('10.2.1.9') })).status);
    expect(statuses).toEqual([403, 403, 403]);
    // Three wrong codes spent the address's tokens: the right one now waits too.
    const limited = await http(`${server.url}/tables/${id}/invitation`, { token: hidden.body.invite, headers: from('10.2.1.9') });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('invite.rate');
    // Another address with the right code is shown it; an unknown table is a 404.
    expect((await http(`${server.url}/tables/${id}/invitation`, { token: hidden.body.invite, headers: from('10.2.1.10') })).status).toBe(200);
    expect((await http(`${server.url}/tables/nosuchtable/invitation`, { token: 'x', headers: from('10.2.1.11') })).status).toBe(404);
  });
});
