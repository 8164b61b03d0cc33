/**
 * Stars only, on bit boards: the scoring language compiled a second way, for search (a bot scores
 * hundreds of thousands of maps per decision). Each rule node becomes a closure over row masks; a
 * rule with a node this compiler does not cover is scored by the interpreter on the board turned back
 * into a grid (slow, but the same stars). The interpreter (evaluate.ts) stays the reference and the
 * only one that explains; test/unit/scoring/bits.test.ts checks both agree on every official card.
 */
import type { Fill } from '../grid/fills.ts';
import type { Filter, ScoringRule, Unit as UnitNode } from './rule-schema.ts';
import { checkRule } from './check.ts';
import { interpretStars } from './evaluate.ts';
import { gridOfBoard, MAX_BIT_ROWS as R, popcount, type BitBoard } from './bits-board.ts';
import { clustersOn } from './bits-clusters.ts';
import { bulkLines, diagonals, lineSums } from './bits-lines.ts';
import { FILL_CODE } from '../grid/fills.ts';
import {
  BitUnit,
  bitMatch,
  cachedMatch,
  compileSpacePromise,
  compileSpaceTestBits,
  compileUnitTestBits,
  outsideOf,
  type Rows,
  type SpaceTestBits,
  type UnitTestBits,
} from './bits-tests.ts';

/** A rule's stars on a board; `chosen` is the unit an enclosing `best` is trying. */
type RuleBits = (b: BitBoard, chosen: BitUnit | null) => number;
/** Units given one by one to `visit` (one shared BitUnit per producer). */
type Each = (b: BitBoard, chosen: BitUnit | null, visit: (u: BitUnit) => void) => void;
/** Single-space units as the mask of those spaces. */
type Mask = (b: BitBoard, chosen: BitUnit | null, out: Rows) => void;

/** `promise`: soft mode's partial credit of spaces that nearly pass, in spaces. */
type Producer =
  | { readonly kind: 'each'; readonly each: Each; readonly sum?: (b: BitBoard) => void }
  | { readonly kind: 'mask'; readonly mask: Mask; readonly promise: ((b: BitBoard) => number) | null };

function all<T>(xs: readonly (T | null)[]): T[] | null {
  return xs.every((x) => x !== null) ? (xs as T[]) : null;
}

/** Sets the unit's weight from its tests (the product; 0 as soon as one fails outright); true when it is above 0. */
function passes(tests: readonly UnitTestBits[], b: BitBoard, u: BitUnit): boolean {
  let w = 1;
  for (let k = 0; k < tests.length && w > 0; k++) w *= tests[k]!(b, u);
  u.weight = w;
  return w > 0;
}

function spaceUnits(fills: readonly Fill[] | undefined, where: readonly Filter[] | undefined, around: boolean, soft: number): Producer | null {
  // The fills' rows come from the shared match cache: cards on one map often ask the same ("water").
  const fillsOf = fills ? cachedMatch(bitMatch({ type: 'fill', fills: [...fills] })) : null;
  const tests = all((where ?? []).map(compileSpaceTestBits));
  if (!tests) return null;
  const tmp = new Int32Array(R);
  const fullRows = new Int32Array(R);
  const credit = !around && where?.length === 1 ? compileSpacePromise(where[0]!, soft) : null;
  const promise = credit
    ? (b: BitBoard) => {
        if (fillsOf) return credit(b, fillsOf(b));
        for (let r = 0; r < b.rows; r++) fullRows[r] = b.full;
        return credit(b, fullRows);
      }
    : null;
  return {
    kind: 'mask',
    promise,
    mask: (b, chosen, out) => {
      if (around) {
        out.fill(0);
        if (!chosen) return;
        chosen.outsideRows(b);
        for (let r = chosen.olo; r <= chosen.ohi; r++) out[r] = chosen.outside[r]!;
        if (fillsOf) {
          const f = fillsOf(b);
          for (let r = 0; r < b.rows; r++) out[r]! &= f[r]!;
        }
      } else if (!fillsOf) for (let r = 0; r < b.rows; r++) out[r] = b.full;
      else out.set(fillsOf(b));
      for (let k = 0; k < tests.length; k++) {
        tests[k]!(b, tmp);
        for (let r = 0; r < b.rows; r++) out[r]! &= tmp[r]!;
      }
    },
  };
}

function lineUnits(node: Extract<UnitNode, { type: 'rows' | 'columns' | 'diagonals' }>, soft: number, cells: boolean): Producer | null {
  const bulk = cells ? null : bulkLines(node, soft);
  if (bulk) return { kind: 'each', each: (b, _chosen, visit) => bulk.each(b, visit), sum: bulk.sum };
  const tests = all((node.where ?? []).map((f) => compileUnitTestBits(f, soft)));
  if (!tests) return null;
  const u = new BitUnit();
  const dc = node.type === 'diagonals' ? (node.direction === 'down-right' ? 1 : -1) : 0;
  let geometry: { rows: number; cols: number; lines: Array<[number, number, number]> } | null = null;
  return {
    kind: 'each',
    each: (b, _chosen, visit) => {
      const { rows, cols, full } = b;
      if (node.type === 'rows') {
        u.thin = false;
        for (let r = 0; r < rows; r++) {
          u.own[r] = full;
          u.at(u.own, 0, r, r, cols, cols, r + 1);
          if (passes(tests, b, u)) visit(u);
        }
      } else if (node.type === 'columns') {
        u.thin = true;
        for (let c = 0; c < cols; c++) {
          for (let r = 0; r < rows; r++) u.own[r] = 1 << c;
          u.at(u.own, 0, 0, rows - 1, rows, rows, c + 1);
          if (passes(tests, b, u)) visit(u);
        }
      } else {
        if (!geometry || geometry.rows !== rows || geometry.cols !== cols) geometry = { rows, cols, lines: diagonals(rows, cols, dc) };
        const lines = geometry.lines;
        u.thin = true;
        for (let k = 0; k < lines.length; k++) {
          const [r0, c0, n] = lines[k]!;
          for (let j = 0; j < n; j++) u.own[r0 + j] = 1 << (c0 + j * dc);
          u.at(u.own, 0, r0, r0 + n - 1, n, n, k + 1);
          if (passes(tests, b, u)) visit(u);
        }
      }
    },
  };
}

function clusterUnits(node: Extract<UnitNode, { type: 'clusters' }>, soft: number): Producer | null {
  const tests = all((node.where ?? []).map((f) => compileUnitTestBits(f, soft)));
  if (!tests) return null;
  const code = FILL_CODE[node.terrain];
  const u = new BitUnit();
  return {
    kind: 'each',
    each: (b, _chosen, visit) => {
      const list = clustersOn(b, code);
      for (let k = 0; k < list.n; k++) {
        const size = list.size[k]!;
        u.at(list.masks, k * R, list.lo[k]!, list.hi[k]!, size, size, 0);
        if (passes(tests, b, u)) visit(u);
      }
    },
  };
}

function runUnits(node: Extract<UnitNode, { type: 'runs' }>, soft: number): Producer | null {
  const tests = all((node.where ?? []).map((f) => compileUnitTestBits(f, soft)));
  if (!tests) return null;
  const t = cachedMatch(bitMatch({ type: 'fill', fills: node.fills }));
  const u = new BitUnit();
  const vertical = node.direction === 'vertical';
  return {
    kind: 'each',
    each: (b, _chosen, visit) => {
      const tm = t(b);
      if (!vertical) {
        for (let r = 0; r < b.rows; r++) {
          let x = tm[r]!;
          while (x !== 0) {
            const low = x & -x;
            const run = ((x + low) ^ x) & x;
            x &= ~run;
            u.own[r] = run;
            u.at(u.own, 0, r, r, popcount(run), popcount(run), 0);
            if (passes(tests, b, u)) visit(u);
          }
        }
        return;
      }
      for (let c = 0; c < b.cols; c++) {
        const bit = 1 << c;
        for (let r = 0; r < b.rows; ) {
          if ((tm[r]! & bit) === 0) {
            r++;
            continue;
          }
          const start = r;
          while (r < b.rows && (tm[r]! & bit) !== 0) u.own[r++] = bit;
          u.at(u.own, 0, start, r - 1, r - start, r - start, 0);
          if (passes(tests, b, u)) visit(u);
        }
      }
    },
  };
}

/** The largest square of matching spaces, straight from the masks: side k+1 exists where side k does at (r, c), (r+1, c), (r, c+1), (r+1, c+1). */
function largestSquare(node: Extract<UnitNode, { type: 'squares' }>): Producer {
  const t = cachedMatch(bitMatch(node.of));
  const s = new Int32Array(R);
  const u = new BitUnit();
  return {
    kind: 'each',
    each: (b, _chosen, visit) => {
      const tm = t(b);
      let n = b.rows;
      for (let r = 0; r < n; r++) s[r] = tm[r]!;
      let side = 0;
      let at = -1;
      let atBits = 0;
      for (;;) {
        let first = -1;
        for (let r = 0; r < n && first < 0; r++) if (s[r] !== 0) first = r;
        if (first < 0) break;
        side++;
        at = first;
        atBits = s[first]!;
        for (let r = 0; r + 1 < n; r++) s[r] = s[r]! & s[r + 1]! & (s[r]! >>> 1) & (s[r + 1]! >>> 1);
        n--;
      }
      if (side === 0) return;
      const c = 31 - Math.clz32(atBits & -atBits);
      for (let r = at; r < at + side; r++) u.own[r] = ((1 << side) - 1) << c;
      u.at(u.own, 0, at, at + side - 1, side * side, side, 0);
      u.weight = 1;
      visit(u);
    },
  };
}

function ranked(node: Extract<UnitNode, { type: 'largest' | 'second-largest' }>, soft: number, cells: boolean): Producer | null {
  const inner = node.of;
  if (node.type === 'largest' && inner.type === 'squares' && !inner.where?.length) return largestSquare(inner);
  const produce = compileUnitBits(inner, soft, cells);
  if (!produce || produce.kind !== 'each') return null;
  const first = new BitUnit();
  const second = new BitUnit();
  let have = 0;
  // Only units that pass outright take part in a ranking (partial credit ranks nothing).
  const keep = (u: BitUnit) => {
    if (u.weight < 1) return;
    if (have === 0 || u.length > first.length) {
      if (have >= 1) second.copyFrom(first);
      first.copyFrom(u);
      have++;
    } else if (have === 1 || u.length > second.length) {
      second.copyFrom(u);
      have++;
    }
  };
  const rank = node.type === 'largest' ? 0 : 1;
  return {
    kind: 'each',
    each: (b, chosen, visit) => {
      have = 0;
      produce.each(b, chosen, keep);
      if (have > rank) visit(rank === 0 ? first : second);
    },
  };
}

function occupied(byRow: boolean): Producer {
  const u = new BitUnit();
  return {
    kind: 'each',
    each: (b, chosen, visit) => {
      if (!chosen) return;
      if (byRow) {
        for (let r = chosen.lo; r <= chosen.hi; r++) {
          if (chosen.m[chosen.off + r] === 0) continue;
          u.own[r] = b.full;
          u.at(u.own, 0, r, r, b.cols, b.cols, r + 1);
          u.weight = 1;
          visit(u);
        }
        return;
      }
      let cols = 0;
      for (let r = chosen.lo; r <= chosen.hi; r++) cols |= chosen.m[chosen.off + r]!;
      for (let c = 0; c < b.cols; c++) {
        if (((cols >>> c) & 1) === 0) continue;
        for (let r = 0; r < b.rows; r++) u.own[r] = 1 << c;
        u.at(u.own, 0, 0, b.rows - 1, b.rows, b.rows, c + 1);
        u.weight = 1;
        visit(u);
      }
    },
  };
}

/** `cells`: the consumer needs each unit's spaces (a `best` award), not only how many pass and their sizes. */
function compileUnitBits(node: UnitNode, soft: number, cells: boolean): Producer | null {
  switch (node.type) {
    case 'spaces':
      return spaceUnits(node.fills, node.where, false, soft);
    case 'neighbours':
      return spaceUnits(node.fills, node.where, true, soft);
    case 'clusters':
      return clusterUnits(node, soft);
    case 'rows':
    case 'columns':
    case 'diagonals':
      return lineUnits(node, soft, cells);
    case 'runs':
      return runUnits(node, soft);
    case 'largest':
    case 'second-largest':
      return ranked(node, soft, cells);
    case 'occupied-rows':
    case 'occupied-columns':
      return occupied(node.type === 'occupied-rows');
    case 'squares':
      return null;
  }
}

function compileRuleBits(rule: ScoringRule, soft: number): RuleBits | null {
  switch (rule.type) {
    case 'per':
    case 'per-space':
    case 'per-length': {
      const p = compileUnitBits(rule.of, soft, false);
      if (!p) return null;
      const stars = rule.stars;
      if (p.kind === 'mask') {
        const out = new Int32Array(R);
        return (b, chosen) => {
          p.mask(b, chosen, out);
          let n = 0;
          for (let r = 0; r < b.rows; r++) n += popcount(out[r]!);
          dual.hard += n * stars;
          return (p.promise ? n + p.promise(b) : n) * stars;
        };
      }
      const mode = rule.type;
      const sum = p.sum;
      if (sum) {
        // Lines counted in bulk: their sums, no visit per line (a line's length is its size).
        const bySpace = mode !== 'per';
        return (b) => {
          sum(b);
          dual.hard += stars * (bySpace ? lineSums.hardSpaces : lineSums.hardCount);
          return stars * (bySpace ? lineSums.spaces : lineSums.count);
        };
      }
      let total = 0;
      let hard = 0;
      const visit = (u: BitUnit) => {
        const s = mode === 'per' ? stars : mode === 'per-space' ? stars * u.size : stars * u.length;
        total += u.weight * s;
        if (u.weight === 1) hard += s;
      };
      return (b, chosen) => {
        total = 0;
        hard = 0;
        p.each(b, chosen, visit);
        dual.hard += hard;
        return total;
      };
    }
    case 'sum': {
      const parts = all(rule.of.map((r) => compileRuleBits(r, soft)));
      if (!parts) return null;
      return (b, chosen) => {
        let t = 0;
        for (let k = 0; k < parts.length; k++) t += parts[k]!(b, chosen);
        return t;
      };
    }
    case 'best': {
      const p = compileUnitBits(rule.of, soft, true);
      const award = compileRuleBits(rule.award, soft);
      if (!p || p.kind !== 'each' || !award) return null;
      let best = 0;
      let bestHard = 0;
      let any = false;
      let anyHard = false;
      let board: BitBoard | null = null;
      const visit = (u: BitUnit) => {
        const before = dual.hard;
        const s = award(board!, u) * u.weight;
        const h = dual.hard - before;
        dual.hard = before;
        if (!any || s > best) (best = s), (any = true);
        if (u.weight === 1 && (!anyHard || h > bestHard)) (bestHard = h), (anyHard = true);
      };
      return (b, chosen) => {
        best = 0;
        bestHard = 0;
        any = false;
        anyHard = false;
        board = b;
        p.each(b, chosen, visit);
        dual.hard += bestHard;
        return best;
      };
    }
  }
}

const compiledRules = new WeakMap<object, (b: BitBoard) => number>();

/**
 * The rule as a function of a bit board: compiled to bit operations when every node is covered,
 * else the interpreter on the board turned back into a grid. Compiled once per rule object.
 */
export function bitScorer(rule: ScoringRule): (b: BitBoard) => number {
  let fn = compiledRules.get(rule);
  if (fn) return fn;
  const fast = checkRule(rule).length === 0 ? compileRuleBits(rule, 0) : null;
  fn = fast ? (b) => fast(b, null) : (b) => interpretStars(rule, gridOfBoard(b));
  compiledRules.set(rule, fn);
  return fn;
}

/** Whether the rule runs on bit operations (no fallback to the interpreter). */
export function compilesToBits(rule: ScoringRule): boolean {
  return checkRule(rule).length === 0 && compileRuleBits(rule, 0) !== null;
}

const softRules = new WeakMap<object, Map<number, (b: BitBoard) => number>>();

/**
 * Both at once: a compiled rule returns its soft stars and adds its hard stars here (each node adds
 * its own; `best` keeps only its best unit's), so a search gets stars and promise from one pass.
 */
const dual = { hard: 0 };

/** The stars (hard) of the last softBitScorer call, computed in the same pass as its promise. */
export function lastHardStars(): number {
  return dual.hard;
}

/**
 * The rule's promise rather than its stars: units that nearly pass a minimum (a cluster of 5 where
 * 6 are needed, a row with 9 of 11 spaces filled) earn (have / need) ^ `soft` of their stars. A
 * search's estimate of what a map may become, never a score. Falls back to the stars where the
 * rule does not compile to bits.
 */
export function softBitScorer(rule: ScoringRule, soft: number): (b: BitBoard) => number {
  if (soft <= 0) throw new RangeError('softBitScorer needs soft > 0 (use bitScorer for the stars)');
  let bySoft = softRules.get(rule);
  if (!bySoft) softRules.set(rule, (bySoft = new Map()));
  let fn = bySoft.get(soft);
  if (fn) return fn;
  const compiled = checkRule(rule).length === 0 ? compileRuleBits(rule, soft) : null;
  const hard = bitScorer(rule);
  fn = compiled
    ? (b) => {
        dual.hard = 0;
        return compiled(b, null);
      }
    : (b) => (dual.hard = hard(b));
  bySoft.set(soft, fn);
  return fn;
}

/** Minus one per empty space next to a monster (docs/RULES.md §4), on a board. */
export function monsterPenaltyBits(b: BitBoard): number {
  const e = FILL_CODE.empty * R;
  const x = FILL_CODE.monster * R;
  let n = 0;
  for (let r = 0; r < b.rows; r++) {
    const m = b.m[x + r]!;
    const near = (m << 1) | (m >>> 1) | (r > 0 ? b.m[x + r - 1]! : 0) | (r < b.rows - 1 ? b.m[x + r + 1]! : 0);
    n += popcount(near & b.m[e + r]! & b.full);
  }
  return n === 0 ? 0 : -n;
}

export { outsideOf };
