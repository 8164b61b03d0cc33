/**
 * A rule's open spaces (bits-open.ts) against the interpreter: for each `per spaces` part of an
 * official card, an empty space is open when, drawn in the part's terrain, the interpreter counts it
 * (its own contribution); the compiled count in stars must be the same on every random map.
 */
import { describe, expect, it } from 'vitest';
import type { Fill } from '../../../src/grid/fills.ts';
import type { MapGrid } from '../../../src/grid/grid.ts';
import { boardFromGrid } from '../../../src/scoring/bits-board.ts';
import { openBitScorer } from '../../../src/scoring/bits-open.ts';
import { evaluate } from '../../../src/scoring/evaluate.ts';
import type { ScoringRule } from '../../../src/scoring/rule-schema.ts';
import { card, shipped } from './cards.ts';

const DRAWN: readonly Fill[] = ['forest', 'village', 'farm', 'water'];
const PALETTE: readonly Fill[] = ['forest', 'village', 'farm', 'water', 'monster', 'mountain', 'empty', 'empty', 'empty'];

function randomMap(next: (n: number) => number): MapGrid {
  const rows = [11, 7, 4][next(3)]!;
  const cols = [11, 9, 5][next(3)]!;
  const fills = Array.from({ length: rows * cols }, () => PALETTE[next(PALETTE.length)]!);
  const ruins = Array.from({ length: rows * cols }, () => next(8) === 0);
  return { rows, cols, fills, ruins };
}

/** The `per spaces` parts of a rule with a terrain players draw (a `sum` is split into its parts). */
function spaceParts(rule: ScoringRule): Extract<ScoringRule, { type: 'per' }>[] {
  if (rule.type === 'sum') return rule.of.flatMap(spaceParts);
  return rule.type === 'per' && rule.of.type === 'spaces' && rule.of.fills?.some((f) => DRAWN.includes(f)) ? [rule] : [];
}

/** The interpreter's open spaces: each empty space drawn alone in the part's terrain, counted when the part counts it. */
function openByInterpreter(rule: ScoringRule, grid: MapGrid): number {
  let stars = 0;
  for (const part of spaceParts(rule)) {
    const fill = (part.of.type === 'spaces' ? (part.of.fills ?? []) : []).find((f) => DRAWN.includes(f))!;
    grid.fills.forEach((f, i) => {
      if (f !== 'empty') return;
      const fills = grid.fills.slice();
      fills[i] = fill;
      const [r, c] = [Math.floor(i / grid.cols), i % grid.cols];
      const counted = evaluate(part, { ...grid, fills }).contributions.some((x) => x.cells.some(([a, b]) => a === r && b === c));
      if (counted) stars += part.stars;
    });
  }
  return stars;
}

describe('open spaces on bit boards', () => {
  it('are the cards of space units in a drawn terrain, read around the space (no card named in the code)', () => {
    const opening = shipped.filter((c) => openBitScorer(c.rule) !== null).map((c) => c.id);
    expect(opening).toEqual(expect.arrayContaining(['sentinel-wood', 'canal-lake', 'mages-valley', 'the-golden-granary']));
    // Mountains are printed, never drawn; clusters and lines open nothing.
    for (const id of ['stoneside-forest', 'greengold-plains', 'borderlands', 'the-cauldrons']) expect(opening).not.toContain(id);
  });

  it('equal the interpreter on every opening official card over 400 random maps', () => {
    let s = 20261127;
    const next = (n: number) => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0), (s >>> 8) % n);
    const cards = shipped.filter((c) => openBitScorer(c.rule) !== null);
    const differences: string[] = [];
    let nonzero = 0;
    for (let k = 0; k < 400; k++) {
      const grid = randomMap(next);
      const board = boardFromGrid(grid);
      for (const c of cards) {
        const want = openByInterpreter(c.rule, grid);
        const got = openBitScorer(c.rule)!(board);
        if (want > 0) nonzero++;
        if (got !== want && differences.length < 10) differences.push(`map ${k} ${c.id}: ${got} for ${want}`);
      }
    }
    expect(differences).toEqual([]);
    expect(nonzero).toBeGreaterThan(400);
  });

  it("count Sentinel Wood's empty edge spaces", () => {
    const grid: MapGrid = {
      rows: 3,
      cols: 3,
      fills: ['empty', 'forest', 'empty', 'empty', 'empty', 'water', 'empty', 'empty', 'empty'],
      ruins: new Array(9).fill(false),
    };
    // Eight edge spaces, two of them drawn: six open; the middle one is no edge space.
    expect(openBitScorer(card('sentinel-wood').rule)!(boardFromGrid(grid))).toBe(6);
  });
});
