/**
 * Space indices to [row, col] cells, for explanations. Allocating a pair per space per call was most
 * of the cost of explaining a card that counts lines (22 lines of 11 spaces on an 11x11 map), so the
 * pairs are built once per map size and frozen, and shared by every contribution; a line's whole
 * list of cells (the same on every map of that size) is built once too (see linesOf).
 */
import type { Cell } from '../grid/grid.ts';

const tables = new Map<number, readonly Cell[]>();
let last: { rows: number; cols: number; cells: readonly Cell[] } = { rows: 0, cols: 0, cells: [] };

/** The frozen cell of every space of a rows x cols map, by space index. */
export function cellTable(rows: number, cols: number): readonly Cell[] {
  if (last.rows === rows && last.cols === cols) return last.cells;
  const key = rows * 65536 + cols;
  let cells = tables.get(key);
  if (cells === undefined) {
    const built: Cell[] = [];
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) built.push(Object.freeze([r, c] as const));
    tables.set(key, (cells = built));
  }
  last = { rows, cols, cells };
  return cells;
}

/** The cells of some space indices (a new array of shared pairs). */
export function toCells(indices: readonly number[], table: readonly Cell[]): Cell[] {
  const out = new Array<Cell>(indices.length);
  for (let k = 0; k < indices.length; k++) out[k] = table[indices[k] as number] as Cell;
  return out;
}
