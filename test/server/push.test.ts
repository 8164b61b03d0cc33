/**
 * Server-sent events: every seat receives every version in order, each exactly once, as its own
 * view; a client coming back with Last-Event-ID gets exactly what it missed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewFor } from '../../src/game/index.ts';
import { HttpTransport } from '../../web/client/http-transport.ts';
import type { TableEvent } from '../../web/client/transport.ts';
import type { RunningServer } from '../../web/server/server.ts';
import { http, pgliteServer } from './helpers.ts';
import { chooser, openTable, pickLegal, type Table } from './game-helpers.ts';
import { until } from './sse-capture.ts';

let server: RunningServer;
let url: string;

beforeAll(async () => {
  server = await pgliteServer();
  url = server.url;
});
afterAll(async () => {
  await server?.close();
});

/** Sends `n` actions, each from a seat that owes one. */
async function play(table: Table, n: number, seed: number): Promise<void> {
  const pick = chooser(seed);
  for (let i = 0; i < n; i++) {
    const state = await http(`${url}/tables/${table.id}`, { token: table.seats[0]!.token });
    const s = table.seats[state.body.table.waitingFor[0]]!;
    const action = await pickLegal(url, table, s, pick);
    expect((await http(`${url}/tables/${table.id}/actions`, { token: s.token, body: { action } })).status).toBe(200);
  }
}

describe('push over server-sent events', () => {
  it('sends each seat every version once, in order, with its own view', async () => {
    const table = await openTable(url, 2);
    const got: TableEvent[][] = [[], []];
    const subs = table.seats.map((s) =>
      new HttpTransport(url, table.id, s.seat, s.token, { backoffMs: 50 }).subscribe({ onEvent: (e) => got[s.seat]!.push(e) }),
    );
    // A fresh subscriber first gets the current version (3: the start).
    await until(() => got[0]!.length === 1 && got[1]!.length === 1, 'the first events');
    await play(table, 6, 21);
    await until(() => got[0]!.length === 7 && got[1]!.length === 7, 'seven events each');
    for (const [seat, events] of got.entries()) {
      expect(events.map((e) => e.version)).toEqual([3, 4, 5, 6, 7, 8, 9]);
      expect(events.every((e) => e.seat === seat)).toBe(true);
    }
    const model = await server.service.current(table.id);
    expect(model.version).toBe(9);
    expect(got[1]!.at(-1)!.view).toEqual(JSON.parse(JSON.stringify(viewFor(model.game!, 1))));
    expect(got[0]!.at(-1)!.table.waitingFor).toEqual(model.game!.tasks.flatMap((q, i) => (q.length ? [i] : [])));
    for (const s of subs) s.close();
  });

  it('resumes with Last-Event-ID: exactly the missed versions, nothing twice', async () => {
    const table = await openTable(url, 2);
    const t1 = new HttpTransport(url, table.id, 1, table.seats[1]!.token, { backoffMs: 50 });
    const first: TableEvent[] = [];
    const sub = t1.subscribe({ onEvent: (e) => first.push(e) });
    await play(table, 2, 5);
    await until(() => first.length === 3, 'versions 3 to 5');
    sub.close();
    const last = sub.last;
    expect(last).toBe(5);
    await play(table, 4, 6); // versions 6..9 happen while seat 1 is away
    const second: TableEvent[] = [];
    const again = t1.subscribe({ onEvent: (e) => second.push(e) }, last);
    await until(() => second.length === 4, 'the four missed versions');
    await play(table, 1, 7);
    await until(() => second.length === 5, 'the live one after them');
    expect(second.map((e) => e.version)).toEqual([6, 7, 8, 9, 10]);
    again.close();
    // A closed stream leaves the hub (nothing lingers per disconnected client).
    await until(() => server.hub.subscriberCount() === 0, 'the hub to drop closed streams');
  });

  it('takes Last-Event-ID from the header and the token from the query (what EventSource sends)', async () => {
    const table = await openTable(url, 2);
    await play(table, 2, 8);
    const controller = new AbortController();
    const res = await fetch(`${url}/tables/${table.id}/events?token=${encodeURIComponent(table.seats[0]!.token)}`, {
      headers: { 'last-event-id': '2' },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while ((text.match(/^id: /gm) ?? []).length < 3) text += (await reader.read()).value ?? '';
    controller.abort();
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]))).toEqual([3, 4, 5]);
    expect(text).toContain('event: table');
  });

  it('refuses a subscription without a valid token (and the client stops retrying)', async () => {
    const table = await openTable(url, 1);
    const statuses: string[] = [];
    let code = '';
    new HttpTransport(url, table.id, 0, 'wrong-token', { backoffMs: 10 }).subscribe({
      onEvent: () => undefined,
      onStatus: (s, e) => {
        statuses.push(s);
        if (e) code = e.code;
      },
    });
    await until(() => statuses.includes('closed'), 'the refusal');
    expect(code).toBe('auth.token');
    const bad = await http(`${url}/tables/${table.id}/events`, { token: table.seats[0]!.token, headers: { 'last-event-id': 'abc' } });
    expect(bad.status).toBe(400);
  });
});
