/**
 * What the look-ahead's budget counts (content/bot/scoring-costs.json, measured by
 * tools/scripts/bot-costs.ts): a scoring card's compiled rule scoring one map, in units of the rest
 * of valuing a position. Cards differ by ten times (a Heroes game's heaviest cards made a position
 * cost up to three times a base one's), so a count of positions alone did not bound a decision's
 * time in every setup. A card the table does not list (a card of the editor, a new pack) counts as
 * the heaviest listed. A count, not a clock: a seed gives the same game on any machine.
 */
import costs from '../../content/bot/scoring-costs.json' with { type: 'json' };

const TABLE: Readonly<Record<string, number>> = costs.costs;
const HEAVIEST = Math.max(...Object.values(TABLE));

/** The work of scoring card `id` once, in units of the rest of a position's value. */
export function scoringCost(id: string): number {
  return TABLE[id] ?? HEAVIEST;
}
