/** A designer's add-on used by several tests: one new scoring card, nothing else (played on top of a game). */
export const villageWellsRule = {
  type: 'per',
  stars: 1,
  of: { type: 'spaces', fills: ['village'], where: [{ type: 'adjacent', to: { type: 'fill', fills: ['water'] } }] },
};

export const wellsPack = {
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
        rule: villageWellsRule,
      },
    ],
  },
};
