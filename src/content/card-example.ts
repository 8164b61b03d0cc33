/**
 * A scoring card's worked example taken from the editor's sample map: the smallest box holding every
 * painted space (its edge is the example's map edge, as on the printed cards), the stars the rule
 * scores on it, and why, in the words the interpreter gives each contribution. Pure.
 */
import type { Fill } from '../grid/fills.ts';
import type { MapGrid } from '../grid/grid.ts';
import { formatNotation } from '../grid/notation.ts';
import { evaluate } from '../scoring/evaluate.ts';
import type { ScoringRule } from '../scoring/rule-schema.ts';
import type { ScoringCard } from './types.ts';

export type CardExample = NonNullable<ScoringCard['example']>;

/** The part of a map inside the box of its painted (or ruins) spaces; undefined when nothing is painted. */
export function paintedBox(grid: MapGrid): MapGrid | undefined {
  let [top, left, bottom, right] = [grid.rows, grid.cols, -1, -1];
  for (let i = 0; i < grid.fills.length; i++) {
    if (grid.fills[i] === 'empty' && grid.ruins[i] !== true) continue;
    const [r, c] = [Math.floor(i / grid.cols), i % grid.cols];
    [top, left, bottom, right] = [Math.min(top, r), Math.min(left, c), Math.max(bottom, r), Math.max(right, c)];
  }
  if (bottom < 0) return undefined;
  const rows = bottom - top + 1;
  const cols = right - left + 1;
  const fills: Fill[] = [];
  const ruins: boolean[] = [];
  for (let r = top; r <= bottom; r++)
    for (let c = left; c <= right; c++) {
      fills.push(grid.fills[r * grid.cols + c]!);
      ruins.push(grid.ruins[r * grid.cols + c] === true);
    }
  return { rows, cols, fills, ruins };
}

/** How the stars add up: "3 stars: forest space adjacent to the map edge (3 times)." */
export function exampleWhy(rule: ScoringRule, grid: MapGrid): { stars: number; why: string } {
  const score = evaluate(rule, grid);
  const byReason = new Map<string, { times: number; stars: number }>();
  for (const c of score.contributions) {
    const seen = byReason.get(c.because) ?? { times: 0, stars: 0 };
    byReason.set(c.because, { times: seen.times + 1, stars: seen.stars + c.stars });
  }
  const parts = [...byReason].map(
    ([because, { times, stars }]) => `${because}${times > 1 ? ` (${times} times)` : ''}: ${stars} star${Math.abs(stars) === 1 ? '' : 's'}`,
  );
  const why = parts.length ? `${parts.join('; ')}. ${score.stars} in all.` : 'Nothing on this map scores.';
  return { stars: score.stars, why };
}

/** The card's example from a sample map, or undefined when the map is blank. */
export function exampleFromMap(rule: ScoringRule, sample: MapGrid): CardExample | undefined {
  const box = paintedBox(sample);
  if (!box) return undefined;
  return { rows: formatNotation(box).split('\n'), ...exampleWhy(rule, box) };
}
