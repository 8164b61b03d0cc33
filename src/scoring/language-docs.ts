/**
 * The scoring language explained, once: for every node type a one-sentence summary, a sentence for
 * each of its options (fields), and a tiny worked example (a rule, a small NOTATION map, the stars it
 * scores, worked out by hand). Everything else is generated from this table: the `description`s of
 * the JSON Schema (rule-schema.ts), the help beside each choice in the editor's rule form, and the
 * language reference in content/README.md (tools/scripts/gen-language-docs.ts). A test checks that every
 * node and every field is here, and that each example validates and scores what it says.
 *
 * Plain data, no imports of the schema (the schema imports this file): the keys are checked against
 * the language's own unions at compile time in rule-schema.ts.
 */

/** A JSON value (an example rule is plain JSON, as a designer writes it). */
export type DocJson = null | boolean | number | string | readonly DocJson[] | { readonly [key: string]: DocJson };

export interface NodeExample {
  /** A whole rule using the node. */
  readonly rule: DocJson;
  /** A small map in NOTATION, one string per row. */
  readonly map: readonly string[];
  /** The stars the rule scores on the map. */
  readonly stars: number;
  /** Why, in a sentence. */
  readonly why: string;
}

export interface NodeDoc {
  /** What the node is for, in one sentence. */
  readonly summary: string;
  /** One sentence for each field besides `type`. */
  readonly fields: Readonly<Record<string, string>>;
  readonly example: NodeExample;
}

/** The four kinds of node, in the order a rule nests them. */
export const NODE_KINDS = ['rule', 'unit', 'filter', 'match'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

export const NODE_KIND_DOCS: Readonly<Record<NodeKind, { readonly title: string; readonly summary: string }>> = {
  rule: { title: 'Awards', summary: 'An award turns units into stars; it is the top of every rule.' },
  unit: { title: 'Units', summary: 'A unit is what a card counts: spaces, clusters, lines, squares or runs.' },
  filter: { title: 'Filters', summary: 'A filter keeps only some units: a unit counts when every filter in its `where` holds.' },
  match: { title: 'Matches', summary: 'A match says which spaces count as a neighbour, a member or a link.' },
};

const STARS = 'Stars for each one (negative for a penalty).';
const WHERE = 'Filters: only units for which every filter holds are counted (optional).';
const MIN = 'At least this many (optional).';
const MAX = 'At most this many (optional).';
const ONLY_FILLS = 'Only spaces holding one of these fills (optional: every space when left out).';

const per = (stars: number, of: DocJson): DocJson => ({ type: 'per', stars, of });
const forest = { type: 'fill', fills: ['forest'] } as const;

export const RULE_DOCS = {
  per: {
    summary: 'Awards stars for each unit counted.',
    fields: { stars: STARS, of: 'The units counted.' },
    example: { rule: per(1, { type: 'spaces', fills: ['forest'] }), map: ['F F .', '. F .', '. . V'], stars: 3, why: 'Three forest spaces, one star each.' },
  },
  'per-space': {
    summary: 'Awards stars for each space of each unit counted.',
    fields: { stars: 'Stars for each space of each unit (negative for a penalty).', of: 'The units whose spaces are counted.' },
    example: {
      rule: { type: 'per-space', stars: 1, of: { type: 'largest', of: { type: 'clusters', terrain: 'forest' } } },
      map: ['F F F', '. . .', 'F . .'],
      stars: 3,
      why: 'The largest forest cluster has three spaces.',
    },
  },
  'per-length': {
    summary: "Awards stars for each unit times its length: a line's or run's spaces, a square's side.",
    fields: { stars: 'Stars for each space of length (negative for a penalty).', of: 'The units measured.' },
    example: {
      rule: { type: 'per-length', stars: 1, of: { type: 'rows', where: [{ type: 'every', is: { type: 'filled' } }] } },
      map: ['F V A', '. F .', 'W W W'],
      stars: 6,
      why: 'Two rows are completely filled, each three spaces long.',
    },
  },
  sum: {
    summary: 'Adds up several awards.',
    fields: { of: 'The awards added up.' },
    example: {
      rule: { type: 'sum', of: [per(1, { type: 'spaces', fills: ['forest'] }), per(1, { type: 'spaces', fills: ['water'] })] },
      map: ['F W .', '. F .', '. . .'],
      stars: 3,
      why: 'Two forest spaces and one water space.',
    },
  },
  best: {
    summary: 'Chooses the one unit for which its award gives the most stars, and scores that.',
    fields: { of: 'The units to choose from.', award: 'The award for the chosen unit; `neighbours`, `occupied-rows` and `occupied-columns` count around it.' },
    example: {
      rule: { type: 'best', of: { type: 'clusters', terrain: 'forest' }, award: per(1, { type: 'neighbours', fills: ['water'] }) },
      map: ['W F W', '. F .', 'F . .'],
      stars: 2,
      why: 'The upper forest cluster touches two water spaces, the lower one none.',
    },
  },
} as const satisfies Readonly<Record<string, NodeDoc>>;

export const UNIT_DOCS = {
  spaces: {
    summary: 'Every space of the map, one by one.',
    fields: { fills: ONLY_FILLS, where: WHERE },
    example: { rule: per(1, { type: 'spaces', fills: ['village'] }), map: ['V . V', '. V .'], stars: 3, why: 'Three village spaces.' },
  },
  clusters: {
    summary: 'Groups of spaces of one terrain joined side to side (diagonals do not join).',
    fields: { terrain: 'The terrain of the cluster (or empty, for clusters of empty spaces).', where: WHERE },
    example: {
      rule: per(1, { type: 'clusters', terrain: 'farm' }),
      map: ['A A .', '. . A', 'A . A'],
      stars: 3,
      why: 'Three farm clusters: the top pair, the right pair and the lone corner.',
    },
  },
  rows: {
    summary: 'The rows of the map.',
    fields: { where: WHERE },
    example: {
      rule: per(2, { type: 'rows', where: [{ type: 'count', of: forest, min: 2 }] }),
      map: ['F F .', 'F . .', '. F F'],
      stars: 4,
      why: 'Two rows hold at least two forest spaces.',
    },
  },
  columns: {
    summary: 'The columns of the map.',
    fields: { where: WHERE },
    example: {
      rule: per(1, { type: 'columns', where: [{ type: 'every', is: { type: 'filled' } }] }),
      map: ['F . V', 'W . V', 'A F V'],
      stars: 2,
      why: 'The left and right columns are completely filled.',
    },
  },
  diagonals: {
    summary: 'The diagonal lines of the map, running one way.',
    fields: { direction: 'down-right (from the top-left towards the bottom-right) or down-left.', where: WHERE },
    example: {
      rule: per(1, { type: 'diagonals', direction: 'down-right', where: [{ type: 'every', is: { type: 'filled' } }] }),
      map: ['F . .', '. F .', '. . F'],
      stars: 1,
      why: 'Only the long diagonal is completely filled.',
    },
  },
  squares: {
    summary: 'Square blocks of matching spaces, each as big as it can be.',
    fields: { of: 'What every space of the square is.', where: WHERE },
    example: {
      rule: per(1, { type: 'squares', of: forest, where: [{ type: 'size', min: 4 }] }),
      map: ['F F .', 'F F .', '. . F'],
      stars: 1,
      why: 'One two-by-two forest square; the lone forest is a square of one space.',
    },
  },
  runs: {
    summary: 'Straight unbroken lines of spaces of some fills, each as long as it can be.',
    fields: { direction: 'horizontal or vertical.', fills: 'The fills a run is made of.', where: WHERE },
    example: {
      rule: { type: 'per-length', stars: 1, of: { type: 'runs', direction: 'horizontal', fills: ['water'], where: [{ type: 'size', min: 2 }] } },
      map: ['W W W', '. W .', 'W . .'],
      stars: 3,
      why: 'One horizontal water run of three; the others are single spaces.',
    },
  },
  largest: {
    summary: 'The single biggest unit of a list (by side for squares, else by spaces).',
    fields: { of: 'The units ranked.' },
    example: {
      rule: { type: 'per-space', stars: 1, of: { type: 'largest', of: { type: 'clusters', terrain: 'water' } } },
      map: ['W W .', '. . .', 'W . .'],
      stars: 2,
      why: 'The largest water cluster has two spaces.',
    },
  },
  'second-largest': {
    summary: 'The second biggest unit of a list (when several tie for the largest, another of them).',
    fields: { of: 'The units ranked.' },
    example: {
      rule: { type: 'per-space', stars: 1, of: { type: 'second-largest', of: { type: 'clusters', terrain: 'water' } } },
      map: ['W W W', '. . .', 'W W .'],
      stars: 2,
      why: 'The clusters have three and two spaces: the second has two.',
    },
  },
  neighbours: {
    summary: 'Inside `best` only: the spaces next to the chosen unit.',
    fields: { fills: ONLY_FILLS, where: WHERE },
    example: {
      rule: { type: 'best', of: { type: 'clusters', terrain: 'village' }, award: per(1, { type: 'neighbours', fills: ['empty'] }) },
      map: ['V V .', '. . .'],
      stars: 3,
      why: 'The village cluster has three empty spaces next to it.',
    },
  },
  'occupied-rows': {
    summary: 'Inside `best` only: the rows holding a space of the chosen unit.',
    fields: {},
    example: {
      rule: { type: 'best', of: { type: 'clusters', terrain: 'forest' }, award: per(1, { type: 'occupied-rows' }) },
      map: ['F . .', 'F . F', 'F . .'],
      stars: 3,
      why: 'The left forest cluster spans three rows.',
    },
  },
  'occupied-columns': {
    summary: 'Inside `best` only: the columns holding a space of the chosen unit.',
    fields: {},
    example: {
      rule: { type: 'best', of: { type: 'clusters', terrain: 'forest' }, award: per(1, { type: 'occupied-columns' }) },
      map: ['F F F', '. . .', 'F . .'],
      stars: 3,
      why: 'The top forest cluster spans three columns.',
    },
  },
} as const satisfies Readonly<Record<string, NodeDoc>>;

export const FILTER_DOCS = {
  adjacent: {
    summary: 'Keeps units with a number of neighbours that match (at least one by default); an off-map side counts as the edge.',
    fields: { to: 'What a neighbour must be.', min: 'At least this many matching neighbours (1 when left out).', max: MAX },
    example: {
      rule: per(1, { type: 'spaces', fills: ['farm'], where: [{ type: 'adjacent', to: { type: 'fill', fills: ['water'] } }] }),
      map: ['A W .', 'A . .', '. . A'],
      stars: 1,
      why: 'Only the top-left farm touches water.',
    },
  },
  surrounded: {
    summary: 'Keeps units whose every outer side is filled or the map edge (or matches `by`).',
    fields: { by: 'What every outer side must be (optional: a filled space or the map edge).' },
    example: {
      rule: per(1, { type: 'spaces', fills: ['empty'], where: [{ type: 'surrounded' }] }),
      map: ['F F F', 'F . F', 'F F .'],
      stars: 2,
      why: 'The middle space and the bottom-right corner have only filled spaces and edges around them.',
    },
  },
  size: {
    summary: 'Keeps units with a number of spaces.',
    fields: { min: MIN, max: MAX },
    example: {
      rule: per(3, { type: 'clusters', terrain: 'village', where: [{ type: 'size', min: 3 }] }),
      map: ['V V V', '. . .', 'V V .'],
      stars: 3,
      why: 'One village cluster has three spaces or more.',
    },
  },
  count: {
    summary: 'Keeps units with a number of spaces that match.',
    fields: { of: 'The spaces counted.', min: MIN, max: MAX },
    example: {
      rule: per(1, { type: 'clusters', terrain: 'forest', where: [{ type: 'count', of: { type: 'ruins' }, min: 1 }] }),
      map: ['f F .', '. . .', 'F F .'],
      stars: 1,
      why: 'Only the top forest cluster covers a ruins space.',
    },
  },
  every: {
    summary: 'Keeps units whose every space matches.',
    fields: { is: 'What every space must be.' },
    example: {
      rule: per(1, { type: 'rows', where: [{ type: 'every', is: { type: 'fill', fills: ['forest', 'village'] } }] }),
      map: ['F V F', 'F . F', 'V V V'],
      stars: 2,
      why: 'The top and bottom rows hold only forest and village.',
    },
  },
  'equal-counts': {
    summary: 'Keeps units holding as many spaces of one match as of another.',
    fields: { of: 'The two matches compared.', min: 'At least this many of each (1 when left out).' },
    example: {
      rule: per(1, { type: 'rows', where: [{ type: 'equal-counts', of: [forest, { type: 'fill', fills: ['water'] }] }] }),
      map: ['F W .', 'F F W', 'F . .'],
      stars: 1,
      why: 'Only the top row holds as many forest as water spaces (one each).',
    },
  },
  'distinct-terrains': {
    summary: 'Keeps units by how many different terrains they hold, or touch.',
    fields: { in: 'unit (the terrains inside the unit) or neighbours (the terrains next to it).', min: MIN, max: MAX },
    example: {
      rule: per(1, { type: 'rows', where: [{ type: 'distinct-terrains', in: 'unit', min: 3 }] }),
      map: ['F V A', 'F F V', 'W W W'],
      stars: 1,
      why: 'Only the top row holds three different terrains.',
    },
  },
  'touches-edge': {
    summary: 'Keeps units with a space on the map edge.',
    fields: { edges: 'Which edges: top, bottom, left, right (optional: any edge).', every: 'The unit must touch every edge listed, not just one (optional).' },
    example: {
      rule: per(1, { type: 'clusters', terrain: 'water', where: [{ type: 'touches-edge', edges: ['left'] }] }),
      map: ['W . .', '. . W', '. W .'],
      stars: 1,
      why: 'Only the top-left water touches the left edge.',
    },
  },
  contains: {
    summary: 'Keeps clusters whose spaces contain a pattern.',
    fields: { pattern: "The pattern, one string per row: 'X' a space of the pattern, '.' anything.", rotations: 'The pattern may be turned (optional).' },
    example: {
      rule: per(1, { type: 'clusters', terrain: 'forest', where: [{ type: 'contains', pattern: ['XX', 'XX'] }] }),
      map: ['F F .', 'F F .', '. . F'],
      stars: 1,
      why: 'Only the top-left forest cluster contains a two-by-two block.',
    },
  },
  parity: {
    summary: 'Keeps the odd or the even lines, counted from 1 (top row, left column).',
    fields: { parity: 'odd or even.' },
    example: {
      rule: per(1, {
        type: 'rows',
        where: [
          { type: 'parity', parity: 'odd' },
          { type: 'every', is: { type: 'filled' } },
        ],
      }),
      map: ['F F F', 'F F F', '. F F'],
      stars: 1,
      why: 'Rows 1 and 3 are odd; of them only row 1 is full (row 2 does not count).',
    },
  },
  'on-ruins': {
    summary: 'Keeps spaces on a printed ruins symbol.',
    fields: {},
    example: {
      rule: per(2, { type: 'spaces', fills: ['village'], where: [{ type: 'on-ruins' }] }),
      map: ['v V r', '. . .'],
      stars: 2,
      why: 'One village space is on ruins.',
    },
  },
  linked: {
    summary: 'Keeps spaces next to a cluster of one terrain that also touches another matching space.',
    fields: { through: 'The terrain of the cluster between them.', to: 'What the space at the other end must be.' },
    example: {
      rule: per(1, { type: 'spaces', fills: ['village'], where: [{ type: 'linked', through: 'water', to: { type: 'fill', fills: ['farm'] } }] }),
      map: ['V W A', '. . .', 'V . .'],
      stars: 1,
      why: 'The top village reaches the farm through the water; the lower one touches no water.',
    },
  },
} as const satisfies Readonly<Record<string, NodeDoc>>;

const emptyNear = (to: DocJson, extra: Record<string, DocJson> = {}): DocJson =>
  per(1, { type: 'spaces', fills: ['empty'], where: [{ type: 'adjacent', to, ...extra }] });

export const MATCH_DOCS = {
  fill: {
    summary: 'Spaces holding one of some fills.',
    fields: { fills: 'The fills: a terrain, empty, wasteland or destroyed.' },
    example: { rule: emptyNear({ type: 'fill', fills: ['mountain'] }), map: ['. M .', '. . .'], stars: 3, why: 'Three empty spaces touch the mountain.' },
  },
  filled: {
    summary: 'Any filled space: drawn terrain, a mountain, wasteland or a destroyed space.',
    fields: {},
    example: { rule: emptyNear({ type: 'filled' }, { min: 2 }), map: ['F .', '. V'], stars: 2, why: 'Both empty spaces touch two filled spaces.' },
  },
  ruins: {
    summary: 'Spaces on a printed ruins symbol, whatever they hold.',
    fields: {},
    example: { rule: emptyNear({ type: 'ruins' }), map: ['r . .', '. . .'], stars: 2, why: 'Two empty spaces touch the ruins space.' },
  },
  edge: {
    summary: 'The map edge, as a neighbour: each side of a space off the map.',
    fields: {},
    example: {
      rule: per(1, { type: 'spaces', fills: ['forest'], where: [{ type: 'adjacent', to: { type: 'edge' } }] }),
      map: ['F . .', '. F .', '. . .'],
      stars: 1,
      why: 'Only the corner forest touches the edge.',
    },
  },
  'any-of': {
    summary: 'A space that matches any of several matches.',
    fields: { of: 'The matches (fill, filled, ruins or edge).' },
    example: {
      rule: per(1, {
        type: 'spaces',
        fills: ['farm'],
        where: [{ type: 'adjacent', to: { type: 'any-of', of: [{ type: 'fill', fills: ['water'] }, { type: 'ruins' }] } }],
      }),
      map: ['A W .', '. . .', 'A r .'],
      stars: 2,
      why: 'One farm touches water, the other a ruins space.',
    },
  },
} as const satisfies Readonly<Record<string, NodeDoc>>;

/** Every node type with its kind and doc, in the order of the reference. */
export const LANGUAGE_DOCS: ReadonlyArray<{ readonly kind: NodeKind; readonly type: string; readonly doc: NodeDoc }> = [
  ...Object.entries(RULE_DOCS).map(([type, doc]) => ({ kind: 'rule' as const, type, doc })),
  ...Object.entries(UNIT_DOCS).map(([type, doc]) => ({ kind: 'unit' as const, type, doc })),
  ...Object.entries(FILTER_DOCS).map(([type, doc]) => ({ kind: 'filter' as const, type, doc })),
  ...Object.entries(MATCH_DOCS).map(([type, doc]) => ({ kind: 'match' as const, type, doc })),
];

/** The doc of a node type, of any kind. */
export function nodeDoc(type: string): NodeDoc | undefined {
  return LANGUAGE_DOCS.find((d) => d.type === type)?.doc;
}
