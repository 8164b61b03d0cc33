import { describe, expect, it } from 'vitest';
import { basePack, heroesPack } from '../../src/content/official.ts';
import { parseNotation } from '../../src/grid/notation.ts';
import { evaluate } from '../../src/scoring/evaluate.ts';

/**
 * Every official scoring card carries a small worked example (content/<pack>/scoring.json,
 * `example`): a NOTATION map, its stars and why. The stars were worked out by hand from the card
 * text (the `why` says how they add up) before the engine scored them; here the engine must agree.
 */
describe('worked examples of the scoring cards', () => {
  const cards = [...basePack.scoring, ...heroesPack.scoring];

  it('exist for all 32 official cards', () => {
    expect(cards).toHaveLength(32);
    expect(cards.filter((c) => !c.example).map((c) => c.id)).toEqual([]);
  });

  for (const card of cards) {
    it(`${card.name}: the engine scores the example's ${card.example?.stars} stars`, () => {
      const example = card.example!;
      const score = evaluate(card.rule, parseNotation(example.rows.join('\n')));
      expect(score.stars).toBe(example.stars);
      expect(example.stars).toBeGreaterThan(0);
      const grid = parseNotation(example.rows.join('\n'));
      expect(grid.rows * grid.cols, 'a small map').toBeLessThanOrEqual(36);
      // The reason states the total, so a reader can check the sum.
      expect(example.why).toMatch(new RegExp(`\\b${example.stars}\\b`));
      // Stars come from some spaces only: the example also shows spaces the card leaves out
      // (the scored spaces are neither every drawn space nor every empty one).
      const key = (s: Iterable<number>) => [...s].sort((a, b) => a - b).join(',');
      const scored = key(new Set(score.contributions.flatMap((c) => c.cells.map(([r, col]) => r * grid.cols + col))));
      const indices = grid.fills.map((_, i) => i);
      expect(scored, 'some spaces earn stars').not.toBe('');
      expect(scored, 'not every drawn space scores').not.toBe(key(indices.filter((i) => grid.fills[i] !== 'empty')));
      expect(scored, 'not every empty space scores').not.toBe(key(indices.filter((i) => grid.fills[i] === 'empty')));
    });
  }
});
