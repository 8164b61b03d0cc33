/**
 * The computer player's options at the table (web/client/bot-worker.ts), where a decision has to
 * come within half a second on one core (issue 33). The look-ahead's work is bounded by a count
 * (BotOptions.budget) so that a seed plays the same game on any machine; that count takes 60-450 ms
 * on the desktop it was set on, but longer on a slow phone, and longer on a worker's first question,
 * which also compiles the search (the combined game's first decision took 593-615 ms on a loaded
 * machine: docs/BOT.md). At the table the clock is the safety net too: past TABLE_SAFETY_MS the
 * look-ahead starts no further candidate (after its first two) and no two-card comparison, so the
 * answer comes soon after. Where the budget is done in time it changes nothing.
 */
import type { BotOptions } from '../../src/bot/decide.ts';

/** When the look-ahead stops starting work, ms since the question: room under 500 ms for what is under way. */
export const TABLE_SAFETY_MS = 380;

/** The options a question from the table is decided with: its own, and the clock's safety net unless it says `safety: null`. */
export function atTheTable(options: BotOptions, clock: () => number): BotOptions {
  return options.safety === undefined ? { ...options, safety: { clock, ms: TABLE_SAFETY_MS } } : options;
}
