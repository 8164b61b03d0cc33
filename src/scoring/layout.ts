/**
 * What depends only on a map's size, built once per size and shared by every map of it: each space's
 * [row, col] cell, a group per single space, and the rows, columns and diagonals. Allocating these per
 * call was most of the cost of explaining a card (a pair per space, a group per counted space), so
 * they are built once and frozen; contributions share them (their type is readonly anyway).
 */
import type { Cell } from '../grid/grid.ts';
import type { Group, Lines } from './group.ts';

export interface Layout {
  readonly rows: number;
  readonly cols: number;
  /** the cell of every space, by space index */
  readonly cells: readonly Cell[];
  /** a group holding only space i, by space index */
  readonly singles: readonly Group[];
  /** built on first use: most cards count no lines */
  lines: Lines | undefined;
}

const layouts = new Map<number, Layout>();
let last: Layout | undefined;

/** The layout of a rows x cols map (the last one used is checked first: maps are nearly always 11x11). */
export function layoutOf(rows: number, cols: number): Layout {
  if (last !== undefined && last.rows === rows && last.cols === cols) return last;
  const key = rows * 65536 + cols;
  let layout = layouts.get(key);
  if (layout === undefined) {
    const cells: Cell[] = [];
    const singles: Group[] = [];
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const cell = Object.freeze([r, c] as const);
        cells.push(cell);
        singles.push({ cells: Object.freeze([r * cols + c]), length: 1, index: 0, at: Object.freeze([cell]) });
      }
    }
    layout = { rows, cols, cells, singles, lines: undefined };
    layouts.set(key, layout);
  }
  return (last = layout);
}

/** The cells of some space indices (a new array of shared pairs). */
export function toCells(indices: readonly number[], table: readonly Cell[]): Cell[] {
  const out = new Array<Cell>(indices.length);
  for (let k = 0; k < indices.length; k++) out[k] = table[indices[k] as number] as Cell;
  return out;
}

/** A line group, with its cells as [row, col] built once. */
function line(cells: number[], index: number, table: readonly Cell[]): Group {
  return { cells, length: cells.length, index, at: Object.freeze(toCells(cells, table)) };
}

function diagonal(layout: Layout, r0: number, c0: number, dc: number, index: number): Group {
  const { rows, cols } = layout;
  const cells: number[] = [];
  for (let r = r0, c = c0; r < rows && c >= 0 && c < cols; r++, c += dc) cells.push(r * cols + c);
  return line(cells, index, layout.cells);
}

/**
 * Rows, columns and diagonals. Diagonals are numbered from the one starting at the top-left
 * (down-right) or top-right (down-left) corner, first along the top row, then down the side.
 */
export function linesOfLayout(layout: Layout): Lines {
  if (layout.lines) return layout.lines;
  const { rows, cols } = layout;
  const rowUnits: Group[] = [];
  for (let r = 0; r < rows; r++) {
    const cells: number[] = [];
    for (let c = 0; c < cols; c++) cells.push(r * cols + c);
    rowUnits.push(line(cells, r + 1, layout.cells));
  }
  const colUnits: Group[] = [];
  for (let c = 0; c < cols; c++) {
    const cells: number[] = [];
    for (let r = 0; r < rows; r++) cells.push(r * cols + c);
    colUnits.push(line(cells, c + 1, layout.cells));
  }
  const downRight: Group[] = [];
  const downLeft: Group[] = [];
  for (let c = 0; c < cols; c++) downRight.push(diagonal(layout, 0, c, 1, downRight.length + 1));
  for (let r = 1; r < rows; r++) downRight.push(diagonal(layout, r, 0, 1, downRight.length + 1));
  for (let c = cols - 1; c >= 0; c--) downLeft.push(diagonal(layout, 0, c, -1, downLeft.length + 1));
  for (let r = 1; r < rows; r++) downLeft.push(diagonal(layout, r, cols - 1, -1, downLeft.length + 1));
  return (layout.lines = { rows: rowUnits, columns: colUnits, downRight, downLeft });
}
