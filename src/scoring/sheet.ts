/**
 * A map prepared for scoring: fills as small integer codes in typed arrays, clusters found once
 * (lazily) and shared by every card scored on the same map, and a scratch "stamp" array that lets
 * filters mark a unit's spaces without allocating a Set.
 */
import { FILLS, type Fill } from '../grid/fills.ts';
import type { MapGrid } from '../grid/grid.ts';

/** Fill codes: the index in FILLS (empty 0, forest 1, village 2, farm 3, water 4, monster 5, hero 6, mountain 7, wasteland 8, destroyed 9). */
export const FILL_CODE: Readonly<Record<Fill, number>> = Object.fromEntries(FILLS.map((f, i) => [f, i])) as Record<Fill, number>;
export const EMPTY = 0;
export const MOUNTAIN = FILL_CODE.mountain;
/** Bit mask of the codes that are terrains (clusters, distinct terrain types): forest ... mountain. */
export const TERRAIN_MASK = 0b11111110;

/** A thing a card counts: its spaces (indices r * cols + c), its length, and a position for lines. */
export interface Unit {
  readonly cells: readonly number[];
  /** A square's side; otherwise the number of spaces. */
  readonly length: number;
  /** 1-based number of a row, column or diagonal (for parity filters); 0 otherwise. */
  readonly index: number;
}

export interface Sheet {
  readonly grid: MapGrid;
  readonly rows: number;
  readonly cols: number;
  readonly size: number;
  /** fill code per space */
  readonly fill: Uint8Array;
  /** true where the space has a printed ruins symbol (the grid's own array) */
  readonly ruins: readonly boolean[];
  /**
   * Scratch marks shared by every sheet (scoring is synchronous): a unit's spaces hold the current
   * stamp (see stampCells); `seen` is for "already counted". Shared, because allocating typed arrays
   * per map costs more than scoring a simple card.
   */
  readonly mark: Uint32Array;
  readonly seen: Uint32Array;
  /** cluster label per space (-1 for wasteland and destroyed), found on first use */
  label: Int32Array | undefined;
  /** cluster units by label, built on first use */
  byLabel: Array<Unit | undefined> | undefined;
  /** cluster units of each fill code, built on first use per code */
  readonly byCode: Array<readonly Unit[] | undefined>;
}

/** A switch is several times faster than a lookup by string key in this hot conversion (DESIGN.md §8). */
function codeOf(fill: Fill): number {
  switch (fill) {
    case 'empty':
      return 0;
    case 'forest':
      return 1;
    case 'village':
      return 2;
    case 'farm':
      return 3;
    case 'water':
      return 4;
    case 'monster':
      return 5;
    case 'hero':
      return 6;
    case 'mountain':
      return 7;
    case 'wasteland':
      return 8;
    default:
      return 9;
  }
}

let scratch = { mark: new Uint32Array(121), seen: new Uint32Array(121) };
/** The stamps are global in effect: a new sheet continues from the last ones used, so old marks never look current. */
const stamps = { mark: 0, seen: 0 };

/**
 * The map in scoring form. Prepare once and pass the sheet to every card scored on the same map:
 * clusters are then found once. (Not cached per grid object: a WeakMap insertion costs more than
 * the conversion itself.)
 */
export function prepare(grid: MapGrid): Sheet {
  const size = grid.rows * grid.cols;
  const fill = new Uint8Array(size);
  const fills = grid.fills;
  for (let i = 0; i < size; i++) fill[i] = codeOf(fills[i] as Fill);
  if (scratch.mark.length < size) scratch = { mark: new Uint32Array(size), seen: new Uint32Array(size) };
  const sheet: Sheet = {
    grid,
    rows: grid.rows,
    cols: grid.cols,
    size,
    fill,
    ruins: grid.ruins,
    mark: scratch.mark,
    seen: scratch.seen,
    label: undefined,
    byLabel: undefined,
    byCode: [],
  };
  return sheet;
}

const LAST_STAMP = 0xfffffff0;

/** A fresh stamp for `seen` marks. Stamps only grow; before they would overflow 32 bits, every mark is cleared. */
export function nextSeen(sheet: Sheet): number {
  if (stamps.seen >= LAST_STAMP) (sheet.seen.fill(0), (stamps.seen = 0));
  return ++stamps.seen;
}

/** A fresh stamp; marks every cell of `cells` with it. */
export function stampCells(sheet: Sheet, cells: readonly number[]): number {
  if (stamps.mark >= LAST_STAMP) (sheet.mark.fill(0), (stamps.mark = 0));
  const s = ++stamps.mark;
  const mark = sheet.mark;
  for (let k = 0; k < cells.length; k++) mark[cells[k] as number] = s;
  return s;
}

/**
 * Labels every cluster (of terrains and of empty spaces; wasteland and destroyed spaces join none)
 * in one raster pass with union-find: cheaper than flood fill, and no per-cluster sorting later.
 */
function labelClusters(sheet: Sheet): Int32Array {
  const { size, cols, fill } = sheet;
  const parent = new Int32Array(size);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      const p = parent[x] as number;
      parent[x] = parent[p] as number;
      x = p;
    }
    return x;
  };
  for (let i = 0; i < size; i++) {
    parent[i] = i;
    const code = fill[i] as number;
    if (code >= 8) continue;
    if (i % cols > 0 && fill[i - 1] === code) parent[i] = find(i - 1);
    if (i >= cols && fill[i - cols] === code) {
      const a = find(i - cols);
      const b = find(i);
      if (a !== b) {
        if (a < b) parent[b] = a;
        else parent[a] = b;
      }
    }
  }
  for (let i = 0; i < size; i++) parent[i] = (fill[i] as number) >= 8 ? -1 : find(i);
  sheet.label = parent;
  return parent;
}

function labels(sheet: Sheet): Int32Array {
  return sheet.label ?? labelClusters(sheet);
}

/** The clusters of one fill code, each with its spaces in reading order, in the order of their first space. */
export function clustersOf(sheet: Sheet, code: number): readonly Unit[] {
  const known = sheet.byCode[code];
  if (known) return known;
  const label = labels(sheet);
  const byLabel = (sheet.byLabel ??= new Array<Unit | undefined>(sheet.size));
  const { size, fill } = sheet;
  const out: Unit[] = [];
  for (let i = 0; i < size; i++) {
    if (fill[i] !== code) continue;
    const root = label[i] as number;
    let unit = byLabel[root] as { cells: number[]; length: number; index: number } | undefined;
    if (unit === undefined) {
      unit = { cells: [], length: 0, index: 0 };
      byLabel[root] = unit;
      out.push(unit);
    }
    unit.cells.push(i);
    unit.length++;
  }
  sheet.byCode[code] = out;
  return out;
}

/** The cluster holding space i (undefined for wasteland and destroyed spaces). */
export function clusterAt(sheet: Sheet, i: number): Unit | undefined {
  const code = sheet.fill[i] as number;
  if (code >= 8) return undefined;
  clustersOf(sheet, code);
  return (sheet.byLabel as Array<Unit | undefined>)[(sheet.label as Int32Array)[i] as number];
}

export interface Lines {
  readonly rows: readonly Unit[];
  readonly columns: readonly Unit[];
  readonly downRight: readonly Unit[];
  readonly downLeft: readonly Unit[];
}

const linesBySize = new Map<string, Lines>();

function diagonal(rows: number, cols: number, r0: number, c0: number, dc: number, index: number): Unit {
  const cells: number[] = [];
  for (let r = r0, c = c0; r < rows && c >= 0 && c < cols; r++, c += dc) cells.push(r * cols + c);
  return { cells, length: cells.length, index };
}

/**
 * Rows, columns and diagonals depend only on the map's size, so they are built once per size.
 * Diagonals are numbered from the one starting at the top-left (down-right) or top-right (down-left)
 * corner, first along the top row, then down the side.
 */
export function linesOf(sheet: Sheet): Lines {
  const { rows, cols } = sheet;
  const key = `${rows}x${cols}`;
  let lines = linesBySize.get(key);
  if (lines) return lines;
  const rowUnits: Unit[] = [];
  for (let r = 0; r < rows; r++) {
    const cells: number[] = [];
    for (let c = 0; c < cols; c++) cells.push(r * cols + c);
    rowUnits.push({ cells, length: cols, index: r + 1 });
  }
  const colUnits: Unit[] = [];
  for (let c = 0; c < cols; c++) {
    const cells: number[] = [];
    for (let r = 0; r < rows; r++) cells.push(r * cols + c);
    colUnits.push({ cells, length: rows, index: c + 1 });
  }
  const downRight: Unit[] = [];
  const downLeft: Unit[] = [];
  for (let c = 0; c < cols; c++) downRight.push(diagonal(rows, cols, 0, c, 1, downRight.length + 1));
  for (let r = 1; r < rows; r++) downRight.push(diagonal(rows, cols, r, 0, 1, downRight.length + 1));
  for (let c = cols - 1; c >= 0; c--) downLeft.push(diagonal(rows, cols, 0, c, -1, downLeft.length + 1));
  for (let r = 1; r < rows; r++) downLeft.push(diagonal(rows, cols, r, cols - 1, -1, downLeft.length + 1));
  lines = { rows: rowUnits, columns: colUnits, downRight, downLeft };
  linesBySize.set(key, lines);
  return lines;
}
