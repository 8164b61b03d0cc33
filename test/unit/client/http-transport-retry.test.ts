/**
 * A seat's move tried again while the server answers 5xx or cannot be reached: the transport tells
 * each failed attempt to `onRetry` with the server's sentence (what the player is shown after a few
 * seconds), and never a refusal (4xx), which ends the move at once.
 */
import { describe, expect, it } from 'vitest';
import { HttpTransport } from '../../../web/client/http-transport.ts';
import { ProtocolError } from '../../../web/client/transport.ts';

const AWAY = 'The game database cannot be reached right now; nothing was changed. Try again in a moment.';
const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('HttpTransport.act onRetry', () => {
  it('hears each 503 and network failure with its sentence, then the move goes through once', async () => {
    const answers: (() => Response)[] = [
      () => reply(503, { error: { code: 'storage.unavailable', message: AWAY } }),
      () => {
        throw new TypeError('fetch failed');
      },
      () => reply(200, { version: 5, seat: 0, table: {}, view: null }),
    ];
    const keys: (string | null)[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('idempotency-key'));
      return answers.shift()!();
    }) as unknown as typeof globalThis.fetch;
    const t = new HttpTransport('http://server.test', 't', 0, 'token', { fetch, backoffMs: 1, attempts: 4 });
    const heard: ProtocolError[] = [];
    const r = await t.act({ type: 'draw' } as never, { onRetry: (p) => heard.push(p) });
    expect(r.version).toBe(5);
    expect(heard.map((p) => [p.code, p.message])).toEqual([
      ['storage.unavailable', AWAY],
      ['network', 'The server could not be reached: fetch failed'],
    ]);
    // One move, one key: the server applies it once however often it arrives.
    expect(new Set(keys).size).toBe(1);
  });

  it('a refusal is not tried again and not heard as a retry', async () => {
    const fetch = (async () => reply(422, { error: { code: 'placement.overlap', message: 'That space is taken.' } })) as unknown as typeof globalThis.fetch;
    const t = new HttpTransport('http://server.test', 't', 0, 'token', { fetch, backoffMs: 1 });
    const heard: ProtocolError[] = [];
    await expect(t.act({ type: 'draw' } as never, { onRetry: (p) => heard.push(p) })).rejects.toMatchObject({ code: 'placement.overlap' });
    expect(heard).toEqual([]);
  });
});
