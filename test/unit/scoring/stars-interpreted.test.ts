/**
 * The one-script bundles score with src/scoring/stars-interpreted.ts in place of stars.ts (tools/vite.config.ts
 * swaps the module): it must export the same functions and give the same stars (the bit boards'
 * agreement with the interpreter itself is fast-oracle.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { FILLS, type Fill } from '../../../src/grid/fills.ts';
import type { MapGrid } from '../../../src/grid/grid.ts';
import * as fast from '../../../src/scoring/stars.ts';
import * as interpreted from '../../../src/scoring/stars-interpreted.ts';
import { shipped } from './cards.ts';

describe("the bundles' interpreted stars", () => {
  it('export what stars.ts exports', () => {
    expect(Object.keys(interpreted).sort()).toEqual(Object.keys(fast).sort());
  });

  it('give the stars, season stars and monster penalty of stars.ts on 300 random maps', () => {
    let s = 1127;
    const next = (n: number) => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0), (s >>> 8) % n);
    const fills: readonly Fill[] = FILLS;
    const rules = shipped.map((c) => c.rule);
    let compared = 0;
    for (let k = 0; k < 300; k++) {
      const share = next(101);
      const grid: MapGrid = {
        rows: 11,
        cols: 11,
        fills: Array.from({ length: 121 }, () => (next(100) < share ? fills[next(fills.length)]! : 'empty')),
        ruins: Array.from({ length: 121 }, () => next(8) === 0),
      };
      expect(interpreted.scoreCards(rules, grid)).toEqual(fast.scoreCards(rules, grid));
      expect(interpreted.scoreRule(rules[k % rules.length]!, grid)).toBe(fast.scoreRule(rules[k % rules.length]!, grid));
      expect(interpreted.monsterStars(grid)).toBe(fast.monsterStars(grid));
      const a = rules[k % rules.length]!;
      const b = rules[(k * 7 + 3) % rules.length]!;
      expect({ ...interpreted.seasonStars(a, b, grid) }).toEqual({ ...fast.seasonStars(a, b, grid) });
      compared++;
    }
    expect(compared).toBe(300);
  });
});
