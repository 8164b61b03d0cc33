/**
 * Rows, columns and diagonals counted in bulk: one pass over the set bits of each match the
 * filters need adds one to the count of the line each space lies on, then every line's filters are
 * decided from its counts. No unit is built per line. Used when the rule needs only how many lines
 * pass (per, per-space, per-length), not their spaces; other filters or uses take the general path.
 */
import { FILL_CODE, TERRAINS } from '../grid/fills.ts';
import type { Filter, Unit as UnitNode } from './rule-schema.ts';
import { MAX_BIT_ROWS as R, popcount, type BitBoard } from './bits-board.ts';
import { BitUnit, bitMatch, cachedMatch, degree, power, type Rows } from './bits-tests.ts';

type LineNode = Extract<UnitNode, { type: 'rows' | 'columns' | 'diagonals' }>;

interface Geometry {
  readonly rows: number;
  readonly cols: number;
  /** line of space (r, c): at[r * 32 + c] */
  readonly at: Int16Array;
  readonly size: readonly number[];
  /** edge bits of each line: top 1, bottom 2, left 4, right 8 */
  readonly edges: readonly number[];
  /**
   * Columns and diagonals stacked as columns: row r shifted left by shift[r] puts each line on one
   * bit position p (line lineOf[p]). Null for rows (a row is one mask already) and where the
   * shifted rows would not fit 32 bits (diagonals of maps with rows + cols > 33).
   */
  readonly aligned: { readonly shift: Int8Array; readonly lineOf: Int16Array } | null;
}

/**
 * Diagonals running down by one row and `dc` columns, as (first row, first column, length), in the
 * interpreter's numbering (layout.ts): from the top row's corner along the top, then down the side.
 */
export function diagonals(rows: number, cols: number, dc: number): Array<[number, number, number]> {
  const starts: Array<[number, number]> = [];
  if (dc > 0) {
    for (let c = 0; c < cols; c++) starts.push([0, c]);
    for (let r = 1; r < rows; r++) starts.push([r, 0]);
  } else {
    for (let c = cols - 1; c >= 0; c--) starts.push([0, c]);
    for (let r = 1; r < rows; r++) starts.push([r, cols - 1]);
  }
  return starts.map(([r0, c0]): [number, number, number] => {
    let n = 0;
    for (let r = r0, c = c0; r < rows && c >= 0 && c < cols; r++, c += dc) n++;
    return [r0, c0, n];
  });
}

function geometry(node: LineNode, rows: number, cols: number): Geometry {
  const at = new Int16Array(rows * 32).fill(-1);
  const size: number[] = [];
  const edges: number[] = [];
  const add = (cells: Array<[number, number]>) => {
    const k = size.length;
    let e = 0;
    for (const [r, c] of cells) {
      at[r * 32 + c] = k;
      e |= (r === 0 ? 1 : 0) | (r === rows - 1 ? 2 : 0) | (c === 0 ? 4 : 0) | (c === cols - 1 ? 8 : 0);
    }
    size.push(cells.length);
    edges.push(e);
  };
  if (node.type === 'rows') for (let r = 0; r < rows; r++) add(Array.from({ length: cols }, (_, c): [number, number] => [r, c]));
  else if (node.type === 'columns') for (let c = 0; c < cols; c++) add(Array.from({ length: rows }, (_, r): [number, number] => [r, c]));
  else {
    const dc = node.direction === 'down-right' ? 1 : -1;
    for (const [r0, c0, n] of diagonals(rows, cols, dc)) add(Array.from({ length: n }, (_, j): [number, number] => [r0 + j, c0 + j * dc]));
  }
  return { rows, cols, at, size, edges, aligned: node.type === 'rows' ? null : align(node, rows, cols, at) };
}

/** Shifts that stack each column or diagonal on one bit position (a down-right diagonal keeps c - r, a down-left one c + r). */
function align(node: LineNode, rows: number, cols: number, at: Int16Array): Geometry['aligned'] {
  const diagonal = node.type === 'diagonals';
  if ((diagonal ? rows + cols - 1 : cols) > 32) return null;
  const downRight = diagonal && node.direction === 'down-right';
  const shift = Int8Array.from({ length: rows }, (_, r) => (!diagonal ? 0 : downRight ? rows - 1 - r : r));
  const lineOf = new Int16Array(32).fill(-1);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) lineOf[c + shift[r]!] = at[r * 32 + c]!;
  return { shift, lineOf };
}

/** A filter decided from a line's counts: n[j] is the count of the filter's j-th match on the line. */
type LineTest = { readonly counts: number; readonly decide: (n: Int32Array, base: number, line: number, g: Geometry) => number };

const TERRAIN_CODES = TERRAINS.map((t) => FILL_CODE[t]);
const TERRAIN_BITS = TERRAIN_CODES.reduce((a, c) => a | (1 << c), 0);
const EDGE_BIT = { top: 1, bottom: 2, left: 4, right: 8 } as const;

function lineTest(f: Filter, soft: number, matches: Array<(b: BitBoard) => Rows>): LineTest | null {
  const first = matches.length;
  switch (f.type) {
    case 'count':
      matches.push(cachedMatch(bitMatch(f.of)));
      return { counts: 1, decide: (n, base, line) => degree(n[base + first]!, f.min, f.max, 1, soft) };
    case 'every':
      matches.push(cachedMatch(bitMatch(f.is)));
      return {
        counts: 1,
        decide:
          soft > 0 ? (n, base, line, g) => power(n[base + first]! / g.size[line]!, soft) : (n, base, line, g) => (n[base + first] === g.size[line] ? 1 : 0),
      };
    case 'equal-counts': {
      matches.push(cachedMatch(bitMatch(f.of[0])), cachedMatch(bitMatch(f.of[1])));
      const min = f.min ?? 1;
      return { counts: 2, decide: (n, base) => (n[base + first]! >= min && n[base + first] === n[base + first + 1] ? 1 : 0) };
    }
    case 'size':
      return { counts: 0, decide: (_n, _base, line, g) => degree(g.size[line]!, f.min, f.max, 0, soft) };
    case 'parity': {
      const odd = f.parity === 'odd' ? 1 : 0;
      return { counts: 0, decide: (_n, _base, line) => ((line + 1) % 2 === odd ? 1 : 0) };
    }
    case 'touches-edge': {
      const want = f.edges ? f.edges.reduce((a, e) => a | EDGE_BIT[e], 0) : 15;
      const every = f.every === true;
      return { counts: 0, decide: (_n, _base, line, g) => ((every ? (g.edges[line]! & want) === want : (g.edges[line]! & want) !== 0) ? 1 : 0) };
    }
    case 'distinct-terrains':
      if (f.in !== 'unit') return null;
      // The count slot holds the bits of the terrain codes seen on the line (filled in by the producer).
      matches.push(TERRAINS_SEEN);
      return { counts: 1, decide: (n, base) => degree(popcount(n[base + first]! & TERRAIN_BITS), f.min, f.max, 1, soft) };
    default:
      return null;
  }
}

/** Marker: this slot collects terrain code bits rather than a count. */
const TERRAINS_SEEN = (_b: BitBoard): Rows => new Int32Array(0);

/**
 * What a `per` rule needs of its lines, summed without visiting each: the passing lines weighted
 * (sum of weights, and of weight times size), and the same for lines that pass outright (hard).
 */
export const lineSums = { count: 0, spaces: 0, hardCount: 0, hardSpaces: 0 };

export interface BulkLines {
  readonly each: (b: BitBoard, visit: (u: BitUnit) => void) => void;
  /** fills `lineSums` */
  readonly sum: (b: BitBoard) => void;
}

/** The bulk producer, or null when a filter needs the general path. */
export function bulkLines(node: LineNode, soft: number): BulkLines | null {
  const matches: Array<(b: BitBoard) => Rows> = [];
  const tests: LineTest[] = [];
  for (const f of node.where ?? []) {
    const t = lineTest(f, soft, matches);
    if (!t) return null;
    tests.push(t);
  }
  const slots = matches.length;
  const u = new BitUnit();
  let g: Geometry | null = null;
  let n = new Int32Array(0);
  /** Counts every line's matches into n; returns the geometry. */
  const count = (b: BitBoard): Geometry => {
    if (!g || g.rows !== b.rows || g.cols !== b.cols) {
      g = geometry(node, b.rows, b.cols);
      n = new Int32Array(g.size.length * Math.max(1, slots));
    }
    n.fill(0);
    const at = g.at;
    for (let j = 0; j < slots; j++) {
      const match = matches[j]!;
      if (node.type === 'rows') {
        rowCounts(b, match, n, slots, j);
        continue;
      }
      if (g.aligned) {
        alignedCounts(b, match, g.aligned, n, slots, j);
        continue;
      }
      if (match === TERRAINS_SEEN) {
        for (const t of TERRAINS) {
          const code = FILL_CODE[t];
          for (let r = 0; r < b.rows; r++) {
            let x = b.m[code * R + r]!;
            while (x !== 0) {
              const low = x & -x;
              x ^= low;
              n[at[r * 32 + 31 - Math.clz32(low)]! * slots + j]! |= 1 << code;
            }
          }
        }
        continue;
      }
      const t = match(b);
      for (let r = 0; r < b.rows; r++) {
        let x = t[r]!;
        while (x !== 0) {
          const low = x & -x;
          x ^= low;
          n[at[r * 32 + 31 - Math.clz32(low)]! * slots + j]!++;
        }
      }
    }
    return g;
  };
  const weight = (g: Geometry, line: number): number => {
    let w = 1;
    for (let k = 0; k < tests.length && w > 0; k++) w *= tests[k]!.decide(n, line * slots, line, g);
    return w;
  };
  return {
    each: (b, visit) => {
      const g = count(b);
      for (let line = 0; line < g.size.length; line++) {
        const w = weight(g, line);
        if (w <= 0) continue;
        const size = g.size[line]!;
        u.lo = 0;
        u.hi = -1;
        u.size = size;
        u.length = size;
        u.index = line + 1;
        u.weight = w;
        visit(u);
      }
    },
    sum: (b) => {
      const g = count(b);
      let c = 0;
      let spaces = 0;
      let hardCount = 0;
      let hardSpaces = 0;
      for (let line = 0; line < g.size.length; line++) {
        const w = weight(g, line);
        if (w <= 0) continue;
        const size = g.size[line]!;
        c += w;
        spaces += w * size;
        if (w === 1) hardCount++, (hardSpaces += size);
      }
      lineSums.count = c;
      lineSums.spaces = spaces;
      lineSums.hardCount = hardCount;
      lineSums.hardSpaces = hardSpaces;
    },
  };
}

/** Rows: a row's count is the population count of its mask; its terrains, the codes with a space in it. */
function rowCounts(b: BitBoard, match: (b: BitBoard) => Rows, n: Int32Array, slots: number, j: number): void {
  if (match === TERRAINS_SEEN) {
    for (let r = 0; r < b.rows; r++) {
      let seen = 0;
      for (let k = 0; k < TERRAIN_CODES.length; k++) if (b.m[TERRAIN_CODES[k]! * R + r] !== 0) seen |= 1 << TERRAIN_CODES[k]!;
      n[r * slots + j] = seen;
    }
    return;
  }
  const t = match(b);
  for (let r = 0; r < b.rows; r++) n[r * slots + j] = popcount(t[r]!);
}

/**
 * Columns and diagonals: the shifted rows are added into bit-sliced counters (s0 the ones, s1 the
 * twos...), so one pass over the rows counts every line at once; a line's terrains are the codes
 * whose shifted rows, or'd, hold its bit.
 */
function alignedCounts(b: BitBoard, match: (b: BitBoard) => Rows, a: NonNullable<Geometry['aligned']>, n: Int32Array, slots: number, j: number): void {
  const { shift, lineOf } = a;
  const rows = b.rows;
  if (match === TERRAINS_SEEN) {
    for (let k = 0; k < TERRAIN_CODES.length; k++) {
      const code = TERRAIN_CODES[k]!;
      let any = 0;
      for (let r = 0; r < rows; r++) any |= b.m[code * R + r]! << shift[r]!;
      for (; any !== 0; any &= any - 1) n[lineOf[31 - Math.clz32(any & -any)]! * slots + j]! |= 1 << code;
    }
    return;
  }
  const t = match(b);
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  let s5 = 0;
  for (let r = 0; r < rows; r++) {
    const c = t[r]! << shift[r]!;
    const k0 = s0 & c;
    s0 ^= c;
    if (k0 === 0) continue;
    const k1 = s1 & k0;
    s1 ^= k0;
    if (k1 === 0) continue;
    const k2 = s2 & k1;
    s2 ^= k1;
    if (k2 === 0) continue;
    const k3 = s3 & k2;
    s3 ^= k2;
    if (k3 === 0) continue;
    const k4 = s4 & k3;
    s4 ^= k3;
    s5 |= k4;
  }
  for (let any = s0 | s1 | s2 | s3 | s4 | s5; any !== 0; any &= any - 1) {
    const p = 31 - Math.clz32(any & -any);
    n[lineOf[p]! * slots + j] =
      ((s0 >>> p) & 1) | (((s1 >>> p) & 1) << 1) | (((s2 >>> p) & 1) << 2) | (((s3 >>> p) & 1) << 3) | (((s4 >>> p) & 1) << 4) | (((s5 >>> p) & 1) << 5);
  }
}
