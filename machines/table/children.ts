/**
 * The table's state-local data, each owned by a child actor of the state that uses it, so leaving
 * the state (a new game, the next season) drops it and entering it again starts afresh; nothing in
 * the table's context has to be reset by hand:
 * - `count`, invoked by `running.seasonSummary.counting`: the step of the season's count shown;
 * - `review`, invoked by `running.gameOver`: whose turns are reviewed, the review as far as it is
 *   worked out (the child runs the work while the review is open), and the turn shown; it lives as
 *   long as the results, so closing and reopening the review does not work it out twice.
 * - `hint`, spawned by `running.playing.device.acting.hinted`: the hint shown on the map.
 * The table's snapshot reaches them through `snapshot.children` (the accessors below), and its
 * observers hear each change because the invoking state follows the child's snapshot (`onSnapshot`).
 */
import { assign, fromTransition, sendParent, setup, type SnapshotFrom } from 'xstate';
import type { BotDecision } from '../../src/bot/decide.ts';
import type { GameContent, GameState } from '../../src/game/types.ts';
import type { Thinker } from './bots.ts';
import { messageOf } from './problem.ts';
import type { ReviewProgress } from './review.ts';
import { reviewActor } from './review-actor.ts';

/** How long each step of a season's count stays before the next lights up. */
export const COUNT_STEP_MS = 900;

/** The season's count: step 0 first, one more every COUNT_STEP_MS, done after the last of `parts` steps. */
export const seasonCount = setup({
  types: {} as { context: { readonly step: number; readonly parts: number }; input: { readonly parts: number } },
  delays: { countStep: COUNT_STEP_MS },
}).createMachine({
  id: 'count',
  context: ({ input }) => ({ step: 0, parts: input.parts }),
  initial: 'showing',
  states: {
    showing: {
      after: {
        countStep: [
          {
            guard: ({ context }) => context.step + 1 < context.parts,
            target: 'showing',
            reenter: true,
            actions: assign({ step: ({ context }) => context.step + 1 }),
          },
          { target: 'done' },
        ],
      },
    },
    done: { type: 'final' },
  },
});

/** What the review child tells the table: the review is whole. */
export type ReviewEvent = { readonly type: 'review.ready' };

/** A person's review at the end of a game: whose turns, how far it is worked out (null: not begun), the turn shown. */
export interface ReviewState {
  readonly player: number;
  readonly progress: ReviewProgress | null;
  readonly turn: number;
}

const NO_REVIEW: ReviewState = { player: 0, progress: null, turn: 0 };

/** Every turn of the player's review is worked out. */
function complete({ progress }: ReviewState): boolean {
  return progress !== null && progress.problem === '' && progress.turns.length > 0 && progress.done === progress.turns.length;
}

/** What the review is made from: the finished local game and its table (null: none to review), and the bot. */
export interface ReviewChildInput {
  readonly state: GameState | null;
  readonly content: GameContent | null;
  readonly think: Thinker | undefined;
}

export type ReviewChildEvent =
  /** the review of `player`'s turns is opened: another person's starts afresh */
  | { readonly type: 'review.for'; readonly player: number }
  /** the review is closed: its work stops (what is done is kept) */
  | { readonly type: 'review.stop' }
  /** the turn shown (kept within the review's turns) */
  | { readonly type: 'review.turn'; readonly turn: number }
  /** from the work: it has got this far */
  | { readonly type: 'review.progress'; readonly review: ReviewProgress };

/**
 * A person's review: it works the review out while open (the work, machines/table/review-actor.ts,
 * aborts when closed), keeps what is done, and tells the table `review.ready` once it is whole (at
 * once when it already is).
 */
export const reviewChild = setup({
  types: {} as { context: ReviewState & ReviewChildInput; events: ReviewChildEvent; input: ReviewChildInput },
  actors: { work: reviewActor },
  guards: { complete: ({ context }) => complete(context) },
}).createMachine({
  id: 'review',
  context: ({ input }) => ({ ...NO_REVIEW, ...input }),
  initial: 'closed',
  on: {
    'review.stop': { target: '.closed' },
    'review.turn': { actions: assign({ turn: ({ context, event }) => Math.max(0, Math.min(event.turn, (context.progress?.turns.length ?? 1) - 1)) }) },
  },
  states: {
    closed: {
      on: {
        'review.for': [
          { guard: ({ context, event }) => event.player === context.player && complete(context), target: 'ready' },
          {
            target: 'working',
            actions: assign(({ context, event }) => (event.player === context.player ? {} : { player: event.player, progress: null, turn: 0 })),
          },
        ],
      },
    },
    working: {
      invoke: {
        src: 'work',
        input: ({ context, self }) => ({ state: context.state, content: context.content, think: context.think, player: context.player, keeper: self }),
        // The work could not start (its code did not load, no game to review): said on the review screen.
        onError: {
          actions: assign(({ context, event }) => ({ progress: { game: '', player: context.player, turns: [], done: 0, problem: messageOf(event.error) } })),
        },
      },
      on: { 'review.progress': { actions: assign({ progress: ({ event }) => event.review }) } },
      always: { guard: 'complete', target: 'ready' },
    },
    ready: { entry: sendParent({ type: 'review.ready' }) },
  },
});

/** A hint shown on the map: the bot's decision, held by a child that `acting.hinted` spawns on entry and stops on exit. */
export const shownHint = fromTransition(
  (decision: BotDecision) => decision,
  ({ input }: { input: BotDecision }) => input,
);

/** What a table snapshot's children are read for here: each child's own snapshot, when it runs. */
interface WithChildren {
  readonly children: {
    readonly count?: { getSnapshot(): SnapshotFrom<typeof seasonCount> } | undefined;
    readonly review?: { getSnapshot(): SnapshotFrom<typeof reviewChild> } | undefined;
    readonly hint?: { getSnapshot(): SnapshotFrom<typeof shownHint> } | undefined;
  };
}

/** The step of the season's count the summary shows, or null when it is shown whole (or there is no summary). */
export function countStepOf(s: WithChildren): number | null {
  const count = s.children.count?.getSnapshot();
  return count && count.status === 'active' ? count.context.step : null;
}

/** The end of the game's review (whose, how far, the turn shown), or the empty one before any was opened. */
export function reviewOf(s: WithChildren): ReviewState {
  const review = s.children.review?.getSnapshot().context;
  return review ? { player: review.player, progress: review.progress, turn: review.turn } : NO_REVIEW;
}

/** The bot's decision a shown hint suggests, or null when no hint is shown. */
export function hintOf(s: WithChildren): BotDecision | null {
  return s.children.hint?.getSnapshot().context ?? null;
}
