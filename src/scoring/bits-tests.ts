/**
 * The scoring language's matches and filters on bit boards (bits-board.ts). A space test computes,
 * for every row at once, the mask of spaces that pass; a unit test looks at one unit (a cluster, a
 * line, a run) held as row masks. Same meanings as the interpreter's filters.ts, which stays the
 * reference: test/unit/scoring/bits.test.ts compares the two on random maps for every official card.
 */
import { FILL_CODE, TERRAINS } from '../grid/fills.ts';
import type { Filter, Match } from './rule-schema.ts';
import { compileMatch } from './match.ts';
import { quarterTurns } from './filters.ts';
import { CODES, MAX_BIT_ROWS as R, popcount, type BitBoard } from './bits-board.ts';

const ALL_CODES = Array.from({ length: CODES }, (_, k) => k);
import { clustersOn } from './bits-clusters.ts';

export type Rows = Int32Array;

export interface BitMatch {
  /** the fill codes that match */
  readonly codes: readonly number[];
  readonly ruins: boolean;
  readonly edge: boolean;
}

export function bitMatch(m: Match): BitMatch {
  const c = compileMatch(m);
  const codes: number[] = [];
  for (let k = 0; k < 31; k++) if ((c.mask >> k) & 1) codes.push(k);
  return { codes, ruins: c.ruins, edge: c.edge };
}

export const FILLED_OR_EDGE: BitMatch = { codes: [1, 2, 3, 4, 5, 6, 7, 8, 9], ruins: false, edge: true };
const TERRAIN_CODES = TERRAINS.map((t) => FILL_CODE[t]);

/**
 * How a match's rows are read: the offsets in the board's masks of the codes to or, and whether the
 * result is the complement (a match of many codes, "filled", reads the few others instead).
 */
interface MatchPlan {
  readonly reads: Int32Array;
  readonly inverse: boolean;
  readonly ruins: boolean;
}

function planOf(m: BitMatch): MatchPlan {
  const inverse = m.codes.length > CODES / 2;
  const codes = inverse ? ALL_CODES.filter((c) => !m.codes.includes(c)) : m.codes;
  return { reads: Int32Array.from(codes, (c) => c * R), inverse, ruins: m.ruins };
}

/** out[r] = the spaces of row r that match (the edge is the caller's: it is not a space). */
function matchRows(b: BitBoard, plan: MatchPlan, out: Rows): void {
  const { reads, inverse, ruins } = plan;
  const bm = b.m;
  const n = reads.length;
  for (let r = 0; r < b.rows; r++) {
    let v = 0;
    for (let k = 0; k < n; k++) v |= bm[reads[k]! + r]!;
    if (inverse) v = ~v & b.full;
    out[r] = ruins ? v | b.ruins[r]! : v;
  }
}

interface SharedMatch {
  readonly plan: MatchPlan;
  readonly rows: Rows;
  board: BitBoard | null;
  gen: number;
}
/** One entry per distinct match, shared by every compiled test: cards often ask the same ("filled", "forest"). */
const shared = new Map<string, SharedMatch>();

/** A match's rows, recomputed only when the board changed. */
export function cachedMatch(m: BitMatch): (b: BitBoard) => Rows {
  const key = `${m.codes.join(',')}${m.ruins ? 'r' : ''}`;
  let e = shared.get(key);
  if (!e) shared.set(key, (e = { plan: planOf(m), rows: new Int32Array(R), board: null, gen: -1 }));
  const entry = e;
  return (b) => {
    if (entry.board !== b || entry.gen !== b.gen) matchRows(b, entry.plan, entry.rows), (entry.board = b), (entry.gen = b.gen);
    return entry.rows;
  };
}

/** Three bit slices of a per-space count (0..7) and the mask of spaces whose count is in [lo, hi]. */
function inRangeMask(s0: number, s1: number, s2: number, lo: number, hi: number, full: number): number {
  let out = 0;
  for (let k = lo; k <= hi && k <= 7; k++) out |= (k & 1 ? s0 : ~s0) & (k & 2 ? s1 : ~s1) & (k & 4 ? s2 : ~s2);
  return out & full;
}

function lower(min: number | undefined, max: number | undefined, defaultMin: number): number {
  return min ?? (max === undefined ? defaultMin : 0);
}

/**
 * How far a count goes towards its range: 1 inside it; with `soft` > 0, a count below the minimum
 * earns (n / min) ^ soft (a search's notion of promise: a village cluster of 5 is nearly one of 6);
 * above the maximum, 0.
 */
export function degree(n: number, min: number | undefined, max: number | undefined, defaultMin: number, soft: number): number {
  if (max !== undefined && n > max) return 0;
  const lo = lower(min, max, defaultMin);
  if (n >= lo) return 1;
  return soft > 0 ? power(n / lo, soft) : 0;
}

/** x ^ k, with the common small whole exponents multiplied out (Math.pow was a hot spot of search). */
export function power(x: number, k: number): number {
  return k === 2 ? x * x : k === 1 ? x : k === 3 ? x * x * x : x ** k;
}

/** Spaces whose number of matching sides (an off-map side counts when the match has the edge) is in [lo, hi]. */
function sidesInRange(b: BitBoard, t: Rows, edge: boolean, lo: number, hi: number, out: Rows): void {
  const { rows, cols, full } = b;
  const e = edge ? full : 0;
  const left = edge ? 1 : 0;
  const right = edge ? 1 << (cols - 1) : 0;
  for (let r = 0; r < rows; r++) {
    const x = t[r]!;
    const a = r > 0 ? t[r - 1]! : e;
    const bb = r < rows - 1 ? t[r + 1]! : e;
    const c = ((x << 1) | left) & full;
    const d = ((x >>> 1) | right) & full;
    // a + b + c + d in three bit slices
    const x1 = a ^ bb;
    const c1 = a & bb;
    const x2 = c ^ d;
    const c2 = c & d;
    const s0 = x1 ^ x2;
    const c3 = x1 & x2;
    const s1 = c1 ^ c2 ^ c3;
    const s2 = c1 & c2;
    // At most four sides: "at least lo" needs no upper bound (the common "next to one": any slice set).
    out[r] = hi >= 4 ? atLeast(s0, s1, s2, lo) & full : inRangeMask(s0, s1, s2, lo, hi, full);
  }
}

/** The spaces whose count (0..4, in bit slices) is at least lo. */
function atLeast(s0: number, s1: number, s2: number, lo: number): number {
  switch (lo) {
    case 0:
      return -1;
    case 1:
      return s0 | s1 | s2;
    case 2:
      return s1 | s2;
    case 3:
      return (s0 & s1) | s2;
    case 4:
      return s2;
    default:
      return 0;
  }
}

/** Spaces next to at least one matching space (no edge): the four shifts or'd. */
export function dilate(b: BitBoard, t: Rows, r: number): number {
  const x = t[r]!;
  return ((x << 1) | (x >>> 1) | (r > 0 ? t[r - 1]! : 0) | (r < b.rows - 1 ? t[r + 1]! : 0)) & b.full;
}

/**
 * Soft mode's partial credit of a one-test `spaces` unit whose test needs 2+ matching sides
 * ("adjacent to 2+ farms", "surrounded"): each space of `fills` with k sides of the needed `lo`
 * (0 < k < lo) earns (k / lo) ^ soft. Null for other tests (they have no partial credit).
 */
export function compileSpacePromise(f: Filter, soft: number): ((b: BitBoard, fills: Rows) => number) | null {
  if (soft <= 0 || (f.type !== 'adjacent' && f.type !== 'surrounded')) return null;
  const m = f.type === 'adjacent' ? bitMatch(f.to) : f.by ? bitMatch(f.by) : FILLED_OR_EDGE;
  const lo = f.type === 'adjacent' ? lower(f.min, f.max, 1) : 4;
  if (lo < 2 || (f.type === 'adjacent' && f.max !== undefined)) return null;
  const t = cachedMatch(m);
  const tmp = new Int32Array(R);
  return (b, fills) => {
    let credit = 0;
    for (let k = 1; k < lo; k++) {
      sidesInRange(b, t(b), m.edge, k, k, tmp);
      let n = 0;
      for (let r = 0; r < b.rows; r++) n += popcount(tmp[r]! & fills[r]!);
      credit += n * power(k / lo, soft);
    }
    return credit;
  };
}

/** (board, out) -> out[r] holds the spaces of row r that pass. */
export type SpaceTestBits = (b: BitBoard, out: Rows) => void;

export function compileSpaceTestBits(f: Filter): SpaceTestBits | null {
  switch (f.type) {
    case 'adjacent':
    case 'surrounded': {
      const m = f.type === 'adjacent' ? bitMatch(f.to) : f.by ? bitMatch(f.by) : FILLED_OR_EDGE;
      const t = cachedMatch(m);
      const lo = f.type === 'adjacent' ? lower(f.min, f.max, 1) : 4;
      const hi = f.type === 'adjacent' ? (f.max ?? 4) : 4;
      return (b, out) => sidesInRange(b, t(b), m.edge, lo, hi, out);
    }
    case 'distinct-terrains': {
      const lo = lower(f.min, f.max, 1);
      const hi = f.max ?? 7;
      // As the interpreter does for a single space: its neighbours' terrains, whatever `in` says.
      const tmp = new Int32Array(R);
      const s = new Int32Array(3 * R);
      return (b, out) => {
        s.fill(0);
        for (const code of TERRAIN_CODES) {
          tmp.set(b.m.subarray(code * R, code * R + R));
          for (let r = 0; r < b.rows; r++) {
            const x = dilate(b, tmp, r);
            const k0 = s[r]! & x;
            s[r]! ^= x;
            const k1 = s[R + r]! & k0;
            s[R + r]! ^= k0;
            s[2 * R + r]! |= k1;
          }
        }
        for (let r = 0; r < b.rows; r++) out[r] = inRangeMask(s[r]!, s[R + r]!, s[2 * R + r]!, lo, hi, b.full);
      };
    }
    case 'touches-edge': {
      const edges = f.edges ?? ['top', 'bottom', 'left', 'right'];
      const every = f.every === true;
      return (b, out) => {
        for (let r = 0; r < b.rows; r++) {
          let v = every ? b.full : 0;
          for (const e of edges) {
            const m = e === 'top' ? (r === 0 ? b.full : 0) : e === 'bottom' ? (r === b.rows - 1 ? b.full : 0) : e === 'left' ? 1 : 1 << (b.cols - 1);
            v = every ? v & m : v | m;
          }
          out[r] = v;
        }
      };
    }
    case 'on-ruins':
      return (b, out) => out.set(b.ruins);
    case 'linked':
      return linkedTest(FILL_CODE[f.through], bitMatch(f.to));
    default:
      return null;
  }
}

/**
 * A space next to a cluster of `through` that is next to another matching space. Per cluster: its
 * outside spaces O and the matching ones M; a space of O passes when M has a space other than itself.
 * A space inside a cluster of 2+ spaces is next to its own cluster and passes when M is not empty.
 */
function linkedTest(code: number, to: BitMatch): SpaceTestBits {
  const t = cachedMatch(to);
  const outside = new Int32Array(R);
  return (b, out) => {
    const tm = t(b);
    out.fill(0);
    const list = clustersOn(b, code);
    for (let k = 0; k < list.n; k++) {
      const lo = list.lo[k]!;
      const hi = list.hi[k]!;
      outsideOf(b, list.masks, k * R, lo, hi, outside);
      const olo = lo > 0 ? lo - 1 : 0;
      const ohi = hi < b.rows - 1 ? hi + 1 : hi;
      let count = 0;
      for (let r = olo; r <= ohi; r++) count += popcount(outside[r]! & tm[r]!);
      if (count === 0) continue;
      for (let r = olo; r <= ohi; r++) out[r]! |= count >= 2 ? outside[r]! : outside[r]! & ~tm[r]!;
      if (list.size[k]! >= 2) for (let r = lo; r <= hi; r++) out[r]! |= list.masks[k * R + r]!;
    }
  };
}

/** The in-map spaces next to a unit (rows lo..hi of m from off) and not in it, in rows lo - 1 .. hi + 1 (within the map). */
export function outsideOf(b: BitBoard, m: Int32Array, off: number, lo: number, hi: number, out: Rows): void {
  const olo = lo > 0 ? lo - 1 : 0;
  const ohi = hi < b.rows - 1 ? hi + 1 : hi;
  for (let r = olo; r <= ohi; r++) {
    const x = r >= lo && r <= hi ? m[off + r]! : 0;
    const up = r - 1 >= lo && r - 1 <= hi ? m[off + r - 1]! : 0;
    const dn = r + 1 >= lo && r + 1 <= hi ? m[off + r + 1]! : 0;
    out[r] = ((x << 1) | (x >>> 1) | up | dn) & b.full & ~x;
  }
}

/**
 * One unit as row masks: rows lo..hi of `m` from `off`. `size` its spaces, `length` what per-length
 * and rankings use (a square's side, else its spaces), `index` a line's 1-based number (else 0).
 * The outside is computed on first use by a test and kept until the producer moves on.
 */
export class BitUnit {
  m: Int32Array = new Int32Array(R);
  off = 0;
  lo = 0;
  hi = -1;
  size = 0;
  length = 0;
  index = 0;
  /** how far the unit passes its filters: 1 (or, in soft mode, partial credit) */
  weight = 1;
  readonly own = new Int32Array(R);
  readonly outside = new Int32Array(R);
  olo = 0;
  ohi = -1;
  hasOutside = false;

  /** Points at rows of another array (a cluster list's). */
  at(m: Int32Array, off: number, lo: number, hi: number, size: number, length: number, index: number): void {
    this.m = m;
    this.off = off;
    this.lo = lo;
    this.hi = hi;
    this.size = size;
    this.length = length;
    this.index = index;
    this.hasOutside = false;
  }

  /** Uses its own rows (filled by the caller in `own`). */
  owned(lo: number, hi: number, length: number, index: number): void {
    let size = 0;
    for (let r = lo; r <= hi; r++) size += popcount(this.own[r]!);
    this.at(this.own, 0, lo, hi, size, length < 0 ? size : length, index);
  }

  copyFrom(u: BitUnit): void {
    for (let r = u.lo; r <= u.hi; r++) this.own[r] = u.m[u.off + r]!;
    this.at(this.own, 0, u.lo, u.hi, u.size, u.length, u.index);
    this.weight = u.weight;
  }

  outsideRows(b: BitBoard): void {
    if (this.hasOutside) return;
    outsideOf(b, this.m, this.off, this.lo, this.hi, this.outside);
    this.olo = this.lo > 0 ? this.lo - 1 : 0;
    this.ohi = this.hi < b.rows - 1 ? this.hi + 1 : this.hi;
    this.hasOutside = true;
  }

  edges(b: BitBoard): number {
    let bits = (this.lo === 0 ? 1 : 0) | (this.hi === b.rows - 1 ? 2 : 0);
    const right = 1 << (b.cols - 1);
    for (let r = this.lo; r <= this.hi; r++) {
      const x = this.m[this.off + r]!;
      if (x & 1) bits |= 4;
      if (x & right) bits |= 8;
    }
    return bits;
  }

  /** Every row holds one space (a column, a diagonal): counting is a test per row, no population count. */
  thin = false;

  count(t: Rows): number {
    let n = 0;
    const m = this.m;
    const off = this.off;
    if (this.thin) for (let r = this.lo; r <= this.hi; r++) n += (m[off + r]! & t[r]!) !== 0 ? 1 : 0;
    else for (let r = this.lo; r <= this.hi; r++) n += popcount(m[off + r]! & t[r]!);
    return n;
  }
}

/** 1 when the unit passes, 0 when not; in soft mode, partial credit in between (see degree). */
export type UnitTestBits = (b: BitBoard, u: BitUnit) => number;

const EDGE_BIT = { top: 1, bottom: 2, left: 4, right: 8 } as const;

export function compileUnitTestBits(f: Filter, soft = 0): UnitTestBits | null {
  const test = compileUnitTest(f, soft);
  if (!test) return null;
  return (b, u) => +test(b, u);
}

function compileUnitTest(f: Filter, soft: number): ((b: BitBoard, u: BitUnit) => number | boolean) | null {
  switch (f.type) {
    case 'size':
      return (_b, u) => degree(u.size, f.min, f.max, 0, soft);
    case 'count': {
      const t = cachedMatch(bitMatch(f.of));
      return (b, u) => degree(u.count(t(b)), f.min, f.max, 1, soft);
    }
    case 'every': {
      const t = cachedMatch(bitMatch(f.is));
      return soft > 0 ? (b, u) => power(u.count(t(b)) / u.size, soft) : (b, u) => u.count(t(b)) === u.size;
    }
    case 'equal-counts': {
      const a = cachedMatch(bitMatch(f.of[0]));
      const c = cachedMatch(bitMatch(f.of[1]));
      const min = f.min ?? 1;
      return (b, u) => {
        const n = u.count(a(b));
        return n >= min && n === u.count(c(b));
      };
    }
    case 'adjacent': {
      const m = bitMatch(f.to);
      const t = cachedMatch(m);
      return (b, u) => {
        u.outsideRows(b);
        const tm = t(b);
        let n = 0;
        for (let r = u.olo; r <= u.ohi; r++) n += popcount(u.outside[r]! & tm[r]!);
        if (m.edge && u.edges(b) !== 0) n++;
        return degree(n, f.min, f.max, 1, soft);
      };
    }
    case 'surrounded': {
      const m = f.by ? bitMatch(f.by) : FILLED_OR_EDGE;
      const t = cachedMatch(m);
      return (b, u) => {
        if (!m.edge && u.edges(b) !== 0) return false;
        u.outsideRows(b);
        const tm = t(b);
        for (let r = u.olo; r <= u.ohi; r++) if ((u.outside[r]! & ~tm[r]!) !== 0) return false;
        return true;
      };
    }
    case 'distinct-terrains': {
      const inUnit = f.in === 'unit';
      return (b, u) => {
        let n = 0;
        if (!inUnit) u.outsideRows(b);
        for (const code of TERRAIN_CODES) {
          const base = code * R;
          let any = 0;
          if (inUnit) for (let r = u.lo; r <= u.hi && any === 0; r++) any = u.m[u.off + r]! & b.m[base + r]!;
          else for (let r = u.olo; r <= u.ohi && any === 0; r++) any = u.outside[r]! & b.m[base + r]!;
          if (any !== 0) n++;
        }
        return degree(n, f.min, f.max, 1, soft);
      };
    }
    case 'touches-edge': {
      const want = f.edges ? f.edges.reduce((a, e) => a | EDGE_BIT[e], 0) : 15;
      return f.every === true ? (b, u) => (u.edges(b) & want) === want : (b, u) => (u.edges(b) & want) !== 0;
    }
    case 'contains': {
      const shapes = quarterTurns(f.pattern, f.rotations === true);
      return (_b, u) => shapes.some((offsets) => containsAt(u, offsets));
    }
    case 'parity': {
      const odd = f.parity === 'odd' ? 1 : 0;
      return (_b, u) => u.index > 0 && u.index % 2 === odd;
    }
    default:
      return null;
  }
}

/** Some anchor (r, c) of the unit has every (r + dr, c + dc) in the unit too (offset (0, 0) is one of them). */
function containsAt(u: BitUnit, offsets: ReadonlyArray<readonly [number, number]>): boolean {
  for (let r = u.lo; r <= u.hi; r++) {
    let x = u.m[u.off + r]!;
    for (let p = 0; p < offsets.length && x !== 0; p++) {
      const [dr, dc] = offsets[p]!;
      const rr = r + dr;
      if (rr < u.lo || rr > u.hi) {
        x = 0;
        break;
      }
      const row = u.m[u.off + rr]!;
      x &= dc >= 0 ? row >>> dc : row << -dc;
    }
    if (x !== 0) return true;
  }
  return false;
}
