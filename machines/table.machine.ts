/**
 * The table statechart: a table as a player sees it, from the setup to the last score.
 *
 *   booting ─┬─> setup ──submitted──> running            (local)
 *            ├─> running                                   (a saved game resumed)
 *            └─> connecting ──first view──> running        (online)
 *   running: routing ─> handover | playing (device ∥ computers) | seasonSummary | gameOver (results, review)
 *   setup (during a game) ──submitted──> confirmingNew ──confirmed──> running (a new game)
 *
 * It owns the game: in local play the game statechart (machines/game.machine.ts) is its child,
 * relayed by a table source; online the source is one seat of a server table. Either way the table
 * sends `source.act` and hears `source.changed` (machines/table/sources.ts), so nothing else knows
 * which it is. While the device's person has a task, `running.playing.device.acting` invokes the
 * placement statechart for it and sends its output (the confirmed action) to the source; computer
 * seats decide beside it (`running.playing.computers`, machines/table/playing.ts). Every screen change
 * is decided here; the element renders what the snapshot says (machines/table.connect.ts).
 */
import { CartoError } from '../src/errors.ts';
import { assign, enqueueActions } from 'xstate';
import { countParts } from './table/season-count.ts';
import { shownGame } from './table/sources.ts';
import { replay } from '../src/game/replay.ts';
import { localOf, seasonsScored, withLocal, withOnline, type LocalTable, type TableContext, type TableInput } from './table/context.ts';
import { clearSave, readSave, tutorialOfferedKey } from './table/storage.ts';
import { newGameCode, tableContent } from './table/setup.ts';
import { nextTutorialStep, tutorialSetup } from './table/tutorial.ts';
import { openedGame, tableSetup } from './table/chart-setup.ts';
import { gameOverState, playingState } from './table/playing.ts';
import { dailyOf, dailySetup, dailyStorageKey } from './table/daily.ts';
import type { TableNotice } from './table/wording.ts';

/** A saved game replayed, or why it could not be (it is then set aside under `<key>.unreadable`). */
function resumed(input: TableInput, local: LocalTable): Partial<TableContext> {
  const storage = input.storage;
  if (!storage) return {};
  const loaded = readSave(storage, input.storageKey);
  if ('problem' in loaded) return { loadProblem: { kind: 'save.unreadable', problem: loaded.problem } };
  if ('none' in loaded) return {};
  const save = loaded.save;
  try {
    const content = save.table ?? input.customTable ?? tableContent(save.setup);
    const state = replay(save.game, content);
    const seasonsSeen = save.seasonsSeen ?? seasonsScored(state);
    return {
      ...openedGame({ mode: local }, { state, setup: save.setup, content, seasonsSeen, tutorial: save.tutorial ?? null, tentative: save.tentative ?? null }),
      announcement: { notice: { kind: 'resumed' }, happenings: [], n: 1 },
    };
  } catch (e) {
    storage.setItem(`${input.storageKey}.unreadable`, JSON.stringify(save));
    clearSave(storage, input.storageKey);
    return { loadProblem: e instanceof CartoError ? { kind: 'save.unresumable', code: e.code } : { kind: 'save.unresumable' } };
  }
}

/** The guided game is offered on a first visit only: nothing saved, and never offered before. */
function offered(input: TableInput): boolean {
  const storage = input.storage;
  if (!storage || input.customTable) return false;
  return storage.getItem(input.storageKey) === null && storage.getItem(tutorialOfferedKey(input.storageKey)) === null;
}

export const tableMachine = tableSetup.createMachine({
  id: 'table',
  context: ({ input: given }) => {
    const shared = {
      source: null,
      shown: null,
      waiting: 0,
      owing: [],
      info: null,
      connection: given.transport ? 'connecting' : 'open',
      problem: '',
      unreachable: '',
      stalled: '',
      refusal: null,
      phase: 'starting',
      seasonsSeen: 0,
      shownPlayer: -1,
      logSeen: 0,
      taskKey: '',
      announcement: { notice: null, happenings: [], n: 0 },
      loadProblem: null,
      scoreFocus: null,
      edictShown: null,
      banner: null,
      help: null,
    } satisfies Omit<TableContext, 'mode'>;
    if (given.transport) return { ...shared, mode: { kind: 'online', transport: given.transport, sent: null, skippedBy: null, replacements: {} } };
    // A daily challenge keeps its own save per day and mode, and resumes it.
    const { deal: daily, problem } = dailyOf(given.daily);
    const input = daily ? { ...given, storageKey: dailyStorageKey(given.storageKey, daily) } : given;
    const local: LocalTable = {
      kind: 'local',
      daily,
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
      game: null,
      games: 0,
      tentative: null,
      otherTab: false,
      tutorial: null,
      tutorialOffered: !daily && offered(input),
      think: input.think,
      botDone: '',
      walk: null,
    };
    return {
      ...shared,
      mode: local,
      ...resumed(input, local),
      ...(problem ? { loadProblem: { kind: 'daily.unavailable', problem } satisfies TableNotice } : {}),
    };
  },
  // A local save is watched for a second tab playing it too (the warning is the player's to dismiss).
  invoke: {
    src: 'tabWatch',
    input: ({ context }) => {
      const local = localOf(context);
      return {
        name: `carto-save:${local?.storageKey ?? ''}`,
        open: local?.storage ? (local.openChannel ?? (() => null)) : () => null,
        me: local?.tabId ?? 'tab',
      };
    },
  },
  on: {
    'table.otherTab.seen': { actions: assign(({ context }) => withLocal(context, { otherTab: true })) },
    'table.otherTab.dismissed': { actions: assign(({ context }) => withLocal(context, { otherTab: false })) },
    'table.retry': {
      actions: enqueueActions(({ context, enqueue }) => {
        if (context.mode.kind === 'online' && context.source) enqueue.sendTo(context.source, { type: 'source.retry' });
      }),
    },
    'table.banner.dismissed': { actions: assign(({ context }) => ({ ...withOnline(context, { skippedBy: null }), banner: null })) },
    'table.seat.skipped': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (context.mode.kind === 'online' && context.source) enqueue.sendTo(context.source, { type: 'source.skip', seat: event.seat });
      }),
    },
    'table.seat.replaced': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (context.mode.kind === 'online' && context.source) enqueue.sendTo(context.source, { type: 'source.replace', seat: event.seat });
      }),
    },
    'table.replacement.made': {
      actions: assign(({ context, event }) =>
        withOnline(context, { replacements: { ...(context.mode.kind === 'online' ? context.mode.replacements : {}), [event.seat]: event.invite } }),
      ),
    },
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
        {
          guard: 'isDaily',
          target: 'running',
          actions: [
            {
              type: 'newGame',
              params: ({ context }) => {
                const daily = localOf(context)?.daily;
                return { setup: daily ? dailySetup(daily) : null };
              },
            },
            'openLocal',
            'save',
          ],
        },
        { target: 'setup' },
      ],
    },
    setup: {
      tags: 'setup',
      on: {
        'table.setup.submitted': [
          { guard: 'gameRunning', target: 'confirmingNew', actions: 'keepPending' },
          { target: 'running', actions: [{ type: 'newGame', params: ({ event }) => ({ setup: event.setup }) }, 'openLocal', 'save'] },
        ],
        'table.newGame.cancelled': { guard: 'hasGame', target: 'running' },
        'table.tutorial.started': {
          target: 'running',
          actions: ['rememberOffer', { type: 'newGame', params: () => ({ setup: tutorialSetup(), guided: true }) }, 'openLocal', 'save'],
        },
        'table.tutorial.declined': { actions: ['rememberOffer', assign(({ context }) => withLocal(context, { tutorialOffered: false }))] },
        'source.changed': { actions: 'take' },
      },
    },
    confirmingNew: {
      tags: 'confirmingNew',
      on: {
        'table.newGame.confirmed': {
          target: 'running',
          actions: [{ type: 'newGame', params: ({ context }) => ({ setup: localOf(context)?.pending ?? null }) }, 'openLocal', 'save'],
        },
        'table.newGame.cancelled': { target: 'running', actions: assign(({ context }) => withLocal(context, { pending: null })) },
        'source.changed': { actions: 'take' },
      },
    },
    connecting: {
      tags: 'connecting',
      on: {
        'source.changed': [{ guard: 'hasView', target: 'running', actions: 'take' }, { actions: 'take' }],
      },
    },
    running: {
      initial: 'routing',
      on: {
        'source.changed': [{ guard: 'movesOn', target: '.routing', actions: ['take', 'save'] }, { actions: ['take', 'save'] }],
        'source.refused': { target: '.routing', actions: 'refuse' },
        'table.newGame.asked': { guard: 'canAskNewGame', target: '#table.setup', actions: 'draftNewGame' },
        'table.tutorial.next': {
          guard: 'inTutorial',
          actions: [
            assign(({ context }) => {
              const tutorial = localOf(context)?.tutorial;
              return tutorial ? withLocal(context, { tutorial: nextTutorialStep(tutorial) }) : {};
            }),
            'save',
          ],
        },
        'table.tutorial.skipped': { actions: [assign(({ context }) => withLocal(context, { tutorial: null })), 'save'] },
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
          tags: 'handover',
          on: { 'table.device.taken': { target: 'playing', actions: 'takeDevice' } },
        },
        playing: playingState,
        // The season's scores are counted out step by step (edict, edict, coins, monsters), then shown whole.
        seasonSummary: {
          tags: 'seasonSummary',
          initial: 'counting',
          on: { 'table.season.continued': { target: 'routing', actions: ['continueSeason', 'save'] } },
          states: {
            // The count's step is its child's (machines/table/children.ts): skipping or leaving drops it.
            counting: {
              invoke: {
                id: 'count',
                src: 'seasonCount',
                input: ({ context }) => ({ parts: countParts(shownGame(context) ?? { seasons: [] }, context.seasonsSeen).length }),
                onSnapshot: {},
                onDone: { target: 'counted' },
              },
              on: { 'table.count.skipped': { target: 'counted' } },
            },
            counted: {},
          },
        },
        gameOver: gameOverState,
      },
    },
  },
});

export type TableMachine = typeof tableMachine;
