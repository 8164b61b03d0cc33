/**
 * Computer players at the table: which seats they hold, how strong they are, and the actors that ask
 * them for a move. The table decides *when* a computer acts (its seat's turn, a hint asked for); the
 * engine's bot (src/bot) decides *what*; a `Thinker` carries the question there. In the browser the
 * thinker is a Web Worker (client/bot-worker.ts), so the page never waits on a search; tests pass
 * the engine's `decide` itself. A thinker only ever gets one player's view: never the seed or the deck.
 */
import { fromPromise } from 'xstate';
import type { BotDecision, BotOptions } from '../../src/bot/decide.ts';
import type { GameState } from '../../src/game/types.ts';
import { viewFor } from '../../src/game/view.ts';
import type { Thinker } from '../../src/bot/thinker.ts';

/** How strong a computer seat plays: Easy is the greedy one-move player, Strong looks one card ahead. */
export const BOT_STRENGTHS = ['easy', 'strong'] as const;
export type BotStrength = (typeof BOT_STRENGTHS)[number];

export type { Thinker } from '../../src/bot/thinker.ts';

/** The engine's options for a strength; the seat number is the bot's own seed (never the game's). */
export function botOptions(strength: BotStrength, seat: number): BotOptions {
  return { level: strength === 'easy' ? 'greedy' : 'lookahead', seed: `seat-${seat}` };
}

/** The strength of the hint: the strongest player there is. */
export const HINT_STRENGTH: BotStrength = 'strong';

/** The computer's strength at seat `p`, or null for a person. */
export function botAt(seats: readonly (BotStrength | null)[] | undefined, p: number): BotStrength | null {
  return seats?.[p] ?? null;
}

export interface BotRequest {
  readonly think: Thinker | undefined;
  /** the whole game (local play); the bot is asked with `player`'s view of it only */
  readonly state: GameState | null;
  readonly player: number;
  readonly strength: BotStrength;
}

/**
 * One decision of the computer at `player`: its view is taken here, so the whole state never leaves
 * the table. Fails when no thinker is available or the bot finds nothing to do (a bug in the bot).
 * Each invoking state hears its own answer (`onDone`, `onError`); one that comes after the state was
 * left (a new game, the hint set aside) is dropped by the stopped actor.
 */
export const botDecision = fromPromise<BotDecision, BotRequest>(async ({ input }) => {
  if (!input.think) throw new Error('no computer player is available here');
  if (!input.state) throw new Error('there is no game to decide on');
  const decision = await input.think(viewFor(input.state, input.player), botOptions(input.strength, input.player));
  if (!decision) throw new Error('the computer player found nothing to do');
  return decision;
});
