/**
 * The table statechart's setup: its types, actors, guards and actions, shared by the chart
 * (machines/table.machine.ts) and the states kept in files of their own (machines/table/playing.ts).
 */
import { assertEvent, assign, enqueueActions, setup, stopChild } from 'xstate';
import { toSaved } from '../../src/game/replay.ts';
import { newGame } from '../../src/game/setup.ts';
import { waitingFor } from '../../src/game/legal.ts';
import type { GameContent, GameState } from '../../src/game/types.ts';
import type { TutorialProgress } from './tutorial.ts';
import { gameMachine } from '../game.machine.ts';
import { placementMachine, sameChoice, type TentativeChoice } from '../placement.machine.ts';
import {
  announce,
  botSeat,
  botTaskKey,
  deviceActor,
  hintOffered,
  localOf,
  onlyPerson,
  screenFor,
  seasonsScored,
  takeSnapshot,
  withLocal,
  withOnline,
  type TableContext,
  type TableEvent,
  type TableInput,
  type TableTag,
} from './context.ts';
import { localSource, onlineSource, shownGame, wholeState, type SourceEvent } from './sources.ts';
import { reviewChild, seasonCount, shownHint, type ReviewEvent } from './children.ts';
import { tabWatch } from './tab-watch.ts';
import { tutorialOfferedKey, writeSave, type SavedTentative } from './storage.ts';
import { gameOptions, tableContent, type TableSetup } from './setup.ts';
import type { TableNotice } from './wording.ts';
import { botDecision } from './bots.ts';
import { owingSeats } from './turn.ts';

export type TableChartEvent = TableEvent | SourceEvent | ReviewEvent;

/** What a transition that starts a new game passes its `newGame` action: the setup (none: nothing to start), and whether it is the guided game. */
export interface NewGameParams {
  readonly setup: TableSetup | null;
  readonly guided?: boolean;
}

/** What a local game is opened with, new or resumed from a save. */
export interface OpenedGame {
  readonly state: GameState;
  readonly setup: TableSetup;
  readonly content: GameContent;
  /** seasons whose end screen was already seen (a new game: none) */
  readonly seasonsSeen: number;
  readonly tutorial: TutorialProgress | null;
  readonly tentative: SavedTentative | null;
}

/**
 * The context a local game opens with: the game shown, everything before its log counted as told,
 * nothing of the last game's screens kept. (What a game's states own, the hint, the count and the
 * review, are their children's and start afresh with them.)
 */
export function openedGame(c: Pick<TableContext, 'mode'>, g: OpenedGame): Partial<TableContext> {
  const { state, setup, content, tutorial, tentative } = g;
  return {
    ...withLocal(c, { setup, content, tutorial, tentative, pending: null, tutorialOffered: false }),
    shown: { kind: 'local', state },
    // Until the game statechart reports, its barrier is the game's as opened.
    waiting: waitingFor(state),
    owing: owingSeats(state),
    seasonsSeen: g.seasonsSeen,
    logSeen: state.log.length,
    shownPlayer: onlyPerson(setup),
    refusal: null,
    scoreFocus: null,
    banner: null,
  };
}

function started(setup: TableSetup): TableNotice {
  return { kind: 'started', players: setup.players, code: setup.code };
}

export { COUNT_STEP_MS } from './children.ts';

export const tableSetup = setup({
  types: {} as {
    context: TableContext;
    events: TableChartEvent;
    input: TableInput;
    tags: TableTag;
    children: { placement: 'placement'; count: 'seasonCount'; review: 'reviewChild'; hint: 'shownHint' };
  },
  actors: { game: gameMachine, placement: placementMachine, localSource, onlineSource, tabWatch, bot: botDecision, seasonCount, reviewChild, shownHint },
  guards: {
    isOnline: ({ context }) => context.mode.kind === 'online',
    hasGame: ({ context }) => context.shown !== null,
    isDaily: ({ context }) => localOf(context)?.daily != null,
    gameRunning: ({ context }) => shownGame(context) !== null && shownGame(context)?.stage !== 'gameOver',
    hasView: ({ event }) => event.type === 'source.changed' && event.shown !== null,
    isGameOver: ({ context }) => screenFor(context) === 'gameOver',
    isSeasonSummary: ({ context }) => screenFor(context) === 'seasonSummary',
    isHandover: ({ context }) => screenFor(context) === 'handover',
    hasTask: ({ context }) => deviceActor(context) >= 0,
    /** a computer seat has a task not yet decided */
    computerToAct: ({ context }) => {
      const key = botTaskKey(context);
      return key !== '' && key !== localOf(context)?.botDone;
    },
    /** hints: local play, on the device player's own map (an ambush drawn on a neighbour's map is no "own placement") */
    canHint: ({ context }) => hintOffered(context),
    // Any finished local game, for a person's seat (a computer's turns are the computer's own).
    canReview: ({ context }, { player }: { readonly player: number }) => {
      const state = wholeState(context.shown);
      return state?.stage === 'gameOver' && localOf(context)?.content != null && player < state.options.players && botSeat(context, player) === null;
    },
    /** "New game" from a running game: local play, not a daily challenge (its deal is the day's) */
    canAskNewGame: ({ context }) => context.mode.kind === 'local' && !context.mode.daily,
    /** a rematch: the same setup again (local play, not a daily challenge) */
    canRematch: ({ context }) => context.mode.kind === 'local' && context.mode.setup !== null && !context.mode.daily,
    inTutorial: ({ context }) => localOf(context)?.tutorial != null,
    /** the placement's unconfirmed choice is not the one kept for this task (a mere hover is no change) */
    choiceChanged: ({ context }, { choice }: { readonly choice: TentativeChoice }) => {
      const kept = localOf(context)?.tentative;
      return !sameChoice(kept?.key === context.taskKey ? kept.choice : null, choice);
    },
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
      const state = wholeState(context.shown);
      const local = localOf(context);
      if (!state || !local) return {};
      const n = local.games + 1;
      const game = spawn('game', { id: `game-${n}`, input: { state } });
      const source = spawn('localSource', { id: `source-${n}`, input: { game } });
      return { ...withLocal(context, { game, games: n }), source, taskKey: '' };
    }),
    openOnline: assign(({ context, spawn }) =>
      context.mode.kind === 'online' ? { source: spawn('onlineSource', { id: 'source-1', input: { transport: context.mode.transport } }) } : {},
    ),
    /** A new game from the setup its transition chose (`guided`: the guided first game): the engine deals it now, so the first screen is known at once. */
    newGame: enqueueActions(({ context, enqueue }, { setup, guided = false }: NewGameParams) => {
      const local = localOf(context);
      if (!setup || !local) return;
      if (local.game) enqueue(stopChild(local.game));
      if (context.source) enqueue(stopChild(context.source));
      const content = guided || local.daily ? tableContent(setup) : (local.customTable ?? tableContent(setup));
      const state = newGame(content, gameOptions(setup), setup.code);
      enqueue.assign({
        ...openedGame(context, { state, setup, content, seasonsSeen: 0, tutorial: guided ? { step: 0, from: state.log.length } : null, tentative: null }),
        announcement: announce(context, guided ? { kind: 'tutorial' } : local.daily ? { kind: 'daily', date: local.daily.date } : started(setup)),
      });
    }),
    keepPending: assign(({ context, event }) => {
      assertEvent(event, 'table.setup.submitted');
      return withLocal(context, { pending: event.setup });
    }),
    /** "New game": the last choices with a fresh code (the same code would deal the same decks). */
    draftNewGame: assign(({ context }) => {
      const local = localOf(context);
      return withLocal(context, { setupDraft: local?.setup ? { ...local.setup, code: local.newCode() } : undefined, pending: null });
    }),
    takeDevice: assign(({ context }) => ({ shownPlayer: context.shown ? deviceActor(context) : -1 })),
    // The next season's news (its first card, a walked ambush), held back while the summary was shown, is told now.
    continueSeason: assign(({ context }) => {
      const shown = shownGame(context);
      const c = { ...context, seasonsSeen: shown ? seasonsScored(shown) : context.seasonsSeen, scoreFocus: null };
      return { seasonsSeen: c.seasonsSeen, scoreFocus: null, ...takeSnapshot(c, c) };
    }),
    refuse: assign(({ context, event }) => {
      assertEvent(event, 'source.refused');
      return { ...withOnline(context, { sent: null }), refusal: event.refusal, announcement: announce(context, { kind: 'refused', refusal: event.refusal }) };
    }),
    save: ({ context }) => {
      const local = localOf(context);
      const state = wholeState(context.shown);
      if (!local?.storage || !local.setup || !state) return;
      writeSave(local.storage, local.storageKey, local.setup, toSaved(state), {
        ...(local.customTable && local.content === local.customTable ? { table: local.content } : {}),
        seasonsSeen: context.seasonsSeen,
        tentative: local.tentative?.key === context.taskKey ? local.tentative : null,
        tutorial: local.tutorial,
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
    setCustomTable: assign(({ context, event }) => {
      assertEvent(event, 'table.customTable.changed');
      return withLocal(context, { customTable: event.table });
    }),
    rememberOffer: ({ context }) => {
      const local = localOf(context);
      local?.storage?.setItem(tutorialOfferedKey(local.storageKey), 'yes');
    },
    announceText: assign(({ context, event }) => {
      assertEvent(event, 'table.announced');
      return { announcement: announce(context, event.notice) };
    }),
  },
});
