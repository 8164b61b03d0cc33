import { codeOfName, FILLS, type Fill } from './fills.ts';

/**
 * A map sheet's spaces: plain JSON (arrays of strings and booleans), row-major, so that it can sit
 * inside a game state, be saved and be compared with deep equality. Hot code (scoring, placement)
 * builds its own compact form from it once per call.
 */
export interface MapGrid {
  readonly rows: number;
  readonly cols: number;
  /** fills[r * cols + c] */
  readonly fills: readonly Fill[];
  /** ruins[r * cols + c]: the space has a printed ruins symbol (drawn on or not). */
  readonly ruins: readonly boolean[];
}

/** [row, col], 0-based, row 0 at the top. */
export type Cell = readonly [row: number, col: number];

export function emptyGrid(rows: number, cols: number): MapGrid {
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1) {
    throw new RangeError(`A map needs at least one row and one column (got ${rows}x${cols}).`);
  }
  return { rows, cols, fills: new Array<Fill>(rows * cols).fill('empty'), ruins: new Array<boolean>(rows * cols).fill(false) };
}

/**
 * A grid from rows of fill names (and, if given, rows of ruins marks), for a program that holds its
 * map as arrays: one pass that checks each name, without going through the NOTATION text. Throws a
 * RangeError for rows of different lengths or a name that is not a fill.
 */
export function gridFromRows(rows: readonly (readonly string[])[], ruins?: readonly (readonly boolean[])[]): MapGrid {
  const n = rows.length;
  const cols = n > 0 ? (rows[0] as readonly string[]).length : 0;
  if (n === 0 || cols === 0) throw new RangeError('A map needs at least one row and one column.');
  if (ruins !== undefined && ruins.length !== n) throw new RangeError(`${ruins.length} rows of ruins for ${n} rows of spaces.`);
  const fills = new Array<Fill>(n * cols);
  const marks = new Array<boolean>(n * cols);
  for (let r = 0, i = 0; r < n; r++) {
    const row = rows[r] as readonly string[];
    const rowRuins = ruins?.[r];
    if (row.length !== cols) throw new RangeError(`Row ${r} has ${row.length} spaces, row 0 has ${cols}.`);
    if (rowRuins !== undefined && rowRuins.length !== cols) throw new RangeError(`Row ${r} has ${rowRuins.length} ruins marks for ${cols} spaces.`);
    for (let c = 0; c < cols; c++, i++) {
      const code = codeOfName(row[c] as string);
      if (code < 0) throw new RangeError(`Space (${r}, ${c}) is '${String(row[c])}', not a fill.`);
      fills[i] = FILLS[code] as Fill;
      marks[i] = rowRuins !== undefined && rowRuins[c] === true;
    }
  }
  return { rows: n, cols, fills, ruins: marks };
}

export function indexOf(grid: MapGrid, row: number, col: number): number {
  return row * grid.cols + col;
}

export function cellOf(grid: MapGrid, index: number): Cell {
  return [Math.floor(index / grid.cols), index % grid.cols];
}

export function inBounds(grid: MapGrid, row: number, col: number): boolean {
  return row >= 0 && col >= 0 && row < grid.rows && col < grid.cols;
}

export function fillAt(grid: MapGrid, row: number, col: number): Fill {
  if (!inBounds(grid, row, col)) throw new RangeError(`Space (${row}, ${col}) is outside the ${grid.rows}x${grid.cols} map.`);
  return grid.fills[row * grid.cols + col] as Fill;
}

export function ruinsAt(grid: MapGrid, row: number, col: number): boolean {
  if (!inBounds(grid, row, col)) throw new RangeError(`Space (${row}, ${col}) is outside the ${grid.rows}x${grid.cols} map.`);
  return grid.ruins[row * grid.cols + col] === true;
}

/** A new grid with the given spaces set to `fill` (ruins marks unchanged). */
export function withFills(grid: MapGrid, cells: readonly Cell[], fill: Fill): MapGrid {
  const fills = grid.fills.slice();
  for (const [r, c] of cells) {
    if (!inBounds(grid, r, c)) throw new RangeError(`Space (${r}, ${c}) is outside the ${grid.rows}x${grid.cols} map.`);
    fills[r * grid.cols + c] = fill;
  }
  return { ...grid, fills };
}

const STEPS: readonly Cell[] = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
];

/** Orthogonal neighbours inside the map (diagonals are never adjacent), in the order up, right, down, left. */
export function neighbours(grid: MapGrid, row: number, col: number): Cell[] {
  const out: Cell[] = [];
  for (const [dr, dc] of STEPS) {
    const r = row + dr;
    const c = col + dc;
    if (inBounds(grid, r, c)) out.push([r, c]);
  }
  return out;
}

/** How many of the space's four sides lie on the map edge (0 inside, 1 on an edge, 2 in a corner; more on a 1-wide map). */
export function edgeSides(grid: MapGrid, row: number, col: number): number {
  return (row === 0 ? 1 : 0) + (row === grid.rows - 1 ? 1 : 0) + (col === 0 ? 1 : 0) + (col === grid.cols - 1 ? 1 : 0);
}

/** True when the space touches the map edge. */
export function onEdge(grid: MapGrid, row: number, col: number): boolean {
  return edgeSides(grid, row, col) > 0;
}

/** Every cell of the map, row by row. */
export function allCells(grid: MapGrid): Cell[] {
  const out: Cell[] = [];
  for (let r = 0; r < grid.rows; r++) for (let c = 0; c < grid.cols; c++) out.push([r, c]);
  return out;
}
