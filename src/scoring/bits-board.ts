/**
 * A map as bit masks: per fill code, one small integer per row (bit c = column c), plus the printed
 * ruins. A search scores hundreds of thousands of maps that differ from one another by a few spaces:
 * in this form a drawing is a few bit flips (`setFill`) instead of a new 121-string array, and most
 * scoring tests are an and, a shift and a population count per row (see bits.ts).
 *
 * Maps up to 30 columns and 32 rows (placements have the same column limit, rules/masks.ts);
 * `fitsBits` says whether a map does. A board is mutable scratch owned by its caller: never kept in
 * a game state.
 */
import { CODE_BY_FILL_KEY, FILLS, type Fill } from '../grid/fills.ts';
import type { MapGrid } from '../grid/grid.ts';

export const MAX_BIT_ROWS = 32;
export const MAX_BIT_COLS = 30;
/** how many fill codes (rows of masks per board) */
export const CODES = FILLS.length;

export interface BitBoard {
  readonly rows: number;
  readonly cols: number;
  /** the mask of a whole row (cols low bits) */
  readonly full: number;
  /** m[code * MAX_BIT_ROWS + r]: the spaces of row r holding that fill */
  readonly m: Int32Array;
  /** ruins[r]: printed ruins symbols of row r (drawn on or not) */
  readonly ruins: Int32Array;
  /** bumped by every change: per-board caches (clusters) compare it */
  gen: number;
}

let generations = 0;

export function fitsBits(rows: number, cols: number): boolean {
  return rows >= 1 && cols >= 1 && rows <= MAX_BIT_ROWS && cols <= MAX_BIT_COLS;
}

export function emptyBoard(rows: number, cols: number): BitBoard {
  if (!fitsBits(rows, cols)) throw new RangeError(`bit boards hold maps up to ${MAX_BIT_ROWS}x${MAX_BIT_COLS} (got ${rows}x${cols})`);
  return { rows, cols, full: (1 << cols) - 1, m: new Int32Array(CODES * MAX_BIT_ROWS), ruins: new Int32Array(MAX_BIT_ROWS), gen: ++generations };
}

/**
 * The ruins rows of the last ruins array converted: every sheet of a game keeps the printed map's ruins
 * array (drawing never changes it), so most conversions find it here and skip a test per space.
 */
const ruinsSeen = { of: null as readonly boolean[] | null, cols: 0, rows: new Int32Array(MAX_BIT_ROWS) };

/** Fills `board` (or a new one) from a grid: one pass over the spaces. */
export function boardFromGrid(grid: MapGrid, board?: BitBoard): BitBoard {
  const b = board && board.rows === grid.rows && board.cols === grid.cols ? board : emptyBoard(grid.rows, grid.cols);
  const { rows, cols, fills, ruins } = grid;
  const m = b.m;
  const byKey = CODE_BY_FILL_KEY;
  // Zeroed by a loop: ten calls of fill() on a few rows each cost more than the stores.
  for (let k = 0; k < CODES; k++) for (let r = 0, at = k * MAX_BIT_ROWS; r < rows; r++) m[at + r] = 0;
  for (let r = 0, i = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++, i++) {
      // fillKey inlined by hand: the call cost a quarter of a conversion.
      const f = fills[i] as string;
      m[byKey[((f.charCodeAt(0) << 4) | f.length) & 4095]! * MAX_BIT_ROWS + r]! |= 1 << c;
    }
  }
  if (ruins !== ruinsSeen.of || cols !== ruinsSeen.cols) {
    for (let r = 0, i = 0; r < rows; r++) {
      let u = 0;
      for (let c = 0; c < cols; c++, i++) if (ruins[i] === true) u |= 1 << c;
      ruinsSeen.rows[r] = u;
    }
    ruinsSeen.of = ruins;
    ruinsSeen.cols = cols;
  }
  for (let r = 0; r < rows; r++) b.ruins[r] = ruinsSeen.rows[r]!;
  b.gen = ++generations;
  return b;
}

/** The fill code of a space. */
export function codeAt(b: BitBoard, r: number, c: number): number {
  const bit = 1 << c;
  for (let k = 0; k < CODES; k++) if ((b.m[k * MAX_BIT_ROWS + r]! & bit) !== 0) return k;
  return 0;
}

/** Sets a space's fill (the space's old fill is looked up). */
export function setFill(b: BitBoard, r: number, c: number, code: number): void {
  const old = codeAt(b, r, c);
  const bit = 1 << c;
  b.m[old * MAX_BIT_ROWS + r]! &= ~bit;
  b.m[code * MAX_BIT_ROWS + r]! |= bit;
  b.gen = ++generations;
}

/** Moves spaces (a row's bits) from one fill to another: a drawing on empty spaces is moveBits(b, r, bits, EMPTY, code). */
export function moveBits(b: BitBoard, r: number, bits: number, from: number, to: number): void {
  b.m[from * MAX_BIT_ROWS + r]! &= ~bits;
  b.m[to * MAX_BIT_ROWS + r]! |= bits;
  b.gen = ++generations;
}

/** Marks a board as changed after writing its masks directly. */
export function touch(b: BitBoard): void {
  b.gen = ++generations;
}

export function copyBoard(from: BitBoard, into?: BitBoard): BitBoard {
  const b = into && into.rows === from.rows && into.cols === from.cols ? into : emptyBoard(from.rows, from.cols);
  b.m.set(from.m);
  b.ruins.set(from.ruins);
  b.gen = ++generations;
  return b;
}

/** The board back as a grid (for the interpreter's fallback and for tests). */
export function gridOfBoard(b: BitBoard): MapGrid {
  const fills: Fill[] = [];
  const ruins: boolean[] = [];
  for (let r = 0; r < b.rows; r++) {
    for (let c = 0; c < b.cols; c++) {
      fills.push(FILLS[codeAt(b, r, c)] as Fill);
      ruins.push(((b.ruins[r]! >>> c) & 1) === 1);
    }
  }
  return { rows: b.rows, cols: b.cols, fills, ruins };
}

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
