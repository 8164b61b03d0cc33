import { afterEach, describe, expect, it } from 'vitest';
import { FILL_COLOURS } from '../../src/print/colours.ts';
import { change, photograph, removeScratch, scratchCopy } from './scratch.ts';

/** A colour a few levels greener than `hex` (#rrggbb): a change a reviewer would want to see. */
const greener = (hex: string) =>
  `#${hex.slice(1, 3)}${Math.min(255, parseInt(hex.slice(3, 5), 16) + 8)
    .toString(16)
    .padStart(2, '0')}${hex.slice(5)}`;

/**
 * The visual test catches what it is for. Each check makes one change in a scratch copy of the tree,
 * builds Storybook there and compares a few stories with the approved baselines: the stories the
 * change shows in must fail, and the others, built and photographed the same way, must pass (which
 * is also the clean-tree check: a rebuild elsewhere gives the approved pixels).
 */
describe('the visual test', () => {
  let dir = '';
  afterEach(() => removeScratch(dir));

  it('fails when a --carto-* default colour changes (forest, light scheme, a few levels greener)', async () => {
    dir = scratchCopy(['stories/carto-shape.stories.ts']);
    // The fill colours are defined once (src/print/colours.ts); the elements' tokens derive from them.
    const [light] = FILL_COLOURS.forest;
    change(dir, 'src/print/colours.ts', `forest: ['${light}',`, `forest: ['${greener(light)}',`);
    const status = await photograph(dir, ['elements-carto-shape--forest', 'elements-carto-shape--with-gap', 'elements-carto-shape--night-theme']);
    expect(status).toEqual({
      // a forest shape on paper
      'elements-carto-shape--forest': 'changed',
      // water: no forest
      'elements-carto-shape--with-gap': 'same',
      // night takes the dark value of the pair, which did not change
      'elements-carto-shape--night-theme': 'same',
    });
  });

  it("fails when one card's shape drawing changes (Great River's first shape gets a fourth space)", async () => {
    dir = scratchCopy(['stories/cards/base.stories.ts']);
    const river = (last: string) =>
      `"name": "Great River",\n      "number": "07",\n      "time": 1,\n      "terrains": ["water"],\n      "options": [\n        {\n          "shape": [\n            "X",\n            "X",\n            "${last}"`;
    change(dir, 'content/base/explore.json', river('X'), river('XX'));
    const status = await photograph(dir, ['cards-cartographers--great-river', 'cards-cartographers--fishing-village', 'cards-cartographers--borderlands']);
    expect(status).toEqual({
      'cards-cartographers--great-river': 'changed',
      'cards-cartographers--fishing-village': 'same',
      'cards-cartographers--borderlands': 'same',
    });
  });
});
