/**
 * The engine as the one-script-tag bundle carries it: everything needed to play and score, with the
 * official packs already loaded, but not pack validation (schemas and their validator, which belong
 * to the editor and the command line; import them from the full API in src/index.ts).
 */
export * from './errors.ts';
export * from './grid/index.ts';
export type * from './content/types.ts';
export { combinePacks, type TableChoices, type TableContent } from './content/combine.ts';
export { basePack, heroesPack, promoPack, officialPacks, findCard, officialPack } from './content/official.ts';
export * from './shapes/index.ts';
export * from './rules/index.ts';
// Module by module, not through the scoring barrel: the barrel also exports the schema validator.
export { evaluate, prepare, type Contribution, type Score } from './scoring/evaluate.ts';
export { scoreRule, scoreCards, monsterStars } from './scoring/stars.ts';
export { checkRule, type RuleIssue } from './scoring/check.ts';
export { monsterPenalty, coinStars } from './scoring/season.ts';
export * from './game/index.ts';
