import { describe, expect, it } from 'vitest';
import { loadPack, validatePack } from '../../src/content/load.ts';
import { combinePacks } from '../../src/content/combine.ts';
import { basePack } from '../../src/content/official.ts';

// A designer's add-on: one new scoring card, nothing else. It is played on top of a game.
const addOn = {
  'pack.json': { $schema: '../schema/pack.schema.json', id: 'wells', name: 'Wells', files: ['scoring.json'] },
  'scoring.json': {
    $schema: '../schema/scoring.schema.json',
    cards: [
      {
        id: 'village-wells',
        kind: 'scoring',
        name: 'Village Wells',
        stack: 'village',
        solo: 10,
        text: 'Earn one reputation star for each village space adjacent to a water space.',
        rule: { type: 'per', stars: 1, of: { type: 'spaces', fills: ['village'], where: [{ type: 'adjacent', to: { type: 'fill', fills: ['water'] } }] } },
      },
    ],
  },
};

describe('add-on packs', () => {
  it('need not fill the four scoring stacks', () => {
    expect(validatePack(addOn)).toEqual([]);
  });

  it('combine with a game, which fills the other stacks', () => {
    const table = combinePacks([basePack, loadPack(addOn)], { map: 'side-a', scoring: { village: ['village-wells'] } });
    expect(table.scoring.village.map((c) => c.id)).toEqual(['village-wells']);
    expect(table.scoring.forest).toHaveLength(4);
  });

  it('an add-on with its own map side and explore card but no seasons need not fill them either', () => {
    expect(
      validatePack({
        ...addOn,
        'pack.json': { ...addOn['pack.json'], files: ['scoring.json', 'explore.json', 'maps.json'] },
        'explore.json': { $schema: '../schema/explore.schema.json', cards: [basePack.explore[2]] },
        'maps.json': { $schema: '../schema/maps.schema.json', cards: [basePack.maps[0]] },
      }),
    ).toEqual([]);
  });

  it('a pack with its own map sides, explore deck and seasons (played on its own) must still fill all four', () => {
    const problems = validatePack({
      ...addOn,
      'pack.json': { ...addOn['pack.json'], files: ['scoring.json', 'explore.json', 'maps.json', 'seasons.json', 'edicts.json'] },
      'explore.json': { $schema: '../schema/explore.schema.json', cards: [basePack.explore[2]] },
      'maps.json': { $schema: '../schema/maps.schema.json', cards: [basePack.maps[0]] },
      'seasons.json': { cards: basePack.seasons },
      'edicts.json': { cards: basePack.edicts },
    });
    expect(problems.map((p) => p.message)).toEqual(
      ['forest', 'farm-water', 'spaces'].map((s) => `a pack with its own map sides, explore cards and seasons must fill the four scoring stacks (forest, farm-water, village, spaces); none is in the "${s}" stack`),
    );
  });
});
