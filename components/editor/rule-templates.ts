/**
 * A starting node for each type of the scoring language, so that choosing a type in the rule form
 * gives a well-formed node at once, and `retype`, which keeps what still fits when the type changes.
 */
import { takesFilters } from '../../src/scoring/check.ts';
import type { Filter, FilterType, Match, MatchType, ScoringRule, Unit, UnitType, RuleType } from '../../src/scoring/rule-schema.ts';

export type Node = Record<string, unknown>;

/**
 * Keyed by each union of node types, and each template typed as a node of its own type: a new node
 * type fails to compile until it has a template, and a template that is not well formed fails too.
 */
type Templates<T extends string, N extends { type: string }> = { readonly [K in T]: Extract<N, { type: K }> };

const forest = { type: 'fill', fills: ['forest'] } as const satisfies Match;

export const RULE_TEMPLATES: Templates<RuleType, ScoringRule> = {
  per: { type: 'per', stars: 1, of: { type: 'spaces', fills: ['forest'] } },
  'per-space': { type: 'per-space', stars: 1, of: { type: 'clusters', terrain: 'forest' } },
  'per-length': { type: 'per-length', stars: 1, of: { type: 'rows' } },
  sum: { type: 'sum', of: [{ type: 'per', stars: 1, of: { type: 'spaces', fills: ['forest'] } }] },
  best: { type: 'best', of: { type: 'clusters', terrain: 'forest' }, award: { type: 'per', stars: 1, of: { type: 'neighbours', fills: ['water'] } } },
};

export const UNIT_TEMPLATES: Templates<UnitType, Unit> = {
  spaces: { type: 'spaces' },
  clusters: { type: 'clusters', terrain: 'forest' },
  rows: { type: 'rows' },
  columns: { type: 'columns' },
  diagonals: { type: 'diagonals', direction: 'down-right' },
  squares: { type: 'squares', of: { type: 'filled' } },
  runs: { type: 'runs', direction: 'horizontal', fills: ['forest'] },
  largest: { type: 'largest', of: { type: 'clusters', terrain: 'forest' } },
  'second-largest': { type: 'second-largest', of: { type: 'clusters', terrain: 'forest' } },
  neighbours: { type: 'neighbours' },
  'occupied-rows': { type: 'occupied-rows' },
  'occupied-columns': { type: 'occupied-columns' },
};

export const FILTER_TEMPLATES: Templates<FilterType, Filter> = {
  adjacent: { type: 'adjacent', to: { type: 'edge' } },
  surrounded: { type: 'surrounded' },
  size: { type: 'size', min: 2 },
  count: { type: 'count', of: forest, min: 1 },
  every: { type: 'every', is: { type: 'filled' } },
  'equal-counts': { type: 'equal-counts', of: [forest, { type: 'fill', fills: ['village'] }] },
  'distinct-terrains': { type: 'distinct-terrains', in: 'neighbours', min: 2 },
  'touches-edge': { type: 'touches-edge' },
  contains: { type: 'contains', pattern: ['XX', 'XX'] },
  parity: { type: 'parity', parity: 'odd' },
  'on-ruins': { type: 'on-ruins' },
  linked: { type: 'linked', through: 'water', to: { type: 'fill', fills: ['village'] } },
};

export const MATCH_TEMPLATES: Templates<MatchType, Match> = {
  fill: forest,
  filled: { type: 'filled' },
  ruins: { type: 'ruins' },
  edge: { type: 'edge' },
  'any-of': { type: 'any-of', of: [forest] },
};

/** Properties worth keeping across a change of type, when the new type has them too. */
const KEEP = ['stars', 'of', 'where', 'fills', 'min', 'max'];

/**
 * The node with a new type: the template of that type, with the old node's values for the
 * properties both share and whose kind matches (stars stay stars, a unit's filters stay).
 */
export function retype(old: unknown, type: string, templates: Readonly<Record<string, object>>): Node {
  const template = structuredClone(templates[type] ?? { type }) as Node;
  if (old === null || typeof old !== 'object' || Array.isArray(old)) return template;
  const prev = old as Node;
  for (const key of KEEP) {
    if (!(key in prev)) continue;
    const a = prev[key];
    const b = template[key];
    const sameKind = b === undefined ? key === 'where' || key === 'min' || key === 'max' : typeof a === typeof b && Array.isArray(a) === Array.isArray(b);
    // `of` only carries over between award types (a unit stays a unit); elsewhere it means different things.
    if (key === 'of' && !(String(prev.type).startsWith('per') && type.startsWith('per'))) continue;
    if (sameKind && (key !== 'fills' || type !== 'runs' || Array.isArray(a))) template[key] = structuredClone(a);
  }
  if ('where' in template && type in UNIT_TEMPLATES && !takesFilters(type as UnitType)) delete template.where;
  return template;
}
