/**
 * The review as an actor of the table statechart. The work (machines/table/review.ts) loads with the
 * first review, so a page that never reviews a game never fetches it; stopping the actor (closing
 * the review, a new game) aborts the work at the computer's next decision. A callback actor, not a
 * promise: the review reports each turn as it is worked out (the screen fills in row by row), and a
 * promise actor can only tell its parent the end.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { GameContent, GameState } from '../../src/game/types.ts';
import type { ReviewInput, ReviewProgress } from './review.ts';
import { messageOf } from './problem.ts';

export type { ReviewInput } from './review.ts';
export { reviewKey } from './review-key.ts';

export type ReviewEvent = { readonly type: 'review.progress'; readonly review: ReviewProgress };

/** What the table asks to review: its whole finished game and table (local play), or null when there is none. */
export interface ReviewRequest extends Omit<ReviewInput, 'state' | 'content'> {
  readonly state: GameState | null;
  readonly content: GameContent | null;
}

export const reviewActor = fromCallback<EventObject, ReviewRequest>(({ input, sendBack }) => {
  const work = new AbortController();
  const report = (review: ReviewProgress) => sendBack({ type: 'review.progress', review } satisfies ReviewEvent);
  const { state, content } = input;
  void import('./review.ts')
    .then((m) => {
      if (!state || !content) throw new Error('there is no finished local game to review');
      return m.runReview({ ...input, state, content }, report, work.signal);
    })
    .catch((e: unknown) => report({ game: '', player: input.player ?? 0, turns: [], done: 0, problem: messageOf(e) }));
  return () => work.abort();
});
