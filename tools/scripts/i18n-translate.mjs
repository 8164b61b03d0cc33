// Helps translators who do not use an XLIFF editor:
//   node tools/scripts/i18n-translate.mjs todo de            lists de's messages without a translation, as JSON
//                                                       {"<id>": "<English, placeholders as {0} {1} ...>"}
//   node tools/scripts/i18n-translate.mjs fill de file.json  writes those translations (same JSON shape,
//                                                       German text, same {n} placeholders) into i18n/de.xlf
// Then `npm run i18n` regenerates the locale modules.
import { readFileSync, writeFileSync } from 'node:fs';
import { usage } from './usage.mjs';

usage(`
node tools/scripts/i18n-translate.mjs todo <locale>             the locale's untranslated messages, as JSON
node tools/scripts/i18n-translate.mjs fill <locale> <file.json>  writes those translations into i18n/<locale>.xlf
Then npm run i18n regenerates the locale modules (see docs/I18N.md).
`);

const [command, locale, jsonFile] = process.argv.slice(2);
const file = new URL(`../../i18n/${locale}.xlf`, import.meta.url);
const xliff = readFileSync(file, 'utf8');
const UNIT = /(<trans-unit id="([^"]+)"[^>]*>\s*<source>)([\s\S]*?)(<\/source>)(\s*<target>[\s\S]*?<\/target>)?/g;

const placeholders = (source) => [...source.matchAll(/<x id="(\d+)"[^>]*\/>/g)].map((m) => m[0]);
const unescape = (s) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

if (command === 'todo') {
  const out = {};
  for (const [, , id, source, , target] of xliff.matchAll(UNIT)) {
    if (target) continue;
    let n = 0;
    out[id] = unescape(source.replace(/<x id="\d+"[^>]*\/>/g, () => `{${n++}}`));
  }
  console.log(JSON.stringify(out, null, 1));
} else if (command === 'fill') {
  const given = JSON.parse(readFileSync(jsonFile, 'utf8'));
  const used = new Set();
  const filled = xliff.replace(UNIT, (whole, open, id, source, close) => {
    if (!(id in given)) return whole;
    used.add(id);
    const xs = placeholders(source);
    const text = escape(given[id]).replace(/\{(\d+)\}/g, (m, i) => xs[Number(i)] ?? m);
    return `${open}${source}${close}<target>${text}</target>`;
  });
  const unknown = Object.keys(given).filter((id) => !used.has(id));
  if (unknown.length) console.error(`No such message in ${locale}.xlf: ${unknown.join(', ')}`);
  writeFileSync(file, filled);
  console.log(`${used.size} translations written to i18n/${locale}.xlf`);
} else {
  console.error('usage: i18n-translate.mjs todo|fill <locale> [file.json]');
  process.exit(2);
}
