import { describe, expect, it } from 'vitest';
import { officialTable } from '../../../src/content/tables.ts';
import type { ExploreCard } from '../../../src/content/types.ts';
import { projectSeason } from '../../../src/game/projection.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { newGame } from '../../../src/game/setup.ts';
import { drawShape } from '../../../src/rules/draw.ts';
import { legalPlacements } from '../../../src/rules/placements.ts';
import { evaluate } from '../../../src/scoring/evaluate.ts';
import { coinStars, monsterPenalty } from '../../../src/scoring/season.ts';
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

describe('projectSeason while the pointer moves: the same box as drawing and counting afresh', () => {
  it('over every legal drawing of random positions of real games, the same drawing twice, and monsters drawn', () => {
    const table = officialTable(['base'], 'side-a');
    let checked = 0;
    let lifted = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = playRandomly(newGame(table, { players: 1 }, `projection/${seed}`), { until: (g) => g.season === seed % 4 && g.log.length > 6 * seed, seed });
      const sheet = s.sheets[0]!;
      const card = table.explore.find((c): c is ExploreCard => c.kind === 'explore' && c.options.length > 1 && c.options.some((o) => o.coin === true))!;
      const placements = legalPlacements(sheet, card).placements;
      for (const placement of placements.filter((_, i) => i % Math.ceil(placements.length / 40) === 0)) {
        for (const terrain of [...card.terrains, 'monster' as const]) {
          const drawing = { cells: placement.cells, terrain, coin: card.options[placement.option]?.coin === true };
          const got = projectSeason(s, 0, drawing);
          // The oracle: the rules' drawing, each edict and the monster penalty counted on the map after it.
          const after = drawShape(sheet, drawing.cells, terrain, { coin: drawing.coin }).sheet;
          const scores = s.seasons[s.season]!.edicts.map((l) => evaluate(s.edicts[l].rule, after.grid));
          const stars = scores.map((x) => x.stars);
          const monsters = monsterPenalty(after.grid).stars;
          expect(got.edicts.map((e) => e.stars)).toEqual(stars);
          // Both edicts counted on one pooled scoring sheet: the spaces behind each edict's stars too
          // (the board highlights them) are those of each edict counted on the map by itself.
          expect(got.edicts.map((e) => e.contributions)).toEqual(scores.map((x) => x.contributions));
          expect(got.coins).toBe(coinStars(after.coins));
          expect(got.monsters).toBe(monsters);
          expect(got.total).toBe(stars.reduce((a, b) => a + b, 0) + coinStars(after.coins) + monsters);
          if (monsters > monsterPenalty(sheet.grid).stars) lifted++;
          // Rendering the same position again projects nothing new.
          expect(projectSeason(s, 0, { ...drawing, cells: [...drawing.cells] })).toBe(got);
          checked++;
        }
      }
      expect(projectSeason(s, 0)).toEqual(projectSeason({ ...s, sheets: [structuredClone(sheet)] }, 0));
      // A pointer coming back: every drawing projected above is projected again without counting, the same
      // box as on a copy of the sheet, which remembers nothing (so a kept box is never another drawing's).
      const copy = { ...s, sheets: [structuredClone(sheet)] };
      for (const placement of placements.filter((_, i) => i % Math.ceil(placements.length / 40) === 0)) {
        const drawing = { cells: placement.cells, terrain: card.terrains[0]!, coin: card.options[placement.option]?.coin === true };
        const again = projectSeason(s, 0, drawing);
        expect(projectSeason(s, 0, { ...drawing })).toBe(again);
        expect(again).toEqual(projectSeason(copy, 0, drawing));
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(lifted).toBeGreaterThan(0);
  });
});
