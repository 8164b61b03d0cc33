/**
 * The look-ahead's Monte-Carlo rollouts (src/bot/rollouts.ts): each candidate played on sampled orders
 * of the shape cards still in the deck, greedily, each drawing valued with the season's time left
 * after it, to the season's end. Checked against a rollout written out in full (every legal drawing
 * valued afresh, the first best kept), on positions of random games.
 */
import { describe, expect, it } from 'vitest';
import { afterNext, type AfterNext } from '../../../src/bot/after-next.ts';
import { decide } from '../../../src/bot/decide.ts';
import { deckKnowledge } from '../../../src/bot/knowledge.ts';
import { Position } from '../../../src/bot/position.ts';
import { rolloutValues } from '../../../src/bot/rollouts.ts';
import { drawCandidate, rankDraws, type Candidate } from '../../../src/bot/search.ts';
import { forEachPlacement } from '../../../src/bot/shapes.ts';
import { DEFAULT_WEIGHTS, Valuer } from '../../../src/bot/value.ts';
import { officialTable } from '../../../src/content/tables.ts';
import type { ExploreCard } from '../../../src/content/types.ts';
import { FILL_CODE } from '../../../src/grid/fills.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { newGame } from '../../../src/game/setup.ts';
import type { GameState } from '../../../src/game/types.ts';
import { viewFor } from '../../../src/game/view.ts';
import { Rng, seedRng } from '../../../src/random/prng.ts';
import { fallbackTerrains } from '../../../src/rules/draw.ts';
import { sampled } from '../../support/tier.ts';

const table = officialTable(['base'], 'side-a');
const fallback = fallbackTerrains({ heroes: false });

/** A draw of a random game's season `season` with at least `cards` shape cards that may still come. */
function position(seed: number, season: number, cards: number): GameState | null {
  const state = playRandomly(newGame(table, { players: 1 }, seed), {
    seed,
    until: (s) => {
      if (s.tasks[0]?.[0]?.kind !== 'draw') return false;
      const k = deckKnowledge(viewFor(s, 0));
      return s.season >= season && !k.seasonEndsNow && k.shapes.length >= cards;
    },
  });
  return state.stage === 'gameOver' ? null : state;
}

/** The first best drawing of `card`, every legal drawing valued afresh (null: no shape fits). */
function bestAfresh(p: Position, card: ExploreCard, valuer: Valuer): Candidate | null {
  let best: Candidate | null = null;
  forEachPlacement(p.board, card, false, (s, row, col) => {
    for (const terrain of card.terrains) {
      const coin = card.options[s.option]?.coin === true;
      p.drawRows(row, s.masks, col, FILL_CODE[terrain], coin);
      const value = valuer.value(p);
      p.takeBack();
      if (!best || value > best.value) best = { shape: s, row, col, terrain, coin, value };
    }
  });
  return best;
}

/** One rollout written out: the candidate, then the order's cards greedily until the season's time is used. */
function rolloutByHand(p: Position, c: Candidate, order: readonly ExploreCard[], timeLeft: number, after: AfterNext): number {
  drawCandidate(p, c);
  let drawn = 1;
  let time = 0;
  for (const card of order) {
    if (time >= timeLeft) break;
    time += card.time;
    const best = bestAfresh(p, card, after.valuer(time));
    // The 1x1 square when no shape fits: the search's own ranking (rankDraws) chooses it.
    const top = best ?? rankDraws(p, card, false, fallback, after.valuer(time), 1)[0];
    if (top) drawCandidate(p, top), drawn++;
  }
  const value = after.valuer(time).value(p);
  for (let k = 0; k < drawn; k++) p.takeBack();
  return value;
}

/** The orders rolloutValues samples with a generator seeded so (the same shuffle, written again). */
function ordersOf(cards: readonly ExploreCard[], seed: string, count: number): ExploreCard[][] {
  const rng = new Rng(seedRng(seed));
  const order = cards.slice();
  const out: ExploreCard[][] = [];
  for (let s = 0; s < count; s++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    out.push(order.slice());
  }
  return out;
}

describe("the look-ahead's rollouts", () => {
  it("value each candidate by the mean of greedy play to the season's end on the same sampled orders, and take every drawing back", {
    timeout: 120_000,
  }, () => {
    let checked = 0;
    for (const seed of sampled([3, 11, 21, 31], [1])) {
      const state = position(seed, 1, 3);
      if (!state) continue;
      const view = viewFor(state, 0);
      const deck = deckKnowledge(view);
      const p = Position.of(state.sheets[0]!);
      const card = view.cards[state.tasks[0]![0]!.card] as ExploreCard;
      const after = afterNext(view, deck, DEFAULT_WEIGHTS, false)!;
      const valuer = new Valuer(view, view.season, view.seasons.length, DEFAULT_WEIGHTS, deck.timeLeft / view.seasons[view.season]!.time);
      const candidates = rankDraws(p, card, state.tasks[0]![0]!.kind === 'draw' && state.tasks[0]![0]!.ruins === true, fallback, valuer, 3);
      // The same candidate twice: the same orders, the same value.
      const listed = [...candidates, candidates[0]!];
      const board = Array.from(p.board.m);
      const coins = p.coins;
      const { values, samples } = rolloutValues(p, listed, fallback, {
        cards: deck.shapes,
        timeLeft: deck.timeLeft,
        afterNext: after,
        samples: 3,
        depth: 64,
        budget: 1e9,
        rng: new Rng(seedRng(`r/${seed}`)),
      });
      expect(samples).toBe(3);
      expect(Array.from(p.board.m)).toEqual(board);
      expect(p.coins).toBe(coins);
      expect(values[listed.length - 1]).toBe(values[0]);
      const orders = ordersOf(deck.shapes, `r/${seed}`, 3);
      candidates.forEach((c, k) => {
        const mean = orders.reduce((sum, o) => sum + rolloutByHand(p, c, o, deck.timeLeft, after), 0) / orders.length;
        expect(values[k]).toBeCloseTo(mean, 9);
        checked++;
      });
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it('play at least two orders, and no more once the budget is spent', { timeout: 120_000 }, () => {
    const state = position(5, 0, 4)!;
    const view = viewFor(state, 0);
    const deck = deckKnowledge(view);
    const p = Position.of(state.sheets[0]!);
    const card = view.cards[state.tasks[0]![0]!.card] as ExploreCard;
    const valuer = new Valuer(view, view.season, view.seasons.length, DEFAULT_WEIGHTS, 1);
    const candidates = rankDraws(p, card, false, fallback, valuer, 2);
    const plan = (budget: number) => ({
      cards: deck.shapes,
      timeLeft: deck.timeLeft,
      afterNext: afterNext(view, deck, DEFAULT_WEIGHTS, false)!,
      samples: 8,
      depth: 64,
      budget,
      rng: new Rng(seedRng('b')),
    });
    expect(rolloutValues(p, candidates, fallback, plan(0)).samples).toBe(2);
    expect(rolloutValues(p, candidates, fallback, plan(1e9)).samples).toBe(8);
  });

  it("may change the look-ahead's choice, and the same view and seed give the same choice", { timeout: 120_000 }, () => {
    let changed = 0;
    for (const seed of sampled([3, 11, 21, 31, 41, 51], [0, 1, 2])) {
      const state = position(seed, 0, 3);
      if (!state) continue;
      const view = viewFor(state, 0);
      // The budget counts work (Valuer.work, about seven units a position here): the 400,000 positions this meant.
      const plain = decide(view, { width: 4, budget: 2_800_000, deep: 0, rollouts: 0 })!;
      const rolled = decide(view, { width: 4, budget: 2_800_000, deep: 0, rollouts: 4, seed: 'x' })!;
      expect(decide(view, { width: 4, budget: 2_800_000, deep: 0, rollouts: 4, seed: 'x' })).toEqual(rolled);
      if (JSON.stringify(plain.action) !== JSON.stringify(rolled.action)) changed++;
    }
    expect(changed).toBeGreaterThan(0);
  });
});
