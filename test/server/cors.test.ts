/**
 * Portals embed <carto-game> on their own origin, so the browser asks the server first (a CORS
 * preflight: the requests carry Authorization and Idempotency-Key) and then checks every answer,
 * including the event stream and refusals, for Access-Control-Allow-Origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../web/server/server.ts';
import { pgliteServer } from './helpers.ts';
import { openTable } from './game-helpers.ts';

let server: RunningServer;
const ORIGIN = 'http://127.0.0.1:4173';

beforeAll(async () => {
  server = await pgliteServer();
});
afterAll(async () => {
  await server?.close();
});

describe('CORS for pages on another origin', () => {
  it('answers the preflight of an action POST with the headers it needs', async () => {
    const res = await fetch(`${server.url}/tables/x/actions`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, idempotency-key' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['authorization', 'content-type', 'idempotency-key', 'last-event-id']) expect(allowed).toContain(h);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('marks reads, refusals and the event stream as readable by any origin', async () => {
    const table = await openTable(server.url, 2);
    const token = table.seats[0]!.token;
    const read = await fetch(`${server.url}/tables/${table.id}`, { headers: { origin: ORIGIN, authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    const refused = await fetch(`${server.url}/tables/${table.id}`, { headers: { origin: ORIGIN, authorization: 'Bearer wrong' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    const controller = new AbortController();
    const events = await fetch(`${server.url}/tables/${table.id}/events`, {
      headers: { origin: ORIGIN, authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    expect(events.headers.get('access-control-allow-origin')).toBe('*');
    controller.abort();
  });
});
