/**
 * The texts generated from the official rules: docs/card-texts/<pack>.md is current (the reviewer's
 * copy), every printed text in English, German and Polish passes the text check against its rule,
 * and an edited text that no longer says the rule's numbers or terrains is named for what it lost.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { officialPacks } from '../../src/content/official.ts';
import { cardText, CARD_TEXT_LOCALES, textMismatches } from '../../src/scoring/card-text/index.ts';
import type { ScoringRule } from '../../src/scoring/rule-schema.ts';
import { cardTextsDocument, cardTextsFile, printedTexts } from '../../tools/scripts/card-texts-doc.ts';

const packs = officialPacks.filter((p) => p.scoring.length > 0);

describe('card texts generated from the official rules', () => {
  it('covers the 32 official scoring cards', () => {
    expect(packs.flatMap((p) => p.scoring)).toHaveLength(32);
  });

  it.each(packs.map((p) => [p.id, p] as const))('docs/card-texts/%s.md is current (npm run gen:card-texts)', (_id, pack) => {
    expect(readFileSync(cardTextsFile(pack.id), 'utf8')).toBe(cardTextsDocument(pack, printedTexts(pack)));
  });

  it('every printed text, in the three languages, names the numbers and terrains of its rule (96 texts)', () => {
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const pack of packs) {
      const printed = printedTexts(pack);
      for (const card of pack.scoring)
        for (const locale of CARD_TEXT_LOCALES) {
          const text = printed[locale][card.id]!;
          checked.push(text);
          const m = textMismatches(card.rule, text, locale);
          if (m.length) wrong.push(`${card.id} ${locale}: ${JSON.stringify(m)}`);
        }
    }
    expect(wrong).toEqual([]);
    expect(checked).toHaveLength(96);
  });

  it('words the printed cards as printed where the rule says it the same way', () => {
    const byId = Object.fromEntries(packs.flatMap((p) => p.scoring).map((c) => [c.id, c]));
    expect(cardText(byId['wildholds']!.rule, 'en')).toBe(byId['wildholds']!.text);
    expect(cardText(byId['outer-enclave']!.rule, 'en')).toBe(byId['outer-enclave']!.text);
    expect(cardText(byId['wildholds']!.rule, 'de')).toBe('Erhalte acht Ruhmessterne für jede Gruppe aus sechs oder mehr Dorffeldern.');
    expect(cardText(byId['wildholds']!.rule, 'pl')).toBe('Zdobądź 8 Gwiazdek Reputacji za każdy klaster 6 lub więcej obszarów Wioski.');
  });
});

describe('Polish and German grammar follow the number', () => {
  const per = (stars: number): ScoringRule => ({ type: 'per', stars, of: { type: 'spaces', fills: ['forest'] } });
  it.each([
    [1, 'Zdobądź 1 Gwiazdkę Reputacji'],
    [2, 'Zdobądź 2 Gwiazdki Reputacji'],
    [5, 'Zdobądź 5 Gwiazdek Reputacji'],
    [12, 'Zdobądź 12 Gwiazdek Reputacji'],
    [22, 'Zdobądź 22 Gwiazdki Reputacji'],
    [-3, 'Strać 3 Gwiazdki Reputacji'],
  ])('pl: %i stars', (n, start) => {
    expect(cardText(per(n), 'pl')).toBe(`${start} za każdy obszar Lasu.`);
  });
  it.each([
    [1, 'Erhalte einen Ruhmesstern'],
    [2, 'Erhalte zwei Ruhmessterne'],
    [-1, 'Verliere einen Ruhmesstern'],
    [15, 'Erhalte 15 Ruhmessterne'],
  ])('de: %i stars', (n, start) => {
    expect(cardText(per(n), 'de')).toBe(`${start} für jedes Waldfeld.`);
  });
  it('counted nouns take the form of their number (pl: 1 obszar, 4 obszary, 5 obszarów; de: Dativ plural after "aus")', () => {
    const rows = (min: number, max: number): ScoringRule => ({
      type: 'per',
      stars: 2,
      of: { type: 'rows', where: [{ type: 'count', of: { type: 'fill', fills: ['water'] }, min, max }] },
    });
    expect(cardText(rows(4, 4), 'pl')).toContain('zawiera dokładnie 4 obszary Wody');
    expect(cardText(rows(5, 5), 'pl')).toContain('zawiera dokładnie 5 obszarów Wody');
    expect(cardText(rows(1, 1), 'pl')).toContain('zawiera dokładnie 1 obszar Wody');
    const cluster: ScoringRule = { type: 'per', stars: 3, of: { type: 'clusters', terrain: 'empty', where: [{ type: 'size', min: 3, max: 3 }] } };
    expect(cardText(cluster, 'de')).toBe('Erhalte drei Ruhmessterne für jede Gruppe aus genau drei leeren Feldern.');
  });
});

describe('an edited text that no longer matches its rule', () => {
  /** The Riverwood: 2 stars per forest next to water, its text left at "one star for each forest space". */
  const riverwood: ScoringRule = {
    type: 'per',
    stars: 2,
    of: { type: 'spaces', fills: ['forest'], where: [{ type: 'adjacent', to: { type: 'fill', fills: ['water'] } }] },
  };

  it('names the number and the terrain it lost', () => {
    expect(textMismatches(riverwood, 'Earn one reputation star for each forest space.', 'en')).toEqual([
      { kind: 'number-missing', value: 2 },
      { kind: 'terrain-missing', value: 'water' },
    ]);
  });

  it('names a number or terrain the rule does not have', () => {
    expect(textMismatches(riverwood, 'Earn three reputation stars for each forest space adjacent to a farm space.', 'en')).toEqual([
      { kind: 'number-missing', value: 2 },
      { kind: 'number-extra', value: 3 },
      { kind: 'terrain-missing', value: 'water' },
      { kind: 'terrain-extra', value: 'farm' },
    ]);
    expect(textMismatches(riverwood, 'Erhalte drei Ruhmessterne für jedes Waldfeld neben einem Wasserfeld.', 'de')).toEqual([
      { kind: 'number-missing', value: 2 },
      { kind: 'number-extra', value: 3 },
    ]);
    expect(textMismatches(riverwood, 'Zdobądź 2 Gwiazdki Reputacji za każdy obszar Lasu sąsiadujący z obszarem Pola.', 'pl')).toEqual([
      { kind: 'terrain-missing', value: 'water' },
      { kind: 'terrain-extra', value: 'farm' },
    ]);
  });

  it('passes a reworded text that keeps them', () => {
    expect(textMismatches(riverwood, 'Two stars for every forest space touching water.', 'en')).toEqual([]);
  });
});
