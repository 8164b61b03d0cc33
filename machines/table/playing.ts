/**
 * The table's play and end states, built on its setup (machines/table/chart-setup.ts):
 * - `playing`: the device's person works out their task (the placement statechart, and a hint on
 *   request), and beside them the computers decide theirs;
 * - `gameOver`: the results, and a person's review (solo or at a table).
 */
import { assign, enqueueActions } from 'xstate';
import type { GameState } from '../../src/game/types.ts';
import { sameChoice, tentativeOf } from '../placement.machine.ts';
import { HINT_STRENGTH } from './bots.ts';
import { tableSetup } from './chart-setup.ts';
import { announce, botActor, botSeat, botTaskKey, deviceActor, firstPerson } from './context.ts';
import { placementFor } from './turn.ts';

/**
 * Play: the device's person works out their task (or waits for the others), and beside them
 * the computers decide theirs, so a person never waits for a computer to start.
 */
export const playingState = tableSetup.createStateConfig({
  type: 'parallel',
  on: {
    'table.edict.shown': { actions: 'showEdict' },
    'table.score.focused': { actions: 'focusScore' },
  },
  states: {
    device: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasTask', target: 'acting' }, { target: 'waiting' }] },
        /** the device's player has a task: the placement statechart works it out */
        acting: {
          entry: assign({ edictShown: null }),
          exit: assign({ hint: null }),
          initial: 'unhinted',
          states: {
            unhinted: {
              on: { 'table.hint.asked': { guard: 'canHint', target: 'hinting' } },
            },
            /** the bot works out its suggestion from the player's view */
            hinting: {
              entry: assign(({ context }) => ({ hint: { key: context.taskKey, decision: null } })),
              invoke: {
                src: 'bot',
                input: ({ context }) => ({ think: context.think, state: context.shown as GameState, player: deviceActor(context), strength: HINT_STRENGTH, purpose: 'hint' as const }),
              },
              on: {
                'bot.decided': { guard: 'forHint', target: 'hinted', actions: assign(({ context, event }) => ({ hint: { key: context.taskKey, decision: event.decision } })) },
                'bot.failed': { guard: 'forHint', target: 'unhinted', actions: assign(({ context, event }) => ({ hint: null, announcement: announce(context, { kind: 'hint.failed', problem: event.message }) })) },
                'table.hint.dismissed': { target: 'unhinted', actions: assign({ hint: null }) },
              },
            },
            /** the suggestion is the map's ghost until taken (it becomes the tentative placement) or dismissed */
            hinted: {
              on: {
                'table.hint.taken': {
                  target: 'unhinted',
                  actions: enqueueActions(({ context, enqueue }) => {
                    const action = context.hint?.decision?.action;
                    if (action) enqueue.sendTo('placement', { type: 'placement.suggested', action });
                    enqueue.assign({ hint: null });
                  }),
                },
                'table.hint.dismissed': { target: 'unhinted', actions: assign({ hint: null }) },
              },
            },
          },
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
                // Online the answer takes a round trip (longer while the server is away): the controls say so meanwhile.
                enqueue.assign({ refusal: null, sent: context.online ? context.taskKey : null });
                enqueue.sendTo(context.source, { type: 'source.act', action: event.output });
              }),
            },
          },
        },
        /** the others still owe an action (the barrier) */
        waiting: {},
      },
    },
    computers: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'computerToAct', target: 'computing' } },
        /** a computer seat has a task: the engine's bot decides from that seat's view (in a worker), the table sends its action */
        computing: {
          invoke: {
            src: 'bot',
            input: ({ context }) => {
              const p = botActor(context);
              return { think: context.think, state: context.shown as GameState, player: p, strength: botSeat(context, p) ?? 'easy', purpose: 'move' as const };
            },
          },
          on: {
            'bot.decided': {
              guard: 'forMove',
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                enqueue.assign({ botDone: botTaskKey(context) });
                if (context.source) enqueue.sendTo(context.source, { type: 'source.act', action: event.decision.action });
              }),
            },
            'bot.failed': { guard: 'forMove', actions: assign(({ context, event }) => ({ refusal: { code: 'bot.stuck', message: event.message }, announcement: announce(context, { kind: 'bot.stuck', problem: event.message }) })) },
          },
        },
      },
    },
  },
});

/** The end: the results, and the review of a person's turns (every turn replayed with the computer playing on). */
export const gameOverState = tableSetup.createStateConfig({
  on: { 'table.rematch': { guard: ({ context }) => !context.online && context.setup !== null && !context.daily, target: 'routing', actions: ['newGame', 'openLocal', 'save'] } },
  initial: 'results',
  states: {
    results: {
      on: {
        'table.review.opened': {
          guard: 'canReview',
          target: 'reviewing',
          // Another person's review starts afresh at their first turn.
          actions: assign(({ context, event }) => {
            const player = event.player ?? firstPerson(context);
            return player === context.reviewPlayer ? {} : { reviewPlayer: player, review: null, reviewTurn: 0 };
          }),
        },
      },
    },
    /** a person's review (solo or not): every turn replayed with the computer playing on (machines/table/review.ts) */
    reviewing: {
      initial: 'working',
      on: {
        'table.review.closed': { target: 'results' },
        'table.review.turn': { actions: assign(({ context, event }) => ({ reviewTurn: Math.max(0, Math.min(event.turn, (context.review?.turns.length ?? 1) - 1)) })) },
      },
      states: {
        working: {
          always: { guard: 'reviewed', target: 'ready' },
          invoke: {
            src: 'review',
            input: ({ context }) => ({ state: context.shown as GameState, content: context.content!, think: context.think, player: context.reviewPlayer }),
          },
          on: { 'review.progress': { actions: assign(({ event }) => ({ review: event.review })) } },
        },
        ready: {},
      },
    },
  },
});
