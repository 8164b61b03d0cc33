/**
 * End of the game (docs/RULES.md §6): totals over the four seasons, ranks with the tie-break (fewest
 * stars lost to monsters), and the solo score and title.
 */
import type { SoloTitle } from '../content/types.ts';
import type { GameResult, GameState, PlayerResult } from './types.ts';

export function gameResult(s: Pick<GameState, 'scores' | 'edicts' | 'soloTitles' | 'options'>): GameResult {
  const rows: { player: number; total: number; monsters: number }[] = [];
  for (let player = 0; player < s.scores.length; player++) {
    let total = 0;
    let monsters = 0;
    for (const x of s.scores[player]!) {
      total += x.total;
      monsters += x.monsters;
    }
    rows.push({ player, total, monsters });
  }
  // Better = more stars; on equal stars, fewer lost to monsters (monsters is <= 0, so larger is better).
  const better = (a: { total: number; monsters: number }, b: { total: number; monsters: number }) =>
    a.total > b.total || (a.total === b.total && a.monsters > b.monsters);
  const players: PlayerResult[] = [];
  const winners: number[] = [];
  for (const r of rows) {
    let rank = 1;
    for (const o of rows) if (better(o, r)) rank++;
    players.push({ player: r.player, total: r.total, monsters: r.monsters, rank });
    if (rank === 1) winners.push(r.player);
  }
  if (s.options.players !== 1) return { players, winners };
  const e = s.edicts;
  const cardValues = e.A.solo + e.B.solo + e.C.solo + e.D.solo;
  const score = (rows[0]?.total ?? 0) - cardValues;
  return { players, winners, solo: { score, cardValues, title: soloTitle(score, s.soloTitles) } };
}

/** The highest threshold met; below the lowest threshold, the lowest title (docs/RULES.md §6). */
export function soloTitle(score: number, titles: readonly SoloTitle[]): string {
  const sorted = [...titles].sort((a, b) => b.min - a.min);
  const met = sorted.find((t) => score >= t.min);
  return (met ?? sorted[sorted.length - 1])?.title ?? '';
}
