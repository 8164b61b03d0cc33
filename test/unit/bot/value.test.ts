import { describe, expect, it } from 'vitest';
import { Position } from '../../../src/bot/position.ts';
import { forEachPlacement } from '../../../src/bot/shapes.ts';
import { DEFAULT_WEIGHTS, emptySpaces, Valuer, type ValueWeights } from '../../../src/bot/value.ts';
import { openBitScorer } from '../../../src/scoring/bits-open.ts';
import { monsterPenaltyBits } from '../../../src/scoring/bits.ts';
import { officialTable } from '../../../src/content/tables.ts';
import { FILL_CODE } from '../../../src/grid/fills.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { newGame } from '../../../src/game/setup.ts';
import { viewFor } from '../../../src/game/view.ts';
import { byTier, sampled } from '../../support/tier.ts';

describe("the bot's incremental valuation", () => {
  it.each([
    ['base', officialTable(['base'], 'side-a')],
    ['Heroes', officialTable(['heroes'], 'side-c')],
  ])('%s: a drawing valued from its base position (valueAfter) is worth exactly what valuing it afresh gives', { timeout: 120_000 }, (_name, table) => {
    let checked = 0;
    let reused = 0;
    // The unit tier's sample: the first of the four positions (thousands of drawings already).
    for (const seed of sampled([1, 2, 3, 4], [0])) {
      const state = playRandomly(newGame(table, { players: 1 }, seed), { until: (s) => s.season === seed % 4, seed });
      const view = viewFor(state, 0);
      const p = Position.of(state.sheets[0]!);
      // From this season, from the next, and only this one (the look-ahead's three valuers).
      for (const [from, to, left] of [
        [view.season, 4, 0.5],
        [Math.min(3, view.season + 1), 4, 1],
        [view.season, view.season + 1, 0],
      ] as const) {
        const incremental = new Valuer(view, from, to, DEFAULT_WEIGHTS, left);
        const afresh = new Valuer(view, from, to, DEFAULT_WEIGHTS, left);
        const base = incremental.valueBase(p);
        expect(base).toBe(afresh.value(p));
        for (const card of table.explore.filter((c) => c.ruins !== true)) {
          forEachPlacement(p.board, card, false, (s, row, col) => {
            for (const terrain of [...card.terrains, 'monster' as const]) {
              const code = FILL_CODE[terrain];
              p.drawRows(row, s.masks, col, code, card.options[s.option]?.coin === true);
              const before = incremental.count;
              expect(incremental.valueAfter(p, code)).toBe(afresh.value(p));
              expect(incremental.count).toBe(before + 1);
              p.takeBack();
              checked++;
            }
          });
        }
        reused += incremental.reused;
      }
    }
    expect(checked).toBeGreaterThan(2000);
    // Most drawings leave some card as it was (else the incremental path saves nothing).
    expect(reused).toBeGreaterThan(checked / 2);
  });
});

describe("the bot's valuation once a season has ended", () => {
  it("is this season's stars as they stand plus the value of the seasons after it (ended = banked + next)", () => {
    const table = officialTable(['base'], 'side-a');
    let checked = 0;
    for (const seed of sampled([5, 6, 7, 8], [1])) {
      const state = playRandomly(newGame(table, { players: 1 }, seed), { until: (s) => s.season === seed % 4, seed });
      const view = viewFor(state, 0);
      const p = Position.of(state.sheets[0]!);
      const ended = new Valuer(view, view.season, 4, DEFAULT_WEIGHTS, 0.7, true);
      const banked = new Valuer(view, view.season, view.season + 1, DEFAULT_WEIGHTS, 0);
      const next = new Valuer(view, view.season + 1, 4, DEFAULT_WEIGHTS);
      for (const card of table.explore.filter((c) => c.ruins !== true)) {
        forEachPlacement(p.board, card, false, (s, row, col) => {
          p.drawRows(row, s.masks, col, FILL_CODE[card.terrains[0]!], false);
          expect(ended.value(p)).toBeCloseTo(banked.value(p) + next.value(p), 9);
          p.takeBack();
          checked++;
        });
      }
    }
    expect(checked).toBeGreaterThan(byTier(500, 100));
  });
});

/** Player 0's view and position after random play from the start of `seed`'s game to `season`. */
function midGame(table: ReturnType<typeof officialTable>, seed: number, season: number) {
  const state = playRandomly(newGame(table, { players: 1 }, seed), { until: (s) => s.season === season, seed });
  return { view: viewFor(state, 0), p: Position.of(state.sheets[0]!) };
}

/**
 * Draws every placement of every shape card of the table on `p` (each in the card's first terrain)
 * and values it with `weights` and with the default weights, from season `view.season` with `left`
 * of it to play: with `weights`, a drawing is worth the default's value plus `extra()`, and valued
 * incrementally from `p` (valueAfter) exactly what valuing it afresh gives. Returns how many
 * drawings were checked, and in how many `extra()` was not 0.
 */
function addsExactly(
  table: ReturnType<typeof officialTable>,
  view: ReturnType<typeof viewFor>,
  p: Position,
  left: number,
  weights: ValueWeights,
  extra: () => number,
): { drawn: number; counted: number } {
  const plain = new Valuer(view, view.season, 4, DEFAULT_WEIGHTS, left);
  const withTerm = new Valuer(view, view.season, 4, weights, left);
  const incremental = new Valuer(view, view.season, 4, weights, left);
  let drawn = 0;
  let counted = 0;
  incremental.valueBase(p);
  for (const card of table.explore.filter((c) => c.ruins !== true)) {
    forEachPlacement(p.board, card, false, (s, row, col) => {
      const code = FILL_CODE[card.terrains[0]!];
      p.drawRows(row, s.masks, col, code, false);
      const added = extra();
      if (added !== 0) counted++;
      expect(withTerm.value(p)).toBeCloseTo(plain.value(p) + added, 9);
      expect(incremental.valueAfter(p, code)).toBe(withTerm.value(p));
      p.takeBack();
      drawn++;
    });
  }
  return { drawn, counted };
}

describe("the bot's valuation of the cards' open spaces", () => {
  it('adds the open stars of each card times its promise share and the weight, and stays exact incrementally', () => {
    const table = officialTable(['base'], 'side-a');
    let checked = 0;
    let opened = 0;
    for (const seed of sampled([9, 10, 11], [0])) {
      const { view, p } = midGame(table, seed, seed % 3);
      const left = 0.5;
      /** Each edict's promise share, as the valuer's constructor weighs seasons (this one by the time left). */
      const share = new Map<string, number>();
      for (let s = view.season; s < 4; s++) {
        for (const letter of view.seasons[s]!.edicts)
          share.set(letter, (share.get(letter) ?? 0) + (s === view.season ? DEFAULT_WEIGHTS.promiseNow * left : DEFAULT_WEIGHTS.promise));
      }
      const expected = () => [...share].reduce((v, [letter, w]) => v + 0.3 * w * (openBitScorer(view.edicts[letter as 'A'].rule)?.(p.board) ?? 0), 0);
      const r = addsExactly(table, view, p, left, { ...DEFAULT_WEIGHTS, open: 0.3 }, expected);
      checked += r.drawn;
      opened += r.counted;
    }
    expect(checked).toBeGreaterThan(byTier(500, 100));
    expect(opened).toBeGreaterThan(0);
  });
});

describe("the bot's valuation of isolated empty spaces", () => {
  it('adds the weight times the scorings left per empty space with no empty space beside it, and stays exact incrementally', () => {
    const table = officialTable(['base'], 'side-a');
    let checked = 0;
    let changed = 0;
    for (const seed of sampled([12, 13, 14], [0])) {
      // Late in the game the map has holes: empty spaces walled in by drawings.
      const { view, p } = midGame(table, seed, 2 + (seed % 2));
      const scorings = 4 - view.season;
      const r = addsExactly(table, view, p, 0.5, { ...DEFAULT_WEIGHTS, isolated: -0.7 }, () => -0.7 * scorings * emptySpaces(p.board)[1]);
      checked += r.drawn;
      changed += r.counted;
    }
    expect(checked).toBeGreaterThan(byTier(200, 50));
    expect(changed).toBeGreaterThan(0);
  });
});

describe("the bot's valuation of seasons further off (decay)", () => {
  it('weighs the second later season decay times the first: only its stars and promise change, not its coins or monsters', () => {
    const table = officialTable(['base'], 'side-a');
    let checked = 0;
    for (const seed of sampled([15, 16], [0])) {
      const { view, p } = midGame(table, seed, 1);
      const w = DEFAULT_WEIGHTS;
      const left = 0.5;
      // Spring's scoring is past: summer now (full weight), autumn (later, x1) and winter (later, x decay).
      const all = new Valuer(view, 1, 4, w, left).value(p);
      const noWinter = new Valuer(view, 1, 3, w, left).value(p);
      // What winter adds besides its cards: a coin per coin, its monster penalty, a scoring more of the mountains' promise.
      const winterRest = p.coins + w.penaltyFuture * monsterPenaltyBits(p.board) + w.mountains * p.mountainPromise(w.soft);
      const winterCards = all - noWinter - winterRest;
      for (const decay of [0.5, 0.8, 1.3]) {
        expect(new Valuer(view, 1, 4, { ...w, decay }, left).value(p)).toBeCloseTo(all + (decay - 1) * winterCards, 9);
        // With one later season only, decay changes nothing.
        expect(new Valuer(view, 2, 4, { ...w, decay }, left).value(p)).toBeCloseTo(new Valuer(view, 2, 4, w, left).value(p), 9);
        checked++;
      }
      expect(Math.abs(winterCards)).toBeGreaterThan(0);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
