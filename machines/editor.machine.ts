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
import { loadPack, validatePack } from '../src/content/load.ts';
import { ContentError } from '../src/content/problems.ts';
import type { Paper } from '../src/print/sheets.ts';
import type { PrintLabels } from '../src/print/cards.ts';
import type { Problem } from '../src/content/problems.ts';
import type { CardKind, ScoringCard } from '../src/content/types.ts';
import { CartoError } from '../src/errors.ts';
import type { TableContent } from '../src/content/combine.ts';
import type { Fill } from '../src/grid/fills.ts';
import { emptyGrid, type MapGrid } from '../src/grid/grid.ts';
import { addCard, cardsIn, newDraft, readImport, removeAt, removeCard, renameCard, serializeDraft, setAt, type Draft, type ImportSource, type NewCardWords } from '../src/content/draft.ts';
import { templateCard } from '../src/content/templates.ts';
import { cardTextWarnings, followRules, type CardTextWarning } from '../src/content/card-texts.ts';
import { readShareFragment, shareFragment, type SharedPack } from '../src/content/share.ts';
import { playTable, type PlaytestOptions, type PlaytestWarning } from '../src/content/play-table.ts';
import { testCaseFiles, type Download } from '../src/content/test-case.ts';

export { addCard, cardsIn, cardTemplate, FILE_OF, freshId, newDraft, readImport, removeAt, removeCard, serializeDraft, setAt, type Draft, type ImportSource } from '../src/content/draft.ts';
export { blockingProblems, playTable, type PlaytestOptions, type PlaytestWarning } from '../src/content/play-table.ts';
export { testCaseFiles, type Download } from '../src/content/test-case.ts';

/** The card shown in the detail pane: its file and position. */
/** What the editor tells the designer, as data: the element words it in the reader's language. */
export type EditorNotice =
  | { readonly kind: 'import.failed'; readonly problem: string }
  | { readonly kind: 'testcase.refused' }
  | { readonly kind: 'play.blocked'; readonly count: number }
  | { readonly kind: 'shared.failed'; readonly problem: string }
  | { readonly kind: 'share.too-big' }
  | { readonly kind: 'print.blocked'; readonly count: number }
  | { readonly kind: 'print.failed'; readonly problem: string };

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

/** What the element keeps across reloads. */
export type SavedWork = Partial<Snapshot> & { readonly playtest?: PlaytestOptions };

export interface EditorContext extends Snapshot {
  readonly past: readonly Snapshot[];
  readonly future: readonly Snapshot[];
  readonly problems: readonly Problem[];
  /** Scoring cards whose reworded text no longer names their rule's numbers or terrains (warnings: the pack stays valid). */
  readonly textWarnings: readonly CardTextWarning[];
  /** Why the last import, export or play did not happen, or null. */
  readonly notice: EditorNotice | null;
  /** The table being played, while `playing`. */
  readonly table: TableContent | null;
  /** How the pack is played: in which game, which decks it replaces, whether its scoring cards are forced. */
  readonly playtest: PlaytestOptions;
  /** A pack opened from a link, shown read-only (already validated) until copied or closed. */
  readonly shared: SharedPack | null;
  /** The address fragment that shares the pack, after "share". */
  readonly shareFragment: string | null;
  /** What the designer should know about the table being played (a deck too short for a season). */
  readonly playWarnings: readonly PlaytestWarning[];
  /** Why the last "play" was refused (the pack's own problems, or the table's). */
  readonly playProblems: readonly Problem[];
  /** The field (file + pointer) being typed in: its keystrokes make one undo step. */
  readonly typingAt: string | null;
}

export interface EditorInput {
  /** Work saved before a reload. */
  readonly saved?: SavedWork;
}

/** A file to import: its name and a way to read its text (File.text(), or a pasted string). */
export interface ImportFile {
  readonly name: string;
  readonly read: () => Promise<string>;
}

export type EditorEvent =
  /** `typing`: a keystroke; the edits of one field typed in a row are one undo step */
  | { type: 'draft.edited'; file: string; pointer: string; value: unknown; typing?: boolean }
  | { type: 'draft.item.removed'; file: string; pointer: string }
  /** `from`: the id of an official card to start from (a copy under a fresh id) */
  | { type: 'card.added'; kind: CardKind; from?: string; words?: NewCardWords }
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
  | { type: 'playtest.set'; options: PlaytestOptions }
  /** the page was opened with this address fragment (it may carry a shared pack) */
  | { type: 'shared.opened'; fragment: string }
  | { type: 'shared.copied' }
  | { type: 'shared.closed' }
  | { type: 'pack.shared' }
  /** print-and-play: the pack's cards and map sides as a PDF to download (`labels`: the words on the cards) */
  | { type: 'print.requested'; paper: Paper; labels?: PrintLabels }
  | { type: 'play.closed' };

export type EditorEmitted = { type: 'editor.download'; files: readonly Download[] };

/** Undo keeps this many steps; older ones are forgotten. */
export const HISTORY_LIMIT = 200;

export const SAMPLE_SIZE = 11;

function snapshot(c: Snapshot): Snapshot {
  return { draft: c.draft, sample: c.sample, selected: c.selected };
}

/** How many undo steps back a card's text is judged against its last sound rule (a rule is unsound for a step or two while edited). */
const FOLLOW_BACK = 20;

/** The context after an edit: the old state pushed for undo, redo cleared, the pack validated again. */
function edited(c: EditorContext, next: Partial<Snapshot>): Partial<EditorContext> {
  // A generated card text follows its rule (until the designer rewords it).
  const draft = next.draft ? followRules([c.draft, ...c.past.slice(-FOLLOW_BACK).map((p) => p.draft).reverse()], next.draft) : c.draft;
  return {
    ...next,
    ...(next.draft ? { draft } : {}),
    past: [...c.past, snapshot(c)].slice(-HISTORY_LIMIT),
    future: [],
    problems: draft === c.draft ? c.problems : validatePack(draft),
    textWarnings: draft === c.draft ? c.textWarnings : cardTextWarnings(draft),
    notice: null,
    playProblems: [],
    typingAt: null,
  };
}

function restore(c: EditorContext, s: Snapshot): Partial<EditorContext> {
  return { ...s, problems: s.draft === c.draft ? c.problems : validatePack(s.draft), textWarnings: s.draft === c.draft ? c.textWarnings : cardTextWarnings(s.draft), notice: null, typingAt: null };
}

/** The print-and-play PDF of a valid pack (the PDF library is loaded only now: most visits never print). */
const printPack = fromPromise<Download, { draft: Draft; paper: Paper; labels?: PrintLabels }>(async ({ input }) => {
  const pack = loadPack(input.draft);
  const { printedCards, sheetPages, sheetsPdf } = await import('../src/print/sheets.ts');
  const pages = sheetPages(printedCards(pack), pack.maps, input.paper, input.labels);
  if (pages.length === 0) throw new CartoError('print.empty', 'the pack has no card or map side to print');
  return { name: `${pack.id}-${input.paper}.pdf`, type: 'application/pdf', text: '', bytes: new Uint8Array(await sheetsPdf(pages, input.paper, pack.name)) };
});

const readFiles = fromPromise<Draft, readonly ImportFile[]>(async ({ input }) => {
  const sources: ImportSource[] = await Promise.all(input.map(async (f) => ({ name: f.name, text: await f.read() })));
  return readImport(sources);
});

function isGrid(v: unknown): v is MapGrid {
  const g = v as MapGrid | undefined;
  return !!g && Number.isInteger(g.rows) && Number.isInteger(g.cols) && Array.isArray(g.fills) && g.fills.length === g.rows * g.cols && Array.isArray(g.ruins);
}

export const editorMachine = setup({
  types: {} as { context: EditorContext; events: EditorEvent; input: EditorInput; emitted: EditorEmitted },
  actors: { readFiles, printPack },
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
      // A card's name: its id follows while the designer has not edited the id.
      const named = /^\/cards\/(\d+)\/name$/.exec(event.pointer);
      const draft = named ? renameCard(context.draft, event.file, Number(named[1]), event.value) : setAt(context.draft, event.file, event.pointer, event.value);
      const key = `${event.file}${event.pointer}`;
      const next = edited(context, { draft });
      return { ...next, ...(context.typingAt === key ? { past: context.past } : {}), typingAt: event.typing ? key : null };
    }),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'draft.item.removed');
      return edited(context, { draft: removeAt(context.draft, event.file, event.pointer) });
    }),
    addCard: assign(({ context, event }) => {
      assertEvent(event, 'card.added');
      const from = event.from ? templateCard(event.from, context.draft) : undefined;
      const { draft, file, index } = addCard(context.draft, event.kind, from?.kind === event.kind ? from : undefined, event.words);
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
    /** the imported files, read into a draft (the import's `onDone` passes it) */
    takeImport: assign(({ context }, { draft }: { readonly draft: Draft }) => edited(context, { draft, selected: null })),
    /** why the files could not be imported (the import's `onError` passes it) */
    refuseImport: assign((_, { error }: { readonly error: unknown }) => ({ notice: { kind: 'import.failed', problem: error instanceof CartoError ? error.message : String(error) } })),
    exportPack: emit(({ context }) => {
      const id = (context.draft['pack.json'] as { id?: unknown } | undefined)?.id;
      return { type: 'editor.download' as const, files: [{ name: `${typeof id === 'string' && id ? id : 'pack'}.pack.json`, type: 'application/json', text: serializeDraft(context.draft) }] };
    }),
    exportTestCase: emit(({ context, event }) => {
      assertEvent(event, 'testcase.exported');
      const card = cardsIn(context.draft, event.file)[event.index] as unknown as ScoringCard;
      return { type: 'editor.download' as const, files: testCaseFiles(card, context.sample) };
    }),
    refuseTestCase: assign({ notice: { kind: 'testcase.refused' } satisfies EditorNotice }),
    buildTable: assign(({ context }) => {
      const played = playTable(context.draft, context.problems, context.playtest);
      if (!Array.isArray(played)) return { table: played.table, playWarnings: played.warnings, playProblems: [], notice: null };
      return { table: null, playWarnings: [], playProblems: played, notice: { kind: 'play.blocked', count: played.length } satisfies EditorNotice };
    }),
    dropTable: assign({ table: null }),
    openShared: assign(({ event }) => {
      assertEvent(event, 'shared.opened');
      try {
        const shared = readShareFragment(event.fragment);
        return shared ? { shared, notice: null } : {};
      } catch (e) {
        return { shared: null, notice: { kind: 'shared.failed', problem: e instanceof CartoError ? e.message : String(e) } satisfies EditorNotice };
      }
    }),
    copyShared: assign(({ context }) => ({ ...edited(context, { draft: context.shared!.draft, selected: null }), shared: null })),
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => {
    const draft = input.saved?.draft && typeof input.saved.draft === 'object' ? input.saved.draft : newDraft();
    const sample = isGrid(input.saved?.sample) ? input.saved.sample : emptyGrid(SAMPLE_SIZE, SAMPLE_SIZE);
    const selected = input.saved?.selected ?? null;
    return { draft, sample, selected, past: [], future: [], problems: validatePack(draft), textWarnings: cardTextWarnings(draft), notice: null, table: null, playProblems: [], typingAt: null, playtest: input.saved?.playtest ?? {}, playWarnings: [], shared: null, shareFragment: null };
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
        'print.requested': { target: 'printing' },
        'shared.opened': { actions: 'openShared' },
        'shared.copied': { guard: ({ context }) => context.shared !== null, actions: 'copyShared' },
        'shared.closed': { actions: assign({ shared: null }) },
        'pack.shared': [
          { guard: ({ context }) => shareFragment(context.draft) !== null, actions: assign(({ context }) => ({ shareFragment: shareFragment(context.draft), notice: null })) },
          { actions: ['exportPack', assign({ shareFragment: null, notice: { kind: 'share.too-big' } satisfies EditorNotice })] },
        ],
        'playtest.set': { actions: assign(({ event }) => ({ playtest: event.options })) },
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
        onDone: { target: 'editing', actions: { type: 'takeImport', params: ({ event }) => ({ draft: event.output }) } },
        onError: { target: 'editing', actions: { type: 'refuseImport', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    printing: {
      invoke: {
        src: 'printPack',
        input: ({ context, event }) => {
          assertEvent(event, 'print.requested');
          return { draft: context.draft, paper: event.paper, ...(event.labels ? { labels: event.labels } : {}) };
        },
        onDone: { target: 'editing', actions: [emit(({ event }) => ({ type: 'editor.download' as const, files: [event.output] })), assign({ notice: null })] },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({
            notice: (event.error instanceof ContentError
              ? { kind: 'print.blocked', count: event.error.problems.length }
              : { kind: 'print.failed', problem: event.error instanceof Error ? event.error.message : String(event.error) }) satisfies EditorNotice,
          })),
        },
      },
    },
    playing: {
      on: { 'play.closed': { target: 'editing', actions: 'dropTable' } },
    },
  },
});
