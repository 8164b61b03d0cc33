/**
 * Choosing a drawing. Greedy: every legal drawing (position x terrain) valued by `Valuer` after it
 * is drawn. Look-ahead: the best few greedy drawings are valued again by the expected value of the
 * best drawing of the next card (an expectation over the shape cards the player knows are still in
 * the deck; when the season ends with this card, its scoring is banked and the next card comes
 * from the next season's full deck). The work is bounded by a count of valued positions, not by the
 * clock, so that a seed gives the same game on any machine.
 */
import type { AmbushCard, ExploreCard } from '../content/types.ts';
import { walkOn } from './ambush.ts';
import { FILL_CODE, type DrawableTerrain } from '../grid/fills.ts';
import type { AfterNext } from './after-next.ts';
import type { DeckKnowledge } from './knowledge.ts';
import type { Position } from './position.ts';
import type { Valuer } from './value.ts';
import type { Rng } from '../random/prng.ts';
import { rolloutValues } from './rollouts.ts';
import { drawCandidate, rankDraws, type Candidate } from './candidates.ts';

export { drawCandidate, rankDraws, type Candidate };

/**
 * How many times the budget counts the work of a position valued two cards deep. Counted in
 * positions, each took about four times the CPU of a one-card position (3-4 us against 0.9), so it
 * was counted four times. The budget now counts work (Valuer.work: the cards scored on a position
 * weighed by their cost), which already sees what a position costs; counted four times again, the
 * comparison ran so much less often that the base game lost 0.76 ± 0.28 stars on 50 tuning deals
 * (docs/BOT.md, "The budget").
 */
export const DEEP_COST = 1;

/** The value of the best drawing of `card` (greedy), or of the map as it is when nothing can be drawn. */
function bestValue(p: Position, card: ExploreCard, fallback: readonly DrawableTerrain[], valuer: Valuer): number {
  const top = rankDraws(p, card, false, fallback, valuer, 1)[0];
  return top ? top.value : valuer.value(p);
}

export interface LookAhead {
  readonly deck: DeckKnowledge;
  /** every explore card with shapes (the next season's deck) */
  readonly allShapes: readonly ExploreCard[];
  /** values the rest of this season and later ones (from this season) */
  readonly valuer: Valuer;
  /** values only this season's scoring (banked when the season ends with this card) */
  readonly thisSeason: Valuer;
  /** values from the next season on (null after the last season) */
  readonly nextSeasons: Valuer | null;
  /**
   * values the next card's drawing by the time that card takes, the season's time left after it
   * (after-next.ts; null: with `valuer`, or `nextSeasons` when this card ends the season)
   */
  readonly afterNext: AfterNext | null;
  /** how many greedy candidates to look at again */
  readonly width: number;
  /**
   * the decision's work (Valuer.work: positions weighted by the cost of the cards scored on them):
   * a further candidate is started only while its expected work fits (at least two are looked at)
   */
  readonly budget: number;
  /** solo walk: the ambush cards that may come next, and the chance that the next card is one of them */
  readonly ambushes: readonly AmbushCard[];
  readonly ambushChance: number;
  /**
   * Cards played greedily after the next one, within this season (0: the next card only). Each of
   * the next cards is followed by the rest in one fixed order (`orders[i]` for next card i, the same
   * for every candidate, so candidates are compared on the same cards); a continuation stops where
   * the season ends, whose scoring is then banked.
   */
  readonly depth: number;
  readonly orders: readonly (readonly ExploreCard[])[];
  /**
   * A second card of look-ahead for the best few: the `deep` best candidates are compared again by
   * the expected value after the next card and the one after it (each of the next card's `deepDraws`
   * best drawings followed by the best drawing of every card that may come after it), as many of
   * them as the budget allows with such a position counted DEEP_COST times (at least two, else
   * none). 0: none.
   */
  readonly deep: number;
  readonly deepDraws: number;
  /** the safety net (BotOptions.safety): true once the decision has taken too long by the clock; null: none */
  readonly overtime?: (() => boolean) | null;
  /** only while at most this many shape cards may come next (the work grows with its square) */
  readonly deepCards: number;
  /** Monte-Carlo rollouts of the rest of the season for the best few (rollouts.ts; instead of `deep`); null: none */
  readonly rollouts?: Rollouts | null;
}

export interface Rollouts {
  /** how many of the best candidates are compared */
  readonly top: number;
  readonly samples: number;
  readonly depth: number;
  readonly budget: number;
  /** the candidate's value: mix x its one-card value + (1 - mix) x its rollouts' mean */
  readonly mix: number;
  readonly rng: Rng;
}

/** Re-values the greedy candidates by the expected best value after the next card. */
export function lookAhead(p: Position, candidates: Candidate[], fallback: readonly DrawableTerrain[], la: LookAhead): Candidate[] {
  const ends = la.deck.seasonEndsNow;
  const next = ends ? la.allShapes : la.deck.shapes;
  const after = ends ? la.nextSeasons : la.valuer;
  const out: Candidate[] = [];
  const ambush: number[] = [];
  /** work each candidate's one-card value took, and its positions (the rollouts count positions) */
  const cost: number[] = [];
  const costPositions: number[] = [];
  const spent = () => la.valuer.work + (la.nextSeasons?.work ?? 0) + la.thisSeason.work + (la.afterNext?.work ?? 0);
  const positions = () => la.valuer.count + (la.nextSeasons?.count ?? 0) + la.thisSeason.count + (la.afterNext?.count ?? 0);
  const startPositions = positions();
  const start = spent();
  for (const c of candidates.slice(0, la.width)) {
    // At least two; then a candidate is started only while it is expected to fit: the candidates of
    // one decision cost about the same (the same map but for a few spaces, the same cards to come),
    // so the last one's cost is the estimate. Stopping only once the budget was spent let the last
    // candidate run over it by its whole cost (a combined game's early decision: 615 ms of CPU).
    if (out.length >= 2 && (spent() - start + cost[cost.length - 1]! > la.budget || la.overtime?.())) break;
    const before = spent();
    const beforePositions = positions();
    drawCandidate(p, c);
    let v = ends ? la.thisSeason.value(p) : 0;
    if (after && next.length > 0) {
      let sum = 0;
      for (let i = 0; i < next.length; i++) {
        const card = next[i]!;
        if (la.afterNext && (ends || la.depth === 0)) sum += bestValue(p, card, fallback, la.afterNext.valuer(card.time));
        else sum += ends || la.depth === 0 ? bestValue(p, card, fallback, after) : continuation(p, card, la.orders[i] ?? [], fallback, la);
      }
      v += sum / next.length;
    } else if (after) v += after.value(p);
    // An ambush next (solo walk): what its monster would cost where the walk puts it.
    let expectedLoss = 0;
    if (!ends && la.ambushChance > 0 && la.ambushes.length > 0) {
      const now = la.valuer.valueBase(p);
      let loss = 0;
      for (const card of la.ambushes) {
        const at = walkOn(p.board, card);
        if (!at) continue;
        p.drawRows(at.row, at.masks, at.col, FILL_CODE.monster, false);
        loss += la.valuer.valueAfter(p, FILL_CODE.monster) - now;
        p.takeBack();
      }
      expectedLoss = (la.ambushChance * loss) / la.ambushes.length;
      v += expectedLoss;
    }
    p.takeBack();
    out.push({ ...c, value: v });
    ambush.push(expectedLoss);
    cost.push(spent() - before);
    costPositions.push(positions() - beforePositions);
  }
  // Stable: equal values keep the greedy order.
  const ranked = out.map((c, i) => [c, i] as const).sort((a, b) => b[0].value - a[0].value || a[1] - b[1]);
  const ro = la.rollouts;
  if (ro && ro.top >= 2 && !ends && la.afterNext && la.depth === 0 && next.length > 0 && ranked.length >= 2) {
    const top = ranked.slice(0, ro.top);
    // Within three quarters of the look-ahead's budget: what the one-card values left of it (a
    // rollout's position took more CPU than a one-card one: at the full budget a decision took 528
    // ms of CPU at a load of 30, against at most 328 for the default before on the same deals). A candidate's one-card
    // value drew every card that may come next once; a rollout draws the cards that fit in the
    // season's time left, each once: an order of the top few is expected to take their one-card
    // positions in that proportion. Fewer than two orders fit: none are played.
    // The rollouts count positions: the budget's work left, in this decision's work per position.
    const perPosition = (spent() - start) / Math.max(1, positions() - startPositions);
    const budget = Math.min(ro.budget, (0.75 * la.budget - (spent() - start)) / Math.max(1e-9, perPosition));
    const meanTime = next.reduce((sum, c) => sum + c.time, 0) / next.length;
    const share = Math.min(1, (la.deck.timeLeft / Math.max(1, meanTime) + 1) / next.length);
    const orderCost = share * top.reduce((sum, [, i]) => sum + costPositions[i]!, 0);
    if (budget >= 2 * orderCost) {
      const { values } = rolloutValues(
        p,
        top.map(([c]) => c),
        fallback,
        { cards: next, timeLeft: la.deck.timeLeft, afterNext: la.afterNext, samples: ro.samples, depth: ro.depth, budget, orderCost, rng: ro.rng },
      );
      const mixed = top.map(([c, i], k) => [c, ro.mix * c.value + (1 - ro.mix) * (values[k]! + ambush[i]!)] as const);
      // Stable: equal values keep the one-card order.
      const order = mixed.map((m, k) => [m, k] as const).sort((a, b) => b[0][1] - a[0][1] || a[1] - b[1]);
      return [...order.map(([[c]]) => c), ...ranked.slice(top.length).map(([c]) => c)];
    }
  }
  if (la.deep < 2 || ends || !la.afterNext || la.depth > 0 || next.length < 2 || next.length > la.deepCards) return ranked.map(([c]) => c);
  // The best few again, two cards deep, while the budget lasts, a position valued two cards on
  // counted DEEP_COST times: a candidate's two-card value takes about its one-card value's positions
  // again for each of the next card's drawings followed (deepDraws) times each card after it. Fewer
  // than two compared: the one-card ranking stands. They keep their one-card value (a hint's
  // projected stars).
  const top: [Candidate, number][] = [];
  const oneCard = spent();
  for (const [c, i] of ranked.slice(0, la.deep)) {
    const estimate = cost[i]! * (1 + la.deepDraws * (next.length - 1));
    if (oneCard - start + DEEP_COST * (spent() - oneCard + estimate) > la.budget || la.overtime?.()) break;
    top.push([c, twoCards(p, c, fallback, la) + ambush[i]!]);
  }
  if (top.length < 2) return ranked.map(([c]) => c);
  top.sort((a, b) => b[1] - a[1]);
  return [...top.map(([c]) => c), ...ranked.slice(top.length).map(([c]) => c)];
}

/**
 * The expected value of `c` two cards on: for each card that may come next, the best of its
 * `deepDraws` best drawings, each valued by the expected best drawing of the card after it (the
 * season's time after both; banked when they end it). A next card that ends the season is valued
 * after it alone.
 */
export function twoCards(p: Position, c: Candidate, fallback: readonly DrawableTerrain[], la: LookAhead): number {
  const after = la.afterNext!;
  const next = la.deck.shapes;
  drawCandidate(p, c);
  let sum = 0;
  for (let i = 0; i < next.length; i++) {
    const card = next[i]!;
    const valuer = after.valuer(card.time);
    if (card.time >= la.deck.timeLeft) {
      sum += bestValue(p, card, fallback, valuer);
      continue;
    }
    const draws = rankDraws(p, card, false, fallback, valuer, la.deepDraws);
    if (draws.length === 0) {
      sum += valuer.value(p);
      continue;
    }
    let best = -Infinity;
    for (const d of draws) {
      drawCandidate(p, d);
      let then = 0;
      for (let j = 0; j < next.length; j++) if (j !== i) then += bestValue(p, next[j]!, fallback, after.valuer(card.time + next[j]!.time));
      p.takeBack();
      best = Math.max(best, then / (next.length - 1));
    }
    sum += best;
  }
  p.takeBack();
  return sum / next.length;
}

/**
 * The next card's best drawing, then up to `depth` more cards of `order` played greedily while the
 * season lasts: valued where it stops (this season's scoring banked when it ended on the way).
 */
function continuation(p: Position, card: ExploreCard, order: readonly ExploreCard[], fallback: readonly DrawableTerrain[], la: LookAhead): number {
  let time = la.deck.timeLeft;
  let drawn = 0;
  let value = 0;
  for (let step = 0, c: ExploreCard | undefined = card; c; c = order[step++]) {
    time -= c.time;
    const top = rankDraws(p, c, false, fallback, la.valuer, 1)[0];
    if (top) drawCandidate(p, top), drawn++;
    if (time <= 0) {
      value = la.thisSeason.value(p) + (la.nextSeasons ? la.nextSeasons.value(p) : 0);
      break;
    }
    if (step >= la.depth || step >= order.length) {
      value = la.valuer.value(p);
      break;
    }
  }
  for (let k = 0; k < drawn; k++) p.takeBack();
  return value;
}
