/**
 * What is wrong with a pack, in the reader's language: one message per code of
 * src/content/problem-codes.ts (the `satisfies` fails to compile when a code has no sentence), with
 * the values the validator sent along. The editor shows these; the command line prints their
 * English (msg() answers in English where no other locale is active), so each sentence is written
 * once. Ids, file names and JSON values stay as the designer typed them.
 */
import { msg, str } from './localization.ts';
import type { ContentProblemParams, FoundValue, PatternHint, ValueKind } from '../src/content/problem-codes.ts';
import type { Problem } from '../src/content/problems.ts';
import { isFill } from '../src/grid/fills.ts';
import { formatList, formatNumber, plural } from './format.ts';
import { RULE_SENTENCES, oneOf, type Sentences } from './rule-problems.ts';
import { stars } from './counts.ts';
import { fillName } from './terrain-names.ts';
import { MAP_TEXT_SENTENCES } from './map-problems.ts';

type OwnParams = Omit<ContentProblemParams, keyof typeof RULE_SENTENCES>;
const n = formatNumber;
const fill = (f: string) => (isFill(f) ? fillName(f) : f);

/** A value the validator found: its JSON text, or "nothing", "an array", "an object". */
function found(v: FoundValue): string {
  if (v === 'nothing') return msg('nothing', { id: 'found.nothing' });
  if (v === 'array') return msg('an array', { id: 'found.array' });
  if (v === 'object') return msg('an object', { id: 'found.object' });
  return v;
}

const KINDS: { readonly [K in ValueKind]: () => string } = {
  string: () => msg('a string', { id: 'kind.string' }),
  integer: () => msg('a whole number', { id: 'kind.integer' }),
  number: () => msg('a number', { id: 'kind.number' }),
  boolean: () => msg('true or false', { id: 'kind.boolean' }),
  array: () => msg('an array', { id: 'kind.array' }),
  object: () => msg('an object', { id: 'kind.object' }),
};

function patternHint(p: { readonly found: FoundValue; readonly hint: PatternHint }): string {
  const v = found(p.found);
  switch (p.hint) {
    case 'id':
      return msg(str`${v} is not a valid id: use kebab-case, lower-case letters and digits in words joined by "-" (e.g. "the-broken-road")`);
    case 'shape-row':
      return msg(str`${v} is not a shape row: use 'X' for a space of the shape, 'o' for a printed gap and '.' for nothing`);
    case 'pattern-row':
      return msg(str`${v} is not a pattern row: use 'H' for the hero, 'X' for an attacked space and '.' for nothing`);
    case 'letter':
      return msg(str`${v} must be one capital letter`);
    case 'letters':
      return msg(str`${v} must be a capital letter as printed ("A" ... "D")`);
    case 'card-number':
      return msg(str`${v} is not a card number (letters, digits and "-")`);
  }
}

const CONTENT_SENTENCES = {
  'schema.missing': (p) => msg(str`missing the required property "${p.key}"`),
  'schema.unknown-property': (p) => msg(str`unknown property "${p.key}"`),
  'schema.literal': (p) => msg(str`expected ${p.expected}, found ${found(p.found)}`),
  'schema.pattern': patternHint,
  'schema.no-match': (p) => msg(str`${found(p.found)} does not match the pattern ${p.pattern}`),
  'schema.empty': () => msg('must not be empty'),
  'schema.min-length': ({ min }) =>
    plural(min, {
      one: () => msg(str`must be at least ${n(min)} character long`, { id: 'schema.min-length.one' }),
      few: () => msg(str`must be at least ${n(min)} characters long`, { id: 'schema.min-length.few' }),
      many: () => msg(str`must be at least ${n(min)} characters long`, { id: 'schema.min-length.many' }),
      other: () => msg(str`must be at least ${n(min)} characters long`, { id: 'schema.min-length.other' }),
    }),
  'schema.minimum': (p) => msg(str`must be at least ${n(p.min)}, found ${found(p.found)}`),
  'schema.maximum': (p) => msg(str`must be at most ${n(p.max)}, found ${found(p.found)}`),
  'schema.min-items': ({ min }) =>
    plural(min, {
      one: () => msg(str`needs at least ${n(min)} item`, { id: 'schema.min-items.one' }),
      few: () => msg(str`needs at least ${n(min)} items`, { id: 'schema.min-items.few' }),
      many: () => msg(str`needs at least ${n(min)} items`, { id: 'schema.min-items.many' }),
      other: () => msg(str`needs at least ${n(min)} items`, { id: 'schema.min-items.other' }),
    }),
  'schema.tuple': ({ count, found: f }) =>
    plural(count, {
      one: () => msg(str`expected exactly ${n(count)} item, found ${found(f)}`, { id: 'schema.tuple.one' }),
      few: () => msg(str`expected exactly ${n(count)} items, found ${found(f)}`, { id: 'schema.tuple.few' }),
      many: () => msg(str`expected exactly ${n(count)} items, found ${found(f)}`, { id: 'schema.tuple.many' }),
      other: () => msg(str`expected exactly ${n(count)} items, found ${found(f)}`, { id: 'schema.tuple.other' }),
    }),
  'schema.kind': (p) => msg(str`expected ${KINDS[p.kind]()}, found ${found(p.found)}`),
  'schema.other': (p) => msg(str`${p.detail} (found ${found(p.found)})`),
  'schema.not-one-of': (p) => msg(str`${found(p.found)} is not one of ${oneOf(p.options)}`),
  'schema.no-type': (p) => msg(str`expected an object with a "type" (one of ${oneOf(p.options)}), found ${found(p.found)}`),
  'schema.unknown-type': (p) => msg(str`unknown type ${found(p.found)} (expected one of ${oneOf(p.options)})`),

  'pack.no-manifest': () => msg('the pack has no pack.json (its manifest)'),
  'pack.missing-file': (p) => msg(str`lists "${p.name}", but the pack has no such file`),
  'pack.file-twice': (p) => msg(str`"${p.name}" is listed twice`),
  'pack.solo-title-twice': (p) => msg(str`two solo titles start at ${n(p.min)}`),
  'card.duplicate-id': (p) => msg(str`duplicate id "${p.id}": ${p.file} ${p.pointer} already uses it`),

  'shape.ragged': ({ length, width }) =>
    plural(length, {
      one: () =>
        msg(str`a row of the shape has ${n(length)} character but its first row has ${n(width)}: a picture is a rectangle`, { id: 'shape.ragged.one' }),
      few: () =>
        msg(str`a row of the shape has ${n(length)} characters but its first row has ${n(width)}: a picture is a rectangle`, { id: 'shape.ragged.few' }),
      many: () =>
        msg(str`a row of the shape has ${n(length)} characters but its first row has ${n(width)}: a picture is a rectangle`, { id: 'shape.ragged.many' }),
      other: () =>
        msg(str`a row of the shape has ${n(length)} characters but its first row has ${n(width)}: a picture is a rectangle`, { id: 'shape.ragged.other' }),
    }),
  'shape.first-row-empty': () => msg('the first row of the shape is empty: trim empty outer rows'),
  'shape.last-row-empty': () => msg('the last row of the shape is empty: trim empty outer rows'),
  'shape.first-column-empty': () => msg('the first column of the shape is empty: trim empty outer columns'),
  'shape.last-column-empty': () => msg('the last column of the shape is empty: trim empty outer columns'),
  'shape.no-space': () => msg("the shape has no space: mark its spaces with 'X'"),
  'shape.too-large': (p) => msg(str`the shape is ${n(p.rows)} rows by ${n(p.cols)} columns: no shape is larger than the map, ${n(p.max)} by ${n(p.max)}`),
  'shape.stray-gap': (p) => msg(str`the gap space 'o' at column ${n(p.column)} touches no space of the shape: a gap lies between the shape's parts`),
  'shape.disconnected': ({ parts }) =>
    plural(parts, {
      one: () =>
        msg(str`the shape is disconnected: its spaces fall into ${n(parts)} separate part; mark the printed gap spaces between them with 'o'`, {
          id: 'shape.disconnected.one',
        }),
      few: () =>
        msg(str`the shape is disconnected: its spaces fall into ${n(parts)} separate parts; mark the printed gap spaces between them with 'o'`, {
          id: 'shape.disconnected.few',
        }),
      many: () =>
        msg(str`the shape is disconnected: its spaces fall into ${n(parts)} separate parts; mark the printed gap spaces between them with 'o'`, {
          id: 'shape.disconnected.many',
        }),
      other: () =>
        msg(str`the shape is disconnected: its spaces fall into ${n(parts)} separate parts; mark the printed gap spaces between them with 'o'`, {
          id: 'shape.disconnected.other',
        }),
    }),
  'pattern.ragged': ({ length, width }) =>
    plural(length, {
      one: () =>
        msg(str`a row of the pattern has ${n(length)} character but its first row has ${n(width)}: a picture is a rectangle`, { id: 'pattern.ragged.one' }),
      few: () =>
        msg(str`a row of the pattern has ${n(length)} characters but its first row has ${n(width)}: a picture is a rectangle`, { id: 'pattern.ragged.few' }),
      many: () =>
        msg(str`a row of the pattern has ${n(length)} characters but its first row has ${n(width)}: a picture is a rectangle`, { id: 'pattern.ragged.many' }),
      other: () =>
        msg(str`a row of the pattern has ${n(length)} characters but its first row has ${n(width)}: a picture is a rectangle`, { id: 'pattern.ragged.other' }),
    }),
  'pattern.first-row-empty': () => msg('the first row of the pattern is empty: trim empty outer rows'),
  'pattern.last-row-empty': () => msg('the last row of the pattern is empty: trim empty outer rows'),
  'pattern.first-column-empty': () => msg('the first column of the pattern is empty: trim empty outer columns'),
  'pattern.last-column-empty': () => msg('the last column of the pattern is empty: trim empty outer columns'),
  'pattern.heroes': (p) => msg(str`the pattern needs exactly one hero space 'H', found ${n(p.count)}`),
  'pattern.no-attack': () => msg("the pattern attacks no space: mark attacked spaces with 'X'"),

  'explore.ruins-terrains': () => msg('a ruins card shows no terrains'),
  'explore.ruins-shapes': () => msg('a ruins card shows no shapes'),
  'explore.ruins-time': (p) => msg(str`a ruins card has time 0, found ${n(p.time)}`),
  'explore.no-terrain': () => msg('an explore card needs at least one terrain (or "ruins": true)'),
  'explore.no-option': () => msg('an explore card needs at least one shape option (or "ruins": true)'),
  'explore.terrain-twice': (p) => msg(str`the terrain "${p.terrain}" is listed twice`),
  'example.stars': (p) => msg(str`the example says ${stars(p.stated)}, but the rule scores ${stars(p.scored)} on its map`),
  'edict.letter-twice': (p) => msg(str`two edict cards have the letter ${p.letter} ("${p.first}" and "${p.id}")`),
  'season.no-edict': (p) => msg(str`season "${p.id}" scores edict ${p.letter}, but the pack has no edict card with the letter ${p.letter}`),
  'season.same-edicts': (p) => msg(str`a season scores two different edicts, found ${p.letter} twice`),
  'season.order-twice': (p) => msg(str`seasons "${p.first}" and "${p.id}" both have order ${n(p.order)}`),
  'season.order-past': ({ order, count }) =>
    plural(count, {
      one: () => msg(str`order ${n(order)} is past the pack's only season card: number it 1`, { id: 'season.order-past.one' }),
      few: () =>
        msg(str`order ${n(order)} is past the last of the pack's ${n(count)} season cards: number them 1 to ${n(count)}`, { id: 'season.order-past.few' }),
      many: () =>
        msg(str`order ${n(order)} is past the last of the pack's ${n(count)} season cards: number them 1 to ${n(count)}`, { id: 'season.order-past.many' }),
      other: () =>
        msg(str`order ${n(order)} is past the last of the pack's ${n(count)} season cards: number them 1 to ${n(count)}`, { id: 'season.order-past.other' }),
    }),
  'scoring.stacks': (p) =>
    msg(
      str`a pack with its own map sides, explore cards and seasons must fill the four scoring stacks (${formatList(p.stacks, 'unit')}); none is in the "${p.stack}" stack`,
    ),

  'map.row-blank': () => msg('a map row may not be blank or a comment'),
  ...MAP_TEXT_SENTENCES,
  'map.not-printed': (p) =>
    msg(str`space ${n(p.column)} is ${fill(p.fill)}: a map side shows only printed spaces ('.' empty, 'M' mountain, 'r' ruins, '#' wasteland)`),
  'map.not-printed-ruins': (p) =>
    msg(str`space ${n(p.column)} is ${fill(p.fill)} on ruins: a map side shows only printed spaces ('.' empty, 'M' mountain, 'r' ruins, '#' wasteland)`),

  'words.no-name': (p) => msg(str`no ${p.locale} name for card "${p.id}" (${p.name})`),
  'words.no-text': (p) => msg(str`no ${p.locale} text for scoring card "${p.id}" (${p.name})`),
  'words.no-title': (p) => msg(str`no ${p.locale} solo title for "${p.title}"`),
  'words.unknown-card': (p) => msg(str`names card "${p.id}", which is not in the pack`),
  'words.unknown-text': (p) => msg(str`gives a text for card "${p.id}", which is not in the pack`),
  'words.unknown-title': (p) => msg(str`translates the solo title "${p.title}", which the pack does not have`),

  'table.no-pack': () => msg('no pack chosen'),
  'table.pack-twice': () => msg('a pack is chosen twice'),
  'table.not-chosen': (p) => msg(str`"${p.id}" is not one of the chosen packs (${formatList(p.packs, 'unit')})`),
  'table.no-such-map': (p) =>
    p.maps.length
      ? msg(str`no chosen pack has the map side "${p.map}" (there are: ${formatList(p.maps, 'unit')})`)
      : msg(str`no chosen pack has the map side "${p.map}", nor any other`),
  'table.no-map': () => msg('no chosen pack has a map side'),
  'table.empty-explore': () => msg('the explore deck is empty: choose a pack with explore cards'),
  'table.seasons-not-chosen': (p) => msg(str`"${p.id}" is not one of the chosen packs`),
  'table.season-count': (p) => msg(str`a table needs 4 season cards and 4 edict cards; pack "${p.pack}" has ${n(p.seasons)} and ${n(p.edicts)}`),
  'table.no-seasons': () => msg('no chosen pack has four season cards'),
  'table.no-scoring-card': (p) => msg(str`"${p.id}" is neither a chosen pack nor a scoring card of one`),
  'table.wrong-stack': (p) => msg(str`"${p.id}" belongs to the "${p.stack}" stack, not "${p.wanted}"`),
  'table.empty-stack': (p) => msg(str`the "${p.stack}" scoring stack is empty`),
  'table.id-clash': (p) => msg(str`packs "${p.first}" and "${p.second}" both have a card with the id "${p.id}"`),
} as const satisfies Sentences<OwnParams>;

const SENTENCES = { ...RULE_SENTENCES, ...CONTENT_SENTENCES } as Record<string, (p: unknown) => string>;

/** The sentence for a problem of a pack: "the terrain "forest" is listed twice". */
export function problemSentence(p: Pick<Problem, 'code' | 'params'>): string {
  return SENTENCES[p.code]!(p.params);
}
