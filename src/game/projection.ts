/**
 * What the edicts in force would score if a tentative drawing were confirmed: the interface shows
 * these stars, and highlights the spaces behind them, while a player moves a shape over the map.
 * Pure: it never changes the game.
 */
import type { EdictLetter } from '../content/types.ts';
import type { Fill } from '../grid/fills.ts';
import type { Cell, MapGrid } from '../grid/grid.ts';
import { drawShape } from '../rules/draw.ts';
import type { DrawableTerrain } from '../grid/fills.ts';
import { evaluate, type Contribution } from '../scoring/evaluate.ts';
import { coinStars, monsterPenalty } from '../scoring/season.ts';
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

/** The season's whole box as it would stand with the tentative drawing: both edicts, coins and the monster penalty. */
export interface SeasonProjection {
  readonly edicts: readonly EdictProjection[];
  /** stars from coins (one per coin on the sheet, with any the drawing would gain) */
  readonly coins: number;
  /** the monster penalty (0 or less) */
  readonly monsters: number;
  readonly total: number;
}

/**
 * What the season would score for `sheet` if the tentative drawing were confirmed: drawn with the
 * rules' own drawShape, so a coin on the shape and mountains it surrounds count, and monsters it
 * encloses lift the penalty. An impossible drawing projects the map as it is.
 */
export function projectSeason(
  state: Pick<GameState, 'seasons' | 'season' | 'edicts' | 'sheets'>,
  sheet: number,
  drawing?: { readonly cells: readonly Cell[]; readonly terrain: DrawableTerrain; readonly coin?: boolean },
): SeasonProjection {
  const now = state.sheets[sheet];
  if (!now) return { edicts: [], coins: 0, monsters: 0, total: 0 };
  let after = now;
  if (drawing) {
    try {
      after = drawShape(now, drawing.cells, drawing.terrain, { coin: drawing.coin === true }).sheet;
    } catch {
      after = now;
    }
  }
  const edicts = projectEdicts({ ...state, sheets: state.sheets.map((s, i) => (i === sheet ? after : s)) }, sheet);
  const coins = coinStars(after.coins);
  const monsters = monsterPenalty(after.grid).stars;
  return { edicts, coins, monsters, total: edicts.reduce((n, e) => n + e.stars, 0) + coins + monsters };
}
