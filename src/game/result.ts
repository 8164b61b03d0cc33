/**
 * End of the game (RULES.md §6): totals over the four seasons, ranks with the tie-break (fewest
 * stars lost to monsters), and the solo score and title.
 */
import type { SoloTitle } from '../content/types.ts';
import type { GameResult, GameState, PlayerResult } from './types.ts';

export function gameResult(s: Pick<GameState, 'scores' | 'edicts' | 'soloTitles' | 'options'>): GameResult {
  const rows = s.scores.map((seasons, player) => ({
    player,
    total: seasons.reduce((a, x) => a + x.total, 0),
    monsters: seasons.reduce((a, x) => a + x.monsters, 0),
  }));
  // Better = more stars; on equal stars, fewer lost to monsters (monsters is <= 0, so larger is better).
  const better = (a: { total: number; monsters: number }, b: { total: number; monsters: number }) => a.total > b.total || (a.total === b.total && a.monsters > b.monsters);
  const players: PlayerResult[] = rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => better(o, r)).length }));
  const winners = players.filter((p) => p.rank === 1).map((p) => p.player);
  if (s.options.players !== 1) return { players, winners };
  const cardValues = Object.values(s.edicts).reduce((a, c) => a + c.solo, 0);
  const score = (rows[0]?.total ?? 0) - cardValues;
  return { players, winners, solo: { score, cardValues, title: soloTitle(score, s.soloTitles) } };
}

/** The highest threshold met; below the lowest threshold, the lowest title (RULES.md §6). */
export function soloTitle(score: number, titles: readonly SoloTitle[]): string {
  const sorted = [...titles].sort((a, b) => b.min - a.min);
  const met = sorted.find((t) => score >= t.min);
  return (met ?? sorted[sorted.length - 1])?.title ?? '';
}
