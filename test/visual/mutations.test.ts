import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILL_COLOURS } from '../../src/print/colours.ts';
import { change, photograph, removeScratch, scratchCopy } from './scratch.ts';

/** A colour a few levels greener than `hex` (#rrggbb): a change a reviewer would want to see. */
const greener = (hex: string) =>
  `#${hex.slice(1, 3)}${Math.min(255, parseInt(hex.slice(3, 5), 16) + 8)
    .toString(16)
    .padStart(2, '0')}${hex.slice(5)}`;

/** Great River's first shape, its last row `last` (content/base/explore.json). */
const river = (last: string) =>
  `"name": "Great River",\n      "number": "07",\n      "time": 1,\n      "terrains": ["water"],\n      "options": [\n        {\n          "shape": [\n            "X",\n            "X",\n            "${last}"`;

/**
 * The visual test catches what it is for. Each check makes one change in a scratch copy of the tree,
 * and Storybook is built there to compare a few stories with the approved baselines: the stories the
 * change shows in must fail, and the others, built and photographed the same way, must pass (which
 * is also the clean-tree check: a rebuild elsewhere gives the approved pixels). The two changes
 * share one copy, one build and one browser (a build and a browser cost about 12 s of CPU): each
 * shows only in its own stories (a forest colour on elements with no Great River; a water card's
 * shape on cards with no forest), and each check reads only its own three stories.
 */
describe('the visual test', () => {
  let dir = '';
  let status: Record<string, string> = {};
  beforeAll(async () => {
    dir = scratchCopy(['stories/carto-shape.stories.ts', 'stories/cards/base.stories.ts']);
    // The fill colours are defined once (src/print/colours.ts); the elements' tokens derive from them.
    const [light] = FILL_COLOURS.forest;
    change(dir, 'src/print/colours.ts', `forest: ['${light}',`, `forest: ['${greener(light)}',`);
    change(dir, 'content/base/explore.json', river('X'), river('XX'));
    status = await photograph(dir, [...SHAPES, ...CARDS]);
  });
  afterAll(() => removeScratch(dir));

  it('fails when a --carto-* default colour changes (forest, light scheme, a few levels greener)', () => {
    expect(pick(status, SHAPES)).toEqual({
      // a forest shape on paper
      'elements-carto-shape--forest': 'changed',
      // water: no forest
      'elements-carto-shape--with-gap': 'same',
      // night takes the dark value of the pair, which did not change
      'elements-carto-shape--night-theme': 'same',
    });
  });

  it("fails when one card's shape drawing changes (Great River's first shape gets a fourth space)", () => {
    expect(pick(status, CARDS)).toEqual({
      'cards-cartographers--great-river': 'changed',
      'cards-cartographers--fishing-village': 'same',
      'cards-cartographers--borderlands': 'same',
    });
  });
});

const SHAPES = ['elements-carto-shape--forest', 'elements-carto-shape--with-gap', 'elements-carto-shape--night-theme'];
const CARDS = ['cards-cartographers--great-river', 'cards-cartographers--fishing-village', 'cards-cartographers--borderlands'];
const pick = (all: Record<string, string>, ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, all[id]]));
