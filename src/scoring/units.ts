/**
 * Units compiled to producers: (sheet, chosen) -> the units that pass their filters. `chosen` is the
 * unit picked by an enclosing `best` (for neighbours, occupied-rows, occupied-columns).
 */
import type { Unit } from './rule-schema.ts';
import { compileSpaceTest, compileUnitTest, describeFilter, type SpaceTest, type UnitTest } from './filters.ts';
import { compileMatch, describeMatch, type CompiledMatch } from './match.ts';
import { FILL_CODE, fillMask, type Fill } from '../grid/fills.ts';
import type { Group } from './group.ts';
import { ANY_FILL_MASK, clustersOf, linesOf, stampCells, type ScoringSheet } from './sheet.ts';

export type Producer = (sheet: ScoringSheet, chosen: Group | undefined) => readonly Group[];

const NONE: readonly Group[] = [];

/** The mask of a unit's `fills`, every fill when it has none. */
function fillsMask(fills: readonly Fill[] | undefined): number {
  return fills ? fillMask(fills) : ANY_FILL_MASK;
}

function passesAll(tests: readonly SpaceTest[], sheet: ScoringSheet, i: number): boolean {
  for (let t = 0; t < tests.length; t++) if (!(tests[t] as SpaceTest)(sheet, i)) return false;
  return true;
}

function keep(list: readonly Group[], tests: readonly UnitTest[], sheet: ScoringSheet): readonly Group[] {
  if (tests.length === 0) return list;
  const out: Group[] = [];
  for (let k = 0; k < list.length; k++) {
    const u = list[k] as Group;
    let ok = true;
    for (let t = 0; t < tests.length && ok; t++) ok = (tests[t] as UnitTest)(sheet, u);
    if (ok) out.push(u);
  }
  return out;
}

let sides = new Int32Array(121);

/**
 * For each space, the side of the largest square of matching spaces with its bottom-right corner
 * there. The table is a shared scratch buffer (valid until the next call): read only `size` entries.
 */
function squareSides(sheet: ScoringSheet, m: CompiledMatch): Int32Array {
  const { rows, cols, size, fill } = sheet;
  if (sides.length < size) sides = new Int32Array(size);
  const side = sides;
  const mask = m.mask;
  const ruins = m.ruins ? sheet.ruins : undefined;
  for (let r = 0, i = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++, i++) {
      if (!(((mask >> (fill[i] as number)) & 1) === 1 || (ruins !== undefined && ruins[i] === true))) side[i] = 0;
      else side[i] = r === 0 || c === 0 ? 1 : 1 + Math.min(side[i - cols] as number, side[i - 1] as number, side[i - cols - 1] as number);
    }
  }
  return side;
}

function squareAt(cols: number, br: number, k: number): Group {
  const r1 = (br / cols) | 0;
  const c1 = br - r1 * cols;
  const cells: number[] = [];
  for (let r = r1 - k + 1; r <= r1; r++) for (let c = c1 - k + 1; c <= c1; c++) cells.push(r * cols + c);
  return { cells, length: k, index: 0, at: undefined };
}

/** The largest square of matching spaces (the first in reading order of its bottom-right corner on a tie). */
function largestSquare(sheet: ScoringSheet, m: CompiledMatch): readonly Group[] {
  const side = squareSides(sheet, m);
  let best = -1;
  let k = 0;
  for (let i = 0; i < sheet.size; i++) if ((side[i] as number) > k) (k = side[i] as number), (best = i);
  return best < 0 ? NONE : [squareAt(sheet.cols, best, k)];
}

/** Every square of matching spaces that no bigger such square contains. */
function maximalSquares(sheet: ScoringSheet, m: CompiledMatch): readonly Group[] {
  const side = squareSides(sheet, m);
  const { cols } = sheet;
  const cand: number[] = [];
  for (let i = 0; i < sheet.size; i++) if ((side[i] as number) > 0) cand.push(i);
  const out: Group[] = [];
  for (const i of cand) {
    const k = side[i] as number;
    const r = (i / cols) | 0;
    const c = i % cols;
    const inside = cand.some((j) => {
      if (j === i) return false;
      const kj = side[j] as number;
      const rj = (j / cols) | 0;
      const cj = j % cols;
      return kj >= k && rj >= r && cj >= c && rj - kj <= r - k && cj - kj <= c - k;
    });
    if (!inside) out.push(squareAt(cols, i, k));
  }
  return out;
}

function runs(sheet: ScoringSheet, mask: number, vertical: boolean): Group[] {
  const { rows, cols, fill } = sheet;
  const outer = vertical ? cols : rows;
  const inner = vertical ? rows : cols;
  const out: Group[] = [];
  for (let a = 0; a < outer; a++) {
    let cells: number[] | undefined;
    for (let b = 0; b < inner; b++) {
      const i = vertical ? b * cols + a : a * cols + b;
      if ((mask >> (fill[i] as number)) & 1) (cells ??= []).push(i);
      else if (cells) out.push({ cells, length: cells.length, index: 0, at: undefined }), (cells = undefined);
    }
    if (cells) out.push({ cells, length: cells.length, index: 0, at: undefined });
  }
  return out;
}

/** Picks the `rank`-th biggest unit (0 largest); ties keep the earlier one first, so tied largest units fill ranks 0 and 1. */
function ranked(list: readonly Group[], rank: number): readonly Group[] {
  let first: Group | undefined;
  let second: Group | undefined;
  for (let k = 0; k < list.length; k++) {
    const u = list[k] as Group;
    if (first === undefined || u.length > first.length) (second = first), (first = u);
    else if (second === undefined || u.length > second.length) second = u;
  }
  const pick = rank === 0 ? first : second;
  return pick ? [pick] : NONE;
}

export function compileUnit(node: Unit): Producer {
  switch (node.type) {
    case 'spaces': {
      const mask = fillsMask(node.fills);
      const tests = (node.where ?? []).map((f) => compileSpaceTest(f));
      return (sheet) => {
        const out: Group[] = [];
        const { fill, size } = sheet;
        const singles = sheet.layout.singles;
        for (let i = 0; i < size; i++) if ((mask >> (fill[i] as number)) & 1 && passesAll(tests, sheet, i)) out.push(singles[i] as Group);
        return out;
      };
    }
    case 'neighbours': {
      const mask = fillsMask(node.fills);
      const tests = (node.where ?? []).map((f) => compileSpaceTest(f));
      return (sheet, chosen) => {
        if (!chosen) return NONE;
        const { cols, size, mark, fill } = sheet;
        const s = stampCells(sheet, chosen.cells);
        const found: number[] = [];
        for (const i of chosen.cells) {
          const c = i % cols;
          for (const j of [i >= cols ? i - cols : -1, i + cols < size ? i + cols : -1, c > 0 ? i - 1 : -1, c < cols - 1 ? i + 1 : -1]) {
            if (j >= 0 && mark[j] !== s && (mask >> (fill[j] as number)) & 1) (mark[j] = s), found.push(j);
          }
        }
        found.sort((a, b) => a - b);
        const singles = sheet.layout.singles;
        return found.filter((j) => passesAll(tests, sheet, j)).map((j) => singles[j] as Group);
      };
    }
    case 'clusters': {
      const code = FILL_CODE[node.terrain];
      const tests = (node.where ?? []).map((f) => compileUnitTest(f));
      return (sheet) => keep(clustersOf(sheet, code), tests, sheet);
    }
    case 'rows':
    case 'columns':
    case 'diagonals': {
      const tests = (node.where ?? []).map((f) => compileUnitTest(f));
      const which = node.type === 'diagonals' ? (node.direction === 'down-right' ? 'downRight' : 'downLeft') : node.type;
      return (sheet) => keep(linesOf(sheet)[which], tests, sheet);
    }
    case 'squares': {
      const m = compileMatch(node.of);
      const tests = (node.where ?? []).map((f) => compileUnitTest(f));
      return (sheet) => keep(maximalSquares(sheet, m), tests, sheet);
    }
    case 'runs': {
      const mask = fillMask(node.fills);
      const tests = (node.where ?? []).map((f) => compileUnitTest(f));
      const vertical = node.direction === 'vertical';
      return (sheet) => keep(runs(sheet, mask, vertical), tests, sheet);
    }
    case 'largest':
    case 'second-largest': {
      const rank = node.type === 'largest' ? 0 : 1;
      const inner = node.of;
      // The largest square needs no list of squares: the side table gives it directly.
      if (rank === 0 && inner.type === 'squares' && !inner.where?.length) {
        const m = compileMatch(inner.of);
        return (sheet) => largestSquare(sheet, m);
      }
      const produce = compileUnit(inner);
      return (sheet, chosen) => ranked(produce(sheet, chosen), rank);
    }
    case 'occupied-rows':
    case 'occupied-columns': {
      const byRow = node.type === 'occupied-rows';
      return (sheet, chosen) => {
        if (!chosen) return NONE;
        const lines = byRow ? linesOf(sheet).rows : linesOf(sheet).columns;
        const used = new Uint8Array(lines.length);
        for (const i of chosen.cells) used[byRow ? (i / sheet.cols) | 0 : i % sheet.cols] = 1;
        return lines.filter((_, k) => used[k] === 1);
      };
    }
  }
}

const NOUN: Record<string, string> = {
  spaces: 'space',
  rows: 'row',
  columns: 'column',
  'occupied-rows': 'row it occupies',
  'occupied-columns': 'column it occupies',
};

/** The unit as a noun phrase: "forest space adjacent to the map edge", "village cluster of 6+ spaces". */
export function describeUnit(node: Unit): string {
  const where = 'where' in node && node.where ? node.where.map((f) => ' ' + describeFilter(f)).join(',') : '';
  switch (node.type) {
    case 'spaces':
      return `${node.fills ? node.fills.join(' or ') + ' ' : ''}space${where}`;
    case 'neighbours':
      return `${node.fills ? node.fills.join(' or ') + ' ' : ''}space adjacent to it${where}`;
    case 'clusters':
      return `${node.terrain} cluster${where}`;
    case 'diagonals':
      return `${node.direction} diagonal${where}`;
    case 'squares':
      return `square of ${describeMatch(node.of)}s${where}`;
    case 'runs':
      return `${node.direction} run of ${node.fills.join(' or ')}${where}`;
    case 'largest':
      return `largest ${describeUnit(node.of)}`;
    case 'second-largest':
      return `second-largest ${describeUnit(node.of)}`;
    default:
      return `${NOUN[node.type] ?? node.type}${where}`;
  }
}
