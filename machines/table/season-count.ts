/**
 * A season's scoring counted out step by step on the summary screen: the season's first edict, its
 * second, the coins, then the monsters, on every map at once. The table statechart says when
 * (`running.seasonSummary.counting` moves one step at a time, or is skipped); the engine says what:
 * each step's spaces are its explanation of that score box (`explainScore`), its stars the scoresheet's.
 */
import type { EdictLetter } from '../../src/content/types.ts';
import { explainScore } from '../../src/game/explain.ts';
import type { GameContent, SeasonScore } from '../../src/game/types.ts';
import type { Cell } from '../../src/grid/grid.ts';
import type { ShownGame } from './sources.ts';

/** What one step counts: one of the season's edicts, the coins, or the monster penalty. */
export type CountPart = EdictLetter | 'coins' | 'monsters';

export interface CountView {
  /** 0-based step, of `parts.length` */
  readonly step: number;
  readonly parts: readonly CountPart[];
  /** each player's stars counted so far (the season's total once the last step is shown) */
  readonly tallies: readonly number[];
  /** each player's spaces that the current step counts */
  readonly cells: readonly (readonly Cell[])[];
}

/** The steps of season `season`'s count: its two edicts in the order scored, the coins, the monsters. */
export function countParts(shown: Pick<ShownGame, 'seasons'>, season: number): CountPart[] {
  const letters = shown.seasons[season]?.edicts ?? [];
  return [...letters, 'coins', 'monsters'];
}

function starsOf(score: SeasonScore | undefined, part: CountPart): number {
  if (!score) return 0;
  if (part === 'coins') return score.coins;
  if (part === 'monsters') return score.monsters;
  return score.edicts.find((e) => e.letter === part)?.stars ?? 0;
}

/** The count at `step` of season `season`, for every player: spaces from the engine's explanations, stars from the scoresheet. */
export function countAt(shown: ShownGame, season: number, step: number, content?: GameContent): CountView {
  const parts = countParts(shown, season);
  const at = Math.max(0, Math.min(step, parts.length - 1));
  const part = parts[at]!;
  const tallies = shown.scores.map((row) => parts.slice(0, at + 1).reduce((n, p) => n + starsOf(row[season], p), 0));
  const cells = shown.sheets.map((_, player) =>
    part === 'coins' ? [] : explainScore(shown, { player, season, letter: part }, content).contributions.flatMap((x) => x.cells),
  );
  return { step: at, parts, tallies, cells };
}
