// The English message catalogue a consumer translates to add a language (registerLocale,
// i18n/catalogue.ts): every message id with its English text, `{0}`, `{1}`, ... standing for
// the message's values in their order. Read from the XLIFF sources lit-localize extracts (i18n/de.xlf);
// a placeholder that is markup only (a link's tags) has no value and is left out.
import { readFileSync } from 'node:fs';

const unescape = (s) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** { id: English text } from an XLIFF file's sources. */
export function englishCatalogue(xliff = readFileSync('i18n/de.xlf', 'utf8')) {
  const out = {};
  for (const m of xliff.matchAll(/<trans-unit id="([^"]+)"[^>]*>\s*<source>([\s\S]*?)<\/source>/g)) {
    let next = 0;
    const text = m[2].replace(/<x id="\d+" equiv-text="([^"]*)"\/>/g, (_x, equiv) => {
      const values = (unescape(equiv).match(/\$\{/g) ?? []).length;
      const marks = [];
      for (let i = 0; i < values; i++) marks.push(`{${next++}}`);
      return marks.join('');
    });
    out[m[1]] = unescape(text);
  }
  return out;
}
