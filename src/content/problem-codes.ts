/**
 * What can be wrong with a pack (or a table's choice of packs), as a closed list of codes with the
 * values each one names: the pattern of src/codes.ts. The validator returns codes and values only;
 * i18n/content-problems.ts words them in the reader's language (the editor) and in
 * English (the command line), so each sentence is written once. A new code fails to compile until
 * it is worded. Ids, file names and JSON values stay as they are: they are what the designer typed.
 */
import type { RuleIssueParams } from '../scoring/rule-issues.ts';

type None = Record<string, never>;

/**
 * A JSON value as a problem names it: its JSON text (`"lava"`, `3`, `null`), or, for values too big
 * to quote, one of the words `nothing`, `array` and `object` (never JSON text, which quotes strings).
 */
export type FoundValue = string;

/** The outline checks of a shape or attack-pattern picture (pictures.ts). */
export interface OutlineParams {
  readonly ragged: { readonly length: number; readonly width: number };
  readonly 'first-row-empty': None;
  readonly 'last-row-empty': None;
  readonly 'first-column-empty': None;
  readonly 'last-column-empty': None;
}
export type OutlineCode = keyof OutlineParams;

/** The kinds of value the schema expects (`expected a whole number, found "2"`). */
export type ValueKind = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** The string patterns the schema names, each with its own hint. */
export type PatternHint = 'id' | 'shape-row' | 'pattern-row' | 'letter' | 'letters' | 'card-number';

export interface ContentProblemParams extends RuleIssueParams {
  // The schema pass (schema-errors.ts).
  'schema.missing': { readonly key: string };
  'schema.unknown-property': { readonly key: string };
  'schema.literal': { readonly expected: string; readonly found: FoundValue };
  'schema.pattern': { readonly found: FoundValue; readonly hint: PatternHint };
  'schema.no-match': { readonly found: FoundValue; readonly pattern: string };
  'schema.empty': None;
  'schema.min-length': { readonly min: number };
  'schema.minimum': { readonly min: number; readonly found: FoundValue };
  'schema.maximum': { readonly max: number; readonly found: FoundValue };
  'schema.min-items': { readonly min: number };
  'schema.tuple': { readonly count: number; readonly found: FoundValue };
  'schema.kind': { readonly kind: ValueKind; readonly found: FoundValue };
  /** Any other schema error, in the schema validator's own (English) words. */
  'schema.other': { readonly detail: string; readonly found: FoundValue };
  'schema.not-one-of': { readonly found: FoundValue; readonly options: readonly string[] };
  'schema.no-type': { readonly found: FoundValue; readonly options: readonly string[] };
  'schema.unknown-type': { readonly found: FoundValue; readonly options: readonly string[] };
  // The manifest and its files (load.ts, integrity.ts).
  'pack.no-manifest': None;
  'pack.missing-file': { readonly name: string };
  'pack.file-twice': { readonly name: string };
  'pack.solo-title-twice': { readonly min: number };
  'card.duplicate-id': { readonly id: string; readonly file: string; readonly pointer: string };
  // Pictures: a shape's outline (`shape.*`) and an attack pattern's (`pattern.*`).
  'shape.ragged': OutlineParams['ragged'];
  'shape.first-row-empty': None;
  'shape.last-row-empty': None;
  'shape.first-column-empty': None;
  'shape.last-column-empty': None;
  'shape.no-space': None;
  'shape.too-large': { readonly rows: number; readonly cols: number; readonly max: number };
  'shape.stray-gap': { readonly column: number };
  'shape.disconnected': { readonly parts: number };
  'pattern.ragged': OutlineParams['ragged'];
  'pattern.first-row-empty': None;
  'pattern.last-row-empty': None;
  'pattern.first-column-empty': None;
  'pattern.last-column-empty': None;
  'pattern.heroes': { readonly count: number };
  'pattern.no-attack': None;
  // Cards.
  'explore.ruins-terrains': None;
  'explore.ruins-shapes': None;
  'explore.ruins-time': { readonly time: number };
  'explore.no-terrain': None;
  'explore.no-option': None;
  'explore.terrain-twice': { readonly terrain: string };
  'example.stars': { readonly stated: number; readonly scored: number };
  'edict.letter-twice': { readonly letter: string; readonly first: string; readonly id: string };
  'season.no-edict': { readonly id: string; readonly letter: string };
  'season.same-edicts': { readonly letter: string };
  'season.order-twice': { readonly first: string; readonly id: string; readonly order: number };
  'season.order-past': { readonly order: number; readonly count: number };
  'scoring.stacks': { readonly stacks: readonly string[]; readonly stack: string };
  // A map side or worked example written in NOTATION (`column` counts characters of the row from 1).
  'map.row-blank': None;
  'map.spacing-found': { readonly column: number; readonly char: string };
  'map.spacing-more': { readonly column: number };
  'map.spacing-mixed': { readonly column: number };
  'map.unknown-char': { readonly column: number; readonly char: string; readonly expected: string };
  'map.empty': None;
  'map.ragged': { readonly count: number; readonly line: number; readonly first: number };
  'map.not-printed': { readonly column: number; readonly fill: string };
  'map.not-printed-ruins': { readonly column: number; readonly fill: string };
  // A translation (words.ts).
  'words.no-name': { readonly locale: string; readonly id: string; readonly name: string };
  'words.no-text': { readonly locale: string; readonly id: string; readonly name: string };
  'words.no-title': { readonly locale: string; readonly title: string };
  'words.unknown-card': { readonly id: string };
  'words.unknown-text': { readonly id: string };
  'words.unknown-title': { readonly title: string };
  // A table's choices (combine.ts).
  'table.no-pack': None;
  'table.pack-twice': None;
  'table.not-chosen': { readonly id: string; readonly packs: readonly string[] };
  'table.no-such-map': { readonly map: string; readonly maps: readonly string[] };
  'table.no-map': None;
  'table.empty-explore': None;
  'table.seasons-not-chosen': { readonly id: string };
  'table.season-count': { readonly pack: string; readonly seasons: number; readonly edicts: number };
  'table.no-seasons': None;
  'table.no-scoring-card': { readonly id: string };
  'table.wrong-stack': { readonly id: string; readonly stack: string; readonly wanted: string };
  'table.empty-stack': { readonly stack: string };
  'table.id-clash': { readonly first: string; readonly second: string; readonly id: string };
}

export type ProblemCode = keyof ContentProblemParams;
