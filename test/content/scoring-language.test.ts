// The scoring language's explanations in German and Polish (content/scoring-language): every node,
// field and kind the English explains (src/scoring/language-docs.ts) has its words, and nothing else.
import { describe, expect, it } from 'vitest';
import german from '../../content/scoring-language/de.json' with { type: 'json' };
import polish from '../../content/scoring-language/pl.json' with { type: 'json' };
import { LANGUAGE_DOCS, nodeDoc } from '../../src/scoring/language-docs.ts';
import { languageDocsWordsProblems, translatedNodeDoc, type LanguageDocsWords } from '../../src/scoring/language-docs-words.ts';

describe('the scoring language explained in German and Polish', () => {
  it.each([
    ['de', german],
    ['pl', polish],
  ])('the %s words explain every node, field and kind of the English, and no other', (locale, words) => {
    expect((words as LanguageDocsWords).locale).toBe(locale);
    expect(languageDocsWordsProblems(words as LanguageDocsWords)).toEqual([]);
    // Translated, not copied: no summary is the English one.
    const same = LANGUAGE_DOCS.filter(({ type, doc }) => (words as LanguageDocsWords).nodes[type]!.summary === doc.summary).map((d) => d.type);
    expect(same).toEqual([]);
  });

  it('says what a translation lacks or adds', () => {
    const de = german as LanguageDocsWords;
    const { per: _per, ...nodes } = de.nodes;
    const broken: LanguageDocsWords = {
      ...de,
      locale: 'xx',
      kinds: { ...de.kinds, match: { title: '', summary: '' } },
      nodes: {
        ...nodes,
        size: { ...de.nodes.size!, fields: { min: 'Mindestens' } },
        runs: { ...de.nodes.runs!, fields: { ...de.nodes.runs!.fields, colour: 'Farbe' } },
        hexes: de.nodes.rows!,
      },
    };
    expect(languageDocsWordsProblems(broken)).toEqual([
      'scoring language (xx): the match nodes need a title and a summary',
      'scoring language (xx): no words for the node "per"',
      'scoring language (xx): the node "runs" explains a field "colour", which the English does not have',
      'scoring language (xx): the node "size" does not explain its field "max"',
      'scoring language (xx): words for the node "hexes", which the English does not have',
    ]);
  });

  it('a translated explanation keeps the English example (rule, map, stars) and takes the words', () => {
    const doc = nodeDoc('clusters')!;
    const de = translatedNodeDoc(doc, (german as LanguageDocsWords).nodes.clusters);
    expect(de.example.rule).toEqual(doc.example.rule);
    expect(de.example.map).toEqual(doc.example.map);
    expect(de.example.stars).toBe(doc.example.stars);
    expect(de.summary).toMatch(/^Gruppen von Feldern/);
    expect(Object.keys(de.fields)).toEqual(Object.keys(doc.fields));
    expect(translatedNodeDoc(doc, undefined)).toBe(doc);
  });
});
