/**
 * What can be wrong with a scoring rule, as a closed list of codes with the values each one names
 * (the pattern of src/codes.ts for the engine's refusals). The checks (check.ts, validate.ts) return
 * codes and values only; i18n/rule-problems.ts words them in the reader's language, and
 * the command line prints that wording in English. A new code fails to compile until it is worded.
 */

/** The values of each code: ids of the language stay ids (`per-length`, `clusters`), counts are numbers. */
export interface RuleIssueParams {
  // The JSON shape (validate.ts): where the schema says no.
  'rule.not-a-rule': Record<string, never>;
  'rule.type-one-of': { readonly expected: readonly string[] };
  'rule.one-of': { readonly expected: readonly string[] };
  'rule.unexpected': Record<string, never>;
  'rule.expected-object': Record<string, never>;
  'rule.missing': { readonly key: string };
  'rule.unknown-property': { readonly key: string; readonly node: string };
  'rule.min-items': { readonly min: number };
  'rule.exact-items': { readonly count: number };
  'rule.expected-integer': Record<string, never>;
  'rule.minimum': { readonly min: number };
  'rule.expected-boolean': Record<string, never>;
  'rule.expected-text': Record<string, never>;
  'rule.empty-text': Record<string, never>;
  /** Any other schema error, in the schema validator's own (English) words. */
  'rule.schema': { readonly detail: string };
  // The sense of the rule (check.ts).
  'rule.rule-type': { readonly expected: readonly string[] };
  'rule.sum-empty': Record<string, never>;
  'rule.best-single': Record<string, never>;
  'rule.best-unscoped': Record<string, never>;
  'rule.zero-stars': Record<string, never>;
  'rule.whole-stars': Record<string, never>;
  'rule.per-length': { readonly unit: string };
  'rule.unit-type': { readonly expected: readonly string[] };
  'rule.scoped-outside': { readonly unit: string };
  'rule.ranking-twice': { readonly unit: string; readonly inner: string };
  'rule.ranking-spaces': { readonly unit: string };
  'rule.ranking-scoped': { readonly unit: string };
  'rule.fill-twice': Record<string, never>;
  'rule.filter-type': { readonly expected: readonly string[] };
  /** A filter on a unit it means nothing for; the wording says why, per filter. */
  'rule.filter-unit': { readonly filter: string; readonly unit: string };
  'rule.distinct-one-cluster': Record<string, never>;
  'rule.distinct-one-space': Record<string, never>;
  'rule.distinct-lines': { readonly unit: string };
  'rule.edge-twice': Record<string, never>;
  'rule.every-edges': Record<string, never>;
  'rule.same-counts': Record<string, never>;
  'rule.min-max': { readonly min: number; readonly max: number; readonly filter: string };
  'rule.size-zero': Record<string, never>;
  'rule.size-bounds': Record<string, never>;
  'rule.pattern-ragged': { readonly width: number; readonly row: number; readonly length: number };
  'rule.pattern-char': { readonly char: string; readonly column: number };
  'rule.pattern-empty': Record<string, never>;
  'rule.edge-member': Record<string, never>;
  'rule.match-type': { readonly expected: readonly string[] };
}

export type RuleIssueCode = keyof RuleIssueParams;

/** One thing wrong with a rule: where (a JSON Pointer relative to the rule), what (a code) and its values. */
export type RuleIssue = { [C in RuleIssueCode]: { readonly pointer: string; readonly code: C; readonly params: RuleIssueParams[C] } }[RuleIssueCode];

/** The arguments after a code: its values, which may be left out when it names none. */
export type ParamsArg<M, C extends keyof M> = Record<string, never> extends M[C] ? [params?: M[C]] : [params: M[C]];
