/**
 * The scoring-rule language's node types. The vocabulary itself (a TypeBox schema, so that the
 * JSON Schema and the TypeScript type are one source of truth) lives in rule-schema.ts.
 */
export type { ScoringRule, Unit, Filter, Match } from './rule-schema.ts';
