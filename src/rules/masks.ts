import { refusal } from '../codes.ts';
import type { MapGrid } from '../grid/grid.ts';

/**
 * A map as one bit mask per row (bit c = column c): a 11x11 sheet is 11 small integers, so an
 * overlap test of a shape row at every column shift is one AND. Rows are at most 30 wide so that
 * the masks stay small positive integers (V8 keeps them unboxed).
 */
export interface GridMasks {
  readonly rows: number;
  readonly cols: number;
  /** filled[r] bit c: the space is filled (anything but empty). Plain arrays of small integers: a typed array costs far more to allocate. */
  readonly filled: readonly number[];
  /** freeRuins[r] bit c: an empty ruins space. */
  readonly freeRuins: readonly number[];
  /** any empty ruins space on the map */
  readonly anyFreeRuins: boolean;
}

export const MAX_MASK_COLS = 30;
export const MAX_MASK_ROWS = 255;

/**
 * Sheets are immutable, so masks of the same grid object never change: the pointer-move loop and
 * the next placement on a freshly drawn sheet reuse them. The cache is the last few grids, compared
 * by identity: a WeakMap insertion per drawing (and its cost to the garbage collector) was a hot
 * spot of simulations, and a miss only means a rebuild.
 */
const CACHE_SIZE = 16;
const cachedGrids: (MapGrid | null)[] = new Array<MapGrid | null>(CACHE_SIZE).fill(null);
const cachedMasks: (GridMasks | null)[] = new Array<GridMasks | null>(CACHE_SIZE).fill(null);
let nextSlot = 0;

function lookup(grid: MapGrid): GridMasks | null {
  for (let k = 0; k < CACHE_SIZE; k++) if (cachedGrids[k] === grid) return cachedMasks[k]!;
  return null;
}

function remember(grid: MapGrid, masks: GridMasks): void {
  cachedGrids[nextSlot] = grid;
  cachedMasks[nextSlot] = masks;
  nextSlot = (nextSlot + 1) % CACHE_SIZE;
}

export function gridMasks(grid: MapGrid): GridMasks {
  const hit = lookup(grid);
  if (hit) return hit;
  const built = buildMasks(grid);
  remember(grid, built);
  return built;
}

/** Builds masks without the cache (the benchmark uses it to price a fresh grid). */
export function buildMasks(grid: MapGrid): GridMasks {
  const { rows, cols, fills, ruins } = grid;
  if (cols > MAX_MASK_COLS || rows > MAX_MASK_ROWS) {
    throw refusal('rules.map-too-large', `placement rules handle maps up to ${MAX_MASK_ROWS} rows and ${MAX_MASK_COLS} columns (got ${rows}x${cols})`);
  }
  const filled: number[] = [];
  const freeRuins: number[] = [];
  let anyFreeRuins = false;
  let i = 0;
  for (let r = 0; r < rows; r++) {
    let f = 0;
    let u = 0;
    for (let c = 0; c < cols; c++, i++) {
      if (fills[i] !== 'empty') f |= 1 << c;
      else if (ruins[i] === true) u |= 1 << c;
    }
    filled.push(f);
    freeRuins.push(u);
    if (u !== 0) anyFreeRuins = true;
  }
  return { rows, cols, filled, freeRuins, anyFreeRuins };
}

/**
 * A drawing changed `cells` of `prev` into `next`: when `prev`'s masks are cached, `next` gets a
 * copy with the changed spaces' bits set (a drawing only ever fills spaces; an emptied space, which
 * no rule makes, falls back to a rebuild). The 121-space rebuild was a hot spot of simulations.
 */
export function carryMasks(prev: MapGrid, next: MapGrid, cells: readonly number[]): void {
  const old = lookup(prev);
  if (!old) return;
  const { rows, cols, fills } = next;
  if (rows !== old.rows || cols !== old.cols) return;
  if (cells.length === 0) return remember(next, old);
  const filled = old.filled.slice();
  const freeRuins = old.freeRuins.slice();
  for (let k = 0; k < cells.length; k++) {
    const i = cells[k]!;
    if (fills[i] === 'empty') return;
    const r = (i / cols) | 0;
    const bit = 1 << (i - r * cols);
    filled[r]! |= bit;
    freeRuins[r]! &= ~bit;
  }
  let anyFreeRuins = false;
  for (let r = 0; r < rows; r++) if (freeRuins[r] !== 0) anyFreeRuins = true;
  remember(next, { rows, cols, filled, freeRuins, anyFreeRuins });
}
