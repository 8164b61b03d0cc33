/** The pseudo-locale's spelling of content text (the tests' en-XA): every ASCII letter accented, bracketed. */
const ACCENTS: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  r: 'ŕ',
  t: 'ţ',
  l: 'ľ',
  d: 'ð',
  g: 'ĝ',
  h: 'ĥ',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  b: 'ƀ',
  k: 'ķ',
  m: 'ɱ',
  p: 'þ',
  f: 'ƒ',
  j: 'ĵ',
  q: 'ǫ',
  v: 'ṽ',
  x: 'ẋ',
};

export function pseudoText(text: string): string {
  return `⟦${text.replace(/[A-Za-z]/g, (ch) => {
    const a = ACCENTS[ch.toLowerCase()] ?? ch;
    return ch === ch.toLowerCase() ? a : a.toUpperCase();
  })}⟧`;
}
