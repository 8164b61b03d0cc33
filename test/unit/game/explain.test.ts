import { describe, expect, it } from 'vitest';
import { explainScore, scoredMap } from '../../../src/game/explain.ts';
import { newGame } from '../../../src/game/setup.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { evaluate } from '../../../src/scoring/evaluate.ts';
import { viewFor } from '../../../src/game/view.ts';
import { tinyPack } from './tiny-pack.ts';

const options = { players: 1, edicts: { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } } as const;

describe('explainScore: the spaces behind a past score', () => {
  const over = playRandomly(newGame(tinyPack, options, 'explain'), { seed: 3 });

  it('scores the map as it was when that season was scored, and agrees with the scoresheet', () => {
    expect(over.stage).toBe('gameOver');
    for (let season = 0; season < 4; season++) {
      const box = over.scores[0]![season]!;
      for (const [i, e] of box.edicts.entries()) {
        const explained = explainScore(over, { player: 0, season, letter: e.letter }, tinyPack);
        // The stars of the box on the scoresheet are the stars of the explanation.
        expect(explained.stars, `season ${season} edict ${e.letter} (#${i})`).toBe(e.stars);
        expect(explained.contributions.reduce((n, c) => n + c.stars, 0)).toBe(e.stars);
      }
      const monsters = explainScore(over, { player: 0, season, letter: 'monsters' }, tinyPack);
      expect(monsters.stars).toBe(box.monsters);
    }
  });

  it('uses an earlier map for spring than the final one (the map grew), and null for a season not yet scored', () => {
    const spring = scoredMap(tinyPack, over, 0, 0)!;
    const final = over.sheets[0]!.grid;
    const filled = (g: typeof final) => g.fills.filter((f) => f !== 'empty').length;
    expect(filled(spring)).toBeLessThan(filled(final));
    const early = playRandomly(newGame(tinyPack, options, 'explain'), { seed: 3, until: (s) => s.turn >= 1 });
    expect(scoredMap(tinyPack, early, 0, 0)).toBeNull();
  });

  it('a seat view (no deck to replay) explains on the current map', () => {
    const view = viewFor(over, 0);
    const explained = explainScore(view, { player: 0, season: 0, letter: 'A' });
    expect(explained.stars).toBe(evaluate(over.edicts.A.rule, over.sheets[0]!.grid).stars);
  });
});
