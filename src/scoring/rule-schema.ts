/**
 * The scoring-rule language (docs/DESIGN.md §3): a closed JSON vocabulary in which every node has a
 * `type`. Four kinds of node compose:
 *  - matches   say which spaces (or the map edge) count as a neighbour, a member or a link;
 *  - units     are the things a card counts: spaces, clusters, rows, columns, diagonals, squares, runs,
 *              a ranking of them (largest, second-largest), or, inside `best`, things of the chosen unit;
 *  - filters   keep only some units (`where`: every filter must hold);
 *  - rules     award stars: per unit, per space of each unit, per length, sums, and `best`.
 * The schema says what is well formed; src/scoring/check.ts rejects well-formed nonsense.
 * No TypeCompiler anywhere: it uses `new Function`, which a strict CSP forbids.
 */
import { Type, type Static, type TLiteral, type TProperties, type TSchema, type TUnion } from '@sinclair/typebox';
import { CLUSTER_TERRAINS, FILLS } from '../grid/fills.ts';
import { FILTER_DOCS, MATCH_DOCS, RULE_DOCS, UNIT_DOCS, type NodeDoc } from './language-docs.ts';

/** A union of string literals whose static type stays the union of those strings. */
function literals<T extends string>(values: readonly T[]): TUnion<Array<TLiteral<T>>> {
  return Type.Union(values.map((v) => Type.Literal(v)));
}

const strict = { additionalProperties: false } as const;

/**
 * A node of the language: an object with its `type` and fields, closed to other properties, its
 * `description`s (the node's and each field's) taken from the language's one explanation
 * (language-docs.ts).
 */
function node<D extends Readonly<Record<string, NodeDoc>>, T extends keyof D & string, P extends TProperties>(docs: D, type: T, props: P) {
  const doc: NodeDoc = docs[type]!;
  const described: Record<string, TSchema> = {};
  // A bare reference (the recursive rule) takes no siblings in JSON Schema draft 7: its words stay in the docs.
  for (const [key, schema] of Object.entries(props)) described[key] = '$ref' in schema ? schema : { ...schema, description: doc.fields[key] };
  return Type.Object({ type: Type.Literal(type), ...(described as P) }, { ...strict, description: doc.summary });
}

export const FillName = literals(FILLS);
/** What a cluster can be made of: a terrain, or empty spaces (Starlit Sigil counts clusters of empty spaces). */
export const ClusterTerrainSchema = literals(CLUSTER_TERRAINS);
/** The map's edges, and the choices of the language's other small enumerations (the editor lists them). */
export const EDGES = ['top', 'bottom', 'left', 'right'] as const;
export const DIAGONAL_DIRECTIONS = ['down-right', 'down-left'] as const;
export const RUN_DIRECTIONS = ['horizontal', 'vertical'] as const;
export const TERRAINS_COUNTED_IN = ['unit', 'neighbours'] as const;
export const PARITIES = ['odd', 'even'] as const;
export const EdgeName = literals(EDGES);

const Stars = Type.Integer();
const Count = Type.Integer({ minimum: 0 });

/** Which spaces match: by fill, any filled space, a ruins space, the map edge (as a neighbour). */
const BaseMatches = [
  node(MATCH_DOCS, 'fill', { fills: Type.Array(FillName, { minItems: 1 }) }),
  node(MATCH_DOCS, 'filled', {}),
  node(MATCH_DOCS, 'ruins', {}),
  node(MATCH_DOCS, 'edge', {}),
];
/** A match, or any of several (flat: an any-of inside an any-of says nothing more). */
export const MatchSchema = Type.Union([...BaseMatches, node(MATCH_DOCS, 'any-of', { of: Type.Array(Type.Union(BaseMatches), { minItems: 1 }) })]);
export type Match = Static<typeof MatchSchema>;
export type MatchType = Match['type'];

/** Filters: a unit is kept when every filter in its `where` holds. */
export const FilterSchema = Type.Union([
  node(FILTER_DOCS, 'adjacent', { to: MatchSchema, min: Type.Optional(Count), max: Type.Optional(Count) }),
  node(FILTER_DOCS, 'surrounded', { by: Type.Optional(MatchSchema) }),
  node(FILTER_DOCS, 'size', { min: Type.Optional(Count), max: Type.Optional(Count) }),
  node(FILTER_DOCS, 'count', { of: MatchSchema, min: Type.Optional(Count), max: Type.Optional(Count) }),
  node(FILTER_DOCS, 'every', { is: MatchSchema }),
  node(FILTER_DOCS, 'equal-counts', { of: Type.Tuple([MatchSchema, MatchSchema]), min: Type.Optional(Count) }),
  node(FILTER_DOCS, 'distinct-terrains', { in: literals(TERRAINS_COUNTED_IN), min: Type.Optional(Count), max: Type.Optional(Count) }),
  node(FILTER_DOCS, 'touches-edge', { edges: Type.Optional(Type.Array(EdgeName, { minItems: 1 })), every: Type.Optional(Type.Boolean()) }),
  node(FILTER_DOCS, 'contains', { pattern: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }), rotations: Type.Optional(Type.Boolean()) }),
  node(FILTER_DOCS, 'parity', { parity: literals(PARITIES) }),
  node(FILTER_DOCS, 'on-ruins', {}),
  node(FILTER_DOCS, 'linked', { through: ClusterTerrainSchema, to: MatchSchema }),
]);
export type Filter = Static<typeof FilterSchema>;
export type FilterType = Filter['type'];

const Where = Type.Optional(Type.Array(FilterSchema));
const Fills = Type.Optional(Type.Array(FillName, { minItems: 1 }));

const BaseUnits = [
  node(UNIT_DOCS, 'spaces', { fills: Fills, where: Where }),
  node(UNIT_DOCS, 'clusters', { terrain: ClusterTerrainSchema, where: Where }),
  node(UNIT_DOCS, 'rows', { where: Where }),
  node(UNIT_DOCS, 'columns', { where: Where }),
  node(UNIT_DOCS, 'diagonals', { direction: literals(DIAGONAL_DIRECTIONS), where: Where }),
  node(UNIT_DOCS, 'squares', { of: MatchSchema, where: Where }),
  node(UNIT_DOCS, 'runs', { direction: literals(RUN_DIRECTIONS), fills: Type.Array(FillName, { minItems: 1 }), where: Where }),
];

/** A single unit picked by size from a base unit's list (rankings do not nest). */
const RankedOf = Type.Union(BaseUnits);

export const UnitSchema = Type.Union([
  ...BaseUnits,
  node(UNIT_DOCS, 'largest', { of: RankedOf }),
  node(UNIT_DOCS, 'second-largest', { of: RankedOf }),
  node(UNIT_DOCS, 'neighbours', { fills: Fills, where: Where }),
  node(UNIT_DOCS, 'occupied-rows', {}),
  node(UNIT_DOCS, 'occupied-columns', {}),
]);
export type Unit = Static<typeof UnitSchema>;
export type UnitType = Unit['type'];

export const ScoringRuleSchema = Type.Recursive(
  (Rule) =>
    Type.Union([
      node(RULE_DOCS, 'per', { stars: Stars, of: UnitSchema }),
      node(RULE_DOCS, 'per-space', { stars: Stars, of: UnitSchema }),
      node(RULE_DOCS, 'per-length', { stars: Stars, of: UnitSchema }),
      node(RULE_DOCS, 'sum', { of: Type.Array(Rule, { minItems: 1 }) }),
      node(RULE_DOCS, 'best', { of: UnitSchema, award: Rule }),
    ]),
  { $id: 'ScoringRule' },
);
export type ScoringRule = Static<typeof ScoringRuleSchema>;
export type RuleType = ScoringRule['type'];
