/**
 * A map prepared for scoring: fills as small integer codes in a typed array, clusters found lazily
 * per fill code (only the terrains a card asks for) and shared by every card scored on the same map,
 * and scratch "stamp" arrays that let filters mark a group's spaces without allocating a Set.
 *
 * Two kinds of sheet: `prepare(grid)` builds one that the caller owns and may keep; `transientSheet`
 * refills one pooled sheet, for a card scored on a plain MapGrid (`evaluate(rule, grid)`): allocating
 * typed arrays per call costs more than scoring a simple card (docs/DESIGN.md §8).
 */
import { CLUSTER_TERRAINS, FILL_CODE, FILLS, fillMask, isFilled, TERRAINS, type Fill } from '../grid/fills.ts';
import type { MapGrid } from '../grid/grid.ts';
import type { Group, Lines } from './group.ts';
import { layoutOf, linesOfLayout, type Layout } from './layout.ts';

export { FILL_CODE };
export const EMPTY = FILL_CODE.empty;
/** Bit mask of the codes that are terrains (distinct terrain types): forest ... mountain. */
export const TERRAIN_MASK = fillMask(TERRAINS);
/** Bit mask of the filled codes (everything but empty). */
export const FILLED_MASK = fillMask(FILLS.filter(isFilled));
/** Bit mask of every code. */
export const ANY_FILL_MASK = fillMask(FILLS);
/** Bit mask of the codes that form clusters (wasteland and destroyed spaces join none). */
const CLUSTER_MASK = fillMask(CLUSTER_TERRAINS);
/** The fill codes' constants, so that the conversion's switch returns numbers derived from FILLS. */
const C = FILL_CODE;

export interface ScoringSheet {
  readonly grid: MapGrid;
  readonly rows: number;
  readonly cols: number;
  readonly size: number;
  /** A number no other filling of a sheet has had: filters may remember results for this generation. */
  readonly generation: number;
  /** what depends only on the map's size (cells, single-space groups, lines) */
  readonly layout: Layout;
  /**
   * Fill code per space. A plain array of small integers, not a typed array: V8 keeps a typed array
   * of more than 64 bytes off the heap, and allocating one costs more than scoring a simple card.
   */
  readonly fill: readonly number[];
  /** true where the space has a printed ruins symbol (the grid's own array) */
  readonly ruins: readonly boolean[];
  /**
   * Scratch marks shared by every sheet (scoring is synchronous): a group's spaces hold the current
   * stamp (see stampCells); `seen` is for "already counted". Shared, because allocating typed arrays
   * per map costs more than scoring a simple card.
   */
  readonly mark: Uint32Array;
  readonly seen: Uint32Array;
  /** Per space, the index of its cluster in byCode[its fill]; allocated on first use, meaningful once that fill's clusters are found. */
  readonly clusterIndex: number[] | undefined;
  /** cluster groups of each fill code, built on first use per code */
  readonly byCode: Array<readonly Group[] | undefined>;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** A switch is several times faster than a lookup by string key in this hot conversion (docs/DESIGN.md §8). */
function codeOf(fill: Fill): number {
  // Exhaustive: a new fill fails to compile here ("not all code paths return a value") until it has a case.
  switch (fill) {
    case 'empty':
      return C.empty;
    case 'forest':
      return C.forest;
    case 'village':
      return C.village;
    case 'farm':
      return C.farm;
    case 'water':
      return C.water;
    case 'monster':
      return C.monster;
    case 'hero':
      return C.hero;
    case 'mountain':
      return C.mountain;
    case 'wasteland':
      return C.wasteland;
    case 'destroyed':
      return C.destroyed;
  }
}

/** Overwrites the codes of an existing array (a pooled sheet's). */
function convertInto(grid: MapGrid, fill: number[], size: number): void {
  const fills = grid.fills;
  for (let i = 0; i < size; i++) fill[i] = codeOf(fills[i] as Fill);
}

/** A new array of codes, allocated at its full length once (growing it by push copies it several times). */
function converted(grid: MapGrid, size: number): number[] {
  const fill = new Array<number>(size);
  convertInto(grid, fill, size);
  return fill;
}

/** Scratch arrays shared by every sheet; grown (never shrunk) for a bigger map. */
let scratch = { mark: new Uint32Array(121), seen: new Uint32Array(121), parent: new Int32Array(121) };
/** The stamps are global in effect: a new sheet continues from the last ones used, so old marks never look current. */
const stamps = { mark: 0, seen: 0 };

function scratchFor(size: number): typeof scratch {
  if (scratch.mark.length < size) scratch = { mark: new Uint32Array(size), seen: new Uint32Array(size), parent: new Int32Array(size) };
  return scratch;
}

/** Counts every sheet built or refilled (a pooled sheet is the same object for different maps). */
let generations = 0;

function newSheet(grid: MapGrid, size: number): Writable<ScoringSheet> {
  const { mark, seen } = scratchFor(size);
  const fill = converted(grid, size);
  return {
    grid,
    rows: grid.rows,
    cols: grid.cols,
    size,
    generation: ++generations,
    layout: layoutOf(grid.rows, grid.cols),
    fill,
    ruins: grid.ruins,
    mark,
    seen,
    clusterIndex: undefined,
    byCode: FILLS.map(() => undefined),
  };
}

/**
 * The map in scoring form, owned by the caller. Prepare once and pass the sheet to every card
 * scored on the same map: clusters are then found once. (Not cached per grid object: a WeakMap
 * insertion costs more than the conversion itself.)
 */
export function prepare(grid: MapGrid): ScoringSheet {
  return newSheet(grid, grid.rows * grid.cols);
}

let pooled: Writable<ScoringSheet> | undefined;

/**
 * The map in scoring form in a pooled sheet, valid only until the next call: for scoring one card
 * on a plain MapGrid, where nothing of the sheet outlives the call (contributions are converted to
 * cells before it returns). Reuses the typed arrays, so a fresh map costs only the conversion.
 */
export function transientSheet(grid: MapGrid): ScoringSheet {
  const size = grid.rows * grid.cols;
  if (pooled === undefined || pooled.size !== size) return (pooled = newSheet(grid, size));
  const sheet = pooled;
  convertInto(grid, sheet.fill as number[], size);
  sheet.grid = grid;
  sheet.rows = grid.rows;
  sheet.cols = grid.cols;
  sheet.layout = layoutOf(grid.rows, grid.cols);
  sheet.generation = ++generations;
  sheet.ruins = grid.ruins;
  const byCode = sheet.byCode;
  for (let k = 0; k < byCode.length; k++) byCode[k] = undefined;
  return sheet;
}

const LAST_STAMP = 0xfffffff0;

/** A fresh stamp for `seen` marks. Stamps only grow; before they would overflow 32 bits, every mark is cleared. */
export function nextSeen(sheet: ScoringSheet): number {
  if (stamps.seen >= LAST_STAMP) sheet.seen.fill(0), (stamps.seen = 0);
  return ++stamps.seen;
}

/** A fresh stamp; marks every cell of `cells` with it. */
export function stampCells(sheet: ScoringSheet, cells: readonly number[]): number {
  if (stamps.mark >= LAST_STAMP) sheet.mark.fill(0), (stamps.mark = 0);
  const s = ++stamps.mark;
  const mark = sheet.mark;
  for (let k = 0; k < cells.length; k++) mark[cells[k] as number] = s;
  return s;
}

/** Union-find root, halving the path on the way (a plain function: a closure per call costs more). */
function root(parent: Int32Array, x: number): number {
  while (parent[x] !== x) {
    const p = parent[x] as number;
    parent[x] = parent[p] as number;
    x = p;
  }
  return x;
}

/**
 * The clusters of one fill code, each with its spaces in reading order, in the order of their first
 * space. One raster pass of union-find over that code's spaces only (a root is always its cluster's
 * first space, because the smaller index wins every union), then one pass that numbers the clusters
 * and collects their spaces: no flood-fill stack, no sorting.
 */
export function clustersOf(sheet: ScoringSheet, code: number): readonly Group[] {
  const known = sheet.byCode[code];
  if (known) return known;
  const { size, cols, fill } = sheet;
  const clusterIndex = sheet.clusterIndex ?? ((sheet as Writable<ScoringSheet>).clusterIndex = new Array<number>(size).fill(0));
  const parent = scratch.parent;
  for (let i = 0; i < size; i++) {
    if (fill[i] !== code) continue;
    parent[i] = i;
    if (i % cols > 0 && fill[i - 1] === code) parent[i] = root(parent, i - 1);
    if (i >= cols && fill[i - cols] === code) {
      const a = root(parent, i - cols);
      const b = root(parent, i);
      if (a < b) parent[b] = a;
      else if (b < a) parent[a] = b;
    }
  }
  const out: Array<{ cells: number[]; length: number; index: number; at: undefined }> = [];
  for (let i = 0; i < size; i++) {
    if (fill[i] !== code) continue;
    const r = root(parent, i);
    let k: number;
    if (r === i) {
      k = out.length;
      out.push({ cells: [], length: 0, index: 0, at: undefined });
    } else k = clusterIndex[r] as number;
    clusterIndex[i] = k;
    (out[k] as { cells: number[] }).cells.push(i);
  }
  for (let k = 0; k < out.length; k++) {
    const u = out[k] as { cells: number[]; length: number };
    u.length = u.cells.length;
  }
  (sheet.byCode as Array<readonly Group[] | undefined>)[code] = out;
  return out;
}

/** The cluster holding space i (undefined for wasteland and destroyed spaces). */
export function clusterAt(sheet: ScoringSheet, i: number): Group | undefined {
  const code = sheet.fill[i] as number;
  if (((CLUSTER_MASK >> code) & 1) === 0) return undefined;
  return clustersOf(sheet, code)[(sheet.clusterIndex as number[])[i] as number];
}

/** The rows, columns and diagonals of the sheet's size (built once per size). */
export function linesOf(sheet: ScoringSheet): Lines {
  return linesOfLayout(sheet.layout);
}
