/**
 * Small helpers to write SVG as text (in millimetres): escaping, the game's symbols with their
 * colours inlined, a grid of spaces. Text is always escaped: card names and texts are the
 * designer's.
 */
import { FILL_COLOURS, SYMBOL_COLOURS } from './colours.ts';
import { SYMBOL_MARKUP, type SymbolName } from './symbol-markup.ts';
import type { Fill } from '../grid/fills.ts';

/** Text safe inside an SVG element or attribute. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const n = (v: number) => String(Math.round(v * 100) / 100);

const INK = SYMBOL_COLOURS['symbol-ink'][0];
const BODY = SYMBOL_COLOURS['symbol-body'][0];

/** The attributes of each symbol class (components/symbols/symbol.styles.ts says the same in CSS). */
const CLASS_ATTRS: Readonly<Record<string, string>> = {
  b: `fill="${BODY}" stroke="${INK}" stroke-width="1.3" stroke-linejoin="round"`,
  i: `fill="${INK}"`,
  t: `fill="none" stroke="${INK}" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round"`,
  o: `fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`,
  l: `fill="none" stroke="${BODY}" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"`,
  'b coin-body': `fill="${SYMBOL_COLOURS.coin[0]}" stroke="${INK}" stroke-width="1.3"`,
  'b star-body': `fill="${SYMBOL_COLOURS.star[0]}" stroke="${INK}" stroke-width="1.3"`,
};

const inlined = Object.fromEntries(
  Object.entries(SYMBOL_MARKUP).map(([name, markup]) => [name, markup.replace(/class="([^"]+)"/g, (_, cls: string) => CLASS_ATTRS[cls] ?? '')]),
) as Record<SymbolName, string>;

/** A symbol drawn in a square of `size` mm at (x, y). */
export function symbolAt(name: SymbolName, x: number, y: number, size: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(size / 20)})">${inlined[name]}</g>`;
}

export const fillColour = (f: Fill): string => FILL_COLOURS[f][0];
export const PAPER = '#f3ead3';
export const TEXT = '#2a2118';

export function rect(x: number, y: number, w: number, h: number, fill: string, stroke = 'none', width = 0.25): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" stroke="${stroke}" stroke-width="${n(width)}"/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke = TEXT, width = 0.25): string {
  return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" fill="none"/>`;
}

export function text(
  x: number,
  y: number,
  size: number,
  content: string,
  opts: { bold?: boolean; fill?: string; anchor?: 'start' | 'middle' | 'end' } = {},
): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="Helvetica, Arial, sans-serif" font-size="${n(size)}"${opts.bold ? ' font-weight="bold"' : ''} fill="${opts.fill ?? TEXT}" text-anchor="${opts.anchor ?? 'start'}">${esc(content)}</text>`;
}

/** Words wrapped to lines of at most `chars` characters (Helvetica is about half an em wide on average). */
export function wrap(content: string, chars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of content.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > chars) lines.push(current), (current = word);
    else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

/** One space of a map or shape: its colour, its symbol, ruins underneath. */
export function space(fill: Fill, ruins: boolean, x: number, y: number, size: number): string {
  const parts = [rect(x, y, size, size, fillColour(fill), TEXT, 0.2)];
  if (ruins) parts.push(symbolAt('ruins', x + size * 0.1, y + size * 0.1, size * 0.8));
  if (fill !== 'empty') parts.push(symbolAt(fill, x + size * 0.15, y + size * 0.15, size * 0.7));
  return parts.join('');
}
