import { describe, expect, it } from 'vitest';
import { basePack, heroesPack } from '../../src/content/official.ts';

/**
 * The printed text of every official scoring card, checked by hand against the rulebooks:
 * the English rulebook (shared seed 004) for the base game, the online rules pages (seeds 000 and
 * 001, which agree) for Heroes. Where they differ, the printed rulebook wins: seed 000 has the typo
 * "cluster of villages spaces" on Greengold Plains, seed 004 "cluster of village spaces".
 * Banded Hills says "each row of filled spaces" (seeds 000 and 001); it once lost those words here.
 */
const PRINTED: Readonly<Record<string, string>> = {
  'sentinel-wood': 'Earn one reputation star for each forest space adjacent to the edge of the map.',
  greenbough: 'Earn one reputation star for each row and column with at least one forest space. The same forest space may be scored in a row and a column.',
  treetower: 'Earn one reputation star for each forest space surrounded on all four sides by filled spaces or the edge of the map.',
  'stoneside-forest': 'Earn three reputation stars for each mountain space connected to another mountain space by a cluster of forest spaces.',
  'canal-lake':
    'Earn one reputation star for each water space adjacent to at least one farm space. Earn one reputation star for each farm space adjacent to at least one water space.',
  'mages-valley':
    'Earn two reputation stars for each water space adjacent to a mountain space. Earn one reputation star for each farm space adjacent to a mountain space.',
  'the-golden-granary':
    'Earn one reputation star for each water space adjacent to a ruins space. Earn three reputation stars for each farm space on a ruins space.',
  'shoreside-expanse':
    'Earn three reputation stars for each cluster of farm spaces not adjacent to a water space or the edge of the map. Earn three reputation stars for each cluster of water spaces not adjacent to a farm space or the edge of the map.',
  wildholds: 'Earn eight reputation stars for each cluster of six or more village spaces.',
  'great-city': 'Earn one reputation star for each village space in the largest cluster of village spaces that is not adjacent to a mountain space.',
  'greengold-plains': 'Earn three reputation stars for each cluster of village spaces that is adjacent to three or more different terrain types.',
  shieldgate:
    'Earn two reputation stars for each village space in the second largest cluster of village spaces. If there are multiple largest clusters, score one of the largest.',
  borderlands: 'Earn six reputation stars for each complete row or complete column of filled spaces.',
  'lost-barony': 'Earn three reputation stars for each space along one edge of the largest square of filled spaces.',
  'the-broken-road': 'Earn three reputation stars for each complete diagonal line of filled spaces that touches the left and bottom edges of the map.',
  'the-cauldrons': 'Earn one reputation star for each empty space surrounded on all four sides by filled spaces or the edge of the map.',
  'faunlost-thicket': 'Earn two reputation stars for each forest space in the longest unbroken column of forest spaces.',
  deepwood: 'Earn six reputation stars for each cluster of five or more forest spaces that is not adjacent to any village spaces.',
  'heart-of-the-forest': 'Earn two reputation stars for each forest space surrounded on all four sides by forest spaces or the edge of the map.',
  'sleepy-valley': 'Earn four reputation stars for each row that contains three or more forest spaces.',
  craylund: 'Earn seven reputation stars for each cluster of farm spaces adjacent to three or more water spaces.',
  'ulems-wallow': 'Earn four reputation stars for each water space adjacent to two or more farm spaces.',
  'clawsgrave-peaks': 'Earn five reputation stars for each mountain space connected to a farm space by a cluster of water spaces.',
  jorekburg: 'Earn four reputation stars for each column that contains an equal number of farm spaces and water spaces. There must be at least one of each.',
  'traylo-monastery': 'Earn seven reputation stars for each cluster of village spaces that contains four spaces in a 4x1 or 1x4 rectangle.',
  'outer-enclave': 'Choose a cluster of village spaces and earn one reputation star for each empty space adjacent to that cluster.',
  'gnomish-colony': 'Earn six reputation stars for each cluster of village spaces that contains four village spaces in a 2x2 square.',
  caravansary: 'Choose a cluster of village spaces and earn one reputation star for each row and column that contains a space from that cluster.',
  dwarvenholds: 'Earn seven reputation stars for each complete row or complete column of filled spaces that contains a mountain space.',
  silos: 'Earn ten reputation stars for each complete odd-numbered column of filled spaces.',
  'banded-hills': 'Earn four reputation stars for each row of filled spaces that contains five or more different terrain types.',
  'starlit-sigil': 'Earn four reputation stars for each cluster of exactly three empty spaces surrounded on all sides by filled spaces or the edge of the map.',
};

describe('scoring card texts', () => {
  const cards = [...basePack.scoring, ...heroesPack.scoring];

  it('cover all 32 official scoring cards', () => {
    expect(cards.map((c) => c.id).sort()).toEqual(Object.keys(PRINTED).sort());
  });

  for (const card of cards) {
    it(`quotes ${card.name} exactly as printed`, () => {
      expect(card.text).toBe(PRINTED[card.id]);
    });
  }

  it('read as sentences: capital first, full stop last, no doubled spaces', () => {
    for (const card of cards) expect(card.text, card.id).toMatch(/^[A-Z][^]*\.$/);
    for (const card of cards) expect(card.text, card.id).not.toMatch(/ {2}/);
  });
});
