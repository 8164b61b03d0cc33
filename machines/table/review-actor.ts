/**
 * The review as an actor of the table statechart. The work (machines/table/review.ts) loads with the
 * first review, so a page that never reviews a game never fetches it; stopping the actor (closing
 * the review, a new game) stops the work at the computer's next decision.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { GameContent, GameState } from '../../src/game/types.ts';
import type { Thinker } from './bots.ts';
import type { ReviewProgress } from './review.ts';

export interface ReviewInput {
  readonly state: GameState;
  readonly content: GameContent;
  readonly think: Thinker | undefined;
  /** whose turns (default 0, the solo player) */
  readonly player?: number;
}

export type ReviewEvent = { readonly type: 'review.progress'; readonly review: ReviewProgress };

export const reviewActor = fromCallback<EventObject, ReviewInput>(({ input, sendBack }) => {
  let stopped = false;
  void import('./review.ts')
    .then((m) => m.runReview(input, (review) => sendBack({ type: 'review.progress', review } satisfies ReviewEvent), () => stopped))
    .catch((e: unknown) => sendBack({ type: 'review.progress', review: { game: '', player: input.player ?? 0, turns: [], done: 0, problem: (e as Error).message } } satisfies ReviewEvent));
  return () => {
    stopped = true;
  };
});

/** A key for the game a review belongs to. */
export function reviewKey(state: Pick<GameState, 'seed' | 'log'>): string {
  return `${String(state.seed)}/${state.log.length}`;
}
