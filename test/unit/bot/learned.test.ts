import { describe, expect, it } from 'vitest';
import { LEARNED_FEATURES, learnedFeatures, learnedValue, learnedValuer, type LearnedModel } from '../../../src/bot/learned.ts';
import { Position } from '../../../src/bot/position.ts';
import { forEachPlacement } from '../../../src/bot/shapes.ts';
import { DEFAULT_WEIGHTS, emptySpaces } from '../../../src/bot/value.ts';
import { officialTable } from '../../../src/content/tables.ts';
import { FILL_CODE } from '../../../src/grid/fills.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { newGame } from '../../../src/game/setup.ts';
import { viewFor } from '../../../src/game/view.ts';
import { Rng, seedRng } from '../../../src/random/prng.ts';
import { lastHardStars, monsterPenaltyBits, softBitScorer } from '../../../src/scoring/bits.ts';
import { sampled } from '../../support/tier.ts';

const table = officialTable(['base'], 'side-a');

/** Weights drawn at random: the Valuer must follow the model whatever its weights. */
function randomModel(seed: string): LearnedModel {
  const rng = new Rng(seedRng(seed));
  return {
    format: 'carto-learned-value/1',
    features: LEARNED_FEATURES,
    weights: LEARNED_FEATURES.map(() => rng.int(2001) / 1000 - 1),
    fitted: { deals: 'none', positions: 0, ridge: 0, policy: 'random weights' },
  };
}

const weightOf = (m: LearnedModel, f: string) => m.weights[m.features.indexOf(f)]!;
/** the model's constants (the same for every position one valuer compares): what the Valuer leaves out */
const constants = (m: LearnedModel, left: number, scorings: number) =>
  weightOf(m, 'bias') + weightOf(m, 'bias*left') * left + (weightOf(m, 'scorings') + weightOf(m, 'scorings*left') * left) * scorings;

describe('the learned evaluation', () => {
  it('values every drawing as the model does (its features times its weights, but for the constants), incrementally too', { timeout: 120_000 }, () => {
    let checked = 0;
    for (const seed of sampled([1, 2, 3, 4], [1])) {
      const state = playRandomly(newGame(table, { players: 1 }, seed), { until: (s) => s.season === seed % 4, seed });
      const view = viewFor(state, 0);
      const p = Position.of(state.sheets[0]!);
      const model = randomModel(`m/${seed}`);
      const left = 0.25 * (seed % 4);
      const valuer = learnedValuer(view, model, view.season, left, DEFAULT_WEIGHTS);
      const scorings = view.seasons.length - view.season;
      valuer.valueBase(p);
      for (const card of table.explore.filter((c) => c.ruins !== true).slice(0, 3)) {
        forEachPlacement(p.board, card, false, (s, row, col) => {
          const terrain = card.terrains[0]!;
          p.drawRows(row, s.masks, col, FILL_CODE[terrain], card.options[s.option]?.coin === true);
          const expected = learnedValue(model, view, view.season, left, p) - constants(model, left, scorings);
          expect(valuer.value(p)).toBeCloseTo(expected, 9);
          expect(valuer.valueAfter(p, FILL_CODE[terrain])).toBeCloseTo(expected, 9);
          p.takeBack();
          checked++;
        });
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("once a season has ended: its stars, coins and penalty as they stand, plus the model's value of the seasons after it", () => {
    let checked = 0;
    for (const seed of sampled([5, 6, 7], [0])) {
      const state = playRandomly(newGame(table, { players: 1 }, seed), { until: (s) => s.season === 1 + (seed % 2), seed });
      const view = viewFor(state, 0);
      const p = Position.of(state.sheets[0]!);
      const model = randomModel(`e/${seed}`);
      const from = view.season;
      let banked = p.coins + monsterPenaltyBits(p.board);
      for (const letter of view.seasons[from]!.edicts) {
        softBitScorer(view.edicts[letter].rule, 2)(p.board);
        banked += lastHardStars();
      }
      const rest = learnedValue(model, view, from + 1, 1, p) - constants(model, 1, view.seasons.length - from - 1);
      expect(learnedValuer(view, model, from, 0, DEFAULT_WEIGHTS, true).value(p)).toBeCloseTo(banked + rest, 9);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('reads the empty spaces and those with no empty neighbour, and the seasons still to score', () => {
    const state = playRandomly(newGame(table, { players: 1 }, 3), { until: (s) => s.season === 3, seed: 3 });
    const view = viewFor(state, 0);
    const p = Position.of(state.sheets[0]!);
    const grid = state.sheets[0]!.grid;
    let empty = 0;
    let isolated = 0;
    const at = (r: number, c: number) => r >= 0 && c >= 0 && r < grid.rows && c < grid.cols && grid.fills[r * grid.cols + c] === 'empty';
    for (let r = 0; r < grid.rows; r++)
      for (let c = 0; c < grid.cols; c++)
        if (at(r, c)) {
          empty++;
          if (!at(r - 1, c) && !at(r + 1, c) && !at(r, c - 1) && !at(r, c + 1)) isolated++;
        }
    expect(emptySpaces(p.board)).toEqual([empty, isolated]);
    const x = learnedFeatures(view, 3, 0.5, p);
    const f = (name: string) => x[LEARNED_FEATURES.indexOf(name)]!;
    // Winter: only the current season scores; nothing for seasons after it.
    expect(f('scorings')).toBe(1);
    expect(f('stars1')).toBe(0);
    expect(f('promise1')).toBe(0);
    expect(f('empty*left')).toBe(0.5 * empty);
  });
});
