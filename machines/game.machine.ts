/**
 * The game statechart: WHEN things may happen. Every decision is the engine's (src/game): the
 * machine keeps the GameState in its context, sends player actions through `apply`, and mirrors
 * the engine's stage as states. The engine settles atomically (after the last draw it checks,
 * scores and reveals the next card in one step), so the transient `checking` and `exploring`
 * states route to wherever the engine now is; `phaseKey` tells them a barrier has passed.
 */
import { assertEvent, assign, setup } from 'xstate';
import { apply } from '../src/game/apply.ts';
import { waitingFor } from '../src/game/legal.ts';
import { phaseKey } from '../src/game/preview.ts';
import { newGame } from '../src/game/setup.ts';
import type { Violation } from '../src/codes.ts';
import type { GameState } from '../src/game/types.ts';
import type { GameEvent, GameInput } from './events.ts';

export interface GameContext {
  state: GameState;
  /** the last refused action's reason, cleared by the next accepted one */
  violation: Violation | null;
  /** the phase the machine last entered (see phaseKey) */
  entered: string;
  /** players who still owe an action in the open phase: the visible barrier */
  waiting: number;
}

/**
 * A phase where players act (drawing, ambush, hero): it waits, as a barrier, until the engine has
 * closed the phase (every player has acted), then goes on to the check.
 */
const barrierPhase = {
  entry: 'enterPhase',
  tags: ['barrier'],
  on: { 'game.action': { actions: 'applyAction' } },
  always: { guard: 'phaseClosed', target: 'checking' },
} as const;

export const gameMachine = setup({
  types: {} as { context: GameContext; events: GameEvent; input: GameInput },
  guards: {
    isDrawing: ({ context }) => context.state.stage === 'draw',
    isAmbush: ({ context }) => context.state.stage === 'ambush',
    isHero: ({ context }) => context.state.stage === 'hero',
    isSeasonEnded: ({ context }) => context.state.stage === 'effects',
    isGameOver: ({ context }) => context.state.stage === 'gameOver',
    phaseClosed: ({ context }) => phaseKey(context.state) !== context.entered,
  },
  actions: {
    applyAction: assign(({ context, event }) => {
      assertEvent(event, 'game.action');
      const r = apply(context.state, event.action);
      return r.violation ? { violation: r.violation } : { state: r.state, violation: null, waiting: waitingFor(r.state) };
    }),
    enterPhase: assign(({ context }) => ({ entered: phaseKey(context.state), waiting: waitingFor(context.state) })),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => {
    const state = 'state' in input ? input.state : newGame(input.content, input.options, input.seed);
    return { state, violation: null, entered: '', waiting: waitingFor(state) };
  },
  initial: 'setup',
  states: {
    setup: { always: { target: 'season' } },
    season: {
      initial: 'turn',
      states: {
        turn: {
          initial: 'exploring',
          states: {
            exploring: {
              always: [
                { guard: 'isGameOver', target: '#game.gameOver' },
                { guard: 'isSeasonEnded', target: '#game.seasonEnded' },
                { guard: 'isDrawing', target: 'drawing' },
                { guard: 'isAmbush', target: 'ambush' },
                { guard: 'isHero', target: 'hero' },
              ],
            },
            drawing: barrierPhase,
            ambush: barrierPhase,
            hero: barrierPhase,
            checking: {
              always: [
                { guard: 'isGameOver', target: '#game.gameOver' },
                { guard: 'isSeasonEnded', target: '#game.seasonEnded' },
                { target: 'exploring', reenter: true },
              ],
            },
          },
        },
      },
    },
    seasonEnded: {
      entry: 'enterPhase',
      tags: ['barrier'],
      on: { 'game.action': { actions: 'applyAction' } },
      always: [
        { guard: 'isGameOver', target: 'gameOver' },
        { guard: 'phaseClosed', target: '#game.season.turn.exploring' },
      ],
    },
    gameOver: { type: 'final', entry: 'enterPhase' },
  },
});
