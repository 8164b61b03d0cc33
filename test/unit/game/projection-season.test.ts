import { describe, expect, it } from 'vitest';
import { projectSeason } from '../../../src/game/projection.ts';
import { parseNotation } from '../../../src/grid/notation.ts';
import { newSheet } from '../../../src/rules/sheet.ts';
import { tinyPack } from './tiny-pack.ts';

// Spring scores A (1 star per forest space) and B (1 star per water space) on the tiny table.
const edicts = { A: tinyPack.scoring.forest[0]!, B: tinyPack.scoring['farm-water'][0]!, C: tinyPack.scoring.village[0]!, D: tinyPack.scoring.spaces[0]! };
const grid = parseNotation(['. . . .', '. X . .', '. . . .'].join('\n'));
const state = { seasons: tinyPack.seasons, season: 0, edicts, sheets: [newSheet(grid)] };

describe('projectSeason: the whole box of the season while placing', () => {
  it('without a drawing: no edict stars, no coins, and -4 for the four empty spaces around the monster', () => {
    const p = projectSeason(state, 0);
    expect(p.edicts.map((e) => [e.letter, e.stars])).toEqual([
      ['A', 0],
      ['B', 0],
    ]);
    expect(p.coins).toBe(0);
    expect(p.monsters).toBe(-4);
    expect(p.total).toBe(-4);
  });

  it('a forest domino with a coin above the monster: A 2, B 0, a coin, and one fewer empty space by the monster (-3): total 0', () => {
    const p = projectSeason(state, 0, {
      cells: [
        [0, 1],
        [0, 2],
      ],
      terrain: 'forest',
      coin: true,
    });
    expect(p.edicts.map((e) => e.stars)).toEqual([2, 0]);
    expect(p.coins).toBe(1);
    expect(p.monsters).toBe(-3);
    expect(p.total).toBe(0);
  });

  it('an impossible drawing (over the monster) projects the map as it is', () => {
    expect(projectSeason(state, 0, { cells: [[1, 1]], terrain: 'water' }).total).toBe(-4);
  });
});
