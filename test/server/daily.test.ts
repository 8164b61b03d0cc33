/**
 * The daily challenge's leaderboard: results are moves, replayed by the server; 1,000 forged
 * submissions (altered scores, altered moves, another day's moves) are refused with a sentence and
 * leave nothing behind; honest ones are ranked; one result per name per day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyGame } from '../../src/game/daily.ts';
import { playRandomly } from '../../src/game/random-player.ts';
import { playerActions } from '../../src/game/link.ts';
import type { Action } from '../../src/game/types.ts';
import type { RunningServer } from '../../web/server/server.ts';
import { http, pgliteServer } from './helpers.ts';

const DAY = '2026-11-20';
const NOW = Date.UTC(2026, 10, 23, 12);

/** An honest game of a day: its actions and the score the engine gives it. */
function honest(date: string, seed: number) {
  const over = playRandomly(dailyGame(date, 'base').state, { seed });
  return { actions: playerActions(over.log), score: over.result!.solo!.score, stars: over.result!.players[0]!.total };
}

/** Ways to alter one move so that the rules refuse it (or the game no longer ends). */
const ALTER: readonly ((a: Action[], k: number) => Action[])[] = [
  // a drawing moved off the map
  (a, k) => a.map((x, i) => (i === k % a.length && 'cells' in x ? { ...x, cells: x.cells.map(([r, c]) => [r, c + 11] as const) } : x)),
  // a drawing onto the first drawing's spaces (already filled)
  (a, k) => a.map((x, i) => (i === 1 + (k % (a.length - 1)) && x.type === 'draw' && a[0]!.type === 'draw' ? { ...x, cells: a[0]!.cells } : x)),
  // a shape option the card does not have
  (a, k) => a.map((x, i) => (i === k % a.length && x.type === 'draw' ? { ...x, option: 7 } : x)),
  // a terrain nobody can draw
  (a, k) => a.map((x, i) => (i === k % a.length && x.type === 'draw' ? { ...x, terrain: 'mountain' as never } : x)),
  // a move by a player who is not at the table
  (a, k) => a.map((x, i) => (i === k % a.length ? { ...x, player: 1 } : x)),
  // the game cut short
  (a, k) => a.slice(0, a.length - 1 - (k % 5)),
  // a move made after the end
  (a) => [...a, a[a.length - 1]!],
  // two moves swapped
  (a, k) => {
    const i = k % (a.length - 1);
    const b = a.slice();
    [b[i], b[i + 1]] = [b[i + 1]!, b[i]!];
    return b;
  },
];

describe('daily challenge leaderboard', () => {
  let server: RunningServer;
  const results = (date = DAY, mode = 'base') => `${server.url}/daily/${date}/${mode}/results`;
  const board = (q: string, date = DAY) => `${server.url}/daily/${date}/base/leaderboard?${q}`;
  const games = Array.from({ length: 12 }, (_, i) => honest(DAY, i));
  const otherDays = Array.from({ length: 12 }, (_, i) => honest(`2026-10-${String(10 + i)}`, 100 + i));

  beforeAll(async () => {
    server = await pgliteServer({ now: () => NOW });
  });
  afterAll(async () => server?.close());

  /** The claim token each name's first result returned. */
  const claims = new Map<string, string>();

  it('accepts honest results and records the score the server replayed', async () => {
    for (const [i, g] of games.entries()) {
      const r = await http(results(), { body: { name: `Ada ${i}`, actions: g.actions, ...(i % 2 ? { score: g.score } : {}) } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.claim).toMatch(/^[\w-]{32}$/);
      claims.set(`Ada ${i}`, r.body.claim);
      expect(r.body.entry).toMatchObject({ name: `Ada ${i}`, score: g.score, stars: g.stars });
    }
  });

  it('refuses 1,000 forged submissions with a sentence, and records none of them', async () => {
    const kinds = { score: 0, moves: 0, day: 0 };
    for (let k = 0; k < 1000; k++) {
      const g = games[k % games.length]!;
      let body: { name: string; actions: Action[]; score?: number };
      const kind = (['score', 'moves', 'day'] as const)[k % 3]!;
      if (kind === 'score') body = { name: `Forger ${k}`, actions: g.actions, score: g.score + (1 + (k % 40)) * (k % 2 ? 1 : -1) };
      else if (kind === 'moves') body = { name: `Forger ${k}`, actions: ALTER[k % ALTER.length]!(g.actions, k), score: g.score };
      else body = { name: `Forger ${k}`, actions: otherDays[k % otherDays.length]!.actions };
      const r = await http(results(), { body });
      expect(r.status, `${kind} #${k}: ${JSON.stringify(r.body)}`).toBe(422);
      expect(r.body.error.message, `${kind} #${k}`).toMatch(/^(These moves|The moves make)/);
      expect(r.body.error.message.length).toBeGreaterThan(30);
      kinds[kind]++;
    }
    expect(kinds).toEqual({ score: 334, moves: 333, day: 333 });
    const b = await http(board('top=100'));
    expect(b.body.count).toBe(games.length);
    expect(b.body.top.every((e: { name: string }) => e.name.startsWith('Ada '))).toBe(true);
  }, 600_000);

  it('keeps one result per name per day (names compared without case or outer spaces)', async () => {
    const r = await http(results(), { body: { name: '  ada 0 ', actions: games[1]!.actions }, token: claims.get('Ada 0') });
    expect(r.status).toBe(409);
    expect(r.body.error.message).toMatch(/already has a result for the 2026-11-20 base challenge/);
    // Another day, or another mode, is another result.
    const other = honest('2026-11-21', 5);
    const again = await http(results('2026-11-21'), { body: { name: 'Ada 0', actions: other.actions }, token: claims.get('Ada 0') });
    expect(again.status).toBe(201);
    // The name was claimed already: no second claim token.
    expect(again.body.claim).toBeUndefined();
  });

  it("lists the top N, best first (ties share a rank), and the asked player's rank", async () => {
    const sorted = games.map((g, i) => ({ name: `Ada ${i}`, score: g.score, stars: g.stars })).sort((a, b) => b.score - a.score || b.stars - a.stars);
    const r = await http(board('top=5&name=ADA 3'));
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(12);
    expect(r.body.top.map((e: { score: number }) => e.score)).toEqual(sorted.slice(0, 5).map((e) => e.score));
    expect(r.body.top[0].rank).toBe(1);
    for (const e of r.body.top) expect(e.rank).toBe(1 + sorted.filter((o) => o.score > e.score || (o.score === e.score && o.stars > e.stars)).length);
    const mine = sorted.find((e) => e.name === 'Ada 3')!;
    expect(r.body.you).toEqual({
      rank: 1 + sorted.filter((o) => o.score > mine.score || (o.score === mine.score && o.stars > mine.stars)).length,
      name: 'Ada 3',
      score: mine.score,
      stars: mine.stars,
    });
    expect((await http(board('top=5&name=Nobody'))).body.you).toBeNull();
  });

  it('refuses days to come, unknown modes and bad bodies with a sentence', async () => {
    const future = await http(results('2026-11-24'), { body: { name: 'Ada', actions: games[0]!.actions } });
    expect(future.status).toBe(400);
    expect(future.body.error.message).toMatch(/has not begun yet \(today is 2026-11-23, UTC\)/);
    expect((await http(results(DAY, 'promo'), { body: { name: 'Ada', actions: games[0]!.actions } })).body.error.code).toBe('daily.mode');
    expect((await http(results('2026-02-30'), { body: { name: 'Ada', actions: games[0]!.actions } })).body.error.code).toBe('daily.date');
    expect((await http(results(), { body: { name: 'Ada', actions: [] } })).status).toBe(400);
    expect((await http(board('top=1000'))).status).toBe(400);
  });
});
