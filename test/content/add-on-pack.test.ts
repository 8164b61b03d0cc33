import { problemSentence } from '../../i18n/content-problems.ts';
import { describe, expect, it } from 'vitest';
import { loadPack, validatePack } from '../../src/content/load.ts';
import { combinePacks } from '../../src/content/combine.ts';
import { basePack } from '../../src/content/official.ts';

import { wellsPack as addOn } from './wells-pack.ts';

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
    expect(problems.map(problemSentence)).toEqual(
      ['forest', 'farm-water', 'spaces'].map(
        (s) =>
          `a pack with its own map sides, explore cards and seasons must fill the four scoring stacks (forest, farm-water, village, spaces); none is in the "${s}" stack`,
      ),
    );
  });
});
