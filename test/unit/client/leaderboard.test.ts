/** The leaderboard client sends a name's claim token, and hands back the one a first result gets. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaderboardError, submitResult } from '../../../web/client/leaderboard.ts';

const calls: { url: string; headers: Record<string, string> }[] = [];
function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}
afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

const ENTRY = { rank: 1, name: 'Ada', score: 12, stars: 30 };

describe('submitResult', () => {
  it('sends no authorization without a claim, and returns the claim of a first result', async () => {
    answer(201, { entry: ENTRY, count: 1, claim: 'c-1' });
    const r = await submitResult('http://s/', '2026-11-20', 'base', 'Ada', [], 12);
    expect(r.claim).toBe('c-1');
    expect(calls[0]!.url).toBe('http://s/daily/2026-11-20/base/results');
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it("sends the name's claim as a bearer token", async () => {
    answer(201, { entry: ENTRY, count: 2 });
    await submitResult('http://s', '2026-11-21', 'base', 'Ada', [], 12, 'c-1');
    expect(calls[0]!.headers.authorization).toBe('Bearer c-1');
  });

  it('carries the refusal of a claimed name as its code', async () => {
    answer(403, { error: { code: 'daily.name-claimed', message: 'The name Ada belongs to ...' } });
    const e = await submitResult('http://s', '2026-11-21', 'base', 'Ada', [], 12).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(LeaderboardError);
    expect((e as LeaderboardError).code).toBe('daily.name-claimed');
  });
});
