/**
 * The pack editor: every edit of the designer's pack (and of the sample map its scoring cards are
 * previewed on) goes through here, is recorded for undo and redo, and is validated at once, so the
 * problem list always describes what is on screen. Importing reads files (a promise actor, files
 * are read asynchronously), exporting emits the files to download, and playing builds a table for
 * `<carto-game>`. The element persists `draft`, `sample`, `selected` and whether the pack is being
 * played, so work, and a playtest in progress, survive a reload.
 *
 * States: `editing` (the usual), `importing` (reading what was dropped, picked or pasted),
 * `printing`, `playing` (the designer's pack, or a shared one, is open in a game).
 * Vocabulary: machines/editor/context.ts; undo: history.ts; sharing: sharing.ts; play: playtest.ts.
 */
import { assertEvent, assign, emit, setup } from 'xstate';
import { validatePack } from '../src/content/load.ts';
import { ContentError } from '../src/content/problems.ts';
import type { ScoringCard } from '../src/content/types.ts';
import { CartoError } from '../src/errors.ts';
import { emptyGrid, type MapGrid } from '../src/grid/grid.ts';
import { addCard, cardsIn, newDraft, removeAt, removeCard, renameCard, setAt, type Draft } from '../src/content/draft.ts';
import { templateCard } from '../src/content/templates.ts';
import { cardTextWarnings } from '../src/content/card-texts.ts';
import { testCaseFiles } from '../src/content/test-case.ts';
import type { EditorContext, EditorEmitted, EditorEvent, EditorInput, EditorNotice } from './editor/context.ts';
import { edited, redone, undone } from './editor/history.ts';
import { packDownload, printPack, readFiles } from './editor/files.ts';
import { carriesPack, copyShared, fitsLink, openShared, shared } from './editor/sharing.ts';
import { builtTable, resumedTable } from './editor/playtest.ts';

export {
  addCard,
  cardsIn,
  cardTemplate,
  FILE_OF,
  freshId,
  newDraft,
  readImport,
  removeAt,
  removeCard,
  serializeDraft,
  setAt,
  type Draft,
  type ImportSource,
} from '../src/content/draft.ts';
export { blockingProblems, playTable, type PlaytestOptions, type PlaytestWarning } from '../src/content/play-table.ts';
export { testCaseFiles, type Download } from '../src/content/test-case.ts';
export type { EditorContext, EditorEmitted, EditorEvent, EditorInput, EditorNotice, ImportFile, SavedWork, Selection } from './editor/context.ts';
export { HISTORY_LIMIT } from './editor/history.ts';

export const SAMPLE_SIZE = 11;

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
    hasTable: ({ context }) => context.table !== null,
    hasShared: ({ context }) => context.shared !== null,
    fitsLink: ({ context }) => fitsLink(context),
    carriesPack: ({ event }) => {
      assertEvent(event, 'shared.opened');
      return carriesPack(event.fragment);
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
    undo: assign(({ context }) => undone(context)),
    redo: assign(({ context }) => redone(context)),
    createPack: assign(({ context }) => edited(context, { draft: newDraft(), selected: null })),
    /** the imported files, read into a draft (the import's `onDone` passes it) */
    takeImport: assign(({ context }, { draft }: { readonly draft: Draft }) => edited(context, { draft, selected: null })),
    /** why the files could not be imported (the import's `onError` passes it) */
    refuseImport: assign((_, { error }: { readonly error: unknown }) => ({
      notice: { kind: 'import.failed', problem: error instanceof CartoError ? error.message : String(error) },
    })),
    exportPack: emit(({ context }) => ({ type: 'editor.download' as const, files: [packDownload(context.draft)] })),
    exportTestCase: emit(({ context, event }) => {
      assertEvent(event, 'testcase.exported');
      const card = cardsIn(context.draft, event.file)[event.index] as unknown as ScoringCard;
      return { type: 'editor.download' as const, files: testCaseFiles(card, context.sample) };
    }),
    refuseTestCase: assign({ notice: { kind: 'testcase.refused' } satisfies EditorNotice }),
    buildTable: assign(({ context }) => builtTable(context)),
    buildSharedTable: assign(({ context }) => builtTable(context, true)),
    /** A new game: the one a previous visit left behind is not resumed. */
    freshGame: emit(({ context }) => ({ type: 'editor.game.fresh' as const, shared: context.playingShared })),
    dropTable: assign({ table: null, playingShared: false }),
    openShared: assign(({ event }) => {
      assertEvent(event, 'shared.opened');
      return openShared(event.fragment);
    }),
    copyShared: assign(({ context, event }) => {
      assertEvent(event, 'shared.copied');
      return copyShared(context, event.mode);
    }),
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => {
    const draft = input.saved?.draft && typeof input.saved.draft === 'object' ? input.saved.draft : newDraft();
    const sample = isGrid(input.saved?.sample) ? input.saved.sample : emptyGrid(SAMPLE_SIZE, SAMPLE_SIZE);
    const selected = input.saved?.selected ?? null;
    const context: EditorContext = {
      ...{
        draft,
        sample,
        selected,
        past: [],
        future: [],
        problems: validatePack(draft),
        textWarnings: cardTextWarnings(draft),
        notice: null,
        table: null,
        playingShared: false,
      },
      ...{ playProblems: [], typingAt: null, playtest: input.saved?.playtest ?? {}, playWarnings: [], shared: null, shareFragment: null },
    };
    // A playtest in progress before the reload: back into its game (the game resumes from its own save).
    return { ...context, ...resumedTable(context, input.saved?.playing) };
  },
  initial: 'starting',
  states: {
    /** a playtest in progress before a reload resumes; anything else starts in the editor */
    starting: { always: [{ guard: 'hasTable', target: 'playing' }, { target: 'editing' }] },
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
        'testcase.exported': [{ guard: 'isSoundScoringCard', actions: 'exportTestCase' }, { actions: 'refuseTestCase' }],
        'play.started': { actions: 'buildTable', target: 'routing' },
        'print.requested': { target: 'printing' },
        'shared.opened': { actions: 'openShared' },
        'shared.copied': { guard: 'hasShared', actions: 'copyShared' },
        'shared.played': { guard: 'hasShared', actions: 'buildSharedTable', target: 'routing' },
        'shared.closed': { actions: assign({ shared: null }) },
        'pack.shared': [
          { guard: 'fitsLink', actions: assign(({ context }) => shared(context)) },
          { actions: ['exportPack', assign(({ context }) => shared(context))] },
        ],
        'playtest.set': { actions: assign(({ event }) => ({ playtest: event.options })) },
      },
    },
    /** after play.started: into a fresh game when a table was built, else back to editing with the reasons */
    routing: { always: [{ guard: 'hasTable', target: 'playing', actions: 'freshGame' }, { target: 'editing' }] },
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
      on: {
        'play.closed': { target: 'editing', actions: 'dropTable' },
        // A shared link pasted while playing: the game closes and the shared pack shows.
        'shared.opened': { guard: 'carriesPack', target: 'editing', actions: ['dropTable', 'openShared'] },
      },
    },
  },
});
