/**
 * The review as an actor of the table statechart. The work (machines/table/review.ts) loads with the
 * first review, so a page that never reviews a game never fetches it; stopping the actor (closing
 * the review, a new game) stops the work at the computer's next decision.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { ReviewInput, ReviewProgress } from './review.ts';

export type { ReviewInput } from './review.ts';
export { reviewKey } from './review-key.ts';

export type ReviewEvent = { readonly type: 'review.progress'; readonly review: ReviewProgress };

export const reviewActor = fromCallback<EventObject, ReviewInput>(({ input, sendBack }) => {
  let stopped = false;
  void import('./review.ts')
    .then((m) => m.runReview(input, (review) => sendBack({ type: 'review.progress', review } satisfies ReviewEvent), () => stopped))
    .catch((e: unknown) => sendBack({ type: 'review.progress', review: { game: '', turns: [], done: 0, problem: (e as Error).message } } satisfies ReviewEvent));
  return () => {
    stopped = true;
  };
});
