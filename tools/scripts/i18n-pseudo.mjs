// Fills i18n/en-XA.xlf (the pseudo-locale) from the English sources: every letter accented and
// every message bracketed, placeholders kept. Rendering in en-XA then shows at a glance (and to
// test/components/pseudo-locale.test.ts) any English text that did not go through msg().
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../../i18n/en-XA.xlf', import.meta.url);
const ACCENTED = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ľ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
};
const accent = (ch) => {
  const lower = ACCENTED[ch.toLowerCase()];
  if (!lower) return ch;
  return ch === ch.toLowerCase() ? lower : lower.toUpperCase();
};

/** Accents the text between tags and entities, leaving `<x .../>`, `&amp;` and the like alone. */
export function pseudo(source) {
  const body = source.replace(/(<[^>]+>|&[a-z#0-9]+;)|([^<&]+)/g, (_, keep, text) => keep ?? text.replace(/[A-Za-z]/g, accent));
  return `⟦${body}⟧`;
}

const xliff = readFileSync(file, 'utf8');
const filled = xliff.replace(
  /(<trans-unit [^>]*>\s*<source>)([\s\S]*?)(<\/source>)(\s*<target>[\s\S]*?<\/target>)?/g,
  (_, open, source, close) => `${open}${source}${close}<target>${pseudo(source)}</target>`,
);
writeFileSync(file, filled);
