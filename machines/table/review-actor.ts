/**
 * The review's work as an actor: a promise of the whole review, which tells the review child
 * (machines/table/children.ts) each turn as it is worked out (the screen fills in row by row) and
 * ends when every turn is done. The work (machines/table/review.ts) loads with the first review,
 * so a page that never reviews a game never fetches it; leaving the state that invoked it (closing
 * the review, a new game) aborts the work at the computer's next decision, and nothing more is told.
 */
import { fromPromise } from 'xstate';
import type { GameContent, GameState } from '../../src/game/types.ts';
import type { ReviewInput, ReviewProgress } from './review.ts';

export type { ReviewInput } from './review.ts';

/** What is reviewed: the whole finished game and table (local play; null when there is none), and the review child that keeps the progress, to be told it. */
export interface ReviewRequest extends Omit<ReviewInput, 'state' | 'content'> {
  readonly state: GameState | null;
  readonly content: GameContent | null;
  readonly keeper: { send(event: { readonly type: 'review.progress'; readonly review: ReviewProgress }): void };
}

export const reviewActor = fromPromise<void, ReviewRequest>(async ({ input, signal }) => {
  const { state, content, keeper, ...rest } = input;
  if (!state || !content) throw new Error('there is no finished local game to review');
  const { runReview } = await import('./review.ts');
  await runReview({ ...rest, state, content }, (review) => keeper.send({ type: 'review.progress', review }), signal);
});
