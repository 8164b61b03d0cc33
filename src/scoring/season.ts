/** The end-of-season scores that are not cards (docs/RULES.md §4): coins and the monster penalty. */
import type { Cell, MapGrid } from '../grid/grid.ts';
import type { Score } from './evaluate.ts';
import { EMPTY, FILL_CODE, prepare, type ScoringSheet } from './sheet.ts';

const MONSTER = FILL_CODE.monster;

/** Minus one star per EMPTY space adjacent to at least one monster space (counted once however many monsters touch it). */
export function monsterPenalty(map: MapGrid | ScoringSheet): Score {
  const sheet = 'mark' in map ? map : prepare(map);
  const { cols, size, fill } = sheet;
  const contributions: Array<{ cells: Cell[]; stars: number; because: string }> = [];
  for (let i = 0; i < size; i++) {
    if (fill[i] !== EMPTY) continue;
    const c = i % cols;
    const touches =
      (i >= cols && fill[i - cols] === MONSTER) ||
      (i + cols < size && fill[i + cols] === MONSTER) ||
      (c > 0 && fill[i - 1] === MONSTER) ||
      (c < cols - 1 && fill[i + 1] === MONSTER);
    if (touches) contributions.push({ cells: [[(i / cols) | 0, c]], stars: -1, because: 'empty space adjacent to a monster' });
  }
  return { stars: contributions.length === 0 ? 0 : -contributions.length, contributions };
}

/** One star per coin gained so far (coins are counted again every season). */
export function coinStars(coins: number): number {
  if (!Number.isInteger(coins) || coins < 0) throw new RangeError(`coins must be a whole number 0 or more (got ${coins})`);
  return coins;
}
