/**
 * The scoring language's words in the reader's language, for the rule editor's choices: node types,
 * directions, edges, parities, in plain words ("each group of touching spaces"); the technical
 * term (`clusters`) is kept in each choice's help (node-help.ts). The rule keeps the ids (`per-length`, `down-right`); the tables are
 * keyed by the language's unions, so a new node type fails to compile until it is named here.
 */
import { msg } from '../../i18n/localization.ts';
import type { FilterType, MatchType, RuleType, UnitType } from '../../src/scoring/rule-schema.ts';
import type { DIAGONAL_DIRECTIONS, EDGES, PARITIES, RUN_DIRECTIONS, TERRAINS_COUNTED_IN } from '../../src/scoring/rule-schema.ts';

type Names<K extends string> = { readonly [T in K]: () => string };
type Word =
  | RuleType
  | UnitType
  | FilterType
  | MatchType
  | (typeof EDGES)[number]
  | (typeof DIAGONAL_DIRECTIONS)[number]
  | (typeof RUN_DIRECTIONS)[number]
  | (typeof TERRAINS_COUNTED_IN)[number]
  | (typeof PARITIES)[number];

const RULES: Names<RuleType> = {
  per: () => msg('stars for each', { id: 'rule-word.per' }),
  'per-space': () => msg('stars for each of its spaces', { id: 'rule-word.per-space' }),
  'per-length': () => msg('stars for each space of its length', { id: 'rule-word.per-length' }),
  sum: () => msg('several awards added up', { id: 'rule-word.sum' }),
  best: () => msg('the best one the player picks', { id: 'rule-word.best' }),
};

const UNITS: Names<UnitType> = {
  spaces: () => msg('each space', { id: 'rule-word.spaces' }),
  clusters: () => msg('each group of touching spaces', { id: 'rule-word.clusters' }),
  rows: () => msg('each row', { id: 'rule-word.rows' }),
  columns: () => msg('each column', { id: 'rule-word.columns' }),
  diagonals: () => msg('each diagonal line', { id: 'rule-word.diagonals' }),
  squares: () => msg('each square', { id: 'rule-word.squares' }),
  runs: () => msg('each unbroken line of the same terrain', { id: 'rule-word.runs' }),
  largest: () => msg('only the largest', { id: 'rule-word.largest' }),
  'second-largest': () => msg('only the second largest', { id: 'rule-word.second-largest' }),
  neighbours: () => msg('each space next to the chosen one', { id: 'rule-word.neighbours' }),
  'occupied-rows': () => msg('each row the chosen one is in', { id: 'rule-word.occupied-rows' }),
  'occupied-columns': () => msg('each column the chosen one is in', { id: 'rule-word.occupied-columns' }),
};

const FILTERS: Names<FilterType> = {
  adjacent: () => msg('next to ...', { id: 'rule-word.adjacent' }),
  surrounded: () => msg('surrounded on all sides', { id: 'rule-word.surrounded' }),
  size: () => msg('with a number of spaces', { id: 'rule-word.size' }),
  count: () => msg('holding a number of spaces of a kind', { id: 'rule-word.count' }),
  every: () => msg('whose every space matches', { id: 'rule-word.every' }),
  'equal-counts': () => msg('with equal counts of two matches', { id: 'rule-word.equal-counts' }),
  'distinct-terrains': () => msg('with a number of different terrains', { id: 'rule-word.distinct-terrains' }),
  'touches-edge': () => msg('touching the map edge', { id: 'rule-word.touches-edge' }),
  contains: () => msg('containing a pattern', { id: 'rule-word.contains' }),
  parity: () => msg('odd- or even-numbered', { id: 'rule-word.parity' }),
  'on-ruins': () => msg('on ruins', { id: 'rule-word.on-ruins' }),
  linked: () => msg('connected through a group of touching spaces', { id: 'rule-word.linked' }),
};

const MATCHES: Names<MatchType> = {
  fill: () => msg('spaces of some terrains', { id: 'rule-word.fill' }),
  filled: () => msg('any filled space', { id: 'rule-word.filled' }),
  ruins: () => msg('a ruins space', { id: 'rule-word.ruins' }),
  edge: () => msg('the map edge', { id: 'rule-word.edge' }),
  'any-of': () => msg('any of several kinds', { id: 'rule-word.any-of' }),
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
