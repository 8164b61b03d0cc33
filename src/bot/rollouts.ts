/**
 * Monte-Carlo rollouts of the rest of a season: the look-ahead's best few drawings compared again by
 * playing the shape cards still in the deck, in sampled orders, with the greedy policy, each card's
 * drawing valued with the season's time left after it (after-next.ts), up to `depth` cards or the
 * season's end (where its stars are banked as they stand). Every candidate is played on the same
 * orders (common random numbers), so the comparison's noise is the candidates' difference only.
 * The orders are permutations of what the player knows is in the deck, drawn with the bot's own
 * generator: never the deck's real order.
 */
import type { ExploreCard } from '../content/types.ts';
import type { DrawableTerrain } from '../grid/fills.ts';
import type { Rng } from '../random/prng.ts';
import type { AfterNext } from './after-next.ts';
import type { Position } from './position.ts';
import { drawCandidate, rankDraws, type Candidate } from './candidates.ts';

export interface RolloutPlan {
  /** the shape cards that may still come this season */
  readonly cards: readonly ExploreCard[];
  /** time still needed to end the season after the current card */
  readonly timeLeft: number;
  readonly afterNext: AfterNext;
  /** at most this many orders */
  readonly samples: number;
  /** at most this many cards a rollout plays */
  readonly depth: number;
  /** no order is started that would take the positions valued past this many (at least two orders are played) */
  readonly budget: number;
  /** the positions an order is expected to take (0: unknown; then sampling stops once the budget is spent) */
  readonly orderCost?: number;
  readonly rng: Rng;
}

/**
 * The mean value of each candidate over the sampled orders (the same orders for all), and how many
 * orders were played.
 */
export function rolloutValues(
  p: Position,
  candidates: readonly Candidate[],
  fallback: readonly DrawableTerrain[],
  plan: RolloutPlan,
): { values: number[]; samples: number } {
  const sums = candidates.map(() => 0);
  const spent = () => plan.afterNext.count;
  const start = spent();
  let samples = 0;
  const order = plan.cards.slice();
  while (samples < plan.samples) {
    if (samples >= 2 && spent() - start + (plan.orderCost ?? 0) > plan.budget) break;
    shuffle(order, plan.rng);
    for (let k = 0; k < candidates.length; k++) sums[k]! += rollout(p, candidates[k]!, order, fallback, plan);
    samples++;
  }
  return { values: sums.map((s) => s / Math.max(1, samples)), samples };
}

/** One candidate played on one order: its value where the rollout stops. */
function rollout(p: Position, c: Candidate, order: readonly ExploreCard[], fallback: readonly DrawableTerrain[], plan: RolloutPlan): number {
  drawCandidate(p, c);
  let drawn = 1;
  let time = 0;
  let n = 0;
  for (const card of order) {
    if (n >= plan.depth || time >= plan.timeLeft) break;
    time += card.time;
    n++;
    const top = rankDraws(p, card, false, fallback, plan.afterNext.valuer(time), 1)[0];
    if (top) drawCandidate(p, top), drawn++;
  }
  const value = plan.afterNext.valuer(time).value(p);
  for (let k = 0; k < drawn; k++) p.takeBack();
  return value;
}

function shuffle<T>(a: T[], rng: Rng): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
}
