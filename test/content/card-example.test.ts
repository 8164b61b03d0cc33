/** A custom card's example taken from the sample map is printed like an official one: its map and "Example: N stars". */
import { describe, expect, it } from 'vitest';
import { exampleFromMap } from '../../src/content/card-example.ts';
import { loadPack } from '../../src/content/load.ts';
import { parseNotation } from '../../src/grid/notation.ts';
import { cardSvg } from '../../src/print/cards.ts';
import type { ScoringRule } from '../../src/scoring/rule-schema.ts';

const riverwood: ScoringRule = {
  type: 'per',
  stars: 2,
  of: { type: 'spaces', fills: ['forest'], where: [{ type: 'adjacent', to: { type: 'fill', fills: ['water'] } }] },
};

describe('an example from the sample map, printed', () => {
  it('validates with the pack and prints its map and its stars on the card', () => {
    const sample = parseNotation(['. . . . .', '. F F W .', '. . . . .'].join('\n'));
    const example = exampleFromMap(riverwood, sample)!;
    expect(example.rows).toEqual(['F F W']);
    expect(example.stars).toBe(2);
    const card = {
      id: 'riverwood',
      kind: 'scoring',
      name: 'Riverwood',
      stack: 'forest',
      solo: 20,
      text: 'Earn two reputation stars for each forest space adjacent to a water space.',
      example,
      rule: riverwood,
    };
    const pack = loadPack({ 'pack.json': { id: 'rw', name: 'RW', files: ['scoring.json'] }, 'scoring.json': { cards: [card] } });
    const svg = cardSvg(pack.scoring[0]!);
    expect(svg).toContain('Example: 2 stars');
    const without = cardSvg({ ...pack.scoring[0]!, example: undefined });
    expect(without).not.toContain('Example:');
    // The three spaces of the example are drawn: the printed card grows by their squares.
    expect(svg.split('<rect').length - without.split('<rect').length).toBeGreaterThanOrEqual(3);
  });
});

describe('the exported pack is shaped like carto init packs', () => {
  it('a new pack names its format and each new file its JSON Schema, validates, and exports the same again after import', async () => {
    const { addCard, newDraft, readImport, serializeDraft } = await import('../../src/content/draft.ts');
    const { validatePack } = await import('../../src/content/load.ts');
    const { draft } = addCard(newDraft(), 'scoring');
    const text = serializeDraft(draft);
    const doc = JSON.parse(text) as Record<string, Record<string, unknown>>;
    expect(doc['pack.json']).toMatchObject({ $schema: expect.stringMatching(/\/content\/schema\/pack\.schema\.json$/), format: 1, id: 'my-pack' });
    expect(doc['scoring.json']!.$schema).toMatch(/\/content\/schema\/scoring\.schema\.json$/);
    expect(validatePack(doc)).toEqual([]);
    expect(serializeDraft(readImport([{ name: 'my-pack.pack.json', text }]))).toBe(text);
  });
});
