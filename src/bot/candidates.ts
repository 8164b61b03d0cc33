/**
 * The drawings a search weighs: each legal drawing of a card valued on a position, best first, and
 * how to draw one (search.ts looks ahead from them, rollouts.ts plays them on; both import this, so
 * neither imports the other back).
 */
import type { ExploreCard } from '../content/types.ts';
import type { Action } from '../game/types.ts';
import { FILL_CODE, type DrawableTerrain } from '../grid/fills.ts';
import { MAX_BIT_ROWS as R } from '../scoring/bits-board.ts';
import type { Position } from './position.ts';
import { cellsAt, forEachPlacement, type ShapeRows } from './shapes.ts';
import type { Valuer } from './value.ts';

export interface Candidate {
  /** the shape and where (null: a 1x1 square at (row, col)) */
  shape: ShapeRows | null;
  row: number;
  col: number;
  terrain: DrawableTerrain;
  coin: boolean;
  value: number;
}

const SINGLE = [1];

/** Draws a candidate on the position (undo with takeBack). */
export function drawCandidate(p: Position, c: Candidate): number {
  return p.drawRows(c.row, c.shape ? c.shape.masks : SINGLE, c.col, FILL_CODE[c.terrain], c.coin);
}

/** The action that draws a candidate for `player`. */
export function drawAction(player: number, c: Candidate): Action {
  if (!c.shape) return { type: 'draw', player, option: -1, terrain: c.terrain, cells: [[c.row, c.col]] };
  return { type: 'draw', player, option: c.shape.option, terrain: c.terrain, cells: cellsAt(c.shape, c.row, c.col) };
}

/**
 * Every legal drawing of `card` valued by `valuer`, best first, at most `keep` of them (ties keep
 * the rules engine's order: option, orientation, row, column, then the card's terrain order).
 * `fallback` terrains are for the 1x1 square when no shape fits.
 */
export function rankDraws(p: Position, card: ExploreCard, ruins: boolean, fallback: readonly DrawableTerrain[], valuer: Valuer, keep: number): Candidate[] {
  const best: Candidate[] = [];
  // Every drawing turns empty spaces into one terrain: the cards it cannot change keep their stars.
  valuer.valueBase(p);
  const consider = (shape: ShapeRows | null, row: number, col: number, terrain: DrawableTerrain, coin: boolean) => {
    p.drawRows(row, shape ? shape.masks : SINGLE, col, FILL_CODE[terrain], coin);
    const value = valuer.valueAfter(p, FILL_CODE[terrain]);
    p.takeBack();
    if (best.length === keep && value <= best[keep - 1]!.value) return;
    let at = best.length;
    while (at > 0 && best[at - 1]!.value < value) at--;
    best.splice(at, 0, { shape, row, col, terrain, coin, value });
    if (best.length > keep) best.pop();
  };
  const found = forEachPlacement(p.board, card, ruins, (s, row, col) => {
    const coin = card.options[s.option]?.coin === true;
    for (const t of card.terrains) consider(s, row, col, t, coin);
  });
  if (found === 0) {
    const empty = p.board.m;
    for (let r = 0; r < p.board.rows; r++) {
      const e = empty[FILL_CODE.empty * R + r]!;
      for (let c = 0; c < p.board.cols; c++) if ((e >>> c) & 1) for (const t of fallback) consider(null, r, c, t, false);
    }
  }
  return best;
}
