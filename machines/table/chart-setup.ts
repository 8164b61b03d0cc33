/**
 * The table statechart's setup: its types, actors, guards and actions, shared by the chart
 * (machines/table.machine.ts) and the states kept in files of their own (machines/table/playing.ts).
 */
import { assertEvent, assign, enqueueActions, setup, stopChild } from 'xstate';
import { toSaved } from '../../src/game/replay.ts';
import { newGame } from '../../src/game/setup.ts';
import { waitingFor } from '../../src/game/legal.ts';
import { gameMachine } from '../game.machine.ts';
import { placementMachine } from '../placement.machine.ts';
import {
  announce,
  botSeat,
  botTaskKey,
  firstPerson,
  deviceActor,
  onlyPerson,
  screenFor,
  seasonsScored,
  takeSnapshot,
  type TableContext,
  type TableEvent,
  type TableInput,
} from './context.ts';
import { localSource, onlineSource, type SourceEvent } from './sources.ts';
import { countParts } from './season-count.ts';
import { tabWatch } from './tab-watch.ts';
import { tutorialOfferedKey, writeSave } from './storage.ts';
import { tutorialSetup } from './tutorial.ts';
import { gameOptions, tableContent, type TableSetup } from './setup.ts';
import { dailySetup } from './daily.ts';
import type { GameState } from '../../src/game/types.ts';
import type { TableNotice } from './wording.ts';
import { botDecision, type BotEvent } from './bots.ts';
import { reviewActor, reviewKey, type ReviewEvent } from './review-actor.ts';

export type TableChartEvent = TableEvent | SourceEvent | ReviewEvent | BotEvent;

export const owingIn = (state: GameState) => state.tasks.flatMap((q, p) => (q.length > 0 ? [p] : []));

function started(setup: TableSetup): TableNotice {
  return { kind: 'started', players: setup.players, code: setup.code };
}

/** How long each step of a season's count stays before the next lights up. */
export const COUNT_STEP_MS = 900;

export const tableSetup = setup({
  types: { context: {} as TableContext, events: {} as TableChartEvent, input: {} as TableInput },
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
    forHint: ({ event }) => 'purpose' in event && event.purpose === 'hint',
    forMove: ({ event }) => 'purpose' in event && event.purpose === 'move',
    /** hints: local play, on the device player's own map (an ambush drawn on a neighbour's map is no "own placement") */
    canHint: ({ context }) => {
      const p = deviceActor(context);
      // No hint in a daily challenge: everyone's score that day is their own (README, "Daily challenge").
      return !context.online && !!context.think && context.tutorial === null && context.daily === null && p >= 0 && context.shown?.tasks[p]?.[0]?.sheet === p && context.hint === null;
    },
    // Any finished local game, for a person's seat (a computer's turns are the computer's own).
    canReview: ({ context, event }) => {
      const player = event.type === 'table.review.opened' ? (event.player ?? firstPerson(context)) : context.reviewPlayer;
      return !context.online && context.shown?.stage === 'gameOver' && context.content !== null && player < context.shown.options.players && botSeat(context, player) === null;
    },
    reviewed: ({ context }) => context.review !== null && context.review.game === reviewKey(context.shown as GameState) && context.review.player === context.reviewPlayer && context.review.problem === '' && context.review.done === context.review.turns.length && context.review.turns.length > 0,
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
      const setup = guided
        ? tutorialSetup()
        : event.type === 'table.setup.submitted'
          ? event.setup
          : event.type === 'table.rematch'
            ? context.setup
            : (context.pending ?? (context.daily ? dailySetup(context.daily) : null));
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
        owing: owingIn(state),
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
});
