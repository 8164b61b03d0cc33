/**
 * Print-and-play sheets: a pack's cards laid out on A4 or US Letter pages (cards with their bleeds
 * side by side, as many as fit: 9 on A4, 6 on Letter), cut marks at every trim corner, and each map
 * side on a page of its own; as SVG pages, and as one PDF.
 *
 * The PDF is made with @cantoo/pdf-lib, the maintained fork of pdf-lib: pure JavaScript, so the very
 * same code runs in the browser (the editor's export) and in node (the command line) with no
 * browser to drive and no native part, and it draws our SVG as vectors (`drawSvg`), so the cards
 * stay sharp at any print size. (Print CSS through Chromium would give the CLI a browser to install;
 * jsPDF draws SVG only with a DOM.) It is an optional peer dependency, loaded through pdf-library.ts.
 */
import { pdfLibrary } from './pdf-library.ts';
import type { MapSide, Pack } from '../content/types.ts';
import { BLEED, CARD_HEIGHT, CARD_WIDTH, cardSvg, ENGLISH_LABELS, isPrintedCard, mapSideSvg, type PrintLabels, type PrintedCard } from './cards.ts';
import { line } from './svg.ts';

/** Paper sizes in millimetres. */
export const PAPERS = { a4: { width: 210, height: 297 }, letter: { width: 215.9, height: 279.4 } } as const;
export type Paper = keyof typeof PAPERS;

const MM_TO_PT = 72 / 25.4;

/** The cards of a pack that print as cards, in the order scoring, explore, ambush, hero. */
export function printedCards(pack: Pack): PrintedCard[] {
  return [...pack.scoring, ...pack.explore, ...pack.ambush, ...pack.heroes].filter(isPrintedCard);
}

/** How many cards fit across and down a page. */
export function cardsPerPage(paper: Paper): { cols: number; rows: number } {
  const { width, height } = PAPERS[paper];
  return { cols: Math.floor(width / (CARD_WIDTH + 2 * BLEED)), rows: Math.floor(height / (CARD_HEIGHT + 2 * BLEED)) };
}

function nested(svg: string, x: number, y: number): string {
  return svg.replace('<svg ', `<svg x="${x}" y="${y}" `);
}

/** The pages of cards, then one page per map side, each a standalone SVG document. */
export function sheetPages(cards: readonly PrintedCard[], maps: readonly MapSide[], paper: Paper, labels: PrintLabels = ENGLISH_LABELS): string[] {
  const { width, height } = PAPERS[paper];
  const { cols, rows } = cardsPerPage(paper);
  const cw = CARD_WIDTH + 2 * BLEED;
  const ch = CARD_HEIGHT + 2 * BLEED;
  const left = (width - cols * cw) / 2;
  const top = (height - rows * ch) / 2;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">`;
  const pages: string[] = [];
  for (let start = 0; start < cards.length; start += cols * rows) {
    const parts = [open, `<rect width="${width}" height="${height}" fill="#ffffff"/>`];
    const marks: string[] = [];
    cards.slice(start, start + cols * rows).forEach((card, k) => {
      const x = left + (k % cols) * cw;
      const y = top + Math.floor(k / cols) * ch;
      parts.push(nested(cardSvg(card, labels), x, y));
      // Cut marks: short lines in the bleed at each trim corner, on top of the art (they are cut away).
      for (const [tx, ty] of [
        [x + BLEED, y + BLEED],
        [x + cw - BLEED, y + BLEED],
        [x + BLEED, y + ch - BLEED],
        [x + cw - BLEED, y + ch - BLEED],
      ] as const) {
        const dx = tx < x + cw / 2 ? -1 : 1;
        const dy = ty < y + ch / 2 ? -1 : 1;
        marks.push(line(tx + dx * 0.5, ty, tx + dx * BLEED, ty, '#000000', 0.2), line(tx, ty + dy * 0.5, tx, ty + dy * BLEED, '#000000', 0.2));
      }
    });
    pages.push([...parts, ...marks, '</svg>'].join(''));
  }
  for (const side of maps) {
    const w = Math.min(width, height) - 20;
    pages.push([open, `<rect width="${width}" height="${height}" fill="#ffffff"/>`, nested(mapSideSvg(side, w), (width - w) / 2, 15), '</svg>'].join(''));
  }
  return pages;
}

/** The pages as one PDF (vector), A4 or Letter. */
export async function sheetsPdf(pages: readonly string[], paper: Paper, title = 'Print and play'): Promise<Uint8Array> {
  // No dates written (the library would read the clock): the same pack gives the same file.
  const { PDFDocument } = await pdfLibrary();
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setCreator('Cartographers Live');
  doc.setProducer('Cartographers Live');
  const w = PAPERS[paper].width * MM_TO_PT;
  const h = PAPERS[paper].height * MM_TO_PT;
  for (const svg of pages) {
    const page = doc.addPage([w, h]);
    page.drawSvg(svg, { x: 0, y: h, width: w, height: h });
  }
  return doc.save();
}
