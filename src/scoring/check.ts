/**
 * Semantic checks of a scoring rule: well-formed JSON (the schema's job) can still be nonsense, such
 * as a `contains` filter on a row or `per-length` of clusters. Every problem is reported with a JSON
 * Pointer relative to the rule and a code with its values (rule-issues.ts), worded by the interface. The walk is defensive: it never throws
 * on malformed input, it only reports what it understands.
 */
import { keysOf } from '../keys.ts';
import type { FilterType, MatchType, RuleType, UnitType } from './rule-schema.ts';
import type { ParamsArg, RuleIssue, RuleIssueCode, RuleIssueParams } from './rule-issues.ts';

export type { RuleIssue, RuleIssueCode, RuleIssueParams } from './rule-issues.ts';

type Node = Record<string, unknown>;

/*
 * The language's node types, each table keyed by its union (the Vega-Lite `Flag<Union>` pattern):
 * a new node type in rule-schema.ts fails to compile here until every table describes it, and the
 * lists below are derived from the tables.
 */

const RULE_INDEX: Readonly<Record<RuleType, 1>> = { per: 1, 'per-space': 1, 'per-length': 1, sum: 1, best: 1 };

interface UnitFacts {
  /** describes the unit chosen by `best` (only inside a best's award) */
  readonly scoped: boolean;
  /** picks one unit of another unit's list by size */
  readonly ranking: boolean;
  /** has a length: a square's side, the number of spaces of a line or run */
  readonly length: boolean;
  /** single spaces */
  readonly single: boolean;
  /** a row, column or diagonal */
  readonly line: boolean;
}
const unit = (facts: Partial<UnitFacts>): UnitFacts => ({ scoped: false, ranking: false, length: false, single: false, line: false, ...facts });
export const UNIT_INDEX: Readonly<Record<UnitType, UnitFacts>> = {
  spaces: unit({ single: true }),
  clusters: unit({}),
  rows: unit({ length: true, line: true }),
  columns: unit({ length: true, line: true }),
  diagonals: unit({ length: true, line: true }),
  squares: unit({ length: true }),
  runs: unit({ length: true }),
  largest: unit({ ranking: true }),
  'second-largest': unit({ ranking: true }),
  neighbours: unit({ scoped: true, single: true }),
  'occupied-rows': unit({ scoped: true, length: true }),
  'occupied-columns': unit({ scoped: true, length: true }),
};

/** Per match type, whether it may stand inside an any-of (an any-of inside an any-of says nothing more). */
export const MATCH_INDEX: Readonly<Record<MatchType, { readonly nests: boolean }>> = {
  fill: { nests: true },
  filled: { nests: true },
  ruins: { nests: true },
  edge: { nests: true },
  'any-of': { nests: false },
};

export const RULE_TYPES = keysOf(RULE_INDEX);
export const UNIT_TYPES = keysOf(UNIT_INDEX);
export const MATCH_TYPES = keysOf(MATCH_INDEX);
const unitsWhere = (fact: keyof UnitFacts): ReadonlySet<string> => new Set(UNIT_TYPES.filter((t) => UNIT_INDEX[t][fact]));
const SCOPED_UNITS = unitsWhere('scoped');
const RANKINGS = unitsWhere('ranking');
const HAS_LENGTH = unitsWhere('length');
const SINGLE_SPACE = unitsWhere('single');
const LINES = unitsWhere('line');

/** For each filter, the units it means something for (why not elsewhere: the wording of `rule.filter-unit`). */
export const FILTER_UNITS: Readonly<Record<FilterType, { readonly units: ReadonlySet<UnitType> }>> = {
  adjacent: { units: new Set(['spaces', 'neighbours', 'clusters', 'squares', 'runs']) },
  surrounded: { units: new Set(['spaces', 'neighbours', 'clusters', 'squares', 'runs']) },
  size: { units: new Set(['clusters', 'rows', 'columns', 'diagonals', 'squares', 'runs']) },
  count: { units: new Set(['clusters', 'rows', 'columns', 'diagonals', 'squares', 'runs']) },
  every: { units: new Set(['clusters', 'rows', 'columns', 'diagonals', 'squares', 'runs']) },
  'equal-counts': { units: new Set(['clusters', 'rows', 'columns', 'diagonals', 'squares']) },
  'distinct-terrains': { units: new Set(['spaces', 'neighbours', 'clusters', 'rows', 'columns', 'diagonals', 'squares', 'runs']) },
  'touches-edge': { units: new Set(['spaces', 'neighbours', 'clusters', 'rows', 'columns', 'diagonals', 'squares', 'runs']) },
  contains: { units: new Set(['clusters']) },
  parity: { units: new Set(['rows', 'columns', 'diagonals']) },
  'on-ruins': { units: new Set(['spaces', 'neighbours']) },
  linked: { units: new Set(['spaces', 'neighbours']) },
};
export const FILTER_TYPES = keysOf(FILTER_UNITS);

/** A unit type takes filters (`where`) when some filter applies to it: rankings and occupied lines take none. */
export function takesFilters(type: UnitType): boolean {
  return FILTER_TYPES.some((f) => FILTER_UNITS[f].units.has(type));
}

const isOneOf = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function typeOf(v: unknown): string | undefined {
  return isNode(v) && typeof v.type === 'string' ? v.type : undefined;
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' ? v : undefined;
}

class Checker {
  readonly issues: RuleIssue[] = [];

  report<C extends RuleIssueCode>(pointer: string, code: C, ...params: ParamsArg<RuleIssueParams, C>): void {
    this.issues.push({ pointer, code, params: params[0] ?? {} } as RuleIssue);
  }

  rule(node: unknown, at: string, scoped: boolean): void {
    const type = typeOf(node);
    if (!isNode(node) || type === undefined || !isOneOf(RULE_TYPES, type)) {
      this.report(at, 'rule.rule-type', { expected: RULE_TYPES });
      return;
    }
    if (type === 'sum') {
      const parts = node.of;
      if (!Array.isArray(parts) || parts.length === 0) this.report(`${at}/of`, 'rule.sum-empty');
      else parts.forEach((p, i) => this.rule(p, `${at}/of/${i}`, scoped));
      return;
    }
    if (type === 'best') {
      const unitType = this.unit(node.of, `${at}/of`, scoped);
      if (unitType !== undefined && SINGLE_SPACE.has(unitType)) {
        this.report(`${at}/of`, 'rule.best-single');
      }
      if (!this.usesScope(node.award)) {
        this.report(`${at}/award`, 'rule.best-unscoped');
      }
      this.rule(node.award, `${at}/award`, true);
      return;
    }
    const stars = num(node.stars);
    if (stars === 0) this.report(`${at}/stars`, 'rule.zero-stars');
    else if (stars !== undefined && !Number.isInteger(stars)) this.report(`${at}/stars`, 'rule.whole-stars');
    const unitType = this.unit(node.of, `${at}/of`, scoped);
    if (type === 'per-length' && unitType !== undefined) {
      const inner = RANKINGS.has(unitType) ? typeOf((node.of as Node).of) : unitType;
      if (inner !== undefined && !HAS_LENGTH.has(inner)) {
        this.report(`${at}/of`, 'rule.per-length', { unit: inner });
      }
    }
  }

  /** True when some unit under this rule is one of the chosen-unit (scoped) units. */
  usesScope(node: unknown): boolean {
    if (Array.isArray(node)) return node.some((n) => this.usesScope(n));
    if (!isNode(node)) return false;
    const type = typeOf(node);
    if (type !== undefined && SCOPED_UNITS.has(type)) return true;
    if (type === 'best') return false; // a nested best has its own scope
    return this.usesScope(node.of) || this.usesScope(node.award);
  }

  /** Checks a unit and returns its type when it is one. */
  unit(node: unknown, at: string, scoped: boolean): UnitType | undefined {
    const type = typeOf(node);
    if (!isNode(node) || type === undefined || !isOneOf(UNIT_TYPES, type)) {
      this.report(at, 'rule.unit-type', { expected: UNIT_TYPES });
      return undefined;
    }
    if (SCOPED_UNITS.has(type) && !scoped) {
      this.report(at, 'rule.scoped-outside', { unit: type });
    }
    if (RANKINGS.has(type)) {
      const inner = typeOf(node.of);
      if (inner !== undefined && RANKINGS.has(inner)) this.report(`${at}/of`, 'rule.ranking-twice', { unit: type, inner });
      else if (inner !== undefined && SINGLE_SPACE.has(inner)) this.report(`${at}/of`, 'rule.ranking-spaces', { unit: type });
      else if (inner !== undefined && SCOPED_UNITS.has(inner)) this.report(`${at}/of`, 'rule.ranking-scoped', { unit: inner });
      else this.unit(node.of, `${at}/of`, scoped);
      return type;
    }
    if (type === 'squares') this.memberMatch(node.of, `${at}/of`);
    if (type === 'runs' || type === 'spaces' || type === 'neighbours') this.fills(node.fills, `${at}/fills`);
    if (Array.isArray(node.where)) node.where.forEach((f, i) => this.filter(f, type, `${at}/where/${i}`));
    return type;
  }

  fills(v: unknown, at: string): void {
    if (Array.isArray(v) && new Set(v).size !== v.length) this.report(at, 'rule.fill-twice');
  }

  filter(node: unknown, unitType: UnitType, at: string): void {
    const type = typeOf(node);
    if (!isNode(node) || type === undefined || !isOneOf(FILTER_TYPES, type)) {
      this.report(at, 'rule.filter-type', { expected: FILTER_TYPES });
      return;
    }
    const applies = FILTER_UNITS[type];
    if (!applies.units.has(unitType)) {
      this.report(at, 'rule.filter-unit', { filter: type, unit: unitType });
      return;
    }
    this.range(node, at, type);
    switch (type) {
      case 'adjacent':
        this.anyMatch(node.to, `${at}/to`);
        break;
      case 'surrounded':
        if (node.by !== undefined) this.anyMatch(node.by, `${at}/by`);
        break;
      case 'count':
        this.memberMatch(node.of, `${at}/of`);
        break;
      case 'every':
        this.memberMatch(node.is, `${at}/is`);
        break;
      case 'equal-counts': {
        const pair = Array.isArray(node.of) ? node.of : [];
        pair.forEach((m, i) => this.memberMatch(m, `${at}/of/${i}`));
        if (pair.length === 2 && JSON.stringify(pair[0]) === JSON.stringify(pair[1])) {
          this.report(`${at}/of`, 'rule.same-counts');
        }
        break;
      }
      case 'distinct-terrains':
        if (node.in === 'unit' && (unitType === 'clusters' || SINGLE_SPACE.has(unitType))) {
          this.report(`${at}/in`, unitType === 'clusters' ? 'rule.distinct-one-cluster' : 'rule.distinct-one-space');
        }
        if (node.in === 'neighbours' && LINES.has(unitType)) this.report(`${at}/in`, 'rule.distinct-lines', { unit: unitType });
        break;
      case 'touches-edge':
        if (Array.isArray(node.edges) && new Set(node.edges).size !== node.edges.length) this.report(`${at}/edges`, 'rule.edge-twice');
        if (node.every === true && node.edges === undefined) this.report(`${at}/every`, 'rule.every-edges');
        break;
      case 'contains':
        this.pattern(node.pattern, `${at}/pattern`);
        break;
      case 'linked':
        this.memberMatch(node.to, `${at}/to`);
        break;
    }
  }

  range(node: Node, at: string, type: string): void {
    const min = num(node.min);
    const max = num(node.max);
    if (min !== undefined && max !== undefined && min > max) this.report(at, 'rule.min-max', { min, max, filter: type });
    if (type === 'size' && max === 0) this.report(`${at}/max`, 'rule.size-zero');
    if (type === 'size' && min === undefined && max === undefined) this.report(at, 'rule.size-bounds');
  }

  pattern(v: unknown, at: string): void {
    if (!Array.isArray(v) || v.length === 0) return;
    const width = typeof v[0] === 'string' ? v[0].length : 0;
    let marks = 0;
    v.forEach((row, i) => {
      if (typeof row !== 'string') return;
      if (row.length !== width) this.report(`${at}/${i}`, 'rule.pattern-ragged', { width, row: i, length: row.length });
      for (let c = 0; c < row.length; c++) {
        const ch = row[c];
        if (ch === 'X') marks++;
        else if (ch !== '.') this.report(`${at}/${i}`, 'rule.pattern-char', { char: ch ?? '', column: c + 1 });
      }
    });
    if (marks === 0) this.report(at, 'rule.pattern-empty');
  }

  /** A match naming spaces (members of a unit): the map edge is not a space. */
  memberMatch(node: unknown, at: string): void {
    this.anyMatch(node, at);
    const parts = typeOf(node) === 'any-of' && Array.isArray((node as Node).of) ? ((node as Node).of as unknown[]) : [node];
    parts.forEach((p) => {
      if (typeOf(p) === 'edge') this.report(at, 'rule.edge-member');
    });
  }

  anyMatch(node: unknown, at: string): void {
    const type = typeOf(node);
    if (type === undefined || !isOneOf(MATCH_TYPES, type)) {
      this.report(at, 'rule.match-type', { expected: MATCH_TYPES });
      return;
    }
    if (type === 'fill') this.fills((node as Node).fills, `${at}/fills`);
  }
}

/** Semantic problems of a scoring rule (an empty list when it makes sense). Pointers are relative to the rule. */
export function checkRule(rule: unknown): RuleIssue[] {
  const checker = new Checker();
  checker.rule(rule, '', false);
  return checker.issues;
}
