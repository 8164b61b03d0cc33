/**
 * The table's play and end states, built on its setup (machines/table/chart-setup.ts):
 * - `playing`: the device's person works out their task (the placement statechart, and a hint on
 *   request), and beside them the computers decide theirs;
 * - `gameOver`: the results, and a person's review (solo or at a table).
 * The bot is a promise actor invoked by the state that wants its answer, so an answer comes back to
 * that state only (its `onDone`, `onError`), and leaving the state drops a late one. What a state
 * keeps is its child's (machines/table/children.ts): the shown hint, the review.
 */
import { assign, enqueueActions, sendTo, stopChild } from 'xstate';
import { hintOf } from './children.ts';
import { tentativeOf } from '../placement.machine.ts';
import { HINT_STRENGTH } from './bots.ts';
import { tableSetup } from './chart-setup.ts';
import { announce, botActor, botSeat, botTaskKey, deviceActor, firstPerson, localOf, withLocal, withOnline } from './context.ts';
import { messageOf } from './problem.ts';
import { gameOf, wholeState } from './sources.ts';
import { placementFor } from './turn.ts';

/**
 * Play: the device's person works out their task (or waits for the others), and beside them
 * the computers decide theirs, so a person never waits for a computer to start.
 */
export const playingState = tableSetup.createStateConfig({
  type: 'parallel',
  tags: 'playing',
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
          tags: 'acting',
          entry: assign({ edictShown: null }),
          initial: 'unhinted',
          states: {
            unhinted: {
              on: { 'table.hint.asked': { guard: 'canHint', target: 'hinting' } },
            },
            /** the bot works out its suggestion from the player's view */
            hinting: {
              tags: 'hint.thinking',
              invoke: {
                src: 'bot',
                input: ({ context }) => ({
                  think: localOf(context)?.think,
                  state: wholeState(context.shown),
                  player: deviceActor(context),
                  strength: HINT_STRENGTH,
                }),
                onDone: {
                  target: 'hinted',
                  actions: enqueueActions(({ event, enqueue }) => enqueue.spawnChild('shownHint', { id: 'hint', input: event.output })),
                },
                onError: {
                  target: 'unhinted',
                  actions: assign(({ context, event }) => ({ announcement: announce(context, { kind: 'hint.failed', problem: messageOf(event.error) }) })),
                },
              },
              on: { 'table.hint.dismissed': { target: 'unhinted' } },
            },
            /** the suggestion is the map's ghost until taken (it becomes the tentative placement) or dismissed */
            hinted: {
              tags: 'hint.shown',
              exit: stopChild('hint'),
              on: {
                'table.hint.taken': {
                  target: 'unhinted',
                  actions: enqueueActions(({ enqueue, self }) => {
                    const hint = hintOf(self.getSnapshot());
                    if (hint) enqueue.sendTo('placement', { type: 'placement.suggested', action: hint.action });
                  }),
                },
                'table.hint.dismissed': { target: 'unhinted' },
              },
            },
          },
          invoke: {
            id: 'placement',
            src: 'placement',
            input: ({ context }) => {
              const shown = gameOf(context.shown!);
              const player = deviceActor(context);
              const input = placementFor(shown, player, shown.tasks[player]![0]!);
              const kept = localOf(context)?.tentative;
              return kept?.key === context.taskKey ? { ...input, restore: kept.choice } : input;
            },
            // Each unconfirmed choice (not a mere hover) is kept and saved, so a reload puts it back.
            onSnapshot: {
              guard: { type: 'choiceChanged', params: ({ event }) => ({ choice: tentativeOf(event.snapshot.context) }) },
              actions: [
                assign(({ context, event }) => withLocal(context, { tentative: { key: context.taskKey, choice: tentativeOf(event.snapshot.context) } })),
                'save',
              ],
            },
            // The placement's output is the confirmed action: straight to the source, no round trip through the element.
            onDone: {
              actions: enqueueActions(({ context, event, enqueue }) => {
                if (!context.source) return;
                // Online the answer takes a round trip (longer while the server is away): the controls say so meanwhile.
                enqueue.assign({ ...withOnline(context, { sent: context.taskKey }), refusal: null });
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
              return { think: localOf(context)?.think, state: wholeState(context.shown), player: p, strength: botSeat(context, p) ?? 'easy' };
            },
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                enqueue.assign(withLocal(context, { botDone: botTaskKey(context) }));
                if (context.source) enqueue.sendTo(context.source, { type: 'source.act', action: event.output.action });
              }),
            },
            // A computer that cannot move is stuck: said, and the table stays here until the game changes.
            onError: {
              actions: assign(({ context, event }) => {
                const problem = messageOf(event.error);
                return { refusal: { code: 'bot.stuck', message: problem }, announcement: announce(context, { kind: 'bot.stuck', problem }) };
              }),
            },
          },
        },
      },
    },
  },
});

/** The end: the results, and the review of a person's turns (every turn replayed with the computer playing on). */
export const gameOverState = tableSetup.createStateConfig({
  tags: 'gameOver',
  on: {
    'table.rematch': {
      guard: 'canRematch',
      target: 'routing',
      actions: [{ type: 'newGame', params: ({ context }) => ({ setup: localOf(context)?.setup ?? null }) }, 'openLocal', 'save'],
    },
  },
  // The review lives as long as the results: closing and reopening it keeps it, a new game drops it (machines/table/children.ts).
  invoke: {
    id: 'review',
    src: 'reviewChild',
    input: ({ context }) => ({ state: wholeState(context.shown), content: localOf(context)?.content ?? null, think: localOf(context)?.think }),
    onSnapshot: {},
  },
  initial: 'results',
  states: {
    results: {
      on: {
        'table.review.opened': {
          guard: { type: 'canReview', params: ({ context, event }) => ({ player: event.player ?? firstPerson(context) }) },
          target: 'reviewing',
          actions: sendTo('review', ({ context, event }) => ({ type: 'review.for', player: event.player ?? firstPerson(context) })),
        },
      },
    },
    /** a person's review (solo or not): every turn replayed with the computer playing on (machines/table/review.ts) */
    reviewing: {
      tags: 'reviewing',
      initial: 'working',
      on: {
        'table.review.closed': { target: 'results', actions: sendTo('review', { type: 'review.stop' }) },
        'table.review.turn': { actions: sendTo('review', ({ event }) => ({ type: 'review.turn', turn: event.turn })) },
      },
      states: {
        working: { on: { 'review.ready': { target: 'ready' } } },
        ready: {},
      },
    },
  },
});
