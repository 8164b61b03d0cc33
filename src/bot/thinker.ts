/**
 * How the rest of the toolkit asks the bot for a move without running it itself: a `Thinker` takes
 * one player's view (never the seed or the deck) and the bot's options, and answers the bot's
 * decision later. The table's statechart is given one; in the browser it is a Web Worker's client
 * (web/client/lazy-thinker.ts), in tests the engine's `decide` itself.
 */
import type { BotDecision, BotOptions } from './decide.ts';
import type { GameView } from '../game/types.ts';

/** Asks the engine's bot for one player's next action, from that player's view only. */
export type Thinker = (view: GameView, options: BotOptions) => Promise<BotDecision | null>;
