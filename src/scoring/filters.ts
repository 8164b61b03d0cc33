/**
 * Filters compiled to predicates. A filter on single spaces becomes a test of a space index (so
 * nothing is allocated for spaces that fail it); a filter on other units becomes a test of a unit.
 */
import type { Filter } from './rule-schema.ts';
import { compileMatch, describeMatch, matches, type CompiledMatch } from './match.ts';
import { FILL_CODE } from '../grid/fills.ts';
import { readPicture } from '../shapes/picture.ts';
import type { Group } from './group.ts';
import { clusterAt, FILLED_MASK, nextSeen, stampCells, TERRAIN_MASK, type ScoringSheet } from './sheet.ts';

export type SpaceTest = (sheet: ScoringSheet, i: number) => boolean;
export type UnitTest = (sheet: ScoringSheet, u: Group) => boolean;

const FILLED_OR_EDGE: CompiledMatch = { mask: FILLED_MASK, ruins: false, edge: true };
const EDGE_BIT = { top: 1, bottom: 2, left: 4, right: 8 } as const;

function bitCount(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}

/** min defaults to `defaultMin` ("adjacent to a farm" means at least one) unless a max is given ("max 0" means none). */
function inRange(n: number, min: number | undefined, max: number | undefined, defaultMin: number): boolean {
  return n >= (min ?? (max === undefined ? defaultMin : 0)) && (max === undefined || n <= max);
}

/** How many of space i's four sides match (an off-map side is the edge). The match test is inlined: this runs per space. */
function sidesMatching(sheet: ScoringSheet, i: number, m: CompiledMatch): number {
  const { cols, size, fill } = sheet;
  const mask = m.mask;
  const edge = m.edge ? 1 : 0;
  const ruins = m.ruins ? sheet.ruins : undefined;
  const c = i % cols;
  let n = 0;
  if (i >= cols) n += ((mask >> (fill[i - cols] as number)) & 1) | (ruins && ruins[i - cols] ? 1 : 0);
  else n += edge;
  if (i + cols < size) n += ((mask >> (fill[i + cols] as number)) & 1) | (ruins && ruins[i + cols] ? 1 : 0);
  else n += edge;
  if (c > 0) n += ((mask >> (fill[i - 1] as number)) & 1) | (ruins && ruins[i - 1] ? 1 : 0);
  else n += edge;
  if (c < cols - 1) n += ((mask >> (fill[i + 1] as number)) & 1) | (ruins && ruins[i + 1] ? 1 : 0);
  else n += edge;
  return n;
}

/** Bits of the fill codes of space i's (in-map) neighbours. */
function neighbourCodes(sheet: ScoringSheet, i: number): number {
  const { cols, size, fill } = sheet;
  const c = i % cols;
  let bits = 0;
  if (i >= cols) bits |= 1 << (fill[i - cols] as number);
  if (i + cols < size) bits |= 1 << (fill[i + cols] as number);
  if (c > 0) bits |= 1 << (fill[i - 1] as number);
  if (c < cols - 1) bits |= 1 << (fill[i + 1] as number);
  return bits;
}

/** What lies around a unit, from one walk (see walkAround). One shared record: a walk allocates nothing. */
interface Around {
  /** distinct in-map spaces adjacent to the unit and not in it */
  spaces: number;
  /** how many of those match the walk's match */
  matching: number;
  /** off-map sides of the unit's spaces */
  edgeSides: number;
  /** bit (1 << code) of every fill among those spaces */
  codes: number;
}
const around: Around = { spaces: 0, matching: 0, edgeSides: 0, codes: 0 };

/**
 * Walks the outside of a unit once: each distinct in-map space adjacent to it and not in it is
 * counted, tested against `m` and its fill noted. One pass with the test inlined, rather than a
 * callback per space: clusters on a full map have dozens of outside spaces.
 */
function walkAround(sheet: ScoringSheet, cells: readonly number[], m: CompiledMatch): Around {
  const { cols, size, mark, seen, fill } = sheet;
  const mask = m.mask;
  const ruins = m.ruins ? sheet.ruins : undefined;
  const s = stampCells(sheet, cells);
  const v = nextSeen(sheet);
  let spaces = 0;
  let matching = 0;
  let edgeSides = 0;
  let codes = 0;
  for (let k = 0; k < cells.length; k++) {
    const i = cells[k] as number;
    const c = i % cols;
    for (let d = 0; d < 4; d++) {
      const j =
        d === 0 ? (i >= cols ? i - cols : -1) : d === 1 ? (i + cols < size ? i + cols : -1) : d === 2 ? (c > 0 ? i - 1 : -1) : c < cols - 1 ? i + 1 : -1;
      if (j < 0) {
        edgeSides++;
        continue;
      }
      if (mark[j] === s || seen[j] === v) continue;
      seen[j] = v;
      const code = fill[j] as number;
      spaces++;
      codes |= 1 << code;
      matching += ((mask >> code) & 1) | (ruins && ruins[j] ? 1 : 0);
    }
  }
  around.spaces = spaces;
  around.matching = matching;
  around.edgeSides = edgeSides;
  around.codes = codes;
  return around;
}

const NOTHING: CompiledMatch = { mask: 0, ruins: false, edge: false };

function edgeBits(sheet: ScoringSheet, cells: readonly number[]): number {
  const { cols, rows } = sheet;
  let bits = 0;
  for (let k = 0; k < cells.length; k++) {
    const i = cells[k] as number;
    const r = (i / cols) | 0;
    const c = i - r * cols;
    if (r === 0) bits |= 1;
    if (r === rows - 1) bits |= 2;
    if (c === 0) bits |= 4;
    if (c === cols - 1) bits |= 8;
  }
  return bits;
}

function edgeTest(f: Extract<Filter, { type: 'touches-edge' }>): (bits: number) => boolean {
  const want = f.edges ? f.edges.reduce((a, e) => a | EDGE_BIT[e], 0) : 15;
  return f.every === true ? (bits) => (bits & want) === want : (bits) => (bits & want) !== 0;
}

/**
 * Offsets (dr, dc) of each distinct quarter turn of a `contains` pattern (only the pattern as
 * written without `rotations`), relative to its first X in reading order.
 */
export function quarterTurns(pattern: readonly string[], rotations: boolean): Array<Array<[number, number]>> {
  let points = readPicture(pattern, ['X']).marks.X.map(([r, c]): [number, number] => [r, c]);
  const seen = new Set<string>();
  const out: Array<Array<[number, number]>> = [];
  for (let turn = 0; turn < (rotations ? 4 : 1); turn++) {
    const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const [r0, c0] = sorted[0] as [number, number];
    const offsets = sorted.map(([r, c]) => [r - r0, c - c0] as [number, number]);
    const key = JSON.stringify(offsets);
    if (!seen.has(key)) seen.add(key), out.push(offsets);
    points = points.map(([r, c]) => [c, -r]);
  }
  return out;
}

/** A test of space i, for `spaces` and `neighbours` units. */
export function compileSpaceTest(f: Filter): SpaceTest {
  switch (f.type) {
    case 'adjacent': {
      const m = compileMatch(f.to);
      const { min, max } = f;
      return (sheet, i) => inRange(sidesMatching(sheet, i, m), min, max, 1);
    }
    case 'surrounded': {
      const m = f.by ? compileMatch(f.by) : FILLED_OR_EDGE;
      return (sheet, i) => sidesMatching(sheet, i, m) === 4;
    }
    case 'distinct-terrains': {
      const { min, max } = f;
      return (sheet, i) => inRange(bitCount(neighbourCodes(sheet, i) & TERRAIN_MASK), min, max, 1);
    }
    case 'touches-edge': {
      const test = edgeTest(f);
      return (sheet, i) => test(edgeBits(sheet, [i]));
    }
    case 'on-ruins':
      return (sheet, i) => sheet.ruins[i] === true;
    case 'linked': {
      const to = compileMatch(f.to);
      const code = FILL_CODE[f.through];
      const memo: LinkMemo = { generation: -1, matching: [] };
      return (sheet, i) => linked(sheet, i, code, to, memo);
    }
    default:
      throw new Error(`the ${f.type} filter does not apply to single spaces`); // checkRule rejects this first
  }
}

/** Per cluster (by its index among the clusters of its fill), how many outside spaces match `to`, for one sheet generation. */
interface LinkMemo {
  generation: number;
  matching: number[];
}

/**
 * Space i touches a cluster of `code` that also touches another space matching `to`: the cluster's
 * outside spaces that match, less i itself (i is outside the cluster unless it is of that fill too,
 * and then the walk skips it). Several spaces often touch one big cluster: it is walked once.
 */
function linked(sheet: ScoringSheet, i: number, code: number, to: CompiledMatch, memo: LinkMemo): boolean {
  if (memo.generation !== sheet.generation) (memo.generation = sheet.generation), (memo.matching.length = 0);
  const { cols, size, fill } = sheet;
  const c = i % cols;
  const self = fill[i] !== code && matches(sheet, to, i) ? 1 : 0;
  for (let d = 0; d < 4; d++) {
    const j = d === 0 ? (i >= cols ? i - cols : -1) : d === 1 ? (i + cols < size ? i + cols : -1) : d === 2 ? (c > 0 ? i - 1 : -1) : c < cols - 1 ? i + 1 : -1;
    if (j < 0 || fill[j] !== code) continue;
    const cluster = clusterAt(sheet, j) as Group;
    const k = (sheet.clusterIndex as number[])[j] as number;
    const matching = (memo.matching[k] ??= walkAround(sheet, cluster.cells, to).matching);
    if (matching - self > 0) return true;
  }
  return false;
}

/** A test of a whole unit (cluster, line, square, run). */
export function compileUnitTest(f: Filter): UnitTest {
  switch (f.type) {
    case 'adjacent': {
      const m = compileMatch(f.to);
      const { min, max } = f;
      return (sheet, u) => {
        const a = walkAround(sheet, u.cells, m);
        return inRange(a.matching + (m.edge && a.edgeSides > 0 ? 1 : 0), min, max, 1);
      };
    }
    case 'surrounded': {
      const m = f.by ? compileMatch(f.by) : FILLED_OR_EDGE;
      return (sheet, u) => {
        const a = walkAround(sheet, u.cells, m);
        return a.matching === a.spaces && (a.edgeSides === 0 || m.edge);
      };
    }
    case 'size': {
      const { min, max } = f;
      return (_sheet, u) => inRange(u.cells.length, min, max, 0);
    }
    case 'count': {
      const m = compileMatch(f.of);
      const { min, max } = f;
      return (sheet, u) => inRange(countMatching(sheet, u.cells, m), min, max, 1);
    }
    case 'every': {
      const m = compileMatch(f.is);
      return (sheet, u) => countMatching(sheet, u.cells, m) === u.cells.length;
    }
    case 'equal-counts': {
      const a = compileMatch(f.of[0]);
      const b = compileMatch(f.of[1]);
      const min = f.min ?? 1;
      return (sheet, u) => {
        const n = countMatching(sheet, u.cells, a);
        return n >= min && n === countMatching(sheet, u.cells, b);
      };
    }
    case 'distinct-terrains': {
      const { min, max } = f;
      if (f.in === 'unit') {
        return (sheet, u) => {
          let bits = 0;
          for (let k = 0; k < u.cells.length; k++) bits |= 1 << (sheet.fill[u.cells[k] as number] as number);
          return inRange(bitCount(bits & TERRAIN_MASK), min, max, 1);
        };
      }
      return (sheet, u) => inRange(bitCount(walkAround(sheet, u.cells, NOTHING).codes & TERRAIN_MASK), min, max, 1);
    }
    case 'touches-edge': {
      const test = edgeTest(f);
      return (sheet, u) => test(edgeBits(sheet, u.cells));
    }
    case 'contains': {
      const orientations = quarterTurns(f.pattern, f.rotations === true);
      return (sheet, u) => containsPattern(sheet, u.cells, orientations);
    }
    case 'parity': {
      const odd = f.parity === 'odd' ? 1 : 0;
      return (_sheet, u) => u.index > 0 && u.index % 2 === odd;
    }
    default:
      throw new Error(`the ${f.type} filter applies to single spaces only`); // checkRule rejects this first
  }
}

/** Spaces of `cells` that match (the match test inlined: lines and clusters run this per space). */
function countMatching(sheet: ScoringSheet, cells: readonly number[], m: CompiledMatch): number {
  const { fill } = sheet;
  const mask = m.mask;
  let n = 0;
  if (m.ruins) {
    const ruins = sheet.ruins;
    for (let k = 0; k < cells.length; k++) {
      const i = cells[k] as number;
      n += ((mask >> (fill[i] as number)) & 1) | (ruins[i] ? 1 : 0);
    }
  } else {
    for (let k = 0; k < cells.length; k++) n += (mask >> (fill[cells[k] as number] as number)) & 1;
  }
  return n;
}

function containsPattern(sheet: ScoringSheet, cells: readonly number[], orientations: ReadonlyArray<ReadonlyArray<readonly [number, number]>>): boolean {
  const { cols, rows, mark } = sheet;
  const s = stampCells(sheet, cells);
  for (let k = 0; k < cells.length; k++) {
    const i = cells[k] as number;
    const r = (i / cols) | 0;
    const c = i - r * cols;
    for (let o = 0; o < orientations.length; o++) {
      const offsets = orientations[o] as ReadonlyArray<readonly [number, number]>;
      let all = true;
      for (let p = 0; p < offsets.length && all; p++) {
        const off = offsets[p] as readonly [number, number];
        const rr = r + off[0];
        const cc = c + off[1];
        all = rr >= 0 && rr < rows && cc >= 0 && cc < cols && mark[rr * cols + cc] === s;
      }
      if (all) return true;
    }
  }
  return false;
}

function range(min: number | undefined, max: number | undefined, defaultMin: number, noun: string): string {
  const lo = min ?? (max === undefined ? defaultMin : 0);
  if (max === undefined) return `${lo}+ ${noun}`;
  if (max === 0) return `no ${noun}`;
  if (lo === max) return `exactly ${lo} ${noun}`;
  return `${lo} to ${max} ${noun}`;
}

/** A phrase for the filter, to follow the unit's noun: "adjacent to the map edge", "of 6+ spaces". */
export function describeFilter(f: Filter): string {
  switch (f.type) {
    case 'adjacent':
      if (f.max === 0) return `adjacent to no ${describeMatch(f.to)}`;
      if ((f.min ?? 1) === 1 && f.max === undefined) return `adjacent to ${f.to.type === 'edge' ? '' : 'a '}${describeMatch(f.to)}`;
      return `adjacent to ${range(f.min, f.max, 1, describeMatch(f.to))}`;
    case 'surrounded':
      return `with every side ${f.by ? describeMatch(f.by) : 'filled or the map edge'}`;
    case 'size':
      return `of ${range(f.min, f.max, 0, 'spaces')}`;
    case 'count':
      return `with ${range(f.min, f.max, 1, describeMatch(f.of))}`;
    case 'every':
      return f.is.type === 'filled' ? 'completely filled' : `with every space ${describeMatch(f.is)}`;
    case 'equal-counts':
      return `with as many ${describeMatch(f.of[0])} as ${describeMatch(f.of[1])} (at least ${f.min ?? 1})`;
    case 'distinct-terrains':
      return `${f.in === 'unit' ? 'holding' : 'next to'} ${range(f.min, f.max, 1, 'terrain types')}`;
    case 'touches-edge':
      return `touching ${f.edges ? `the ${f.edges.join(f.every ? ' and ' : ' or ')} edge${f.edges.length > 1 ? 's' : ''}` : 'the map edge'}`;
    case 'contains':
      return `containing ${f.pattern.join('/')}${f.rotations ? ' (any rotation)' : ''}`;
    case 'parity':
      return `with an ${f.parity} number`;
    case 'on-ruins':
      return 'on ruins';
    case 'linked':
      return `linked through a ${f.through} cluster to another ${describeMatch(f.to)}`;
  }
}
