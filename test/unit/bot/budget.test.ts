import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scoringCost } from '../../../src/bot/costs.ts';
import { decide, DEFAULT_BUDGET } from '../../../src/bot/decide.ts';
import { Position } from '../../../src/bot/position.ts';
import { DEFAULT_WEIGHTS, Valuer } from '../../../src/bot/value.ts';
import { officialTable } from '../../../src/content/tables.ts';
import { FILL_CODE } from '../../../src/grid/fills.ts';
import { apply } from '../../../src/game/apply.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { newGame } from '../../../src/game/setup.ts';
import type { GameState } from '../../../src/game/types.ts';
import { viewFor } from '../../../src/game/view.ts';
import costs from '../../../content/bot/scoring-costs.json' with { type: 'json' };
import { byTier, sampled } from '../../support/tier.ts';

/** Sums the work of every Valuer while a decision is made (the budget's measure). */
let work = 0;
const proto = Valuer.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
const originals = new Map<string, (...a: unknown[]) => unknown>();
beforeEach(() => {
  for (const k of ['value', 'valueBase', 'valueAfter']) {
    const f = proto[k]!;
    originals.set(k, f);
    proto[k] = function (this: Valuer, ...a: unknown[]) {
      const before = this.work;
      const r = f.apply(this, a);
      work += this.work - before;
      return r;
    };
  }
});
afterEach(() => {
  for (const [k, f] of originals) proto[k] = f;
});

const combined = officialTable(['base', 'heroes'], 'side-a');

describe("the look-ahead's budget", () => {
  it('counts a position as one plus the cost of every card scored on it (a card the table does not list: the heaviest)', () => {
    const state = playRandomly(newGame(combined, { players: 1 }, 2), { until: (s) => s.season === 1, seed: 2 });
    const view = viewFor(state, 0);
    const valuer = new Valuer(view, view.season, 4, DEFAULT_WEIGHTS, 0.5);
    const letters = new Set(view.seasons.slice(view.season).flatMap((s) => s.edicts));
    const all = [...letters].reduce((sum, l) => sum + scoringCost(view.edicts[l].id), 0);
    const p = Position.of(state.sheets[0]!);
    const before = valuer.work;
    valuer.valueBase(p);
    expect(valuer.work - before).toBeCloseTo(1 + all, 9);
    // A drawing scores again only the cards it can change: at least the rest, at most every card.
    p.drawRows(0, [1], 0, FILL_CODE.water, false);
    const mid = valuer.work;
    valuer.valueAfter(p, FILL_CODE.water);
    expect(valuer.work - mid).toBeGreaterThanOrEqual(1);
    expect(valuer.work - mid).toBeLessThanOrEqual(1 + all + 1e-9);
    p.takeBack();
    expect(scoringCost('no-such-card')).toBe(Math.max(...Object.values(costs.costs)));
    expect(scoringCost('treetower')).toBe(costs.costs.treetower);
  });

  it("bounds a decision's work: a further drawing is started only while its expected work fits", { timeout: 300_000 }, () => {
    // Early in a combined game's season: the heaviest decisions (an empty map, every card to come).
    let bound = 0;
    for (const seed of sampled(['b/1', 'b/2', 'b/3', 'b/4'], [0])) {
      let state: GameState = newGame(combined, { players: 1 }, seed);
      for (let turn = 0; turn < byTier(6, 2) && state.stage !== 'gameOver'; turn++) {
        const view = viewFor(state, 0);
        const task = view.tasks[0]?.[0];
        if (task?.kind === 'draw') {
          work = 0;
          decide(view, { budget: 1e12, deep: 0 });
          const unbounded = work;
          const budget = Math.round(unbounded / 3);
          work = 0;
          decide(view, { budget, deep: 0 });
          // One candidate's work is a small share of the budget: the estimate keeps within a few percent.
          expect(work).toBeLessThanOrEqual(budget * 1.05);
          expect(work).toBeGreaterThan(budget * 0.7);
          bound++;
        }
        state = apply(state, decide(view, { level: 'greedy' })!.action).state!;
      }
    }
    expect(bound).toBeGreaterThan(0);
  });

  it("the clock's safety net: once it says the time is up, the look-ahead values no candidate after the first two", () => {
    const state = playRandomly(newGame(combined, { players: 1 }, 'safety'), { until: (s) => s.season === 1 && s.tasks[0]?.[0]?.kind === 'draw', seed: 's' });
    const view = viewFor(state, 0);
    let now = 0;
    let stops = 0;
    const cut = decide(view, { safety: { clock: () => (now += 1000), ms: 1, stopped: () => void stops++ } })!;
    expect(stops).toBeGreaterThan(0);
    expect(cut).toEqual(decide(view, { width: 2, deep: 0 }));
    // A clock that never runs out changes nothing.
    expect(decide(view, { safety: { clock: () => 0, ms: 1 } })).toEqual(decide(view));
  });

  it('the default stays within its budget on every decision of a combined game, two cards deep included', { timeout: 600_000 }, () => {
    let most = 0;
    for (const seed of sampled(['d/1', 'd/2'], [0])) {
      let state: GameState = newGame(combined, { players: 1 }, seed);
      for (let turn = 0; turn < byTier(200, 4) && state.stage !== 'gameOver'; turn++) {
        const view = viewFor(state, 0);
        work = 0;
        const d = decide(view)!;
        most = Math.max(most, work);
        state = apply(state, d.action).state!;
      }
    }
    expect(most).toBeGreaterThan(DEFAULT_BUDGET / 2);
    expect(most).toBeLessThanOrEqual(DEFAULT_BUDGET * 1.05);
  });
});
