/**
 * The scoring-rule language (DESIGN.md §3): a closed JSON vocabulary in which every node has a
 * `type`. Four kinds of node compose:
 *  - matches   say which spaces (or the map edge) count as a neighbour, a member or a link;
 *  - units     are the things a card counts: spaces, clusters, rows, columns, diagonals, squares, runs,
 *              a ranking of them (largest, second-largest), or, inside `best`, things of the chosen unit;
 *  - filters   keep only some units (`where`: every filter must hold);
 *  - rules     award stars: per unit, per space of each unit, per length, sums, and `best`.
 * The schema says what is well formed; src/scoring/check.ts rejects well-formed nonsense.
 * No TypeCompiler anywhere: it uses `new Function`, which a strict CSP forbids.
 */
import { Type, type Static, type TLiteral, type TUnion } from '@sinclair/typebox';
import { CLUSTER_TERRAINS, FILLS } from '../grid/fills.ts';

/** A union of string literals whose static type stays the union of those strings. */
function literals<T extends string>(values: readonly T[]): TUnion<Array<TLiteral<T>>> {
  return Type.Union(values.map((v) => Type.Literal(v)));
}

const strict = { additionalProperties: false } as const;

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

const Stars = Type.Integer({ description: 'stars awarded (negative for a penalty)' });
const Count = Type.Integer({ minimum: 0 });

/** Which spaces match: by fill, any filled space, a ruins space, the map edge (as a neighbour). */
const BaseMatches = [
  Type.Object({ type: Type.Literal('fill'), fills: Type.Array(FillName, { minItems: 1 }) }, strict),
  Type.Object({ type: Type.Literal('filled') }, strict),
  Type.Object({ type: Type.Literal('ruins') }, strict),
  Type.Object({ type: Type.Literal('edge') }, strict),
];
/** A match, or any of several (flat: an any-of inside an any-of says nothing more). */
export const MatchSchema = Type.Union([
  ...BaseMatches,
  Type.Object({ type: Type.Literal('any-of'), of: Type.Array(Type.Union(BaseMatches), { minItems: 1 }) }, strict),
]);
export type Match = Static<typeof MatchSchema>;
export type MatchType = Match['type'];

/** Filters: a unit is kept when every filter in its `where` holds. */
export const FilterSchema = Type.Union(
  [
    /** How many neighbours match `to` (a space: its four sides, each off-map side counting as an edge; a cluster: distinct outside spaces, the edge counting once). Default min 1. */
    Type.Object({ type: Type.Literal('adjacent'), to: MatchSchema, min: Type.Optional(Count), max: Type.Optional(Count) }, strict),
    /** Every outer side of the unit matches `by` (default: filled or the map edge). */
    Type.Object({ type: Type.Literal('surrounded'), by: Type.Optional(MatchSchema) }, strict),
    /** Number of spaces in the unit. */
    Type.Object({ type: Type.Literal('size'), min: Type.Optional(Count), max: Type.Optional(Count) }, strict),
    /** Number of the unit's spaces matching `of`. */
    Type.Object({ type: Type.Literal('count'), of: MatchSchema, min: Type.Optional(Count), max: Type.Optional(Count) }, strict),
    /** Every space of the unit matches `is` (e.g. a completely filled row). */
    Type.Object({ type: Type.Literal('every'), is: MatchSchema }, strict),
    /** The unit holds as many spaces matching the first as the second, and at least `min` (default 1) of each. */
    Type.Object(
      { type: Type.Literal('equal-counts'), of: Type.Tuple([MatchSchema, MatchSchema]), min: Type.Optional(Count) },
      strict,
    ),
    /** Different terrain types (forest, village, farm, water, monster, hero, mountain) inside the unit or among its neighbours. */
    Type.Object(
      {
        type: Type.Literal('distinct-terrains'),
        in: literals(TERRAINS_COUNTED_IN),
        min: Type.Optional(Count),
        max: Type.Optional(Count),
      },
      strict,
    ),
    /** The unit has a space on the given map edges (any edge when omitted; `every`: on all of them). */
    Type.Object(
      { type: Type.Literal('touches-edge'), edges: Type.Optional(Type.Array(EdgeName, { minItems: 1 })), every: Type.Optional(Type.Boolean()) },
      strict,
    ),
    /** The unit's spaces contain the pattern ('X' a space of the pattern, '.' anything), rotated if `rotations`. */
    Type.Object(
      { type: Type.Literal('contains'), pattern: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }), rotations: Type.Optional(Type.Boolean()) },
      strict,
    ),
    /** Rows, columns or diagonals by position, counted from 1 (top row, left column). */
    Type.Object({ type: Type.Literal('parity'), parity: literals(PARITIES) }, strict),
    /** A space on a printed ruins symbol. */
    Type.Object({ type: Type.Literal('on-ruins') }, strict),
    /** A space adjacent to a cluster of `through` that is also adjacent to another space matching `to`. */
    Type.Object({ type: Type.Literal('linked'), through: ClusterTerrainSchema, to: MatchSchema }, strict),
]);
export type Filter = Static<typeof FilterSchema>;
export type FilterType = Filter['type'];

const Where = Type.Optional(Type.Array(FilterSchema));
const Fills = Type.Optional(Type.Array(FillName, { minItems: 1 }));

const BaseUnits = [
  /** Every space, one by one (only those of `fills` when given). */
  Type.Object({ type: Type.Literal('spaces'), fills: Fills, where: Where }, strict),
  /** Maximal orthogonally connected groups of one terrain (or of empty spaces). */
  Type.Object({ type: Type.Literal('clusters'), terrain: ClusterTerrainSchema, where: Where }, strict),
  Type.Object({ type: Type.Literal('rows'), where: Where }, strict),
  Type.Object({ type: Type.Literal('columns'), where: Where }, strict),
  /** Maximal diagonal lines, running down to the right or down to the left. */
  Type.Object(
    { type: Type.Literal('diagonals'), direction: literals(DIAGONAL_DIRECTIONS), where: Where },
    strict,
  ),
  /** Square blocks of spaces that all match `of` (length = side). */
  Type.Object({ type: Type.Literal('squares'), of: MatchSchema, where: Where }, strict),
  /** Maximal straight unbroken runs of spaces of `fills` (length = number of spaces). */
  Type.Object(
    {
      type: Type.Literal('runs'),
      direction: literals(RUN_DIRECTIONS),
      fills: Type.Array(FillName, { minItems: 1 }),
      where: Where,
    },
    strict,
  ),
];

/** A single unit picked by size from a base unit's list (rankings do not nest). */
const RankedOf = Type.Union(BaseUnits);

export const UnitSchema = Type.Union([
  ...BaseUnits,
  /** The biggest unit (by side for squares, else by spaces); ties: one of them. */
  Type.Object({ type: Type.Literal('largest'), of: RankedOf }, strict),
  /** The second biggest; when several tie for largest, another of them. */
  Type.Object({ type: Type.Literal('second-largest'), of: RankedOf }, strict),
  /** Inside `best` only: the spaces adjacent to the chosen unit. */
  Type.Object({ type: Type.Literal('neighbours'), fills: Fills, where: Where }, strict),
  /** Inside `best` only: the rows / columns holding a space of the chosen unit. */
  Type.Object({ type: Type.Literal('occupied-rows') }, strict),
  Type.Object({ type: Type.Literal('occupied-columns') }, strict),
]);
export type Unit = Static<typeof UnitSchema>;
export type UnitType = Unit['type'];

export const ScoringRuleSchema = Type.Recursive(
  (Rule) =>
    Type.Union([
      /** `stars` for each unit. */
      Type.Object({ type: Type.Literal('per'), stars: Stars, of: UnitSchema }, strict),
      /** `stars` for each space of each unit. */
      Type.Object({ type: Type.Literal('per-space'), stars: Stars, of: UnitSchema }, strict),
      /** `stars` times each unit's length (a square's side, a line's or run's number of spaces). */
      Type.Object({ type: Type.Literal('per-length'), stars: Stars, of: UnitSchema }, strict),
      /** Several awards added up. */
      Type.Object({ type: Type.Literal('sum'), of: Type.Array(Rule, { minItems: 1 }) }, strict),
      /** Choose the unit for which `award` gives the most stars ("choose a cluster" cards). */
      Type.Object({ type: Type.Literal('best'), of: UnitSchema, award: Rule }, strict),
    ]),
  { $id: 'ScoringRule' },
);
export type ScoringRule = Static<typeof ScoringRuleSchema>;
export type RuleType = ScoringRule['type'];
