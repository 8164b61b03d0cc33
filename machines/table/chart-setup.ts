/**
 * The table statechart's setup: its types, actors, guards and actions, shared by the chart
 * (machines/table.machine.ts) and the states kept in files of their own (machines/table/playing.ts).
 */
import { assertEvent, assign, enqueueActions, setup, stopChild } from 'xstate';
import { toSaved } from '../../src/game/replay.ts';
import { newGame } from '../../src/game/setup.ts';
import { waitingFor } from '../../src/game/legal.ts';
import { gameMachine } from '../game.machine.ts';
import { placementMachine, sameChoice, type TentativeChoice } from '../placement.machine.ts';
import {
  announce,
  botSeat,
  botTaskKey,
  firstPerson,
  deviceActor,
  hintOffered,
  onlyPerson,
  screenFor,
  seasonsScored,
  takeSnapshot,
  type TableContext,
  type TableEvent,
  type TableInput,
  type TableTag,
} from './context.ts';
import { localSource, onlineSource, wholeState, type SourceEvent } from './sources.ts';
import { countParts } from './season-count.ts';
import { tabWatch } from './tab-watch.ts';
import { tutorialOfferedKey, writeSave } from './storage.ts';
import { gameOptions, tableContent, type TableSetup } from './setup.ts';
import type { TableNotice } from './wording.ts';
import { botDecision } from './bots.ts';
import { reviewActor, reviewKey, type ReviewEvent } from './review-actor.ts';
import { owingSeats } from './turn.ts';

export type TableChartEvent = TableEvent | SourceEvent | ReviewEvent;

/** What a transition that starts a new game passes its `newGame` action: the setup (none: nothing to start), and whether it is the guided game. */
export interface NewGameParams {
  readonly setup: TableSetup | null;
  readonly guided?: boolean;
}

function started(setup: TableSetup): TableNotice {
  return { kind: 'started', players: setup.players, code: setup.code };
}

/** How long each step of a season's count stays before the next lights up. */
export const COUNT_STEP_MS = 900;

export const tableSetup = setup({
  types: {} as { context: TableContext; events: TableChartEvent; input: TableInput; tags: TableTag },
  delays: { countStep: COUNT_STEP_MS },
  actors: { game: gameMachine, placement: placementMachine, localSource, onlineSource, tabWatch, bot: botDecision, review: reviewActor },
  guards: {
    isOnline: ({ context }) => context.online,
    hasGame: ({ context }) => context.shown !== null,
    isDaily: ({ context }) => context.daily !== null,
    gameRunning: ({ context }) => context.shown !== null && context.shown.stage !== 'gameOver',
    hasView: ({ event }) => event.type === 'source.changed' && event.shown !== null,
    isGameOver: ({ context }) => screenFor(context) === 'gameOver',
    isSeasonSummary: ({ context }) => screenFor(context) === 'seasonSummary',
    isHandover: ({ context }) => screenFor(context) === 'handover',
    /** the season's count has a step after the one shown */
    moreToCount: ({ context }) => context.shown !== null && (context.countStep ?? 0) + 1 < countParts(context.shown, context.seasonsSeen).length,
    hasTask: ({ context }) => deviceActor(context) >= 0,
    /** a computer seat has a task not yet decided */
    computerToAct: ({ context }) => {
      const key = botTaskKey(context);
      return key !== '' && key !== context.botDone;
    },
    /** hints: local play, on the device player's own map (an ambush drawn on a neighbour's map is no "own placement") */
    canHint: ({ context }) => hintOffered(context) && context.hint === null,
    // Any finished local game, for a person's seat (a computer's turns are the computer's own).
    canReview: ({ context, event }) => {
      const player = event.type === 'table.review.opened' ? (event.player ?? firstPerson(context)) : context.reviewPlayer;
      return !context.online && context.shown?.stage === 'gameOver' && context.content !== null && player < context.shown.options.players && botSeat(context, player) === null;
    },
    reviewed: ({ context }) => {
      const { review, shown } = context;
      const state = wholeState(shown);
      return review !== null && state !== null && review.game === reviewKey(state) && review.player === context.reviewPlayer && review.problem === '' && review.done === review.turns.length && review.turns.length > 0;
    },
    /** "New game" from a running game: local play, not a daily challenge (its deal is the day's) */
    canAskNewGame: ({ context }) => !context.online && !context.daily,
    /** a rematch: the same setup again (local play, not a daily challenge) */
    canRematch: ({ context }) => !context.online && context.setup !== null && !context.daily,
    inTutorial: ({ context }) => context.tutorial !== null,
    /** the placement's unconfirmed choice is not the one kept for this task (a mere hover is no change) */
    choiceChanged: ({ context }, { choice }: { readonly choice: TentativeChoice }) => !sameChoice(context.tentative?.key === context.taskKey ? context.tentative.choice : null, choice),
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
      if (!state) return {};
      const n = context.games + 1;
      const game = spawn('game', { id: `game-${n}`, input: { state } });
      const source = spawn('localSource', { id: `source-${n}`, input: { game } });
      return { game, source, games: n, taskKey: '' };
    }),
    openOnline: assign(({ context, spawn }) => (context.transport ? { source: spawn('onlineSource', { id: 'source-1', input: { transport: context.transport } }), games: 1 } : {})),
    /** A new game from the setup its transition chose (`guided`: the guided first game): the engine deals it now, so the first screen is known at once. */
    newGame: enqueueActions(({ context, enqueue }, { setup, guided = false }: NewGameParams) => {
      if (!setup) return;
      if (context.game) enqueue(stopChild(context.game));
      if (context.source) enqueue(stopChild(context.source));
      const content = guided || context.daily ? tableContent(setup) : (context.customTable ?? tableContent(setup));
      const state = newGame(content, gameOptions(setup), setup.code);
      enqueue.assign({
        setup,
        content,
        shown: state,
        // Until the game statechart reports, its barrier is the new game's: everyone owes a draw.
        waiting: waitingFor(state),
        owing: owingSeats(state),
        pending: null,
        seasonsSeen: 0,
        logSeen: state.log.length,
        refusal: null,
        scoreFocus: null,
        banner: null,
        tutorial: guided ? { step: 0, from: state.log.length } : null,
        shownPlayer: onlyPerson(setup),
        review: null,
        reviewTurn: 0,
        tutorialOffered: false,
        announcement: announce(context, guided ? { kind: 'tutorial' } : context.daily ? { kind: 'daily', date: context.daily.date } : started(setup)),
      });
    }),
    keepPending: assign(({ event }) => {
      assertEvent(event, 'table.setup.submitted');
      return { pending: event.setup };
    }),
    /** "New game": the last choices with a fresh code (the same code would deal the same decks). */
    draftNewGame: assign(({ context }) => ({ setupDraft: context.setup ? { ...context.setup, code: context.newCode() } : undefined, pending: null })),
    takeDevice: assign(({ context }) => ({ shownPlayer: context.shown ? deviceActor(context) : -1 })),
    // The next season's news (its first card, a walked ambush), held back while the summary was shown, is told now.
    continueSeason: assign(({ context }) => {
      const c = { ...context, seasonsSeen: context.shown ? seasonsScored(context.shown) : context.seasonsSeen, scoreFocus: null };
      return { seasonsSeen: c.seasonsSeen, scoreFocus: null, ...takeSnapshot(c, c) };
    }),
    refuse: assign(({ context, event }) => {
      assertEvent(event, 'source.refused');
      return { refusal: event.refusal, sent: null, announcement: announce(context, { kind: 'refused', refusal: event.refusal }) };
    }),
    save: ({ context }) => {
      const { storage, setup } = context;
      const state = wholeState(context.shown);
      if (!storage || context.online || !setup || !state) return;
      writeSave(storage, context.storageKey, setup, toSaved(state), {
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
});
