/**
 * The scoring language's words in the reader's language, for the rule editor's choices: node types,
 * directions, edges, parities. The rule keeps the ids (`per-length`, `down-right`); the tables are
 * keyed by the language's unions, so a new node type fails to compile until it is named here.
 */
import { msg } from '../../i18n/localization.ts';
import type { FilterType, MatchType, RuleType, UnitType } from '../../src/scoring/rule-schema.ts';
import type { DIAGONAL_DIRECTIONS, EDGES, PARITIES, RUN_DIRECTIONS, TERRAINS_COUNTED_IN } from '../../src/scoring/rule-schema.ts';

type Names<K extends string> = { readonly [T in K]: () => string };
type Word = RuleType | UnitType | FilterType | MatchType | (typeof EDGES)[number] | (typeof DIAGONAL_DIRECTIONS)[number] | (typeof RUN_DIRECTIONS)[number] | (typeof TERRAINS_COUNTED_IN)[number] | (typeof PARITIES)[number];

const RULES: Names<RuleType> = {
  per: () => msg('per unit', { id: 'rule-word.per' }),
  'per-space': () => msg('per space of the units', { id: 'rule-word.per-space' }),
  'per-length': () => msg('per unit of length', { id: 'rule-word.per-length' }),
  sum: () => msg('a sum of awards', { id: 'rule-word.sum' }),
  best: () => msg('the best unit', { id: 'rule-word.best' }),
};

const UNITS: Names<UnitType> = {
  spaces: () => msg('spaces', { id: 'rule-word.spaces' }),
  clusters: () => msg('clusters', { id: 'rule-word.clusters' }),
  rows: () => msg('rows', { id: 'rule-word.rows' }),
  columns: () => msg('columns', { id: 'rule-word.columns' }),
  diagonals: () => msg('diagonals', { id: 'rule-word.diagonals' }),
  squares: () => msg('squares', { id: 'rule-word.squares' }),
  runs: () => msg('runs in a line', { id: 'rule-word.runs' }),
  largest: () => msg('the largest', { id: 'rule-word.largest' }),
  'second-largest': () => msg('the second largest', { id: 'rule-word.second-largest' }),
  neighbours: () => msg('the chosen unit’s neighbours', { id: 'rule-word.neighbours' }),
  'occupied-rows': () => msg('the rows the chosen unit occupies', { id: 'rule-word.occupied-rows' }),
  'occupied-columns': () => msg('the columns the chosen unit occupies', { id: 'rule-word.occupied-columns' }),
};

const FILTERS: Names<FilterType> = {
  adjacent: () => msg('next to a match', { id: 'rule-word.adjacent' }),
  surrounded: () => msg('surrounded on all sides', { id: 'rule-word.surrounded' }),
  size: () => msg('of a size', { id: 'rule-word.size' }),
  count: () => msg('holding a number of matching spaces', { id: 'rule-word.count' }),
  every: () => msg('whose every space matches', { id: 'rule-word.every' }),
  'equal-counts': () => msg('with equal counts of two matches', { id: 'rule-word.equal-counts' }),
  'distinct-terrains': () => msg('with a number of different terrains', { id: 'rule-word.distinct-terrains' }),
  'touches-edge': () => msg('touching the map edge', { id: 'rule-word.touches-edge' }),
  contains: () => msg('containing a pattern', { id: 'rule-word.contains' }),
  parity: () => msg('odd- or even-numbered', { id: 'rule-word.parity' }),
  'on-ruins': () => msg('on ruins', { id: 'rule-word.on-ruins' }),
  linked: () => msg('linked through a cluster', { id: 'rule-word.linked' }),
};

const MATCHES: Names<MatchType> = {
  fill: () => msg('one of some fills', { id: 'rule-word.fill' }),
  filled: () => msg('any filled space', { id: 'rule-word.filled' }),
  ruins: () => msg('a ruins space', { id: 'rule-word.ruins' }),
  edge: () => msg('the map edge', { id: 'rule-word.edge' }),
  'any-of': () => msg('any of several matches', { id: 'rule-word.any-of' }),
};

const OPTIONS: Names<Exclude<Word, RuleType | UnitType | FilterType | MatchType | (typeof TERRAINS_COUNTED_IN)[number]>> = {
  top: () => msg('top', { id: 'rule-word.top' }),
  bottom: () => msg('bottom', { id: 'rule-word.bottom' }),
  left: () => msg('left', { id: 'rule-word.left' }),
  right: () => msg('right', { id: 'rule-word.right' }),
  'down-right': () => msg('down to the right', { id: 'rule-word.down-right' }),
  'down-left': () => msg('down to the left', { id: 'rule-word.down-left' }),
  horizontal: () => msg('horizontal', { id: 'rule-word.horizontal' }),
  vertical: () => msg('vertical', { id: 'rule-word.vertical' }),
  odd: () => msg('odd', { id: 'rule-word.odd' }),
  even: () => msg('even', { id: 'rule-word.even' }),
};

/** Where distinct terrains are counted (`neighbours` is also a unit type, so it has a name of its own here). */
const COUNTED_IN: Names<(typeof TERRAINS_COUNTED_IN)[number]> = {
  unit: () => msg('in the unit', { id: 'rule-word.in-unit' }),
  neighbours: () => msg('among its neighbours', { id: 'rule-word.in-neighbours' }),
};

/** "in the unit", "among its neighbours". */
export function countedInWord(id: string): string {
  return COUNTED_IN[id as keyof typeof COUNTED_IN]?.() ?? id;
}

const WORDS: Partial<Record<string, () => string>> = { ...OPTIONS, ...MATCHES, ...FILTERS, ...UNITS, ...RULES };

/** A word of the scoring language in the reader's language ("clusters", "Gruppen", "klastry"); an unknown id as it is. */
export function ruleWord(id: string): string {
  return WORDS[id]?.() ?? id;
}
