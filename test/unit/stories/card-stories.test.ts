import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { officialPacks } from '../../../src/content/official.ts';
import { cardStoriesFile, storyName } from '../../../tools/scripts/card-stories.ts';

describe('generated card stories', () => {
  for (const pack of officialPacks) {
    it(`stories/cards/${pack.id}.stories.ts is up to date with the ${pack.name} pack (run npm run gen:stories)`, () => {
      const committed = readFileSync(join(import.meta.dirname, `../../../stories/cards/${pack.id}.stories.ts`), 'utf8');
      expect(committed).toBe(cardStoriesFile(pack));
    });
  }

  it('has one story per official card and map side: 43 base (41 cards, 2 sides), 45 Heroes (43 cards, 2 sides)', () => {
    const count = (id: string) => (cardStoriesFile(officialPacks.find((p) => p.id === id)!).match(/^export const /gm) ?? []).length;
    expect(count('base')).toBe(43);
    expect(count('heroes')).toBe(45);
  });

  it('names stories after card ids as identifiers', () => {
    expect(storyName('the-broken-road')).toBe('TheBrokenRoad');
    expect(storyName('ulems-wallow')).toBe('UlemsWallow');
    expect(storyName('side-a')).toBe('SideA');
  });
});
