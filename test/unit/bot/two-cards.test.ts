/**
 * The look-ahead's second card (`deep`): a candidate's value two cards on is the expectation, over
 * the shape cards that may come next, of the best of that card's drawings followed by the expected
 * best drawing of the card after it. Checked here against a plain expectimax written out in full
 * (every legal drawing, each position valued afresh), on late-season positions where few cards are
 * left, so that both can be computed.
 */
import { describe, expect, it } from 'vitest';
import { afterNext } from '../../../src/bot/after-next.ts';
import { decide } from '../../../src/bot/decide.ts';
import { deckKnowledge } from '../../../src/bot/knowledge.ts';
import { Position } from '../../../src/bot/position.ts';
import { drawCandidate, twoCards, type Candidate, type LookAhead } from '../../../src/bot/search.ts';
import { forEachPlacement } from '../../../src/bot/shapes.ts';
import { DEFAULT_WEIGHTS, Valuer } from '../../../src/bot/value.ts';
import { officialTable } from '../../../src/content/tables.ts';
import type { ExploreCard } from '../../../src/content/types.ts';
import { FILL_CODE, type DrawableTerrain } from '../../../src/grid/fills.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { newGame } from '../../../src/game/setup.ts';
import { viewFor } from '../../../src/game/view.ts';
import { fallbackTerrains } from '../../../src/rules/draw.ts';
import { MAX_BIT_ROWS as R } from '../../../src/scoring/bits-board.ts';
import { byTier, sampled } from '../../support/tier.ts';

const table = officialTable(['base'], 'side-a');
const fallback = fallbackTerrains({ heroes: false });

/** The best value of any legal drawing of `card` (the 1x1 square anywhere when no shape fits), each valued afresh. */
function bestAfresh(p: Position, card: ExploreCard, valuer: Valuer): number {
  let best = -Infinity;
  const found = forEachPlacement(p.board, card, false, (s, row, col) => {
    for (const t of card.terrains) {
      p.drawRows(row, s.masks, col, FILL_CODE[t], card.options[s.option]?.coin === true);
      best = Math.max(best, valuer.value(p));
      p.takeBack();
    }
  });
  if (found === 0)
    for (let r = 0; r < p.board.rows; r++)
      for (let c = 0; c < p.board.cols; c++)
        if ((p.board.m[FILL_CODE.empty * R + r]! >>> c) & 1)
          for (const t of fallback) {
            p.drawRows(r, [1], c, FILL_CODE[t as DrawableTerrain], false);
            best = Math.max(best, valuer.value(p));
            p.takeBack();
          }
  return best === -Infinity ? valuer.value(p) : best;
}

/** Every legal drawing of `card` as a candidate (the look-ahead's own kind of move). */
function drawings(p: Position, card: ExploreCard): Candidate[] {
  const out: Candidate[] = [];
  forEachPlacement(p.board, card, false, (s, row, col) => {
    for (const terrain of card.terrains) out.push({ shape: s, row, col, terrain, coin: card.options[s.option]?.coin === true, value: 0 });
  });
  return out;
}

describe("the look-ahead's second card", () => {
  it('is the expectimax over the next two cards, the best of every drawing of the first', { timeout: 120_000 }, () => {
    let checked = 0;
    // The unit tier's sample: one position (the slow tier's six each take seconds written out in full).
    for (const seed of sampled([3, 11, 12, 21, 22, 31], [4])) {
      const state = playRandomly(newGame(table, { players: 1 }, seed), {
        seed,
        until: (s) => {
          if (s.tasks[0]?.[0]?.kind !== 'draw') return false;
          const k = deckKnowledge(viewFor(s, 0));
          return s.season >= 2 && !k.seasonEndsNow && k.shapes.length <= 8 && k.shapes.some((c) => c.time < k.timeLeft);
        },
      });
      if (state.stage === 'gameOver') continue;
      const view = viewFor(state, 0);
      const deck = deckKnowledge(view);
      const p = Position.of(state.sheets[0]!);
      const card = view.cards[state.tasks[0]![0]!.card] as ExploreCard;
      const la = {
        deck,
        afterNext: afterNext(view, deck, DEFAULT_WEIGHTS, false)!,
        deepDraws: 10_000,
      } as unknown as LookAhead;
      const after = (time: number) => la.afterNext!.valuer(time);
      const next = deck.shapes;
      const candidates = drawings(p, card).slice(0, 1);
      for (const c of candidates) {
        drawCandidate(p, c);
        let expected = 0;
        for (const n of next) {
          if (n.time >= deck.timeLeft) {
            expected += bestAfresh(p, n, after(n.time));
            continue;
          }
          let best = -Infinity;
          for (const d of drawings(p, n)) {
            drawCandidate(p, d);
            let then = 0;
            for (const m of next) if (m !== n) then += bestAfresh(p, m, after(n.time + m.time));
            p.takeBack();
            best = Math.max(best, then / (next.length - 1));
          }
          expected += best === -Infinity ? after(n.time).value(p) : best;
        }
        p.takeBack();
        expect(twoCards(p, c, fallback, la)).toBeCloseTo(expected / next.length, 9);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(byTier(4, 1));
  });

  it("stays within the look-ahead's budget: once the one-card values have spent it, their ranking stands", { timeout: 120_000 }, () => {
    let changed = 0;
    // The unit tier's sample: the deal (51) whose position two cards deep changes the choice.
    for (const seed of sampled([3, 11, 12, 21, 22, 31, 41, 42, 51, 52, 61, 62], [8])) {
      const state = playRandomly(newGame(table, { players: 1 }, seed), {
        seed,
        until: (s) => {
          if (s.tasks[0]?.[0]?.kind !== 'draw') return false;
          const k = deckKnowledge(viewFor(s, 0));
          return s.season >= 1 && !k.seasonEndsNow && k.shapes.length >= 2 && k.shapes.length <= 8;
        },
      });
      if (state.stage === 'gameOver') continue;
      const view = viewFor(state, 0);
      // The two best drawings, compared two cards deep when there is room ...
      const deep = decide(view, { width: 2, budget: 10_000_000, deep: 3, rollouts: 0 })!;
      const one = decide(view, { width: 2, budget: 10_000_000, deep: 0, rollouts: 0 })!;
      if (JSON.stringify(deep.action) === JSON.stringify(one.action)) continue;
      changed++;
      // ... and not when their one-card values used up the budget (one position: both are valued, then it stops).
      expect(decide(view, { width: 2, budget: 1, deep: 3, rollouts: 0 })).toEqual(one);
    }
    expect(changed).toBeGreaterThan(0);
  });

  it("never values a candidate lower when more of the next card's drawings are followed", { timeout: 120_000 }, () => {
    let checked = 0;
    const seeds = sampled([4, 5, 6], [0]);
    for (const seed of seeds) {
      const state = playRandomly(newGame(table, { players: 1 }, seed), {
        seed,
        until: (s) => s.tasks[0]?.[0]?.kind === 'draw' && s.season === 2 && !deckKnowledge(viewFor(s, 0)).seasonEndsNow,
      });
      if (state.stage === 'gameOver') continue;
      checked++;
      const view = viewFor(state, 0);
      const deck = deckKnowledge(view);
      const p = Position.of(state.sheets[0]!);
      const c = drawings(p, view.cards[state.tasks[0]![0]!.card] as ExploreCard)[0]!;
      const at = (deepDraws: number) =>
        twoCards(p, c, fallback, { deck, afterNext: afterNext(view, deck, DEFAULT_WEIGHTS, false)!, deepDraws } as unknown as LookAhead);
      expect(at(3)).toBeGreaterThanOrEqual(at(1));
      expect(at(10)).toBeGreaterThanOrEqual(at(3));
    }
    expect(checked).toBe(seeds.length);
  });
});
