/**
 * Every legal position of a card's shapes on a bit board, by the rules engine's placement scan
 * (rules/placements.ts), without building cells. A shape is kept as row masks so that a position is
 * drawn with a few bit operations.
 */
import type { AmbushCard, ExploreCard } from '../content/types.ts';
import type { Cell } from '../grid/grid.ts';
import { FILL_CODE } from '../grid/fills.ts';
import { compileCard, type CompiledOrientation } from '../rules/compiled.ts';
import { scanPlacements } from '../rules/placements.ts';
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
 * Calls visit(shape, row, col) for every legal position, found by the rules engine's own scan on the
 * board's masks; returns how many (0: the 1x1 fallback applies). `ruins`: the ruins requirement (no
 * empty ruins space left also means the fallback).
 */
export function forEachPlacement(
  b: BitBoard,
  card: ExploreCard | AmbushCard,
  ruins: boolean,
  visit: ((s: ShapeRows, row: number, col: number) => void) | null,
): number {
  const { rows, full } = b;
  const filled: number[] = [];
  const freeRuins: number[] = [];
  let anyFreeRuins = false;
  for (let r = 0; r < rows; r++) {
    const empty = b.m[EMPTY * R + r]!;
    filled.push(full & ~empty);
    freeRuins.push(b.ruins[r]! & empty);
    if ((b.ruins[r]! & empty) !== 0) anyFreeRuins = true;
  }
  if (ruins && !anyFreeRuins) return 0;
  const codes: number[] | null = visit ? [] : null;
  const count = scanPlacements({ rows, cols: b.cols, filled, freeRuins, anyFreeRuins }, compileCard(card), ruins, codes);
  if (!visit || !codes) return count;
  const byCode = shapesByCode(card);
  for (const code of codes) {
    const col = code % 256;
    const row = ((code - col) / 256) % 256;
    visit(byCode.get((code - col - row * 256) / 65536)!, row, col);
  }
  return count;
}

const codeMaps = new WeakMap<ExploreCard | AmbushCard, Map<number, ShapeRows>>();

/** The shapes by option * 8 + orientation (the placement code's high part). */
function shapesByCode(card: ExploreCard | AmbushCard): Map<number, ShapeRows> {
  let m = codeMaps.get(card);
  if (!m) codeMaps.set(card, (m = new Map(shapeRows(card).map((s) => [s.option * 8 + s.orientation, s]))));
  return m;
}
