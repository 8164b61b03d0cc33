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
import { transientSheet } from '../scoring/sheet.ts';
import type { Sheet } from '../rules/sheet.ts';
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

/** A tentative drawing, as projectSeason takes it. */
export interface ProjectedDrawing {
  readonly cells: readonly Cell[];
  readonly terrain: DrawableTerrain;
  readonly coin?: boolean;
}

/**
 * What one sheet's projections share while the pointer moves over it (sheets are immutable, so this
 * holds as long as the sheet object does): the box of the map as it is, the empty spaces next to a
 * monster (each costs a star; a drawing that fills some lifts the penalty by as many), and the
 * drawings projected so far, so that a pointer coming back to a position projects nothing again.
 */
interface SheetMemo {
  /** the season and its edicts' cards the memo was made for */
  readonly key: string;
  readonly bare: SeasonProjection;
  /** near[i]: space i is empty and next to a monster */
  readonly near: readonly boolean[];
  /** by drawingKey, up to DRAWINGS_KEPT (then it starts again) */
  readonly drawings: Map<string, SeasonProjection>;
}

/** A sheet has at most a few hundred positions for the shapes of one card: enough for all of them. */
const DRAWINGS_KEPT = 1024;

const memos = new WeakMap<Sheet, SheetMemo>();

function drawingKey(d: ProjectedDrawing): string {
  let key = `${d.terrain}${d.coin === true ? '$' : ''}`;
  for (const [r, c] of d.cells) key += ` ${r},${c}`;
  return key;
}

function boxOf(state: Pick<GameState, 'seasons' | 'season' | 'edicts'>, after: Sheet, monsters: number): SeasonProjection {
  const season = state.seasons[state.season];
  // One scoring sheet for both edicts (evaluate would convert the grid again for each), and the pooled
  // one: a sheet of its own per pointer move is garbage the next move leaves behind. Nothing of it
  // outlives the two evaluations (their contributions are cells), and nothing between them refills it.
  const prepared = transientSheet(after.grid);
  const edicts = (season?.edicts ?? []).map((letter): EdictProjection => {
    const card = state.edicts[letter];
    const score = evaluate(card.rule, prepared);
    return { letter, card: card.id, name: card.name, stars: score.stars, contributions: score.contributions };
  });
  const coins = coinStars(after.coins);
  return { edicts, coins, monsters, total: edicts.reduce((n, e) => n + e.stars, 0) + coins + monsters };
}

/**
 * What the season would score for `sheet` if the tentative drawing were confirmed: drawn with the
 * rules' own drawShape, so a coin on the shape and mountains it surrounds count, and monsters it
 * encloses lift the penalty. An impossible drawing projects the map as it is.
 *
 * Called on every pointer move while placing: the map as it is is projected once per sheet, the
 * monster penalty after a drawing is the sheet's less the empty spaces next to a monster the drawing
 * fills (the same as counting the map again: test/unit/game/projection-season.test.ts), and a
 * drawing projected before returns the same projection.
 */
export function projectSeason(state: Pick<GameState, 'seasons' | 'season' | 'edicts' | 'sheets'>, sheet: number, drawing?: ProjectedDrawing): SeasonProjection {
  const now = state.sheets[sheet];
  if (!now) return { edicts: [], coins: 0, monsters: 0, total: 0 };
  const key = `${state.season}:${(state.seasons[state.season]?.edicts ?? []).map((l) => state.edicts[l].id).join(',')}`;
  let memo = memos.get(now);
  if (!memo || memo.key !== key) {
    const penalty = monsterPenalty(now.grid);
    const near = new Array<boolean>(now.grid.fills.length).fill(false);
    for (const c of penalty.contributions) for (const [r, col] of c.cells) near[r * now.grid.cols + col] = true;
    memo = { key, bare: boxOf(state, now, penalty.stars), near, drawings: new Map() };
    memos.set(now, memo);
  }
  if (!drawing) return memo.bare;
  const dkey = drawingKey(drawing);
  const known = memo.drawings.get(dkey);
  if (known) return known;
  let after: Sheet;
  try {
    after = drawShape(now, drawing.cells, drawing.terrain, { coin: drawing.coin === true }).sheet;
  } catch {
    return memo.bare;
  }
  let monsters: number;
  // A monster drawn (or destroyed by a hero's pattern as it is drawn) changes which spaces count: count again.
  if (drawing.terrain === 'monster') monsters = monsterPenalty(after.grid).stars;
  else {
    monsters = memo.bare.monsters;
    for (const [r, c] of drawing.cells) if (memo.near[r * now.grid.cols + c]) monsters++;
  }
  const value = boxOf(state, after, monsters);
  if (memo.drawings.size >= DRAWINGS_KEPT) memo.drawings.clear();
  memo.drawings.set(dkey, value);
  return value;
}
