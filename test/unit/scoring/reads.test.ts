import { describe, expect, it } from 'vitest';
import { FILL_CODE, FILLS, type Fill } from '../../../src/grid/fills.ts';
import { emptyGrid, type MapGrid } from '../../../src/grid/grid.ts';
import { parseNotation } from '../../../src/grid/notation.ts';
import { changedByDrawing, readsOf } from '../../../src/scoring/reads.ts';
import { interpretStars, type ScoringRule } from '../../../src/scoring/index.ts';
import { card, shipped } from './cards.ts';

/** A fixed generator: blobs of fills on about half the map, some ruins. */
function randomMap(seed: number): MapGrid {
  let s = seed;
  const next = (n: number) => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0), (s >>> 8) % n);
  const g = emptyGrid(11, 11);
  const fills = g.fills.slice() as Fill[];
  const ruins = g.ruins.map(() => next(10) === 0);
  const palette = FILLS.filter((f) => f !== 'empty');
  for (let k = 0; k < 20 + next(25); k++) {
    let i = next(121);
    const fill = palette[next(palette.length)]!;
    for (let j = 0; j < 1 + next(5); j++) {
      fills[i] = fill;
      const step = [1, -1, 11, -11][next(4)]!;
      if (i + step >= 0 && i + step < 121) i += step;
    }
  }
  return { ...g, fills, ruins };
}

/** The map with up to 5 empty spaces near `at` drawn in `fill` (a drawing: empty spaces only). */
function drawn(grid: MapGrid, at: number, fill: Fill, seed: number): MapGrid {
  const fills = grid.fills.slice() as Fill[];
  let s = seed;
  let i = at;
  for (let k = 0; k < 5; k++) {
    if (fills[i] === 'empty') fills[i] = fill;
    s = (Math.imul(s, 69069) + 1) >>> 0;
    const step = [1, -1, 11, -11][(s >>> 16) % 4]!;
    if (i + step >= 0 && i + step < 121) i += step;
  }
  return { ...grid, fills };
}

describe('what a rule reads (incremental scoring)', () => {
  it('lists the fill sets of a rule, each once', () => {
    const canal = card('canal-lake').rule;
    expect(readsOf(canal).sort()).toEqual([1 << FILL_CODE.water, 1 << FILL_CODE.farm].sort());
    // Treetower: forest spaces surrounded by filled spaces (or the edge).
    expect(changedByDrawing(card('treetower').rule) & (1 << FILL_CODE.village)).not.toBe(0);
    // Wildholds counts village clusters only: a forest drawn beside one changes nothing.
    expect(changedByDrawing(card('wildholds').rule)).toBe(1 << FILL_CODE.village);
  });

  it("a drawing it says cannot change a card leaves the interpreter's stars as they were (every official card, 60 maps, every fill)", () => {
    let unchanged = 0;
    for (let m = 0; m < 60; m++) {
      const grid = randomMap(m + 1);
      for (const c of shipped) {
        const before = interpretStars(c.rule, grid);
        const changes = changedByDrawing(c.rule);
        for (const fill of FILLS) {
          if (fill === 'empty' || (changes & (1 << FILL_CODE[fill])) !== 0) continue;
          const after = drawn(grid, (m * 37 + FILL_CODE[fill] * 11) % 121, fill, m);
          expect([c.id, fill, interpretStars(c.rule, after)]).toEqual([c.id, fill, before]);
          unchanged++;
        }
      }
    }
    expect(unchanged).toBeGreaterThan(5000);
  });

  it('says a drawing can change a card when it does (a village beside a cluster of 5 makes Wildholds score)', () => {
    const rule = card('wildholds').rule;
    const before = parseNotation(['VVV..', 'VV...'].join('\n'));
    const after = parseNotation(['VVVV.', 'VV...'].join('\n'));
    expect([interpretStars(rule, before), interpretStars(rule, after)]).toEqual([0, 8]);
    expect(changedByDrawing(rule) & (1 << FILL_CODE.village)).not.toBe(0);
  });

  it('reads each terrain on its own for distinct terrains, and filled spaces for a bare surrounded', () => {
    const rule: ScoringRule = {
      type: 'per',
      stars: 1,
      of: { type: 'spaces', where: [{ type: 'distinct-terrains', in: 'neighbours', min: 2 }, { type: 'surrounded' }] },
    };
    const reads = readsOf(rule);
    expect(reads).toContain(1 << FILL_CODE.forest);
    expect(reads).toContain(1 << FILL_CODE.mountain);
    expect(reads.some((s) => (s & (1 << FILL_CODE.empty)) === 0 && (s & (1 << FILL_CODE.farm)) !== 0 && (s & (1 << FILL_CODE.village)) !== 0)).toBe(true);
  });
});
