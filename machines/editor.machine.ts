/**
 * The pack editor: every edit of the designer's pack (and of the sample map its scoring cards are
 * previewed on) goes through here, is recorded for undo and redo, and is validated at once, so the
 * problem list always describes what is on screen. Importing reads files (a promise actor, files
 * are read asynchronously), exporting emits the files to download, and playing builds a table for
 * `<carto-game>`. The element persists `draft`, `sample` and `selected` so work survives a reload.
 *
 * States: `editing` (the usual), `importing` (reading what was dropped, picked or pasted),
 * `playing` (the pack is open in a game).
 */
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { validatePack } from '../src/content/load.ts';
import type { Problem } from '../src/content/problems.ts';
import type { CardKind, ScoringCard } from '../src/content/types.ts';
import type { TableContent } from '../src/content/combine.ts';
import { CartoError } from '../src/errors.ts';
import type { Fill } from '../src/grid/fills.ts';
import { emptyGrid, type MapGrid } from '../src/grid/grid.ts';
import { CONTENT_FILES, type ContentFileName } from '../src/content/schema.ts';
import { assemblePack, cardsOf, type ManifestLike } from '../src/content/assemble.ts';
import { gameTable } from '../src/content/tables.ts';
import { SCORING_STACKS } from '../src/content/integrity.ts';
import { basePack } from '../src/content/official.ts';
import { ContentError } from '../src/content/problems.ts';
import type { Pack, ScoringStack } from '../src/content/types.ts';
import { formatNotation } from '../src/grid/notation.ts';
import { evaluate } from '../src/scoring/evaluate.ts';

// ---- The pack being edited (the draft), as plain JSON: exactly the files `validatePack` reads, so
// every problem's file and JSON Pointer name the very field the forms edit. Pure functions.

/** The editor's pack: file name -> parsed JSON. */
export type Draft = Readonly<Record<string, unknown>>;

/** The card file holding each kind of card. */
export const FILE_OF: Readonly<Record<CardKind, ContentFileName>> = Object.fromEntries(
  Object.entries(CONTENT_FILES).map(([file, kind]) => [kind, file]),
) as Record<CardKind, ContentFileName>;

/** A fresh pack: a manifest and nothing else yet. */
export function newDraft(): Draft {
  return { 'pack.json': { id: 'my-pack', name: 'My pack', files: [] } };
}

/** "/cards/0/rule" -> ["cards", "0", "rule"] (RFC 6901 unescaping). */
export function tokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a pointer, or undefined. */
export function getAt(doc: unknown, pointer: string): unknown {
  let v = doc;
  for (const t of tokens(pointer)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[t];
  }
  return v;
}

type Op = { op: 'set'; value: unknown } | { op: 'remove' };

function apply(node: unknown, path: readonly string[], op: Op): unknown {
  if (path.length === 0) return op.op === 'set' ? op.value : undefined;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(node)) {
    const copy = node.slice();
    const i = head === '-' ? copy.length : Number(head);
    if (!Number.isInteger(i) || i < 0 || i > copy.length) throw new CartoError('editor.pointer', `no item ${head} in a list of ${copy.length}`);
    if (rest.length === 0 && op.op === 'remove') copy.splice(i, 1);
    else copy[i] = apply(copy[i], rest, op);
    return copy;
  }
  const obj = node !== null && typeof node === 'object' ? { ...(node as Record<string, unknown>) } : {};
  const next = apply(obj[head], rest, op);
  // A property set to undefined is removed: an optional field left blank disappears from the JSON.
  if (next === undefined) delete obj[head];
  else obj[head] = next;
  return obj;
}

/** A copy of the draft with the value at `pointer` in `file` replaced (undefined removes it; a last token "-" appends). */
export function setAt(draft: Draft, file: string, pointer: string, value: unknown): Draft {
  return { ...draft, [file]: apply(draft[file], tokens(pointer), { op: 'set', value }) };
}

/** A copy of the draft without the item or property at `pointer`. */
export function removeAt(draft: Draft, file: string, pointer: string): Draft {
  return { ...draft, [file]: apply(draft[file], tokens(pointer), { op: 'remove' }) };
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

/** A new card of each kind, valid on its own except where the designer must decide (a rule, a shape). */
export function cardTemplate(kind: CardKind, id: string): Record<string, unknown> {
  const name = id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  switch (kind) {
    case 'scoring':
      return {
        id,
        kind,
        name,
        stack: 'forest',
        solo: 0,
        text: 'Earn one reputation star for each forest space.',
        rule: { type: 'per', stars: 1, of: { type: 'spaces', fills: ['forest'] } },
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

/** The draft with a new card of `kind` appended (its file created and listed in pack.json when needed), and where it went. */
export function addCard(draft: Draft, kind: CardKind, card?: Record<string, unknown>): { draft: Draft; file: string; index: number } {
  const file = FILE_OF[kind];
  let next = draft;
  if (!(file in next) || !Array.isArray((next[file] as { cards?: unknown })?.cards)) next = setAt(next, file, '/cards', []);
  if (!manifestFiles(next).includes(file)) next = setAt(next, 'pack.json', '/files/-', file);
  const index = cardsIn(next, file).length;
  next = setAt(next, file, '/cards/-', card ?? cardTemplate(kind, freshId(next, `new-${kind === 'map' ? 'map-side' : `${kind}-card`}`)));
  return { draft: next, file, index };
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
 * Reads what the designer imports: one exported pack (an object with a "pack.json" key), or the
 * files of a pack folder by their names (pack.json, explore.json, ...). Broken content is kept:
 * the validator then lists its problems; only unreadable input is refused.
 */
export function readImport(sources: readonly ImportSource[]): Draft {
  if (sources.length === 0) throw new CartoError('editor.import.empty', 'nothing to import');
  if (sources.length === 1) {
    const only = sources[0]!;
    const value = parse(only);
    if (isObject(value) && 'pack.json' in value) return value;
    if (isObject(value) && 'files' in value && 'id' in value) return { 'pack.json': value };
    throw new CartoError(
      'editor.import.shape',
      `${only.name} is neither an exported pack (an object with a "pack.json" entry) nor a pack.json manifest`,
      { source: only.name },
    );
  }
  const out: Record<string, unknown> = {};
  for (const s of sources) {
    const name = s.name.replace(/^.*[\\/]/, '');
    if (name !== 'pack.json' && !(name in CONTENT_FILES)) {
      throw new CartoError('editor.import.name', `${s.name} is not a pack file (expected pack.json or ${Object.keys(CONTENT_FILES).join(', ')})`, { source: s.name });
    }
    out[name] = parse(s);
  }
  if (!('pack.json' in out)) throw new CartoError('editor.import.manifest', 'the imported files have no pack.json (the manifest)');
  return out;
}

// ---- "Play this pack": the designer's cards on top of the base game. A designer's pack is rarely
// a whole game (one scoring card, no seasons), so the base game fills in whatever it lacks: its
// explore deck unless the pack has one, its seasons and edicts unless the pack has all four, and for
// each scoring stack the pack's cards where it has some, else the base game's.

/**
 * Problems that stop play: every one except the scoring file's "fill the four stacks" (pointer
 * `/cards` of scoring.json; only a pack with its own map sides and explore deck gets it), since the
 * base game fills the stacks a pack leaves empty.
 */
export function blockingProblems(problems: readonly Problem[]): Problem[] {
  return problems.filter((p) => !(p.file === 'scoring.json' && p.pointer === '/cards'));
}

/** The table to play, or the problems that stop it (already validated problems are passed in). */
export function playTable(draft: Draft, problems: readonly Problem[]): TableContent | Problem[] {
  const blocking = blockingProblems(problems);
  if (blocking.length) return blocking;
  const manifest = draft['pack.json'] as ManifestLike;
  const pack: Pack = assemblePack(manifest, cardsOf(manifest, draft));
  const scoring: Partial<Record<ScoringStack, string[]>> = {};
  for (const stack of SCORING_STACKS) {
    const own = pack.scoring.filter((c) => c.stack === stack).map((c) => c.id);
    scoring[stack] = own.length ? own : ['base'];
  }
  try {
    return gameTable([basePack, pack], {
      map: pack.maps[0]?.id ?? 'side-a',
      explore: [pack.explore.length ? pack.id : 'base'],
      ambush: pack.ambush.length ? ['base', pack.id] : ['base'],
      heroes: pack.heroes.length ? [pack.id] : [],
      seasons: pack.seasons.length === 4 && pack.edicts.length === 4 ? pack.id : 'base',
      scoring,
    });
  } catch (e) {
    if (e instanceof ContentError) return [...e.problems];
    throw e;
  }
}

// ---- "Export as test case": a scoring card, the sample map it was previewed on and the stars it
// scored there, as the two files a rules test reads (a NOTATION map and a JSON expectation).

export interface Download {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

/** The two files; throws a CartoError (scoring.invalid-rule) when the card's rule cannot be scored. */
export function testCaseFiles(card: ScoringCard, sample: MapGrid): [Download, Download] {
  const score = evaluate(card.rule, sample);
  const map = `; Sample map for ${card.name} (${card.id}): ${score.stars} stars\n${formatNotation(sample)}\n`;
  const expectation = { map: `${card.id}.map`, card, expected: { stars: score.stars } };
  return [
    { name: `${card.id}.map`, type: 'text/plain', text: map },
    { name: `${card.id}.test.json`, type: 'application/json', text: `${JSON.stringify(expectation, null, 2)}\n` },
  ];
}

/** The card shown in the detail pane: its file and position. */
export interface Selection {
  readonly file: string;
  readonly index: number;
}

/** What one undo step restores. */
interface Snapshot {
  readonly draft: Draft;
  readonly sample: MapGrid;
  readonly selected: Selection | null;
}

export interface EditorContext extends Snapshot {
  readonly past: readonly Snapshot[];
  readonly future: readonly Snapshot[];
  readonly problems: readonly Problem[];
  /** Why the last import, export or play did not happen, or null. */
  readonly notice: string | null;
  /** The table being played, while `playing`. */
  readonly table: TableContent | null;
  /** Why the last "play" was refused (the pack's own problems, or the table's). */
  readonly playProblems: readonly Problem[];
}

export interface EditorInput {
  /** Work saved before a reload. */
  readonly saved?: Partial<Snapshot>;
}

/** A file to import: its name and a way to read its text (File.text(), or a pasted string). */
export interface ImportFile {
  readonly name: string;
  readonly read: () => Promise<string>;
}

export type EditorEvent =
  | { type: 'draft.edited'; file: string; pointer: string; value: unknown }
  | { type: 'draft.item.removed'; file: string; pointer: string }
  | { type: 'card.added'; kind: CardKind }
  | { type: 'card.removed'; file: string; index: number }
  | { type: 'card.selected'; file: string; index: number }
  /** back to the pack settings */
  | { type: 'card.deselected' }
  | { type: 'sample.painted'; row: number; col: number; fill: Fill }
  | { type: 'sample.cleared' }
  | { type: 'history.undone' }
  | { type: 'history.redone' }
  | { type: 'pack.created' }
  | { type: 'pack.imported'; files: readonly ImportFile[] }
  | { type: 'pack.exported' }
  | { type: 'testcase.exported'; file: string; index: number }
  | { type: 'play.started' }
  | { type: 'play.closed' };

export type EditorEmitted = { type: 'editor.download'; files: readonly Download[] };

/** Undo keeps this many steps; older ones are forgotten. */
export const HISTORY_LIMIT = 200;

export const SAMPLE_SIZE = 11;

function snapshot(c: Snapshot): Snapshot {
  return { draft: c.draft, sample: c.sample, selected: c.selected };
}

/** The context after an edit: the old state pushed for undo, redo cleared, the pack validated again. */
function edited(c: EditorContext, next: Partial<Snapshot>): Partial<EditorContext> {
  const draft = next.draft ?? c.draft;
  return {
    ...next,
    past: [...c.past, snapshot(c)].slice(-HISTORY_LIMIT),
    future: [],
    problems: draft === c.draft ? c.problems : validatePack(draft),
    notice: null,
    playProblems: [],
  };
}

function restore(c: EditorContext, s: Snapshot): Partial<EditorContext> {
  return { ...s, problems: s.draft === c.draft ? c.problems : validatePack(s.draft), notice: null };
}

const readFiles = fromPromise<Draft, readonly ImportFile[]>(async ({ input }) => {
  const sources: ImportSource[] = await Promise.all(input.map(async (f) => ({ name: f.name, text: await f.read() })));
  return readImport(sources);
});

function isGrid(v: unknown): v is MapGrid {
  const g = v as MapGrid | undefined;
  return !!g && Number.isInteger(g.rows) && Number.isInteger(g.cols) && Array.isArray(g.fills) && g.fills.length === g.rows * g.cols && Array.isArray(g.ruins);
}

export const editorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
    emitted: {} as EditorEmitted,
  },
  actors: { readFiles },
  guards: {
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
    hasCard: ({ context, event }) => {
      assertEvent(event, ['card.selected', 'card.removed', 'testcase.exported']);
      return event.index >= 0 && event.index < cardsIn(context.draft, event.file).length;
    },
    /** A scoring card with no problem of its own: its rule can be scored. */
    isSoundScoringCard: ({ context, event }) => {
      assertEvent(event, 'testcase.exported');
      const card = cardsIn(context.draft, event.file)[event.index];
      const at = `/cards/${event.index}`;
      return card?.kind === 'scoring' && !context.problems.some((p) => p.file === event.file && (p.pointer === at || p.pointer.startsWith(`${at}/`)));
    },
    inSample: ({ context, event }) => {
      assertEvent(event, 'sample.painted');
      const { rows, cols } = context.sample;
      return event.row >= 0 && event.col >= 0 && event.row < rows && event.col < cols;
    },
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'draft.edited');
      return edited(context, { draft: setAt(context.draft, event.file, event.pointer, event.value) });
    }),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'draft.item.removed');
      return edited(context, { draft: removeAt(context.draft, event.file, event.pointer) });
    }),
    addCard: assign(({ context, event }) => {
      assertEvent(event, 'card.added');
      const { draft, file, index } = addCard(context.draft, event.kind);
      return edited(context, { draft, selected: { file, index } });
    }),
    removeCard: assign(({ context, event }) => {
      assertEvent(event, 'card.removed');
      const draft = removeCard(context.draft, event.file, event.index);
      const sel = context.selected;
      const selected = sel && sel.file === event.file && sel.index >= event.index ? (sel.index > event.index ? { ...sel, index: sel.index - 1 } : null) : sel;
      return edited(context, { draft, selected });
    }),
    select: assign(({ event }) => {
      assertEvent(event, 'card.selected');
      return { selected: { file: event.file, index: event.index } };
    }),
    paint: assign(({ context, event }) => {
      assertEvent(event, 'sample.painted');
      const i = event.row * context.sample.cols + event.col;
      if (context.sample.fills[i] === event.fill) return {};
      const fills = context.sample.fills.slice();
      fills[i] = event.fill;
      return edited(context, { sample: { ...context.sample, fills } });
    }),
    clearSample: assign(({ context }) => edited(context, { sample: emptyGrid(SAMPLE_SIZE, SAMPLE_SIZE) })),
    undo: assign(({ context }) => ({
      ...restore(context, context.past[context.past.length - 1]!),
      past: context.past.slice(0, -1),
      future: [snapshot(context), ...context.future],
    })),
    redo: assign(({ context }) => ({
      ...restore(context, context.future[0]!),
      past: [...context.past, snapshot(context)],
      future: context.future.slice(1),
    })),
    createPack: assign(({ context }) => edited(context, { draft: newDraft(), selected: null })),
    takeImport: assign(({ context, event }) => {
      const draft = (event as unknown as { output: Draft }).output;
      return edited(context, { draft, selected: null });
    }),
    refuseImport: assign(({ event }) => {
      const error = (event as unknown as { error: unknown }).error;
      return { notice: `Nothing was imported: ${error instanceof CartoError ? error.message : String(error)}` };
    }),
    exportPack: emit(({ context }) => {
      const id = (context.draft['pack.json'] as { id?: unknown } | undefined)?.id;
      return { type: 'editor.download' as const, files: [{ name: `${typeof id === 'string' && id ? id : 'pack'}.pack.json`, type: 'application/json', text: serializeDraft(context.draft) }] };
    }),
    exportTestCase: emit(({ context, event }) => {
      assertEvent(event, 'testcase.exported');
      const card = cardsIn(context.draft, event.file)[event.index] as unknown as ScoringCard;
      return { type: 'editor.download' as const, files: testCaseFiles(card, context.sample) };
    }),
    refuseTestCase: assign({ notice: 'This card cannot be exported as a test case until its rule is valid.' }),
    buildTable: assign(({ context }) => {
      const table = playTable(context.draft, context.problems);
      if (!Array.isArray(table)) return { table, playProblems: [], notice: null };
      return { table: null, playProblems: table, notice: `The pack cannot be played yet: ${table.length} problem${table.length === 1 ? '' : 's'} stop it (listed below).` };
    }),
    dropTable: assign({ table: null }),
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => {
    const draft = input.saved?.draft && typeof input.saved.draft === 'object' ? input.saved.draft : newDraft();
    const sample = isGrid(input.saved?.sample) ? input.saved.sample : emptyGrid(SAMPLE_SIZE, SAMPLE_SIZE);
    const selected = input.saved?.selected ?? null;
    return { draft, sample, selected, past: [], future: [], problems: validatePack(draft), notice: null, table: null, playProblems: [] };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'draft.edited': { actions: 'edit' },
        'draft.item.removed': { actions: 'removeItem' },
        'card.added': { actions: 'addCard' },
        'card.removed': { guard: 'hasCard', actions: 'removeCard' },
        'card.selected': { guard: 'hasCard', actions: 'select' },
        'card.deselected': { actions: assign({ selected: null }) },
        'sample.painted': { guard: 'inSample', actions: 'paint' },
        'sample.cleared': { actions: 'clearSample' },
        'history.undone': { guard: 'canUndo', actions: 'undo' },
        'history.redone': { guard: 'canRedo', actions: 'redo' },
        'pack.created': { actions: 'createPack' },
        'pack.imported': { target: 'importing' },
        'pack.exported': { actions: 'exportPack' },
        'testcase.exported': [
          { guard: 'isSoundScoringCard', actions: 'exportTestCase' },
          { actions: 'refuseTestCase' },
        ],
        'play.started': { actions: 'buildTable', target: 'routing' },
      },
    },
    /** after play.started: into a game when a table was built, else back to editing with the reasons */
    routing: { always: [{ guard: ({ context }) => context.table !== null, target: 'playing' }, { target: 'editing' }] },
    importing: {
      invoke: {
        src: 'readFiles',
        input: ({ event }) => {
          assertEvent(event, 'pack.imported');
          return event.files;
        },
        onDone: { target: 'editing', actions: 'takeImport' },
        onError: { target: 'editing', actions: 'refuseImport' },
      },
    },
    playing: {
      on: { 'play.closed': { target: 'editing', actions: 'dropTable' } },
    },
  },
});
