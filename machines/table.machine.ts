/**
 * The table statechart: a table as a player sees it, from the setup to the last score.
 *
 *   booting ─┬─> setup ──submitted──> running            (local)
 *            ├─> running                                   (a saved game resumed)
 *            └─> connecting ──first view──> running        (online)
 *   running: routing ─> handover | playing | seasonSummary | gameOver
 *   setup (during a game) ──submitted──> confirmingNew ──confirmed──> running (a new game)
 *
 * It owns the game: in local play the game statechart (machines/game.machine.ts) is its child,
 * relayed by a table source; online the source is one seat of a server table. Either way the table
 * sends `source.act` and hears `source.changed` (machines/table/sources.ts), so nothing else knows
 * which it is. While the device's player has a task, `running.playing.acting` invokes the placement
 * statechart for it and sends its output (the confirmed action) to the source. Every screen change
 * is decided here; the element renders what the snapshot says (machines/table.connect.ts).
 */
import { assertEvent, assign, enqueueActions, setup, stopChild } from 'xstate';
import { replay, toSaved } from '../src/game/replay.ts';
import { newGame } from '../src/game/setup.ts';
import { waitingFor } from '../src/game/legal.ts';
import { gameMachine } from './game.machine.ts';
import { placementMachine, tentativeOf, type TentativeChoice } from './placement.machine.ts';
import {
  announce,
  deviceActor,
  screenFor,
  seasonsScored,
  takeSnapshot,
  type TableContext,
  type TableEvent,
  type TableInput,
} from './table/context.ts';
import { localSource, onlineSource, type SourceEvent } from './table/sources.ts';
import { tabWatch } from './table/tab-watch.ts';
import { clearSave, readSave, tutorialOfferedKey, writeSave } from './table/storage.ts';
import { nextTutorialStep, tutorialSetup } from './table/tutorial.ts';
import { gameOptions, newGameCode, tableContent, type TableSetup } from './table/setup.ts';
import { placementFor } from './table/turn.ts';
import type { GameState } from '../src/game/types.ts';
import type { TableNotice } from './table/wording.ts';

type Event = TableEvent | SourceEvent;

/** A saved game replayed, or why it could not be (it is then set aside under `<key>.unreadable`). */
function resumed(input: TableInput): Partial<TableContext> {
  const storage = input.storage;
  if (!storage || input.transport) return {};
  const loaded = readSave(storage, input.storageKey);
  if ('problem' in loaded) return { loadProblem: { kind: 'save.unreadable', problem: loaded.problem } };
  if ('none' in loaded) return {};
  const save = loaded.save;
  try {
    const content = save.table ?? input.customTable ?? tableContent(save.setup);
    const state = replay(save.game, content);
    const seasonsSeen = save.seasonsSeen ?? seasonsScored(state);
    return { setup: save.setup, content, shown: state, waiting: waitingFor(state), owing: owingIn(state), seasonsSeen, tentative: save.tentative ?? null, tutorial: save.tutorial ?? null, logSeen: state.log.length, announcement: { notice: { kind: 'resumed' }, happenings: [], n: 1 } };
  } catch (e) {
    storage.setItem(`${input.storageKey}.unreadable`, JSON.stringify(save));
    clearSave(storage, input.storageKey);
    return { loadProblem: { kind: 'save.unresumable', problem: (e as Error).message } };
  }
}

function sameChoice(a: TentativeChoice | null, b: TentativeChoice): boolean {
  if (!a) return b.at === null && b.turns === 0 && !b.flipped && b.option === 0;
  return a.option === b.option && a.terrain === b.terrain && a.turns === b.turns && a.flipped === b.flipped && a.at?.[0] === b.at?.[0] && a.at?.[1] === b.at?.[1];
}

const owingIn = (state: GameState) => state.tasks.flatMap((q, p) => (q.length > 0 ? [p] : []));

/** The guided game is offered on a first visit only: nothing saved, and never offered before. */
function offered(input: TableInput): boolean {
  const storage = input.storage;
  if (!storage || input.transport || input.customTable) return false;
  return storage.getItem(input.storageKey) === null && storage.getItem(tutorialOfferedKey(input.storageKey)) === null;
}

function started(setup: TableSetup): TableNotice {
  return { kind: 'started', players: setup.players, code: setup.code };
}

export const tableMachine = setup({
  types: { context: {} as TableContext, events: {} as Event, input: {} as TableInput },
  actors: { game: gameMachine, placement: placementMachine, localSource, onlineSource, tabWatch },
  guards: {
    isOnline: ({ context }) => context.online,
    hasGame: ({ context }) => context.shown !== null,
    gameRunning: ({ context }) => context.shown !== null && context.shown.stage !== 'gameOver',
    hasView: ({ event }) => event.type === 'source.changed' && event.shown !== null,
    isGameOver: ({ context }) => screenFor(context) === 'gameOver',
    isSeasonSummary: ({ context }) => screenFor(context) === 'seasonSummary',
    isHandover: ({ context }) => screenFor(context) === 'handover',
    hasTask: ({ context }) => deviceActor(context) >= 0,
    /** a snapshot that moves the table to another screen, gives the device another task, or refuses its action */
    movesOn: ({ context, event }) => {
      assertEvent(event, 'source.changed');
      const next = { ...context, ...takeSnapshot(context, event) };
      return screenFor(next) !== screenFor(context) || next.taskKey !== context.taskKey || (event.refusal !== null && event.refusal !== context.refusal);
    },
  },
  actions: {
    take: assign(({ context, event }) => {
      assertEvent(event, 'source.changed');
      return takeSnapshot(context, event);
    }),
    /** Starts (or resumes) a local game: the game statechart as a child, relayed by a local source. */
    openLocal: assign(({ context, spawn }) => {
      const state = context.shown as GameState;
      const n = context.games + 1;
      const game = spawn('game', { id: `game-${n}`, input: { state } });
      const source = spawn('localSource', { id: `source-${n}`, input: { game } });
      return { game, source, games: n, taskKey: '' };
    }),
    openOnline: assign(({ context, spawn }) => (context.transport ? { source: spawn('onlineSource', { id: 'source-1', input: { transport: context.transport } }), games: 1 } : {})),
    /** A new game from a setup: the engine deals it now, so the first screen is known at once. */
    newGame: enqueueActions(({ context, event, enqueue }) => {
      const guided = event.type === 'table.tutorial.started';
      const setup = guided ? tutorialSetup() : event.type === 'table.setup.submitted' ? event.setup : event.type === 'table.rematch' ? context.setup : context.pending;
      if (!setup) return;
      if (context.game) enqueue(stopChild(context.game));
      if (context.source) enqueue(stopChild(context.source));
      const content = guided ? tableContent(setup) : (context.customTable ?? tableContent(setup));
      const state = newGame(content, gameOptions(setup), setup.code);
      enqueue.assign({
        setup,
        content,
        shown: state,
        // Until the game statechart reports, its barrier is the new game's: everyone owes a draw.
        waiting: waitingFor(state),
        owing: owingIn(state),
        pending: null,
        seasonsSeen: 0,
        shownPlayer: -1,
        logSeen: state.log.length,
        refusal: null,
        scoreFocus: null,
        banner: null,
        tutorial: guided ? { step: 0, from: state.log.length } : null,
        tutorialOffered: false,
        announcement: announce(context, guided ? { kind: 'tutorial' } : started(setup)),
      });
    }),
    keepPending: assign(({ event }) => {
      assertEvent(event, 'table.setup.submitted');
      return { pending: event.setup };
    }),
    /** "New game": the last choices with a fresh code (the same code would deal the same decks). */
    draftNewGame: assign(({ context }) => ({ setupDraft: context.setup ? { ...context.setup, code: context.newCode() } : undefined, pending: null })),
    takeDevice: assign(({ context }) => ({ shownPlayer: context.shown ? deviceActor(context) : -1 })),
    continueSeason: assign(({ context }) => ({ seasonsSeen: context.shown ? seasonsScored(context.shown) : context.seasonsSeen, scoreFocus: null })),
    refuse: assign(({ context, event }) => {
      assertEvent(event, 'source.refused');
      return { refusal: event.refusal, announcement: announce(context, { kind: 'refused', refusal: event.refusal }) };
    }),
    save: ({ context }) => {
      const { storage, setup, shown } = context;
      if (!storage || context.online || !setup || !shown) return;
      writeSave(storage, context.storageKey, setup, toSaved(shown as GameState), {
        ...(context.customTable && context.content === context.customTable ? { table: context.content } : {}),
        seasonsSeen: context.seasonsSeen,
        tentative: context.tentative?.key === context.taskKey ? context.tentative : null,
        tutorial: context.tutorial,
      });
    },
    focusScore: assign(({ event }) => {
      assertEvent(event, 'table.score.focused');
      return { scoreFocus: event.focus };
    }),
    showEdict: assign(({ event }) => {
      assertEvent(event, 'table.edict.shown');
      return { edictShown: event.letter };
    }),
    setCustomTable: assign(({ event }) => {
      assertEvent(event, 'table.customTable.changed');
      return { customTable: event.table };
    }),
    rememberOffer: ({ context }) => context.storage?.setItem(tutorialOfferedKey(context.storageKey), 'yes'),
    announceText: assign(({ context, event }) => {
      assertEvent(event, 'table.announced');
      return { announcement: announce(context, event.notice) };
    }),
  },
}).createMachine({
  id: 'table',
  context: ({ input }) => ({
    online: input.transport !== undefined,
    transport: input.transport,
    storage: input.storage,
    storageKey: input.storageKey,
    openChannel: input.openChannel,
    tabId: input.tabId ?? 'tab',
    newCode: input.newCode ?? (() => newGameCode()),
    customTable: input.customTable,
    setup: null,
    content: null,
    setupDraft: undefined,
    pending: null,
    source: null,
    game: null,
    games: 0,
    shown: null,
    waiting: 0,
    owing: [],
    info: null,
    connection: input.transport ? 'connecting' : 'open',
    problem: '',
    unreachable: '',
    refusal: null,
    phase: 'starting',
    seasonsSeen: 0,
    shownPlayer: -1,
    logSeen: 0,
    taskKey: '',
    announcement: { notice: null, happenings: [], n: 0 },
    walk: null,
    loadProblem: null,
    scoreFocus: null,
    edictShown: null,
    tentative: null,
    otherTab: false,
    banner: null,
    tutorial: null,
    tutorialOffered: offered(input),
    help: null,
    ...resumed(input),
  }),
  // A local save is watched for a second tab playing it too (the warning is the player's to dismiss).
  invoke: {
    src: 'tabWatch',
    input: ({ context }) => ({ name: `carto-save:${context.storageKey}`, open: context.online || !context.storage ? () => null : (context.openChannel ?? (() => null)), me: context.tabId }),
  },
  on: {
    'table.otherTab.seen': { actions: assign({ otherTab: true }) },
    'table.otherTab.dismissed': { actions: assign({ otherTab: false }) },
    'table.retry': {
      actions: enqueueActions(({ context, enqueue }) => {
        if (context.online && context.source) enqueue.sendTo(context.source, { type: 'source.retry' });
      }),
    },
    'table.banner.dismissed': { actions: assign({ banner: null }) },
    'table.help.opened': { actions: assign(({ event }) => ({ help: event.view })) },
    'table.help.closed': { actions: assign({ help: null }) },
    'table.customTable.changed': { actions: 'setCustomTable' },
    'table.announced': { actions: 'announceText' },
    'table.score.focused': { actions: 'focusScore' },
  },
  initial: 'booting',
  states: {
    booting: {
      always: [
        { guard: 'isOnline', target: 'connecting', actions: 'openOnline' },
        { guard: 'hasGame', target: 'running', actions: 'openLocal' },
        { target: 'setup' },
      ],
    },
    setup: {
      on: {
        'table.setup.submitted': [
          { guard: 'gameRunning', target: 'confirmingNew', actions: 'keepPending' },
          { target: 'running', actions: ['newGame', 'openLocal', 'save'] },
        ],
        'table.newGame.cancelled': { guard: 'hasGame', target: 'running' },
        'table.tutorial.started': { target: 'running', actions: ['rememberOffer', 'newGame', 'openLocal', 'save'] },
        'table.tutorial.declined': { actions: ['rememberOffer', assign({ tutorialOffered: false })] },
        'source.changed': { actions: 'take' },
      },
    },
    confirmingNew: {
      on: {
        'table.newGame.confirmed': { target: 'running', actions: ['newGame', 'openLocal', 'save'] },
        'table.newGame.cancelled': { target: 'running', actions: assign({ pending: null }) },
        'source.changed': { actions: 'take' },
      },
    },
    connecting: {
      on: {
        'source.changed': [{ guard: 'hasView', target: 'running', actions: 'take' }, { actions: 'take' }],
      },
    },
    running: {
      initial: 'routing',
      on: {
        'source.changed': [
          { guard: 'movesOn', target: '.routing', actions: ['take', 'save'] },
          { actions: ['take', 'save'] },
        ],
        'source.refused': { target: '.routing', actions: 'refuse' },
        'table.newGame.asked': { guard: ({ context }) => !context.online, target: '#table.setup', actions: 'draftNewGame' },
        'table.tutorial.next': { guard: ({ context }) => context.tutorial !== null, actions: [assign(({ context }) => ({ tutorial: nextTutorialStep(context.tutorial!) })), 'save'] },
        'table.tutorial.skipped': { actions: [assign({ tutorial: null }), 'save'] },
      },
      states: {
        routing: {
          always: [
            { guard: 'isGameOver', target: 'gameOver' },
            { guard: 'isSeasonSummary', target: 'seasonSummary' },
            { guard: 'isHandover', target: 'handover' },
            { target: 'playing' },
          ],
        },
        handover: {
          on: { 'table.device.taken': { target: 'playing', actions: 'takeDevice' } },
        },
        playing: {
          initial: 'deciding',
          on: {
            'table.edict.shown': { actions: 'showEdict' },
            'table.score.focused': { actions: 'focusScore' },
          },
          states: {
            deciding: { always: [{ guard: 'hasTask', target: 'acting' }, { target: 'waiting' }] },
            /** the device's player has a task: the placement statechart works it out */
            acting: {
              entry: assign({ edictShown: null }),
              invoke: {
                id: 'placement',
                src: 'placement',
                input: ({ context }) => {
                  const shown = context.shown!;
                  const player = deviceActor(context);
                  const input = placementFor(shown, player, shown.tasks[player]![0]!);
                  return context.tentative?.key === context.taskKey ? { ...input, restore: context.tentative.choice } : input;
                },
                // Each unconfirmed choice (not a mere hover) is kept and saved, so a reload puts it back.
                onSnapshot: {
                  guard: ({ context, event }) => !sameChoice(context.tentative?.key === context.taskKey ? context.tentative.choice : null, tentativeOf(event.snapshot.context)),
                  actions: [assign(({ context, event }) => ({ tentative: { key: context.taskKey, choice: tentativeOf(event.snapshot.context) } })), 'save'],
                },
                // The placement's output is the confirmed action: straight to the source, no round trip through the element.
                onDone: {
                  actions: enqueueActions(({ context, event, enqueue }) => {
                    if (!context.source) return;
                    enqueue.assign({ refusal: null });
                    enqueue.sendTo(context.source, { type: 'source.act', action: event.output });
                  }),
                },
              },
            },
            /** the others still owe an action (the barrier) */
            waiting: {},
          },
        },
        seasonSummary: {
          on: { 'table.season.continued': { target: 'routing', actions: ['continueSeason', 'save'] } },
        },
        gameOver: {
          on: { 'table.rematch': { guard: ({ context }) => !context.online && context.setup !== null, target: 'routing', actions: ['newGame', 'openLocal', 'save'] } },
        },
      },
    },
  },
});

export type TableMachine = typeof tableMachine;
