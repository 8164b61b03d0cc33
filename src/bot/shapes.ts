/**
 * Every legal position of a card's shapes on a bit board, as the rules engine's placement scan finds
 * them (rules/placements.ts: each orientation, each row, all column shifts at once; under the ruins
 * requirement a drawn space must lie on an empty ruins space), without building cells. A shape is
 * kept as row masks so that a position is drawn with a few bit operations.
 */
import type { AmbushCard, ExploreCard } from '../content/types.ts';
import type { Cell } from '../grid/grid.ts';
import { FILL_CODE } from '../grid/fills.ts';
import { compileCard, type CompiledOrientation } from '../rules/compiled.ts';
import { MAX_BIT_ROWS as R, type BitBoard } from '../scoring/bits-board.ts';

const EMPTY = FILL_CODE.empty;

export interface ShapeRows {
  readonly option: number;
  readonly orientation: number;
  /** row masks of the drawn spaces, top row first, leftmost space at bit 0 */
  readonly masks: readonly number[];
  readonly height: number;
  readonly width: number;
  readonly cellRow: Int8Array;
  readonly cellCol: Int8Array;
}

const byCard = new WeakMap<ExploreCard | AmbushCard, readonly ShapeRows[]>();

/** Every option's distinct orientations as row masks (in the rules engine's order). */
export function shapeRows(card: ExploreCard | AmbushCard): readonly ShapeRows[] {
  let out = byCard.get(card);
  if (out) return out;
  const list: ShapeRows[] = [];
  compileCard(card).forEach((orients, option) =>
    orients.forEach((ori: CompiledOrientation, orientation) => {
      const masks = new Array<number>(ori.shape.height).fill(0);
      for (let k = 0; k < ori.cellRow.length; k++) masks[ori.cellRow[k]!]! |= 1 << ori.cellCol[k]!;
      list.push({ option, orientation, masks, height: ori.shape.height, width: ori.shape.width, cellRow: ori.cellRow, cellCol: ori.cellCol });
    }),
  );
  byCard.set(card, (out = list));
  return out;
}

/** The cells of a shape drawn with its top-left at (row, col). */
export function cellsAt(s: ShapeRows, row: number, col: number): Cell[] {
  const cells: Cell[] = [];
  for (let k = 0; k < s.cellRow.length; k++) cells.push([row + s.cellRow[k]!, col + s.cellCol[k]!]);
  return cells;
}

/**
 * Calls visit(shape, row, col) for every legal position; returns how many (0: the 1x1 fallback
 * applies). `ruins`: the ruins requirement (no empty ruins space left also means the fallback).
 */
export function forEachPlacement(b: BitBoard, shapes: readonly ShapeRows[], ruins: boolean, visit: ((s: ShapeRows, row: number, col: number) => void) | null): number {
  const { rows, cols } = b;
  const empty = b.m.subarray(EMPTY * R, EMPTY * R + R);
  let anyRuins = false;
  if (ruins) for (let r = 0; r < rows; r++) if ((b.ruins[r]! & empty[r]!) !== 0) anyRuins = true;
  if (ruins && !anyRuins) return 0;
  let count = 0;
  for (let s = 0; s < shapes.length; s++) {
    const shape = shapes[s]!;
    const h = shape.height;
    const w = shape.width;
    if (h > rows || w > cols) continue;
    const cr = shape.cellRow;
    const cc = shape.cellCol;
    const n = cr.length;
    const all = (1 << (cols - w + 1)) - 1;
    for (let r = 0; r + h <= rows; r++) {
      let valid = all;
      for (let k = 0; k < n && valid !== 0; k++) valid &= empty[r + cr[k]!]! >>> cc[k]!;
      if (valid !== 0 && ruins) {
        let on = 0;
        for (let k = 0; k < n; k++) on |= (b.ruins[r + cr[k]!]! & empty[r + cr[k]!]!) >>> cc[k]!;
        valid &= on;
      }
      while (valid !== 0) {
        const low = valid & -valid;
        valid ^= low;
        count++;
        if (visit) visit(shape, r, 31 - Math.clz32(low));
      }
    }
  }
  return count;
}
