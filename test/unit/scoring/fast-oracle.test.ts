/**
 * The public stars (scoreRule, scoreCards, monsterStars: compiled bit boards, stars.ts) against the
 * interpreter (the oracle) on every official scoring card, over 10,000 random maps in the slow tier
 * (npm test) and the first 1,000 of the same maps in the unit tier (test/support/tier.ts): 0 differences.
 */
import { describe, expect, it } from 'vitest';
import { FILLS, type Fill } from '../../../src/grid/fills.ts';
import type { MapGrid } from '../../../src/grid/grid.ts';
import { interpretStars, prepare } from '../../../src/scoring/evaluate.ts';
import { monsterPenalty } from '../../../src/scoring/season.ts';
import { monsterStars, scoreCards, scoreRule } from '../../../src/scoring/stars.ts';
import { byTier } from '../../support/tier.ts';
import { shipped } from './cards.ts';

// The 10,000 took 20 s of the unit tier's 127 s beside the browser stage (load 20): the inner loop walks the first 1,000.
const MAPS = byTier(10_000, 1_000);
const SIZES: ReadonlyArray<readonly [number, number]> = [
  [11, 11],
  [11, 11],
  [11, 11],
  [11, 11],
  [7, 9],
  [12, 5],
  [1, 6],
  [3, 1],
  [16, 30],
];
const PALETTES: readonly (readonly Fill[])[] = [
  ['forest', 'village', 'farm', 'water', 'monster', 'mountain'],
  FILLS.filter((f) => f !== 'empty'),
  ['village', 'village', 'forest', 'mountain', 'empty'],
  ['farm', 'water', 'water', 'mountain', 'wasteland'],
  ['forest', 'forest', 'mountain', 'hero', 'destroyed'],
];

/** A fixed generator (the test repeats): blobs of one fill at a random share of the map, random ruins. */
function randomMap(k: number, next: (n: number) => number): MapGrid {
  const [rows, cols] = SIZES[k % SIZES.length]!;
  const palette = PALETTES[next(PALETTES.length)]!;
  const size = rows * cols;
  const share = next(101) / 100;
  const fills = new Array<Fill>(size).fill('empty');
  const ruins = Array.from({ length: size }, () => next(8) === 0);
  let filled = 0;
  for (let guard = 0; filled < share * size && guard < 4 * size; guard++) {
    let i = next(size);
    const fill = palette[next(palette.length)]!;
    for (let n = 1 + next(7); n > 0; n--) {
      if (fills[i] === 'empty') (fills[i] = fill), filled++;
      const step = [1, -1, cols, -cols][next(4)]!;
      if (i + step >= 0 && i + step < size) i += step;
    }
  }
  return { rows, cols, fills, ruins };
}

describe('the public stars against the interpreter', () => {
  const rules = shipped.map((c) => c.rule);

  it(`agree on all ${shipped.length} official cards and the monster penalty over ${MAPS} random maps (0 differences)`, () => {
    let s = 20261127;
    const next = (n: number) => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0), (s >>> 8) % n);
    const differences: string[] = [];
    let compared = 0;
    for (let k = 0; k < MAPS; k++) {
      const grid = randomMap(k, next);
      // Half the maps card by card (the cached board across calls), half all at once.
      const fast = k % 2 === 0 ? rules.map((r) => scoreRule(r, grid)) : scoreCards(rules, grid);
      const sheet = prepare(grid);
      for (let c = 0; c < rules.length; c++) {
        const want = interpretStars(rules[c]!, sheet);
        compared++;
        if (fast[c] !== want && differences.length < 20) differences.push(`map ${k} ${shipped[c]!.id}: ${fast[c]} for ${want}`);
      }
      compared++;
      if (monsterStars(grid) !== monsterPenalty(grid).stars) differences.push(`map ${k} monsters`);
    }
    expect(compared).toBe(MAPS * (shipped.length + 1));
    expect(differences).toEqual([]);
  }, 120_000);

  it('takes new arrays for a new map, and the same arrays for the same map (grids are immutable)', () => {
    const wildholds = shipped.find((c) => c.id === 'wildholds')!.rule;
    const fills = new Array<Fill>(25).fill('empty');
    for (const i of [0, 1, 2, 5, 6]) fills[i] = 'village';
    const ruins = new Array<boolean>(25).fill(false);
    const grid: MapGrid = { rows: 5, cols: 5, fills, ruins };
    expect(scoreRule(wildholds, grid)).toBe(0);
    const more = fills.slice();
    more[7] = 'village';
    expect(scoreRule(wildholds, { ...grid, fills: more })).toBe(8);
    expect(scoreCards([wildholds, wildholds], grid)).toEqual([0, 0]);
    // The same arrays as another grid object: the same map.
    expect(scoreRule(wildholds, { rows: 5, cols: 5, fills: more, ruins })).toBe(8);
    // Same spaces read as another shape: not the same map.
    expect(scoreRule(wildholds, { rows: 1, cols: 25, fills: more, ruins })).toBe(0);
  });

  it('scores a map too wide for a board with the interpreter', () => {
    const cols = 40;
    const fills = new Array<Fill>(2 * cols).fill('forest');
    const grid: MapGrid = { rows: 2, cols, fills, ruins: new Array<boolean>(2 * cols).fill(false) };
    for (const c of shipped) expect([c.id, scoreRule(c.rule, grid)]).toEqual([c.id, interpretStars(c.rule, grid)]);
  });
});
