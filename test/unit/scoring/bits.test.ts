import { describe, expect, it } from 'vitest';
import { FILLS, type Fill } from '../../../src/grid/fills.ts';
import { emptyGrid, type MapGrid } from '../../../src/grid/grid.ts';
import { parseNotation } from '../../../src/grid/notation.ts';
import { boardFromGrid, gridOfBoard, moveBits, setFill } from '../../../src/scoring/bits-board.ts';
import { bitScorer, compilesToBits, lastHardStars, monsterPenaltyBits, softBitScorer } from '../../../src/scoring/bits.ts';
import { interpretStars, monsterPenalty, type ScoringRule } from '../../../src/scoring/index.ts';
import { shipped, stars } from './cards.ts';

/** A fixed generator (the test must repeat): blobs of one fill, so that clusters, runs and full lines occur. */
function randomMap(rows: number, cols: number, share: number, seed: number, palette: readonly Fill[]): MapGrid {
  let s = seed;
  const next = (n: number) => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0), s % n);
  const g = emptyGrid(rows, cols);
  const fills = g.fills.slice() as Fill[];
  const ruins = g.ruins.map(() => next(9) === 0);
  let filled = 0;
  const size = rows * cols;
  for (let guard = 0; filled < share * size && guard < 10_000; guard++) {
    let i = next(size);
    const fill = palette[next(palette.length)]!;
    for (let k = 0; k < 1 + next(6); k++) {
      if (fills[i] === 'empty') (fills[i] = fill), filled++;
      const step = [1, -1, cols, -cols][next(4)]!;
      if (i + step >= 0 && i + step < size) i += step;
    }
  }
  return { rows, cols, fills, ruins };
}

const palettes: readonly (readonly Fill[])[] = [
  ['forest', 'village', 'farm', 'water', 'monster', 'mountain'],
  FILLS.filter((f) => f !== 'empty'),
  ['village', 'village', 'forest', 'mountain'],
  ['farm', 'water', 'water', 'mountain', 'wasteland'],
];

function maps(): MapGrid[] {
  const out: MapGrid[] = [];
  let seed = 1;
  for (const [rows, cols] of [
    [11, 11],
    [11, 11],
    [11, 11],
    [7, 9],
    [12, 5],
    [1, 6],
    [30, 30],
  ] as const) {
    for (const share of [0, 0.2, 0.5, 0.8, 0.95, 1]) for (const palette of palettes) out.push(randomMap(rows, cols, share, seed++, palette));
  }
  return out;
}

describe('scoring on bit boards', () => {
  const all = maps();

  it('draws 168 maps of 7 sizes', () => expect(all).toHaveLength(168));

  it('compiles every official scoring card to bit operations (no interpreter fallback)', () => {
    const fallbacks = shipped.filter((c) => !compilesToBits(c.rule)).map((c) => c.id);
    expect(fallbacks).toEqual([]);
  });

  it.each(shipped.map((c) => [c.id, c.rule] as const))("%s gives the interpreter's stars on 168 random maps of 7 sizes", (_id, rule) => {
    const score = bitScorer(rule);
    for (const grid of all) expect([grid.rows, grid.cols, score(boardFromGrid(grid))]).toEqual([grid.rows, grid.cols, interpretStars(rule, grid)]);
  });

  it('gives, in soft mode, the stars in the same pass and a promise of at least the stars', () => {
    for (const c of shipped) {
      const soft = softBitScorer(c.rule, 2);
      for (const grid of all.filter((_, i) => i % 4 === 0)) {
        const promise = soft(boardFromGrid(grid));
        expect([c.id, lastHardStars()]).toEqual([c.id, interpretStars(c.rule, grid)]);
        expect(promise).toBeGreaterThanOrEqual(lastHardStars());
      }
    }
  });

  it('gives partial credit for a unit short of a minimum: a village cluster of 3 of the 6 Wildholds needs earns (3/6)^2 of 8', () => {
    const wildholds = shipped.find((c) => c.id === 'wildholds')!.rule;
    expect(softBitScorer(wildholds, 2)(boardFromGrid(parseNotation(['VVV..', '.....'].join('\n'))))).toBeCloseTo(2);
    expect(softBitScorer(wildholds, 1)(boardFromGrid(parseNotation(['VVV..', '.....'].join('\n'))))).toBeCloseTo(4);
  });

  // Lines counted in bulk (per) and as units with their spaces (inside best), and the numbering parity uses.
  const lineRules: Array<[string, ScoringRule]> = [
    [
      'best column by its forest neighbours',
      {
        type: 'best',
        of: { type: 'columns', where: [{ type: 'count', of: { type: 'filled' }, min: 3 }] },
        award: { type: 'per', stars: 1, of: { type: 'neighbours', fills: ['forest'] } },
      },
    ],
    [
      'odd down-left diagonals with 2+ water',
      {
        type: 'per-length',
        stars: 2,
        of: {
          type: 'diagonals',
          direction: 'down-left',
          where: [
            { type: 'parity', parity: 'odd' },
            { type: 'count', of: { type: 'fill', fills: ['water'] }, min: 2 },
          ],
        },
      },
    ],
    [
      'largest row of 3+ terrains',
      { type: 'per-space', stars: 1, of: { type: 'largest', of: { type: 'rows', where: [{ type: 'distinct-terrains', in: 'unit', min: 3 }] } } },
    ],
  ];
  it.each(lineRules)("%s gives the interpreter's stars", (_name, rule) => {
    expect(compilesToBits(rule)).toBe(true);
    for (const grid of all) expect(bitScorer(rule)(boardFromGrid(grid))).toBe(interpretStars(rule, grid));
  });

  // Spaces by how many sides match: 'at least k' takes a shortcut on bits, a range does not.
  const sideRules: Array<[string, ScoringRule]> = [1, 2, 3, 4].flatMap(
    (min) =>
      [
        [
          `forest next to ${min}+ filled or edge`,
          { type: 'per', stars: 1, of: { type: 'spaces', fills: ['forest'], where: [{ type: 'adjacent', to: { type: 'filled' }, min }] } },
        ],
        [
          `any space next to ${min} to ${Math.max(min, 3)} water`,
          { type: 'per', stars: 1, of: { type: 'spaces', where: [{ type: 'adjacent', to: { type: 'fill', fills: ['water'] }, min, max: Math.max(min, 3) }] } },
        ],
      ] as Array<[string, ScoringRule]>,
  );
  it.each(sideRules)("%s gives the interpreter's stars", (_name, rule) => {
    expect(compilesToBits(rule)).toBe(true);
    for (const grid of all) expect(bitScorer(rule)(boardFromGrid(grid))).toBe(interpretStars(rule, grid));
  });

  it('gives the hand-worked stars of NOTATION maps', () => {
    const map = ['FF.M.', 'F.VVV', '.VV.W', 'AAW..', 'XFFFF'].join('\n');
    for (const c of shipped) expect([c.id, bitScorer(c.rule)(boardFromGrid(parseNotation(map)))]).toEqual([c.id, stars(c.id, map)]);
  });

  it('falls back to the interpreter for a node it does not compile (squares with a filter)', () => {
    const rule: ScoringRule = { type: 'per', stars: 2, of: { type: 'squares', of: { type: 'filled' }, where: [{ type: 'size', min: 4 }] } };
    expect(compilesToBits(rule)).toBe(false);
    for (const grid of all.slice(0, 30)) expect(bitScorer(rule)(boardFromGrid(grid))).toBe(interpretStars(rule, grid));
  });

  it('counts the monster penalty as the season scoring does', () => {
    for (const grid of all) expect(monsterPenaltyBits(boardFromGrid(grid))).toBe(monsterPenalty(grid).stars);
  });

  it('keeps clusters in step with changes to the board (a cached cluster list is forgotten)', () => {
    const village = shipped.find((c) => c.id === 'wildholds')!.rule;
    const b = boardFromGrid(parseNotation(['VVV...', 'VV....', '......'].join('\n')));
    expect(bitScorer(village)(b)).toBe(0);
    setFill(b, 0, 3, 2);
    expect(bitScorer(village)(b)).toBe(8);
    moveBits(b, 0, 0b1000, 2, 0);
    expect(bitScorer(village)(b)).toBe(0);
    expect(gridOfBoard(b)).toEqual(parseNotation(['VVV...', 'VV....', '......'].join('\n')));
  });
});
