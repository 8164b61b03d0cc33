/**
 * What the edicts in force would score if a tentative drawing were confirmed: the interface shows
 * these stars, and highlights the spaces behind them, while a player moves a shape over the map.
 * Pure: it never changes the game.
 */
import type { EdictLetter } from '../content/types.ts';
import type { Fill } from '../grid/fills.ts';
import type { Cell, MapGrid } from '../grid/grid.ts';
import { evaluate, type Contribution } from '../scoring/evaluate.ts';
import type { GameState } from './types.ts';

export interface EdictProjection {
  readonly letter: EdictLetter;
  /** the scoring card's id and name */
  readonly card: string;
  readonly name: string;
  readonly stars: number;
  readonly contributions: readonly Contribution[];
}

/** The grid with `cells` drawn in `fill` (only over spaces inside the map). */
export function gridWith(grid: MapGrid, cells: readonly Cell[], fill: Fill): MapGrid {
  if (cells.length === 0) return grid;
  const fills = grid.fills.slice();
  for (const [r, c] of cells) if (r >= 0 && c >= 0 && r < grid.rows && c < grid.cols) fills[r * grid.cols + c] = fill;
  return { ...grid, fills };
}

/** The stars each edict of the current season would give `sheet`'s grid with the tentative drawing added. */
export function projectEdicts(
  state: Pick<GameState, 'seasons' | 'season' | 'edicts' | 'sheets'>,
  sheet: number,
  drawing?: { readonly cells: readonly Cell[]; readonly terrain: Fill },
): EdictProjection[] {
  const season = state.seasons[state.season];
  const base = state.sheets[sheet]?.grid;
  if (!season || !base) return [];
  const grid = drawing ? gridWith(base, drawing.cells, drawing.terrain) : base;
  return season.edicts.map((letter) => {
    const card = state.edicts[letter];
    const score = evaluate(card.rule, grid);
    return { letter, card: card.id, name: card.name, stars: score.stars, contributions: score.contributions };
  });
}
