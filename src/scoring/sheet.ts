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
  /** 1 where the space has a printed ruins symbol */
  readonly ruins: Uint8Array;
  /** scratch marks: a unit's spaces hold the current stamp */
  readonly mark: Uint32Array;
  stamp: number;
  /** a second scratch array, for "already counted" marks while a unit is stamped */
  readonly seen: Uint32Array;
  seenStamp: number;
  /** cluster number per space (index into `clusterList`), filled on first use */
  clusterId: Int32Array | undefined;
  clusterList: Unit[] | undefined;
  /** clusters of each fill code */
  clustersByCode: Unit[][] | undefined;
}

export function prepare(grid: MapGrid): Sheet {
  const size = grid.rows * grid.cols;
  const fill = new Uint8Array(size);
  const ruins = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    fill[i] = FILL_CODE[grid.fills[i] as Fill];
    ruins[i] = grid.ruins[i] === true ? 1 : 0;
  }
  return { grid, rows: grid.rows, cols: grid.cols, size, fill, ruins, mark: new Uint32Array(size), stamp: 0, seen: new Uint32Array(size), seenStamp: 0, clusterId: undefined, clusterList: undefined, clustersByCode: undefined };
}

/** A fresh stamp; marks every cell of `cells` with it. */
export function stampCells(sheet: Sheet, cells: readonly number[]): number {
  const s = ++sheet.stamp;
  const mark = sheet.mark;
  for (let k = 0; k < cells.length; k++) mark[cells[k] as number] = s;
  return s;
}

/** Finds every cluster (of terrains and of empty spaces; wasteland and destroyed spaces join none) with one flood fill pass. */
function findClusters(sheet: Sheet): void {
  const { size, cols, fill } = sheet;
  const id = new Int32Array(size).fill(-1);
  const list: Unit[] = [];
  const byCode: Unit[][] = [];
  for (let c = 0; c < 10; c++) byCode.push([]);
  const stack = new Int32Array(size);
  for (let start = 0; start < size; start++) {
    if (id[start] !== -1) continue;
    const code = fill[start] as number;
    if (code >= 8) continue;
    const n = list.length;
    const cells: number[] = [];
    let top = 0;
    stack[top++] = start;
    id[start] = n;
    while (top > 0) {
      const i = stack[--top] as number;
      cells.push(i);
      const c = i % cols;
      if (i >= cols && id[i - cols] === -1 && fill[i - cols] === code) (id[i - cols] = n), (stack[top++] = i - cols);
      if (i + cols < size && id[i + cols] === -1 && fill[i + cols] === code) (id[i + cols] = n), (stack[top++] = i + cols);
      if (c > 0 && id[i - 1] === -1 && fill[i - 1] === code) (id[i - 1] = n), (stack[top++] = i - 1);
      if (c < cols - 1 && id[i + 1] === -1 && fill[i + 1] === code) (id[i + 1] = n), (stack[top++] = i + 1);
    }
    cells.sort((a, b) => a - b);
    const unit: Unit = { cells, length: cells.length, index: 0 };
    list.push(unit);
    (byCode[code] as Unit[]).push(unit);
  }
  sheet.clusterId = id;
  sheet.clusterList = list;
  sheet.clustersByCode = byCode;
}

export function clustersOf(sheet: Sheet, code: number): readonly Unit[] {
  if (sheet.clustersByCode === undefined) findClusters(sheet);
  return (sheet.clustersByCode as Unit[][])[code] as Unit[];
}

/** The cluster holding space i (undefined for wasteland and destroyed spaces). */
export function clusterAt(sheet: Sheet, i: number): Unit | undefined {
  if (sheet.clusterId === undefined) findClusters(sheet);
  const n = (sheet.clusterId as Int32Array)[i] as number;
  return n < 0 ? undefined : (sheet.clusterList as Unit[])[n];
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
