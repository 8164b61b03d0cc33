/**
 * Polish says each thing of the game one way, as the Polish rulebook does: a village is "wioska"
 * (never "osada"), an explore card a "karta Odkryć" (never "karta wyprawy" or "eksploracji"), and
 * "pustkowia" is the name of the first map side only (the rulebook's "strona pustkowi (A)"; the
 * printed wasteland spaces are "wąwóz", as the rulebook calls them on side B).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Every Polish text: the interface catalogue's targets and the content's Polish words. */
function polishTexts(): { where: string; text: string }[] {
  const xlf = [...read('i18n/pl.xlf').matchAll(/<trans-unit id="([^"]+)">[\s\S]*?<target>([\s\S]*?)<\/target>/g)].map((m) => ({
    where: `i18n/pl.xlf ${m[1]}`,
    text: m[2]!,
  }));
  const files = [
    'content/base/words/pl.json',
    'content/heroes/words/pl.json',
    'content/promo/words/pl.json',
    'content/help/pl.json',
    'content/tutorial/words/pl.json',
    'content/scoring-language/pl.json',
  ];
  const strings = (where: string, v: unknown, out: { where: string; text: string }[]) => {
    if (typeof v === 'string') out.push({ where, text: v });
    else if (Array.isArray(v)) v.forEach((x, i) => strings(`${where}/${i}`, x, out));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) strings(`${where}/${k}`, x, out);
    return out;
  };
  return [...xlf, ...files.flatMap((f) => strings(f, JSON.parse(read(f)), []))];
}

describe('the Polish glossary', () => {
  const texts = polishTexts();

  it('reads every Polish text (the catalogue and the content)', () => {
    expect(texts.length).toBeGreaterThan(1000);
  });

  it('calls a village "wioska": no "osada" (the Heroes card named Settlement keeps its own name; "osadzanie" is embedding)', () => {
    const bad = texts.filter((t) => /osad(?!z)/i.test(t.text) && !t.where.endsWith('/names/settlement'));
    expect(bad).toEqual([]);
    expect(texts.find((t) => t.where === 'i18n/pl.xlf fill.village')?.text).toBe('wioska');
  });

  it('calls an explore card a "karta Odkryć": never "wyprawy" or "eksploracji"', () => {
    expect(texts.filter((t) => /wypraw|eksplor/i.test(t.text))).toEqual([]);
    expect(texts.filter((t) => /kart\w* odkryć/i.test(t.text) && !/[Kk]art\w* Odkryć/.test(t.text))).toEqual([]);
    expect(texts.filter((t) => /[Kk]art\w* Odkryć/.test(t.text)).length).toBeGreaterThan(5);
  });

  it('keeps "pustkowia" for the first map side only; the printed wasteland is "wąwóz"', () => {
    const uses = texts.filter((t) => /pustkow/i.test(t.text)).map((t) => t.where);
    expect(uses.sort()).toEqual(['content/base/words/pl.json/names/side-a', 'content/heroes/words/pl.json/names/side-c']);
    expect(texts.find((t) => t.where === 'i18n/pl.xlf fill.wasteland')?.text).toBe('wąwóz');
  });
});
