import { CartoError } from '../errors.ts';
import type { MapGrid } from '../grid/grid.ts';

/**
 * A map as one bit mask per row (bit c = column c): a 11x11 sheet is 11 small integers, so an
 * overlap test of a shape row at every column shift is one AND. Rows are at most 30 wide so that
 * the masks stay small positive integers (V8 keeps them unboxed).
 */
export interface GridMasks {
  readonly rows: number;
  readonly cols: number;
  /** filled[r] bit c: the space is filled (anything but empty). */
  readonly filled: Int32Array;
  /** freeRuins[r] bit c: an empty ruins space. */
  readonly freeRuins: Int32Array;
  /** any empty ruins space on the map */
  readonly anyFreeRuins: boolean;
}

export const MAX_MASK_COLS = 30;
export const MAX_MASK_ROWS = 255;

// Sheets are immutable, so masks of the same grid object never change: the pointer-move loop reuses them.
const cache = new WeakMap<MapGrid, GridMasks>();

export function gridMasks(grid: MapGrid): GridMasks {
  const hit = cache.get(grid);
  if (hit) return hit;
  const built = buildMasks(grid);
  cache.set(grid, built);
  return built;
}

/** Builds masks without the cache (the benchmark uses it to price a fresh grid). */
export function buildMasks(grid: MapGrid): GridMasks {
  const { rows, cols, fills, ruins } = grid;
  if (cols > MAX_MASK_COLS || rows > MAX_MASK_ROWS) {
    throw new CartoError('rules.map-too-large', `placement rules handle maps up to ${MAX_MASK_ROWS} rows and ${MAX_MASK_COLS} columns (got ${rows}x${cols})`);
  }
  const filled = new Int32Array(rows);
  const freeRuins = new Int32Array(rows);
  let anyFreeRuins = false;
  let i = 0;
  for (let r = 0; r < rows; r++) {
    let f = 0;
    let u = 0;
    for (let c = 0; c < cols; c++, i++) {
      if (fills[i] !== 'empty') f |= 1 << c;
      else if (ruins[i] === true) u |= 1 << c;
    }
    filled[r] = f;
    freeRuins[r] = u;
    if (u !== 0) anyFreeRuins = true;
  }
  return { rows, cols, filled, freeRuins, anyFreeRuins };
}
