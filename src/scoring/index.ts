/** The scoring-rule language: schema, checks, interpreter, and the season's non-card scores. */
export * from './rule-schema.ts';
export { checkRule, type RuleIssue } from './check.ts';
export { validateRule } from './validate.ts';
export { evaluate, interpretStars, type Contribution, type Score } from './evaluate.ts';
export { scoreRule, scoreCards, monsterStars } from './stars.ts';
export { prepare, type ScoringSheet } from './sheet.ts';
export { monsterPenalty, coinStars } from './season.ts';
