/**
 * Semantic checks of a scoring rule: well-formed JSON (the schema's job) can still be nonsense, such
 * as a `contains` filter on a row or `per-length` of clusters. Every problem is reported with a JSON
 * Pointer relative to the rule and a sentence that says why. The walk is defensive: it never throws
 * on malformed input, it only reports what it understands.
 */
import { keysOf } from '../keys.ts';
import type { FilterType, MatchType, RuleType, UnitType } from './rule-schema.ts';

export interface RuleIssue {
  readonly pointer: string;
  readonly message: string;
}

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

/** For each filter, the units it means something for, and why not elsewhere. */
export const FILTER_UNITS: Readonly<Record<FilterType, { readonly units: ReadonlySet<UnitType>; readonly why: string }>> = {
  adjacent: { units: new Set(['spaces', 'neighbours', 'clusters', 'squares', 'runs']), why: 'a whole row, column or diagonal has no meaningful neighbours' },
  surrounded: { units: new Set(['spaces', 'neighbours', 'clusters', 'squares', 'runs']), why: 'a whole row, column or diagonal has no outer sides to fill' },
  size: { units: new Set(['clusters', 'rows', 'columns', 'diagonals', 'squares', 'runs']), why: 'a single space always has size 1' },
  count: { units: new Set(['clusters', 'rows', 'columns', 'diagonals', 'squares', 'runs']), why: 'a single space holds one fill: use `fills` or a match instead' },
  every: { units: new Set(['clusters', 'rows', 'columns', 'diagonals', 'squares', 'runs']), why: 'a single space holds one fill: use `fills` instead' },
  'equal-counts': { units: new Set(['clusters', 'rows', 'columns', 'diagonals', 'squares']), why: 'a single space cannot hold two fills' },
  'distinct-terrains': { units: new Set(['spaces', 'neighbours', 'clusters', 'rows', 'columns', 'diagonals', 'squares', 'runs']), why: '' },
  'touches-edge': { units: new Set(['spaces', 'neighbours', 'clusters', 'rows', 'columns', 'diagonals', 'squares', 'runs']), why: '' },
  contains: { units: new Set(['clusters']), why: 'only a cluster has a shape that can contain a pattern' },
  parity: { units: new Set(['rows', 'columns', 'diagonals']), why: 'only rows, columns and diagonals are numbered' },
  'on-ruins': { units: new Set(['spaces', 'neighbours']), why: 'ruins are a property of a single space: count them with a `count` of a `ruins` match' },
  linked: { units: new Set(['spaces', 'neighbours']), why: 'a link runs from a single space through a cluster' },
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

  report(pointer: string, message: string): void {
    this.issues.push({ pointer, message });
  }

  rule(node: unknown, at: string, scoped: boolean): void {
    const type = typeOf(node);
    if (!isNode(node) || type === undefined || !isOneOf(RULE_TYPES, type)) {
      this.report(at, `not a scoring rule: expected "type" to be one of ${RULE_TYPES.join(', ')}`);
      return;
    }
    if (type === 'sum') {
      const parts = node.of;
      if (!Array.isArray(parts) || parts.length === 0) this.report(`${at}/of`, 'a sum needs at least one rule to add up');
      else parts.forEach((p, i) => this.rule(p, `${at}/of/${i}`, scoped));
      return;
    }
    if (type === 'best') {
      const unitType = this.unit(node.of, `${at}/of`, scoped);
      if (unitType !== undefined && SINGLE_SPACE.has(unitType)) {
        this.report(`${at}/of`, 'choosing the best single space is not a choice a card makes: choose among clusters, lines or squares');
      }
      if (!this.usesScope(node.award)) {
        this.report(`${at}/award`, 'the award of `best` never looks at the chosen unit (use neighbours, occupied-rows or occupied-columns), so every choice scores the same');
      }
      this.rule(node.award, `${at}/award`, true);
      return;
    }
    const stars = num(node.stars);
    if (stars === 0) this.report(`${at}/stars`, 'an award of 0 stars never changes a score');
    else if (stars !== undefined && !Number.isInteger(stars)) this.report(`${at}/stars`, 'stars are whole numbers');
    const unitType = this.unit(node.of, `${at}/of`, scoped);
    if (type === 'per-length' && unitType !== undefined) {
      const inner = RANKINGS.has(unitType) ? typeOf((node.of as Node).of) : unitType;
      if (inner !== undefined && !HAS_LENGTH.has(inner)) {
        this.report(`${at}/of`, `per-length needs units with a length (rows, columns, diagonals, squares, runs); ${inner} have none: use per-space or per`);
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
      this.report(at, `not a unit: expected "type" to be one of ${UNIT_TYPES.join(', ')}`);
      return undefined;
    }
    if (SCOPED_UNITS.has(type) && !scoped) {
      this.report(at, `${type} describes the unit chosen by \`best\`, so it may only appear inside a best's award`);
    }
    if (RANKINGS.has(type)) {
      const inner = typeOf(node.of);
      if (inner !== undefined && RANKINGS.has(inner)) this.report(`${at}/of`, `a ranking picks one unit; ranking that again (${type} of ${inner}) says nothing`);
      else if (inner !== undefined && SINGLE_SPACE.has(inner)) this.report(`${at}/of`, `every space has size 1, so the ${type} space is an arbitrary one`);
      else if (inner !== undefined && SCOPED_UNITS.has(inner)) this.report(`${at}/of`, `${inner} cannot be ranked`);
      else this.unit(node.of, `${at}/of`, scoped);
      return type;
    }
    if (type === 'squares') this.memberMatch(node.of, `${at}/of`);
    if (type === 'runs' || type === 'spaces' || type === 'neighbours') this.fills(node.fills, `${at}/fills`);
    if (Array.isArray(node.where)) node.where.forEach((f, i) => this.filter(f, type, `${at}/where/${i}`));
    return type;
  }

  fills(v: unknown, at: string): void {
    if (Array.isArray(v) && new Set(v).size !== v.length) this.report(at, 'a fill is listed twice');
  }

  filter(node: unknown, unitType: UnitType, at: string): void {
    const type = typeOf(node);
    if (!isNode(node) || type === undefined || !isOneOf(FILTER_TYPES, type)) {
      this.report(at, `not a filter: expected "type" to be one of ${FILTER_TYPES.join(', ')}`);
      return;
    }
    const applies = FILTER_UNITS[type];
    if (!applies.units.has(unitType)) {
      this.report(at, `the ${type} filter does not apply to ${unitType}: ${applies.why}`);
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
          this.report(`${at}/of`, 'comparing a count with itself: the two matches are the same, so the counts are always equal');
        }
        break;
      }
      case 'distinct-terrains':
        if (node.in === 'unit' && (unitType === 'clusters' || SINGLE_SPACE.has(unitType))) {
          this.report(`${at}/in`, `a single ${unitType === 'clusters' ? 'cluster' : 'space'} has exactly one terrain: count distinct terrains among its neighbours`);
        }
        if (node.in === 'neighbours' && LINES.has(unitType)) this.report(`${at}/in`, `${unitType} have no meaningful neighbours: count distinct terrains in the unit`);
        break;
      case 'touches-edge':
        if (Array.isArray(node.edges) && new Set(node.edges).size !== node.edges.length) this.report(`${at}/edges`, 'an edge is listed twice');
        if (node.every === true && node.edges === undefined) this.report(`${at}/every`, '`every` needs the list of `edges` that must all be touched');
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
    if (min !== undefined && max !== undefined && min > max) this.report(at, `min ${min} is greater than max ${max}, so the ${type} filter never holds`);
    if (type === 'size' && max === 0) this.report(`${at}/max`, 'no unit has size 0, so this filter never holds');
    if (type === 'size' && min === undefined && max === undefined) this.report(at, 'a size filter needs min or max');
  }

  pattern(v: unknown, at: string): void {
    if (!Array.isArray(v) || v.length === 0) return;
    const width = typeof v[0] === 'string' ? v[0].length : 0;
    let marks = 0;
    v.forEach((row, i) => {
      if (typeof row !== 'string') return;
      if (row.length !== width) this.report(`${at}/${i}`, `pattern rows must have equal length (row 0 has ${width}, row ${i} has ${row.length})`);
      for (let c = 0; c < row.length; c++) {
        const ch = row[c];
        if (ch === 'X') marks++;
        else if (ch !== '.') this.report(`${at}/${i}`, `unknown pattern character '${ch}' at column ${c + 1} (expected X or .)`);
      }
    });
    if (marks === 0) this.report(at, 'the pattern has no X space, so every unit contains it');
  }

  /** A match naming spaces (members of a unit): the map edge is not a space. */
  memberMatch(node: unknown, at: string): void {
    this.anyMatch(node, at);
    const parts = typeOf(node) === 'any-of' && Array.isArray((node as Node).of) ? ((node as Node).of as unknown[]) : [node];
    parts.forEach((p) => {
      if (typeOf(p) === 'edge') this.report(at, 'the map edge is not a space: it can only be a neighbour (adjacent, surrounded)');
    });
  }

  anyMatch(node: unknown, at: string): void {
    const type = typeOf(node);
    if (type === undefined || !isOneOf(MATCH_TYPES, type)) {
      this.report(at, `not a match: expected "type" to be one of ${MATCH_TYPES.join(', ')}`);
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
