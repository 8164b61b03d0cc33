/**
 * The content schemas, in TypeBox: the single source of truth for what a content file may hold.
 * - content/schema/*.schema.json are generated from these (`npx tsx tools/scripts/gen-schemas.ts`;
 *   a test fails when the committed files are stale).
 * - The validator walks them with `Value.Errors` (interpretive, no eval / new Function), so
 *   validation runs in a browser under `Content-Security-Policy: script-src 'self'`.
 * - The readonly contract types in types.ts are checked against `Static<>` of these schemas at
 *   compile time (the `Same<>` checks at the end of this file): if either drifts, typecheck fails.
 */
import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';
import { DRAWABLE_TERRAINS } from '../grid/fills.ts';
import { ScoringRuleSchema } from '../scoring/rule-schema.ts';
import { EDICT_LETTERS, SCORING_STACKS } from './stacks.ts';
import type {
  AmbushCard,
  AmbushEffect,
  EdictCard,
  ExploreCard,
  HeroCard,
  MapSide,
  ScoringCard,
  ScoringExample,
  SeasonCard,
  ShapeOption,
  SoloTitle,
} from './types.ts';

/** A union of string literals, which the validator reports as "expected one of ...". */
type TLiterals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
function OneOf<const T extends readonly string[]>(values: T, options: { description?: string } = {}): TUnion<TLiterals<T>> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as unknown as TUnion<TLiterals<T>>;
}

export const ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** The package version whose schemas SCHEMA_BASE_URL names (test/unit/package/metadata.test.ts keeps it equal to package.json's). */
export const SCHEMA_VERSION = '0.1.0';

/**
 * Where the published JSON Schemas live: each schema's `$id` is this plus its file name, the same
 * files the npm package ships in content/schema/ (so a pack's `$schema` may name either the address
 * or `node_modules/cartographers-live/content/schema/<file>`). Versioned, so a pack written today keeps
 * validating against the schema it was written for after the format grows.
 */
export const SCHEMA_BASE_URL = `https://unpkg.com/cartographers-live@${SCHEMA_VERSION}/content/schema/`;

/** The version of the content format this code reads; a pack says which it is written in (`"format": 1`). */
export const CONTENT_FORMAT = 1;

export const CardIdSchema = Type.String({
  pattern: ID_PATTERN,
  description: 'kebab-case of the English name, apostrophes dropped, a leading "The" kept: "the-broken-road", "ulems-wallow".',
});

const common = {
  id: CardIdSchema,
  name: Type.String({ minLength: 1, description: 'The printed English name.' }),
  number: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z-]+$', description: 'The printed card number, where known (e.g. "07").' })),
};

export const ShapePictureSchema = Type.Array(Type.String({ pattern: '^[Xo.]+$' }), {
  minItems: 1,
  description:
    "A shape as printed, one string per row: 'X' a space of the shape, 'o' a printed gap space (not drawn), '.' nothing. Rows of equal length, no empty outer rows or columns.",
});

export const PatternPictureSchema = Type.Array(Type.String({ pattern: '^[HX.]+$' }), {
  minItems: 1,
  description: "A hero's attack pattern, one string per row: 'H' the hero's space (exactly one), 'X' an attacked space, '.' nothing.",
});

export const TerrainSchema = OneOf(DRAWABLE_TERRAINS, { description: 'A terrain a player can draw.' });
export const RotationSchema = OneOf(['clockwise', 'counterclockwise'] as const);
export const CornerSchema = OneOf(['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const);
export const EdictLetterSchema = OneOf(EDICT_LETTERS);
export const ScoringStackSchema = OneOf(SCORING_STACKS, {
  description: 'The scoring stack, by card back.',
});

const Time = Type.Integer({ minimum: 0, description: 'The time value printed on the card.' });

export const ShapeOptionSchema = Type.Object(
  {
    shape: ShapePictureSchema,
    coin: Type.Optional(Type.Boolean({ description: 'Drawing this option fills the next coin on the coin track.' })),
  },
  { additionalProperties: false },
);

export const ExploreCardSchema = Type.Object(
  {
    ...common,
    kind: Type.Literal('explore'),
    time: Time,
    terrains: Type.Array(TerrainSchema, { description: 'Choose one. Empty on a ruins card.' }),
    options: Type.Array(ShapeOptionSchema, { description: 'Choose one shape. Empty on a ruins card.' }),
    ruins: Type.Optional(Type.Boolean({ description: 'A ruins card: no terrains or options, time 0; the next shape must cover ruins.' })),
  },
  { additionalProperties: false, description: 'An explore card.' },
);

export const AmbushEffectSchema = Type.Union(
  [
    Type.Object(
      { type: Type.Literal('coins-when-enclosed'), coins: Type.Integer({ minimum: 1 }) },
      { additionalProperties: false, description: "When every space of this monster is surrounded or destroyed, its sheet's owner gains `coins`, once." },
    ),
    Type.Object(
      { type: Type.Literal('spread-after-scoring') },
      { additionalProperties: false, description: "After each season's scoring, this monster is drawn in every empty space adjacent to it." },
    ),
    Type.Object(
      { type: Type.Literal('destroy-adjacent-after-scoring'), count: Type.Integer({ minimum: 1 }) },
      { additionalProperties: false, description: "After each season's scoring, the owner destroys `count` empty space(s) adjacent to this monster." },
    ),
    Type.Object(
      { type: Type.Literal('destroy-adjacent-after-drawing'), count: Type.Integer({ minimum: 1 }) },
      { additionalProperties: false, description: 'Right after drawing this monster, the drawer destroys `count` adjacent non-mountain space(s).' },
    ),
  ],
  { description: 'What a special ambush does beyond drawing its monster.' },
);

export const AmbushCardSchema = Type.Object(
  {
    ...common,
    kind: Type.Literal('ambush'),
    time: Time,
    shape: ShapePictureSchema,
    pass: RotationSchema,
    solo: Type.Object(
      { corner: CornerSchema, direction: RotationSchema },
      { additionalProperties: false, description: 'Solo: where the walk starts and which way it goes round the ring.' },
    ),
    initial: Type.Optional(Type.String({ pattern: '^[A-Z]$', description: "The letter marked in the monster's spaces." })),
    effect: Type.Optional(AmbushEffectSchema),
  },
  { additionalProperties: false, description: 'An ambush card.' },
);

export const HeroCardSchema = Type.Object(
  {
    ...common,
    kind: Type.Literal('hero'),
    time: Time,
    pattern: PatternPictureSchema,
  },
  { additionalProperties: false, description: 'A hero card (Heroes).' },
);

export const SeasonCardSchema = Type.Object(
  {
    ...common,
    kind: Type.Literal('season'),
    time: Type.Integer({ minimum: 1, description: 'The season ends when the revealed time reaches this.' }),
    edicts: Type.Tuple([EdictLetterSchema, EdictLetterSchema], { description: 'The two edicts scored at the end of this season.' }),
    order: Type.Integer({ minimum: 1, description: '1-based order in the season stack (spring 1 ... winter 4).' }),
  },
  { additionalProperties: false, description: 'A season card.' },
);

export const EdictCardSchema = Type.Object(
  {
    ...common,
    kind: Type.Literal('edict'),
    letter: EdictLetterSchema,
  },
  { additionalProperties: false, description: 'An edict card.' },
);

export const ScoringExampleSchema = Type.Object(
  {
    rows: Type.Array(Type.String({ minLength: 1 }), {
      minItems: 1,
      description: 'A small map in NOTATION, one string per row (the whole map: its edge is the map edge).',
    }),
    stars: Type.Integer({ description: 'What the card scores on this map, worked out by hand from the card text.' }),
    why: Type.String({ minLength: 1, description: 'How the stars add up, in our own words: which spaces score and which do not.' }),
  },
  { additionalProperties: false, description: 'A worked example shown with the card text; validation scores it with the rule.' },
);

export const ScoringCardSchema = Type.Object(
  {
    ...common,
    kind: Type.Literal('scoring'),
    stack: ScoringStackSchema,
    solo: Type.Integer({ minimum: 0, description: "The solo value printed in the card's corner." }),
    text: Type.String({ minLength: 1, description: 'The card text as printed (English).' }),
    example: Type.Optional(ScoringExampleSchema),
    /** The scoring language's own schema (src/scoring/rule-schema.ts). */
    rule: ScoringRuleSchema,
  },
  { additionalProperties: false, description: 'A scoring card.' },
);

export const MapSideSchema = Type.Object(
  {
    ...common,
    kind: Type.Literal('map'),
    side: Type.String({ pattern: '^[A-Z]{1,3}$', description: 'The side as printed: "A" ... "D".' }),
    rows: Type.Array(Type.String({ minLength: 1 }), {
      minItems: 1,
      description: 'The printed spaces as NOTATION rows: "." empty, "M" mountain, "r" ruins, "#" wasteland.',
    }),
  },
  { additionalProperties: false, description: 'A printed side of the map sheet.' },
);

export const SoloTitleSchema = Type.Object(
  {
    min: Type.Integer({ description: 'The title applies from this rating up.' }),
    title: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);

/** The file names a pack may list, each holding one kind of card. */
export const CONTENT_FILES = {
  'explore.json': 'explore',
  'ambush.json': 'ambush',
  'heroes.json': 'hero',
  'seasons.json': 'season',
  'edicts.json': 'edict',
  'scoring.json': 'scoring',
  'maps.json': 'map',
} as const;
export type ContentFileName = keyof typeof CONTENT_FILES;

export const PackManifestSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'The JSON Schema of this file, for editors.' })),
    format: Type.Optional(
      Type.Literal(CONTENT_FORMAT, {
        description: `The version of the content format the pack is written in (${CONTENT_FORMAT}); packs without it are read as ${CONTENT_FORMAT}.`,
      }),
    ),
    id: Type.String({ pattern: ID_PATTERN, description: 'The pack id, kebab-case.' }),
    name: Type.String({ minLength: 1 }),
    files: Type.Array(OneOf(Object.keys(CONTENT_FILES) as ContentFileName[]), {
      description: "The pack's other files, relative to its folder; each holds one kind of card.",
    }),
    coinTrack: Type.Optional(Type.Integer({ minimum: 0, description: 'Coins on the printed coin track (14).' })),
    soloTitles: Type.Optional(Type.Array(SoloTitleSchema, { description: 'The solo titles, highest threshold first.' })),
  },
  { additionalProperties: false, description: 'A content pack manifest (pack.json).' },
);
export type PackManifest = Static<typeof PackManifestSchema>;

function cardFile<T extends TSchema>(card: T, description: string) {
  return Type.Object(
    { $schema: Type.Optional(Type.String({ description: 'The JSON Schema of this file, for editors.' })), cards: Type.Array(card) },
    { additionalProperties: false, description },
  );
}

/** The schema of each content file, by kind; also the names of the generated JSON Schema files. */
/**
 * words/<locale>.json: a pack's card names, scoring texts and solo titles in one more language
 * (the cards themselves hold the English). Kept out of the card files so that a translation never
 * changes the content hash of a saved game. Validation (src/content/words.ts) names every card a
 * translation misses.
 */
export const WordsFileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'The JSON Schema of this file, for editors.' })),
    locale: Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z0-9]+)*$', description: 'The BCP 47 language of this file: "de", "pl".' }),
    names: Type.Record(Type.String({ pattern: ID_PATTERN }), Type.String({ minLength: 1 }), { description: 'Card id -> the card name in this language.' }),
    texts: Type.Optional(
      Type.Record(Type.String({ pattern: ID_PATTERN }), Type.String({ minLength: 1 }), { description: 'Scoring card id -> the card text in this language.' }),
    ),
    titles: Type.Optional(
      Type.Record(Type.String({ minLength: 1 }), Type.String({ minLength: 1 }), {
        description: 'Solo title as printed in English -> the title in this language.',
      }),
    ),
    examples: Type.Optional(
      Type.Record(Type.String({ pattern: ID_PATTERN }), Type.String({ minLength: 1 }), {
        description: "Scoring card id -> its worked example's explanation (`example.why`) in this language.",
      }),
    ),
  },
  {
    additionalProperties: false,
    description: "words/<locale>.json: card names, scoring texts, worked examples' explanations and solo titles of a pack in one language.",
  },
);
export type WordsFile = Static<typeof WordsFileSchema>;

export const FILE_SCHEMAS = {
  pack: PackManifestSchema,
  explore: cardFile(ExploreCardSchema, 'explore.json: the explore cards of a pack.'),
  ambush: cardFile(AmbushCardSchema, 'ambush.json: the ambush cards of a pack.'),
  hero: cardFile(HeroCardSchema, 'heroes.json: the hero cards of a pack.'),
  season: cardFile(SeasonCardSchema, 'seasons.json: the season cards of a pack.'),
  edict: cardFile(EdictCardSchema, 'edicts.json: the edict cards of a pack.'),
  scoring: cardFile(ScoringCardSchema, 'scoring.json: the scoring cards of a pack.'),
  map: cardFile(MapSideSchema, 'maps.json: the printed map sides of a pack.'),
  words: WordsFileSchema,
} as const;

// ---- compile-time checks: the contract types (types.ts) and the schemas describe the same shapes.
/** Readonly all the way down, except a scoring card's `rule`, which is the scoring language's own type. */
type DeepReadonly<T> = T extends readonly unknown[]
  ? number extends T['length']
    ? readonly DeepReadonly<T[number]>[]
    : { readonly [K in keyof T]: DeepReadonly<T[K]> }
  : T extends object
    ? { readonly [K in keyof T]: K extends 'rule' ? T[K] : DeepReadonly<T[K]> }
    : T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;
export type SchemaMatchesContract = [
  Check<Same<DeepReadonly<Static<typeof ShapeOptionSchema>>, ShapeOption>>,
  Check<Same<DeepReadonly<Static<typeof ExploreCardSchema>>, ExploreCard>>,
  Check<Same<DeepReadonly<Static<typeof AmbushEffectSchema>>, AmbushEffect>>,
  Check<Same<DeepReadonly<Static<typeof AmbushCardSchema>>, AmbushCard>>,
  Check<Same<DeepReadonly<Static<typeof HeroCardSchema>>, HeroCard>>,
  Check<Same<DeepReadonly<Static<typeof SeasonCardSchema>>, SeasonCard>>,
  Check<Same<DeepReadonly<Static<typeof EdictCardSchema>>, EdictCard>>,
  Check<Same<DeepReadonly<Static<typeof ScoringExampleSchema>>, ScoringExample>>,
  Check<Same<DeepReadonly<Static<typeof ScoringCardSchema>>, ScoringCard>>,
  Check<Same<DeepReadonly<Static<typeof MapSideSchema>>, MapSide>>,
  Check<Same<DeepReadonly<Static<typeof SoloTitleSchema>>, SoloTitle>>,
];
