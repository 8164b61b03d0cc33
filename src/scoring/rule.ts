/**
 * PLACEHOLDER until the scoring-language work lands (issue 5): the scoring-rule language's node type.
 * Every node has a `type` discriminant; src/scoring/ replaces this with the closed vocabulary.
 */
export interface ScoringRule {
  readonly type: string;
  readonly [key: string]: unknown;
}
