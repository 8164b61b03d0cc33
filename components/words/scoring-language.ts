/**
 * The scoring language's explanations (the rule form's help) in the reader's language: they come
 * with the locale's messages (i18n/words/<locale>.ts, from content/scoring-language);
 * until they have, and for English, the English of src/scoring/language-docs.ts shows. The
 * pseudo-locale accents the English, so its tests see any explanation left out.
 */
import { nodeDoc, type NodeDoc } from '../../src/scoring/language-docs.ts';
import { translatedNodeDoc, type LanguageDocsWords } from '../../src/scoring/language-docs-words.ts';
import { getLocale, PSEUDO_LOCALE } from '../../i18n/localization.ts';
import { pseudoText, scoringLanguageWords } from '../../i18n/content-words.ts';

/** A node type's explanation in the reader's language (undefined for a type the language lacks). */
export function localNodeDoc(type: string): NodeDoc | undefined {
  const doc = nodeDoc(type);
  if (!doc) return undefined;
  const locale = getLocale();
  if (locale === PSEUDO_LOCALE) {
    return translatedNodeDoc(doc, {
      summary: pseudoText(doc.summary),
      why: pseudoText(doc.example.why),
      fields: Object.fromEntries(Object.entries(doc.fields).map(([k, v]) => [k, pseudoText(v)])),
    });
  }
  return translatedNodeDoc(doc, (scoringLanguageWords(locale) as LanguageDocsWords | undefined)?.nodes[type]);
}
