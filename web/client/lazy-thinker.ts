/**
 * The table's `Thinker` for pages: the computer player's client (web/client/bot-thinker.ts, which starts
 * the Web Worker) loads on the first question, so a table that never asks never fetches the bot.
 */
import type { Thinker } from '../../src/bot/thinker.ts';

export const lazyThinker: Thinker = (view, options) => import('./bot-thinker.ts').then((m) => m.think(view, options));
