/** carto print: print-and-play PDFs and SVGs of a pack (src/print/). */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from '@cantoo/pdf-lib';
import { carto } from '../helpers/cli.ts';
import { basePack, heroesPack } from '../../src/content/official.ts';
import { cardSvg } from '../../src/print/cards.ts';
import { cardsPerPage, printedCards } from '../../src/print/sheets.ts';

const dir = mkdtempSync(join(tmpdir(), 'carto-print-'));

describe('carto print', () => {
  it('lays out 9 poker cards (with bleed) a page on A4, 6 on Letter', () => {
    expect(cardsPerPage('a4')).toEqual({ cols: 3, rows: 3 });
    expect(cardsPerPage('letter')).toEqual({ cols: 3, rows: 2 });
  });

  for (const [paper, perPage, size] of [
    ['a4', 9, [595.28, 841.89]],
    ['letter', 6, [612, 792]],
  ] as const) {
    it(`the base game as one PDF on ${paper}: a page per ${perPage} cards and per map side, that opens`, async () => {
      const out = join(dir, `base-${paper}.pdf`);
      const r = await carto(['print', 'base', '--paper', paper, '--out', out, '--json']);
      expect(r.code, r.stderr).toBe(0);
      const cards = printedCards(basePack).length;
      expect(cards).toBe(16 + 13 + 4);
      const pages = Math.ceil(cards / perPage) + basePack.maps.length;
      expect(JSON.parse(r.stdout)).toMatchObject({ paper, pages, cards, maps: 2 });
      const bytes = readFileSync(out);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(pages);
      const { width, height } = doc.getPage(0).getSize();
      expect([Math.round(width * 100) / 100, Math.round(height * 100) / 100]).toEqual(size);
    }, 60_000);
  }

  it('writes SVG pages and one SVG per card with --svg', async () => {
    const out = join(dir, 'heroes-svg');
    const r = await carto(['print', 'heroes', '--svg', '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    const files = readdirSync(out);
    const cards = printedCards(heroesPack);
    expect(files.filter((f) => f.startsWith('page-'))).toHaveLength(Math.ceil(cards.length / 9) + 2);
    for (const c of cards) expect(files).toContain(`${c.id}.svg`);
  });

  it('draws a card at poker size with its bleed, in the game symbols, and escapes the text', () => {
    const hero = heroesPack.heroes[0]!;
    const svg = cardSvg({ ...hero, name: 'Ada <&> "Lovelace"' });
    expect(svg).toMatch(/^<svg [^>]*width="69.5mm" height="94.9mm" viewBox="0 0 69.5 94.9"/);
    expect(svg).toContain('Ada &lt;&amp;&gt; &quot;Lovelace&quot;');
    expect(svg).not.toContain('<&>');
    // The hero space carries the hero symbol (the shield's path from src/print/symbol-markup.ts).
    expect(svg).toContain('M10 1.8 17 4.6V10c0 4-3 7-7 8.5C6 17 3 14 3 10V4.6Z');
  });
});
