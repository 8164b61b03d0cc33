/**
 * What is wrong with a scoring rule, in the reader's language: one message per code of
 * src/scoring/rule-issues.ts (the `satisfies` fails to compile when a code has no sentence), with
 * the values the check sent along. The language's ids (`per-length`, `clusters`) stay ids: they are
 * what the designer writes. The command line prints the English of these same messages.
 */
import { msg, str } from './localization.ts';
import type { RuleIssue, RuleIssueCode, RuleIssueParams } from '../src/scoring/rule-issues.ts';
import { formatList, formatNumber, plural } from './format.ts';

/** The sentences of one family of codes, each taking that code's values. */
export type Sentences<M> = { readonly [C in keyof M]: (p: M[C]) => string };

/** Alternatives the designer may write: "per, per-space or best" ("oder", "lub"). */
export const oneOf = (ids: readonly string[]) => formatList(ids, 'disjunction');
const n = formatNumber;

/** Why a filter means nothing for a unit, per filter (rule.filter-unit). */
function filterUnit({ filter, unit }: RuleIssueParams['rule.filter-unit']): string {
  switch (filter) {
    case 'adjacent':
    case 'surrounded':
      return filter === 'adjacent'
        ? msg(str`the adjacent filter does not apply to ${unit}: a whole row, column or diagonal has no meaningful neighbours`)
        : msg(str`the surrounded filter does not apply to ${unit}: a whole row, column or diagonal has no outer sides to fill`);
    case 'size':
      return msg(str`the size filter does not apply to ${unit}: a single space always has size 1`);
    case 'count':
      return msg(str`the count filter does not apply to ${unit}: a single space holds one fill: use \`fills\` or a match instead`);
    case 'every':
      return msg(str`the every filter does not apply to ${unit}: a single space holds one fill: use \`fills\` instead`);
    case 'equal-counts':
      return msg(str`the equal-counts filter does not apply to ${unit}: a single space cannot hold two fills`);
    case 'contains':
      return msg(str`the contains filter does not apply to ${unit}: only a cluster has a shape that can contain a pattern`);
    case 'parity':
      return msg(str`the parity filter does not apply to ${unit}: only rows, columns and diagonals are numbered`);
    case 'on-ruins':
      return msg(str`the on-ruins filter does not apply to ${unit}: ruins are a property of a single space: count them with a \`count\` of a \`ruins\` match`);
    case 'linked':
      return msg(str`the linked filter does not apply to ${unit}: a link runs from a single space through a cluster`);
    default:
      return msg(str`the ${filter} filter does not apply to ${unit}`);
  }
}

export const RULE_SENTENCES = {
  'rule.not-a-rule': () => msg('not a scoring rule'),
  'rule.type-one-of': (p) => msg(str`expected "type" to be one of ${oneOf(p.expected)}`),
  'rule.one-of': (p) => msg(str`expected one of ${oneOf(p.expected)}`),
  'rule.unexpected': () => msg('unexpected value'),
  'rule.expected-object': () => msg('expected an object'),
  'rule.missing': (p) => msg(str`missing "${p.key}"`),
  'rule.unknown-property': (p) => msg(str`unknown property "${p.key}" in a ${p.node} node`),
  'rule.min-items': ({ min }) =>
    plural(min, {
      one: () => msg(str`expected at least ${n(min)} item`, { id: 'rule.min-items.one' }),
      few: () => msg(str`expected at least ${n(min)} items`, { id: 'rule.min-items.few' }),
      many: () => msg(str`expected at least ${n(min)} items`, { id: 'rule.min-items.many' }),
      other: () => msg(str`expected at least ${n(min)} items`, { id: 'rule.min-items.other' }),
    }),
  'rule.exact-items': ({ count }) =>
    plural(count, {
      one: () => msg(str`expected exactly ${n(count)} item`, { id: 'rule.exact-items.one' }),
      few: () => msg(str`expected exactly ${n(count)} items`, { id: 'rule.exact-items.few' }),
      many: () => msg(str`expected exactly ${n(count)} items`, { id: 'rule.exact-items.many' }),
      other: () => msg(str`expected exactly ${n(count)} items`, { id: 'rule.exact-items.other' }),
    }),
  'rule.expected-integer': () => msg('expected a whole number'),
  'rule.minimum': ({ min }) => msg(str`expected a number of at least ${n(min)}`),
  'rule.expected-boolean': () => msg('expected true or false'),
  'rule.expected-text': () => msg('expected a text'),
  'rule.empty-text': () => msg('expected a text that is not empty'),
  'rule.schema': (p) => msg(str`the rule does not fit the language: ${p.detail}`),
  'rule.rule-type': (p) => msg(str`not a scoring rule: expected "type" to be one of ${oneOf(p.expected)}`),
  'rule.sum-empty': () => msg('a sum needs at least one rule to add up'),
  'rule.best-single': () => msg('choosing the best single space is not a choice a card makes: choose among clusters, lines or squares'),
  'rule.best-unscoped': () =>
    msg('the award of `best` never looks at the chosen unit (use neighbours, occupied-rows or occupied-columns), so every choice scores the same'),
  'rule.zero-stars': () => msg('an award of 0 stars never changes a score'),
  'rule.whole-stars': () => msg('stars are whole numbers'),
  'rule.per-length': (p) => msg(str`per-length needs units with a length (rows, columns, diagonals, squares, runs); ${p.unit} have none: use per-space or per`),
  'rule.unit-type': (p) => msg(str`not a unit: expected "type" to be one of ${oneOf(p.expected)}`),
  'rule.scoped-outside': (p) => msg(str`${p.unit} describes the unit chosen by \`best\`, so it may only appear inside a best's award`),
  'rule.ranking-twice': (p) => msg(str`a ranking picks one unit; ranking that again (${p.unit} of ${p.inner}) says nothing`),
  'rule.ranking-spaces': (p) => msg(str`every space has size 1, so the ${p.unit} space is an arbitrary one`),
  'rule.ranking-scoped': (p) => msg(str`${p.unit} cannot be ranked`),
  'rule.fill-twice': () => msg('a fill is listed twice'),
  'rule.filter-type': (p) => msg(str`not a filter: expected "type" to be one of ${oneOf(p.expected)}`),
  'rule.filter-unit': filterUnit,
  'rule.distinct-one-cluster': () => msg('a single cluster has exactly one terrain: count distinct terrains among its neighbours'),
  'rule.distinct-one-space': () => msg('a single space has exactly one terrain: count distinct terrains among its neighbours'),
  'rule.distinct-lines': (p) => msg(str`${p.unit} have no meaningful neighbours: count distinct terrains in the unit`),
  'rule.edge-twice': () => msg('an edge is listed twice'),
  'rule.every-edges': () => msg('`every` needs the list of `edges` that must all be touched'),
  'rule.same-counts': () => msg('comparing a count with itself: the two matches are the same, so the counts are always equal'),
  'rule.min-max': (p) => msg(str`min ${n(p.min)} is greater than max ${n(p.max)}, so the ${p.filter} filter never holds`),
  'rule.size-zero': () => msg('no unit has size 0, so this filter never holds'),
  'rule.size-bounds': () => msg('a size filter needs min or max'),
  'rule.pattern-ragged': (p) => msg(str`pattern rows must have equal length (row 0 has ${n(p.width)}, row ${n(p.row)} has ${n(p.length)})`),
  'rule.pattern-char': (p) => msg(str`unknown pattern character '${p.char}' at column ${n(p.column)} (expected X or .)`),
  'rule.pattern-empty': () => msg('the pattern has no X space, so every unit contains it'),
  'rule.edge-member': () => msg('the map edge is not a space: it can only be a neighbour (adjacent, surrounded)'),
  'rule.match-type': (p) => msg(str`not a match: expected "type" to be one of ${oneOf(p.expected)}`),
} as const satisfies Sentences<RuleIssueParams>;

/** The sentence for one issue of a rule: "a fill is listed twice". */
export function ruleIssueSentence(issue: RuleIssue): string {
  return (RULE_SENTENCES[issue.code] as (p: unknown) => string)(issue.params);
}

export type { RuleIssueCode };
