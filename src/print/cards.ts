/**
 * Print-and-play: scoring, explore, ambush and hero cards at poker size (63.5 x 88.9 mm) with a
 * 3 mm bleed (the background and the header band run past the cut), and map sides, as SVG text in
 * millimetres, drawn with the game's symbols and colours. Words on the cards come from `labels`
 * (English by default; the editor passes its translated ones).
 */
import type { AmbushCard, Card, ExploreCard, HeroCard, MapSide, ScoringCard } from '../content/types.ts';
import { SCORING_STACK_NAMES } from '../content/stacks.ts';
import { parseNotation } from '../grid/notation.ts';
import type { Fill } from '../grid/fills.ts';
import { fillColour, PAPER, rect, space, symbolAt, text, TEXT, wrap } from './svg.ts';

export const CARD_WIDTH = 63.5;
export const CARD_HEIGHT = 88.9;
export const BLEED = 3;

export interface PrintLabels {
  readonly time: (n: number) => string;
  readonly solo: (n: number) => string;
  readonly stack: (stack: string) => string;
  readonly pass: (direction: string) => string;
  readonly example: (stars: number) => string;
  readonly kind: (kind: Card['kind']) => string;
}

export const ENGLISH_LABELS: PrintLabels = {
  time: (n) => `Time ${n}`,
  solo: (n) => `Solo ${n}`,
  stack: (s) => `${s} stack`,
  pass: (d) => `Pass ${d}`,
  example: (n) => `Example: ${n} stars`,
  kind: (k) => ({ explore: 'Explore', ambush: 'Ambush', hero: 'Hero', scoring: 'Scoring', season: 'Season', edict: 'Edict', map: 'Map side' })[k],
};

/** The kinds printed as cards. */
export type PrintedCard = ScoringCard | ExploreCard | AmbushCard | HeroCard;
export const isPrintedCard = (c: Card): c is PrintedCard => c.kind === 'scoring' || c.kind === 'explore' || c.kind === 'ambush' || c.kind === 'hero';

const STACK_FILL: Readonly<Record<ScoringCard['stack'], Fill>> = { forest: 'forest', 'farm-water': 'water', village: 'village', spaces: 'mountain' };

/** A shape or pattern picture drawn as spaces ('X' in `fill`, 'H' a hero, 'o' a gap), centred in a box. */
function picture(rows: readonly string[], fill: Fill, cx: number, top: number, maxSize: number, maxWidth: number): { svg: string; height: number } {
  const cols = Math.max(...rows.map((r) => r.length));
  const size = Math.min(maxSize, maxWidth / cols);
  const left = cx - (cols * size) / 2;
  const parts: string[] = [];
  rows.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      const x = left + c * size;
      const y = top + r * size;
      if (ch === 'X') parts.push(space(fill, false, x, y, size));
      else if (ch === 'H') parts.push(space('hero', false, x, y, size));
      else if (ch === 'o') parts.push(rect(x, y, size, size, 'none', TEXT, 0.15));
    }),
  );
  return { svg: parts.join(''), height: rows.length * size };
}

function frame(card: PrintedCard, band: string, labels: PrintLabels, body: string, corner: string): string {
  const W = CARD_WIDTH + 2 * BLEED;
  const H = CARD_HEIGHT + 2 * BLEED;
  const x0 = BLEED;
  const y0 = BLEED;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}mm" height="${H}mm" viewBox="0 0 ${W} ${H}">`,
    rect(0, 0, W, H, PAPER),
    rect(0, 0, W, y0 + 14, band),
    text(x0 + 4, y0 + 7, 4.6, card.name, { bold: true, fill: '#fffaf0' }),
    text(x0 + 4, y0 + 11.5, 2.8, labels.kind(card.kind), { fill: '#fffaf0' }),
    text(x0 + CARD_WIDTH - 4, y0 + 11.5, 2.8, corner, { fill: '#fffaf0', anchor: 'end' }),
    rect(x0 + 2, y0 + 2, CARD_WIDTH - 4, CARD_HEIGHT - 4, 'none', '#fffaf0', 0.4),
    `<g transform="translate(${x0} ${y0 + 14})">${body}</g>`,
    card.number ? text(x0 + CARD_WIDTH - 4, y0 + CARD_HEIGHT - 4, 2.4, card.number, { anchor: 'end' }) : '',
    '</svg>',
  ].join('');
}

function scoringBody(card: ScoringCard, labels: PrintLabels): string {
  const parts: string[] = [];
  let y = 8;
  for (const l of wrap(card.text, 34)) parts.push(text(4, y, 3.2, l)), (y += 4.3);
  if (card.example) {
    const grid = parseNotation(card.example.rows.join('\n'));
    const size = Math.min(5, 40 / grid.cols, (CARD_HEIGHT - 14 - y - 14) / grid.rows);
    const left = CARD_WIDTH / 2 - (grid.cols * size) / 2;
    y += 3;
    grid.fills.forEach((f, i) => parts.push(space(f, grid.ruins[i]!, left + (i % grid.cols) * size, y + Math.floor(i / grid.cols) * size, size)));
    y += grid.rows * size + 4;
    parts.push(text(CARD_WIDTH / 2, y, 2.8, labels.example(card.example.stars), { anchor: 'middle' }));
  }
  return parts.join('');
}

function exploreBody(card: ExploreCard): string {
  const parts: string[] = [];
  const size = 8;
  const left = CARD_WIDTH / 2 - (card.terrains.length * (size + 2)) / 2;
  card.terrains.forEach((t, i) => parts.push(space(t, false, left + i * (size + 2), 6, size)));
  if (card.ruins) parts.push(symbolAt('ruins', CARD_WIDTH / 2 - 10, 20, 20));
  let top = 20;
  for (const option of card.options) {
    const drawn = picture(option.shape, card.terrains[0] ?? 'empty', CARD_WIDTH / 2, top, 6, CARD_WIDTH - 16);
    parts.push(drawn.svg);
    if (option.coin) parts.push(symbolAt('coin', CARD_WIDTH - 14, top, 7));
    top += drawn.height + 5;
  }
  return parts.join('');
}

function ambushBody(card: AmbushCard, labels: PrintLabels): string {
  const drawn = picture(card.shape, 'monster', CARD_WIDTH / 2, 10, 7, CARD_WIDTH - 16);
  return drawn.svg + text(CARD_WIDTH / 2, 10 + drawn.height + 8, 3, labels.pass(card.pass), { anchor: 'middle' });
}

function heroBody(card: HeroCard): string {
  return picture(card.pattern, 'destroyed', CARD_WIDTH / 2, 10, 7, CARD_WIDTH - 16).svg;
}

/** One card as a standalone SVG document, bleed included. */
export function cardSvg(card: PrintedCard, labels: PrintLabels = ENGLISH_LABELS): string {
  switch (card.kind) {
    case 'scoring':
      return frame(
        card,
        fillColour(STACK_FILL[card.stack]),
        labels,
        scoringBody(card, labels),
        `${labels.stack(SCORING_STACK_NAMES[card.stack])} · ${labels.solo(card.solo)}`,
      );
    case 'explore':
      return frame(card, fillColour(card.terrains[0] ?? 'mountain'), labels, exploreBody(card), labels.time(card.time));
    case 'ambush':
      return frame(card, fillColour('monster'), labels, ambushBody(card, labels), labels.time(card.time));
    case 'hero':
      return frame(card, fillColour('hero'), labels, heroBody(card), labels.time(card.time));
  }
}

/** A map side as an SVG of `width` mm: its printed spaces with their symbols, the side's name above. */
export function mapSideSvg(side: MapSide, width = 180): string {
  const grid = parseNotation(side.rows.join('\n'));
  const size = width / grid.cols;
  const top = 12;
  const H = top + grid.rows * size;
  const parts = grid.fills.map((f, i) => space(f, grid.ruins[i]!, (i % grid.cols) * size, top + Math.floor(i / grid.cols) * size, size));
  // Half a millimetre around, so the outer grid lines are not cut by the edge of the drawing.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 1}mm" height="${H + 1}mm" viewBox="-0.5 -0.5 ${width + 1} ${H + 1}">${text(0, 8, 6, `${side.name} (${side.side})`, { bold: true })}${parts.join('')}</svg>`;
}
