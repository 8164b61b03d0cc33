import type { AmbushCard, ExploreCard } from '../content/types.ts';
import { refusal, type Violation } from '../codes.ts';
import type { Cell } from '../grid/grid.ts';
import { compileCard, type CompiledOption, type CompiledOrientation } from './compiled.ts';
import { gridMasks, type GridMasks } from './masks.ts';
import type { Sheet } from './sheet.ts';
import { normalise, shapeKey, type Offset } from '../shapes/shape.ts';

/** A legal position of one orientation of one of a card's shape options. */
export interface Placement {
  /** index into the card's options (0 for an ambush card's monster) */
  readonly option: number;
  /** index into the option's distinct orientations (0 = as printed) */
  readonly orientation: number;
  /** top-left of the bounding box of the drawn spaces */
  readonly row: number;
  readonly col: number;
  /** the spaces drawn */
  readonly cells: readonly Cell[];
  /** printed gap spaces: not drawn, may be empty or filled (only those inside the map) */
  readonly gaps: readonly Cell[];
}

export interface PlacementResult {
  readonly placements: readonly Placement[];
  /** No option can be placed (under the ruins requirement if any): the player draws a 1x1 square instead. */
  readonly fallback: boolean;
}

/** The compact form: one small integer per placement, ((option * 8 + orientation) * 256 + row) * 256 + col (see `decodePlacement`). */
export interface PlacementCodes {
  readonly codes: readonly number[];
  readonly fallback: boolean;
}

export interface PlacementOptions {
  /** A ruins card came before this card: the shape must cover an unfilled ruins space (docs/RULES.md §3). */
  readonly ruins?: boolean;
}

/**
 * The hot loop. For each orientation and each top row it tests every column shift at once: bit c of
 * `valid` survives when, for every drawn space (i, j) of the shape, space (row + i, c + j) is empty
 * (and, under the ruins requirement, when some drawn space lies on an empty ruins space).
 * Pushes codes into `out` when given, or keeps each row with placements in `kept` (its code base and
 * column bits; randomPlacementCode); returns how many placements it found.
 */
export function scanPlacements(m: GridMasks, options: readonly CompiledOption[], ruinsOnly: boolean, out: number[] | null, kept?: KeptRows): number {
  const { rows, cols, filled, freeRuins } = m;
  let count = 0;
  for (let o = 0; o < options.length; o++) {
    const orients = options[o] as CompiledOption;
    for (let t = 0; t < orients.length; t++) {
      const ori = orients[t] as CompiledOrientation;
      const h = ori.shape.height;
      const w = ori.shape.width;
      if (h > rows || w > cols) continue;
      const cr = ori.cellRow;
      const cc = ori.cellCol;
      const n = cr.length;
      const all = (1 << (cols - w + 1)) - 1;
      for (let r = 0; r + h <= rows; r++) {
        let valid = all;
        for (let k = 0; k < n && valid !== 0; k++) valid &= ~(filled[r + (cr[k] as number)]! >>> (cc[k] as number));
        if (valid !== 0 && ruinsOnly) {
          let onRuins = 0;
          for (let k = 0; k < n; k++) onRuins |= freeRuins[r + (cr[k] as number)]! >>> (cc[k] as number);
          valid &= onRuins;
        }
        if (valid === 0) continue;
        if (kept !== undefined) {
          keep(kept, ((o * 8 + t) * 256 + r) * 256, valid);
          count += bitCount(valid);
          continue;
        }
        if (out === null) {
          // population count
          let v = valid;
          while (v !== 0) {
            v &= v - 1;
            count++;
          }
          continue;
        }
        const base = ((o * 8 + t) * 256 + r) * 256;
        while (valid !== 0) {
          const low = valid & -valid;
          out.push(base + (31 - Math.clz32(low)));
          valid ^= low;
          count++;
        }
      }
    }
  }
  return count;
}

/** Rows with placements, as kept by scanPlacements: code base (option, orientation, row) and column bits. */
export interface KeptRows {
  n: number;
  bases: Int32Array;
  bits: Int32Array;
}

function keep(k: KeptRows, base: number, bits: number): void {
  if (k.n === k.bits.length) {
    const bases = new Int32Array(k.n * 2);
    const more = new Int32Array(k.n * 2);
    bases.set(k.bases);
    more.set(k.bits);
    k.bases = bases;
    k.bits = more;
  }
  k.bases[k.n] = base;
  k.bits[k.n++] = bits;
}

/** Scratch of randomPlacementCode (synchronous: read before the next call). */
const rowsKept: KeptRows = { n: 0, bases: new Int32Array(512), bits: new Int32Array(512) };

/**
 * One placement chosen by `rng.int(count)` (an index below how many there are), as its code, or -1
 * when there is none: the same placement as `codes[rng.int(count)]` of scanPlacements. One scan that
 * keeps only the rows with placements, so no list of every placement is built (a random player's list
 * was a measurable part of a random game's cost, most of it garbage).
 */
export function randomPlacementCode(m: GridMasks, options: readonly CompiledOption[], ruinsOnly: boolean, rng: { int(count: number): number }): number {
  rowsKept.n = 0;
  const count = scanPlacements(m, options, ruinsOnly, null, rowsKept);
  if (count === 0) return -1;
  let left = rng.int(count);
  for (let k = 0; k < rowsKept.n; k++) {
    let valid = rowsKept.bits[k]!;
    const here = bitCount(valid);
    if (left >= here) {
      left -= here;
      continue;
    }
    while (left-- > 0) valid &= valid - 1;
    return rowsKept.bases[k]! + (31 - Math.clz32(valid & -valid));
  }
  return -1;
}

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

function scan(sheet: Sheet, options: readonly CompiledOption[], opts: PlacementOptions, out: number[] | null): { count: number; fallback: boolean } {
  const m = gridMasks(sheet.grid);
  if (opts.ruins === true && !m.anyFreeRuins) return { count: 0, fallback: true };
  const count = scanPlacements(m, options, opts.ruins === true, out);
  return { count, fallback: count === 0 };
}

/** Every legal placement as compact codes, in the order option, orientation, row, column. */
export function placementCodes(sheet: Sheet, card: ExploreCard | AmbushCard, opts: PlacementOptions = {}): PlacementCodes {
  const codes: number[] = [];
  const { fallback } = scan(sheet, compileCard(card), opts, codes);
  return { codes, fallback };
}

/** How many legal placements there are (no list is built). */
export function countPlacements(sheet: Sheet, card: ExploreCard | AmbushCard, opts: PlacementOptions = {}): number {
  return scan(sheet, compileCard(card), opts, null).count;
}

/** Expands a code from `placementCodes` into cells. */
export function decodePlacement(sheet: Sheet, card: ExploreCard | AmbushCard, code: number): Placement {
  return expand(sheet, compileCard(card), code);
}

// Shared by every placement of a shape without gaps (placements are read-only).
const NO_GAPS: readonly Cell[] = Object.freeze([]);

export function expand(sheet: Sheet, options: readonly CompiledOption[], code: number): Placement {
  const col = code % 256;
  const row = ((code - col) / 256) % 256;
  const ot = (code - col - row * 256) / 65536;
  const option = ot >> 3;
  const orientation = ot & 7;
  const ori = options[option]?.[orientation];
  if (!ori) throw refusal('rules.bad-placement-code', `placement code ${code} names no orientation of this card`);
  const { cellRow, cellCol } = ori;
  const n = cellRow.length;
  const cells = new Array<Cell>(n);
  for (let k = 0; k < n; k++) cells[k] = [row + cellRow[k]!, col + cellCol[k]!];
  let gaps = NO_GAPS;
  if (ori.shape.gaps.length > 0) {
    const { rows, cols } = sheet.grid;
    const inside: Cell[] = [];
    for (const [r, c] of ori.shape.gaps) {
      const gr = row + r;
      const gc = col + c;
      if (gr >= 0 && gc >= 0 && gr < rows && gc < cols) inside.push([gr, gc]);
    }
    gaps = inside;
  }
  return { option, orientation, row, col, cells, gaps };
}

/**
 * Every legal placement of the card's options on the sheet (every option, distinct orientation and
 * position), and whether the 1x1 fallback applies instead. Works for explore cards and for an
 * ambush card's monster (multiplayer: the neighbour may turn and mirror it).
 */
export function legalPlacements(sheet: Sheet, card: ExploreCard | AmbushCard, opts: PlacementOptions = {}): PlacementResult {
  const options = compileCard(card);
  const codes: number[] = [];
  const { fallback } = scan(sheet, options, opts, codes);
  const placements = new Array<Placement>(codes.length);
  for (let k = 0; k < codes.length; k++) placements[k] = expand(sheet, options, codes[k]!);
  return { placements, fallback };
}

/** Multiplayer ambush: every position of the monster, any orientation; `fallback` = a 1x1 monster anywhere empty. */
export function ambushPlacements(sheet: Sheet, card: AmbushCard): PlacementResult {
  return legalPlacements(sheet, card);
}

/** Every empty space (where a 1x1 fallback square may go). */
export function emptyCells(sheet: Sheet): Cell[] {
  const { rows, cols, fills } = sheet.grid;
  const out: Cell[] = [];
  for (let i = 0; i < rows * cols; i++) if (fills[i] === 'empty') out.push([Math.floor(i / cols), i % cols]);
  return out;
}

function at([r, c]: Cell): string {
  return `row ${r + 1}, column ${c + 1}`;
}

/** Why these cells are not a legal draw of any orientation of the option (or null when they are). */
export function checkPlacement(
  sheet: Sheet,
  card: ExploreCard | AmbushCard,
  choice: { readonly option: number; readonly cells: readonly Cell[] },
  opts: PlacementOptions = {},
): Violation | null {
  const options = compileCard(card);
  const orients = options[choice.option];
  if (!orients)
    return { code: 'placement.no-such-option', message: `the card has no shape option ${choice.option + 1}`, params: { option: choice.option + 1 } };
  const { grid } = sheet;
  for (const cell of choice.cells) {
    const [r, c] = cell;
    if (!(r >= 0 && c >= 0 && r < grid.rows && c < grid.cols))
      return { code: 'placement.outside', message: `the shape would leave the map at ${at(cell)}`, params: { row: r + 1, column: c + 1 } };
  }
  const key = shapeKey(normalise(choice.cells as Offset[]));
  if (new Set(choice.cells.map(([r, c]) => r * grid.cols + c)).size !== choice.cells.length || !orients.some((o) => o.cellsKey === key)) {
    return { code: 'placement.not-the-shape', message: 'those spaces are not the chosen shape, turned or mirrored' };
  }
  for (const cell of choice.cells) {
    const fill = grid.fills[cell[0] * grid.cols + cell[1]];
    if (fill !== 'empty')
      return {
        code: 'placement.overlap',
        message: `the shape would cover a filled space (${fill}) at ${at(cell)}`,
        params: { row: cell[0] + 1, column: cell[1] + 1, fill: fill ?? '' },
      };
  }
  if (opts.ruins === true) {
    const m = gridMasks(grid);
    const covers = choice.cells.some(([r, c]) => grid.ruins[r * grid.cols + c] === true);
    if (!covers) {
      const possible = m.anyFreeRuins && scanPlacements(m, options, true, null) > 0;
      return possible
        ? { code: 'placement.ruins', message: 'after a ruins card the shape must cover an empty ruins space' }
        : { code: 'placement.fallback-required', message: 'no shape can cover an empty ruins space: draw a 1x1 square instead' };
    }
  }
  return null;
}
