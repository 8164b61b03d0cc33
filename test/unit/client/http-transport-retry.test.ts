/**
 * A seat's move tried again while the server answers 5xx or cannot be reached: the transport tells
 * each failed attempt to `onRetry` with the server's sentence (what the player is shown after a few
 * seconds), and never a refusal (4xx), which ends the move at once. The event stream connects again
 * after a 408 or 429, which heal, and stops at a refusal that does not.
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

describe("HttpTransport.act's patience", () => {
  /** A fetch that cannot reach the server, counting its calls. */
  const unreachable = () => {
    let calls = 0;
    const fetch = (async () => {
      calls++;
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    return { fetch, calls: () => calls };
  };

  it('keeps trying past its attempts while its own clock says the patience lasts, and stops when it says it is spent', async () => {
    const { fetch, calls } = unreachable();
    // The transport's clock, not the machine's: ten readings inside the patience, then past it.
    let readings = 0;
    const now = () => (readings++ < 10 ? 0 : 60_000);
    const t = new HttpTransport('http://server.test', 't', 0, 'token', { fetch, backoffMs: 1, attempts: 2, patienceMs: 30_000, now });
    await expect(t.act({ type: 'draw' } as never)).rejects.toMatchObject({ code: 'network' });
    // Its two attempts, then one more for each of the nine readings after the first (which sets the
    // deadline) that are inside the patience: on the machine's clock it would have tried for 30 s.
    expect(calls()).toBe(11);
  });

  it('stops after its attempts when its clock is already past the patience', async () => {
    const { fetch, calls } = unreachable();
    let t0 = 0;
    const now = () => (t0 += 31_000);
    const t = new HttpTransport('http://server.test', 't', 0, 'token', { fetch, backoffMs: 1, attempts: 3, patienceMs: 30_000, now });
    await expect(t.act({ type: 'draw' } as never)).rejects.toMatchObject({ code: 'network' });
    expect(calls()).toBe(3);
  });
});

describe('HttpTransport.subscribe', () => {
  /** A fetch that answers the event stream's requests in turn; the last answer repeats. */
  const answering = (statuses: number[]) => {
    const asked: number[] = [];
    const fetch = (async () => {
      const status = statuses[Math.min(asked.length, statuses.length - 1)]!;
      asked.push(status);
      if (status === 200) return new Response(new ReadableStream(), { status, headers: { 'content-type': 'text/event-stream' } });
      return reply(status, { error: { code: `http.${status}`, message: 'not now' } });
    }) as unknown as typeof globalThis.fetch;
    return { fetch, asked };
  };
  const statuses = async (fetch: typeof globalThis.fetch, until: (seen: string[]) => boolean) => {
    const seen: string[] = [];
    const t = new HttpTransport('http://server.test', 't', 0, 'token', { fetch, backoffMs: 1 });
    const sub = t.subscribe({ onEvent: () => undefined, onStatus: (s) => seen.push(s) });
    for (let i = 0; i < 200 && !until(seen); i++) await new Promise((r) => setTimeout(r, 5));
    sub.close();
    return seen;
  };

  it('connects again after a 408 (not read in time) and a 429 (not now), as after a drop', async () => {
    const { fetch, asked } = answering([408, 429, 200]);
    const seen = await statuses(fetch, (s) => s.includes('open'));
    expect(asked).toEqual([408, 429, 200]);
    expect(seen.slice(0, 4)).toEqual(['connecting', 'connecting', 'connecting', 'open']);
  });

  it('stops at a refusal that retrying cannot heal (a wrong token)', async () => {
    const { fetch, asked } = answering([401, 200]);
    const seen = await statuses(fetch, (s) => s.includes('closed'));
    expect(asked).toEqual([401]);
    expect(seen).toEqual(['connecting', 'closed', 'closed']);
  });
});
