/**
 * The pack being edited (the draft), as plain JSON: exactly the files `validatePack` reads, so every
 * problem's file and JSON Pointer name the very field the editor's forms edit. Pure functions, used by
 * the editor statechart (machines/editor.machine.ts) and anything else that builds packs.
 */
import { CartoError } from '../errors.ts';
import { cardText, type CardTextLocale } from '../scoring/card-text/index.ts';
import type { ScoringRule } from '../scoring/rule-schema.ts';
import { removeIn, setIn } from './pointer.ts';
import { CONTENT_FILES, CONTENT_FORMAT, SCHEMA_BASE_URL, type ContentFileName } from './schema.ts';
import { schemaFileName } from './json-schema.ts';
import type { CardKind } from './types.ts';

/** The editor's pack: file name -> parsed JSON. */
export type Draft = Readonly<Record<string, unknown>>;

/** The card file holding each kind of card. */
export const FILE_OF: Readonly<Record<CardKind, ContentFileName>> = Object.fromEntries(
  Object.entries(CONTENT_FILES).map(([file, kind]) => [kind, file]),
) as Record<CardKind, ContentFileName>;

/** Where a content file's JSON Schema is, as `carto init` writes it into each file (completion and checking in a text editor). */
const schemaOf = (kind: 'pack' | CardKind): string => `${SCHEMA_BASE_URL}${schemaFileName(kind)}`;

/** A fresh pack: a manifest and nothing else yet, shaped like `carto init`'s (its `"format"` and `$schema`). */
export function newDraft(): Draft {
  return { 'pack.json': { $schema: schemaOf('pack'), format: CONTENT_FORMAT, id: 'my-pack', name: 'My pack', files: [] } };
}

/** A copy of the draft with the value at `pointer` in `file` replaced (undefined removes it; a last token "-" appends). */
export function setAt(draft: Draft, file: string, pointer: string, value: unknown): Draft {
  return { ...draft, [file]: setIn(draft[file], pointer, value) };
}

/** A copy of the draft without the item or property at `pointer`. */
export function removeAt(draft: Draft, file: string, pointer: string): Draft {
  return { ...draft, [file]: removeIn(draft[file], pointer) };
}

/** The cards of one file (empty when the file is missing or broken). */
export function cardsIn(draft: Draft, file: string): readonly Record<string, unknown>[] {
  const cards = (draft[file] as { cards?: unknown } | undefined)?.cards;
  return Array.isArray(cards) ? (cards as Record<string, unknown>[]) : [];
}

function manifestFiles(draft: Draft): string[] {
  const files = (draft['pack.json'] as { files?: unknown } | undefined)?.files;
  return Array.isArray(files) ? (files as string[]) : [];
}

/** A new card's name in the designer's language (the editor's words; English otherwise), and the language its text is generated in. */
export interface NewCardWords {
  readonly name: string;
  readonly textLocale?: CardTextLocale;
}

/** The rule a new scoring card starts with: one star per forest space. */
const FIRST_RULE: ScoringRule = { type: 'per', stars: 1, of: { type: 'spaces', fills: ['forest'] } };

/** A new card of each kind, valid on its own except where the designer must decide (a rule, a shape). */
export function cardTemplate(kind: CardKind, id: string, words?: NewCardWords): Record<string, unknown> {
  const name = words?.name ?? id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  switch (kind) {
    case 'scoring':
      return {
        id,
        kind,
        name,
        stack: 'forest',
        solo: 0,
        // The text its rule generates, so that it follows the rule until the designer rewords it.
        text: cardText(FIRST_RULE, words?.textLocale ?? 'en'),
        rule: structuredClone(FIRST_RULE),
      };
    case 'explore':
      return { id, kind, name, time: 1, terrains: ['forest'], options: [{ shape: ['XX'] }] };
    case 'ambush':
      return { id, kind, name, time: 0, shape: ['X.', 'XX'], pass: 'clockwise', solo: { corner: 'top-left', direction: 'clockwise' } };
    case 'hero':
      return { id, kind, name, time: 1, pattern: ['.X.', 'XHX', '.X.'] };
    case 'season': {
      return { id, kind, name, time: 8, edicts: ['A', 'B'], order: 1 };
    }
    case 'edict':
      return { id, kind, name, letter: 'A' };
    case 'map':
      return { id, kind, name, side: 'E', rows: Array.from({ length: 11 }, () => '. . . . . . . . . . .') };
  }
}

/** An id not yet used by any card of the draft: `new-scoring-card`, `new-scoring-card-2`, ... */
export function freshId(draft: Draft, base: string): string {
  const used = new Set(Object.values(CONTENT_FILES).flatMap((kind) => cardsIn(draft, FILE_OF[kind]).map((c) => c.id)));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The id a name suggests: lower case, accents dropped, words joined by hyphens ("Lakeside Villages" -> "lakeside-villages"). */
export function idFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** True while a card's id is still the one its name suggests (maybe with a number to keep it unique). */
function followsName(id: unknown, name: unknown): boolean {
  if (typeof id !== 'string' || typeof name !== 'string') return false;
  const base = idFromName(name);
  return id === base || (base !== '' && new RegExp(`^${base}-\\d+$`).test(id));
}

/**
 * The draft with a card renamed. Its id follows the name (kept unique in the pack) until the
 * designer edits the id: an id that no longer matches the old name stays as it is.
 */
export function renameCard(draft: Draft, file: string, index: number, name: unknown): Draft {
  const card = cardsIn(draft, file)[index];
  let next = setAt(draft, file, `/cards/${index}/name`, name);
  if (card && typeof name === 'string' && followsName(card.id, card.name)) {
    const base = idFromName(name);
    if (base) next = setAt(next, file, `/cards/${index}/id`, freshId(setAt(next, file, `/cards/${index}/id`, undefined), base));
  }
  return next;
}

/** The draft with a new card of `kind` appended (its file created and listed in pack.json when needed), and where it went. */
export function addCard(draft: Draft, kind: CardKind, card?: Record<string, unknown>, words?: NewCardWords): { draft: Draft; file: string; index: number } {
  const file = FILE_OF[kind];
  let next = draft;
  if (!(file in next)) next = { ...next, [file]: { $schema: schemaOf(kind), cards: [] } };
  else if (!Array.isArray((next[file] as { cards?: unknown })?.cards)) next = setAt(next, file, '/cards', []);
  if (!manifestFiles(next).includes(file)) next = setAt(next, 'pack.json', '/files/-', file);
  const index = cardsIn(next, file).length;
  // The id follows the name, as it does when the designer renames the card.
  const base = (words && idFromName(words.name)) || `new-${kind === 'map' ? 'map-side' : `${kind}-card`}`;
  next = setAt(next, file, '/cards/-', card ?? cardTemplate(kind, freshId(next, base), words));
  return { draft: next, file, index };
}

/**
 * The draft with every card of another pack added after its own (a shared pack taken in without
 * losing one's work): a card whose id is taken gets a fresh one; seasons and edicts, which a game
 * takes four of, are added only when the draft has none of its own. Returns how many were added.
 */
export function addPackCards(draft: Draft, other: Draft): { draft: Draft; count: number } {
  let next = draft;
  let count = 0;
  for (const [file, kind] of Object.entries(CONTENT_FILES) as [ContentFileName, CardKind][]) {
    if ((kind === 'season' || kind === 'edict') && cardsIn(draft, file).length > 0) continue;
    for (const card of cardsIn(other, file)) {
      const id = typeof card.id === 'string' && card.id ? card.id : `new-${kind}-card`;
      next = addCard(next, kind, { ...structuredClone(card), id: freshId(next, id) }).draft;
      count++;
    }
  }
  return { draft: next, count };
}

/** The draft without one card; a card file left empty is dropped from the pack. */
export function removeCard(draft: Draft, file: string, index: number): Draft {
  let next = removeAt(draft, file, `/cards/${index}`);
  if (cardsIn(next, file).length === 0) {
    const { [file]: _gone, ...rest } = next;
    next = rest;
    const at = manifestFiles(next).indexOf(file);
    if (at >= 0) next = removeAt(next, 'pack.json', `/files/${at}`);
  }
  return next;
}

/** What "export" writes: one JSON document holding every file of the pack, by name. */
export function serializeDraft(draft: Draft): string {
  return `${JSON.stringify(draft, null, 2)}\n`;
}

export interface ImportSource {
  readonly name: string;
  readonly text: string;
}

function parse(source: ImportSource): unknown {
  try {
    return JSON.parse(source.text);
  } catch (e) {
    throw new CartoError('editor.import.json', `${source.name} is not JSON: ${(e as Error).message}`, { source: source.name });
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * One JSON document read as a pack: the editor's export (an object with a "pack.json" entry, every
 * file under its name) or a lone manifest; undefined for anything else. The one reader of the export
 * format, used by the editor's import and the command line alike.
 */
export function packDocument(value: unknown): Draft | undefined {
  if (isObject(value) && 'pack.json' in value) return value;
  if (isObject(value) && 'files' in value && 'id' in value) return { 'pack.json': value };
  return undefined;
}

/**
 * Reads what the designer imports: one exported pack (an object with a "pack.json" key), or the
 * files of a pack folder by their names (pack.json, explore.json, ...). Broken content is kept:
 * the validator then lists its problems; only unreadable input is refused.
 */
export function readImport(sources: readonly ImportSource[]): Draft {
  if (sources.length === 0) throw new CartoError('editor.import.empty', 'nothing to import');
  if (sources.length === 1) {
    const only = sources[0]!;
    const draft = packDocument(parse(only));
    if (draft) return draft;
    throw new CartoError('editor.import.shape', `${only.name} is neither an exported pack (an object with a "pack.json" entry) nor a pack.json manifest`, {
      source: only.name,
    });
  }
  const out: Record<string, unknown> = {};
  for (const s of sources) {
    const name = s.name.replace(/^.*[\\/]/, '');
    if (name !== 'pack.json' && !(name in CONTENT_FILES)) {
      throw new CartoError('editor.import.name', `${s.name} is not a pack file (expected pack.json or ${Object.keys(CONTENT_FILES).join(', ')})`, {
        source: s.name,
      });
    }
    out[name] = parse(s);
  }
  if (!('pack.json' in out)) throw new CartoError('editor.import.manifest', 'the imported files have no pack.json (the manifest)');
  return out;
}
