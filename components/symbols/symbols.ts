/**
 * Our own symbol for every fill of a map space, plus ruins, the coin and the star: small SVG
 * drawings on a 20 x 20 grid, told apart by shape (a tree, a house, a wheat ear, waves, a horned
 * head, peaks, a crack, columns, a shield, a cross), so that a player who cannot tell the terrain
 * colours apart still reads the map. Each is a light body with a dark outline, legible on every
 * terrain colour of every theme; the colours come from `symbolStyles`.
 */
import { html, svg, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Fill } from '../../src/grid/fills.ts';

/** Everything that has a symbol: every fill but `empty`, and ruins, the coin and the star. */
export type SymbolName = Exclude<Fill, 'empty'> | 'ruins' | 'coin' | 'star';

// Classes: b = body (light fill, dark outline), i = ink (dark fill), o + l = a line drawn as a dark
// stroke under a light one, so a thin line keeps its outline too.
const line = (d: string) => svg`<path class="o" d=${d}></path><path class="l" d=${d}></path>`;

/**
 * One drawing per name. Keyed by the union, so a new fill in src/grid/fills.ts does not compile
 * until it has a symbol here.
 */
const DRAWINGS: Readonly<Record<SymbolName, SVGTemplateResult>> = {
  // A fir: two tiers and a trunk, taller than wide (a mountain is wider than tall).
  forest: svg`<path class="b" d="M10 1.5 15.5 9H13l3.5 5h-5.3v4.5H8.8V14H3.5L7 9H4.5Z"></path>`,
  // A house with a pitched roof and a door.
  village: svg`<path class="b" d="M2.5 10 10 3l7.5 7H15.5v7.5h-11V10Z"></path><path class="i" d="M8.6 12.2h2.8v5.3H8.6Z"></path>`,
  // An ear of wheat: a stalk and three pairs of grains under a top grain.
  farm: svg`${line('M10 18.5V6')}<g class="b">
    <ellipse cx="10" cy="4" rx="1.7" ry="2.6"></ellipse>
    <ellipse cx="7.6" cy="7.6" rx="1.6" ry="2.6" transform="rotate(-35 7.6 7.6)"></ellipse>
    <ellipse cx="12.4" cy="7.6" rx="1.6" ry="2.6" transform="rotate(35 12.4 7.6)"></ellipse>
    <ellipse cx="7.6" cy="11.4" rx="1.6" ry="2.6" transform="rotate(-35 7.6 11.4)"></ellipse>
    <ellipse cx="12.4" cy="11.4" rx="1.6" ry="2.6" transform="rotate(35 12.4 11.4)"></ellipse>
  </g>`,
  // Two waves.
  water: line('M2 7.5q2-3 4 0t4 0 4 0 4 0M2 13.5q2-3 4 0t4 0 4 0 4 0'),
  // A horned head with eyes and teeth.
  monster: svg`<path class="b" d="M5.2 7.6 3 2.2l5 3.3A6.3 6.3 0 0 1 12 5.5l5-3.3-2.2 5.4A6.3 6.3 0 1 1 5.2 7.6Z"></path>
    <circle class="i" cx="7.8" cy="10.6" r="1.2"></circle><circle class="i" cx="12.2" cy="10.6" r="1.2"></circle>
    <path class="t" d="M6.6 14.2l1.1 1.4 1.1-1.4 1.2 1.4 1.1-1.4 1.1 1.4 1.1-1.4"></path>`,
  // A shield with a cross.
  hero: svg`<path class="b" d="M10 1.8 17 4.6V10c0 4-3 7-7 8.5C6 17 3 14 3 10V4.6Z"></path><path class="t" d="M10 5.5v9M6.8 9h6.4"></path>`,
  // Two peaks, wider than tall, with a snow line.
  mountain: svg`<path class="b" d="M1 17.5 7.5 4.5l3.6 7 2.6-4.2 5.3 10.2Z"></path><path class="t" d="M5.6 8.3 7.5 10l1.9-1.7"></path>`,
  // A crack across the ground.
  wasteland: line('M10.5 1.8 7.8 7.2l4.4 3.1-3.7 3.8 1.8 4.3M12.2 10.3l4.3 1.6M7.8 7.2 3.8 6.6'),
  // A cross.
  destroyed: line('M4 4 16 16M16 4 4 16'),
  // Two columns, one broken, under a broken lintel.
  ruins: svg`<path class="b" d="M4 18V9h3v9ZM13 18v-6.2l1.5-1.6 1.5 1.3V18ZM3 5.8l8.5-.8.2 2.5-8.5.8Z"></path>`,
  // A coin with its rim.
  coin: svg`<circle class="b coin-body" cx="10" cy="10" r="7.8"></circle><circle class="t" cx="10" cy="10" r="4.8"></circle>`,
  // A five-pointed star.
  star: svg`<path class="b star-body" d="M10 1.6l2.5 5.4 5.9.6-4.4 4 1.3 5.8L10 14.4 4.7 17.4 6 11.6l-4.4-4 5.9-.6Z"></path>`,
};

/**
 * The symbol of a fill (or ruins, coin, star) as an inline SVG that fills its box; nothing for an
 * empty space. It is decorative (`aria-hidden`): the element around it carries the name.
 */
export function symbol(name: Fill | SymbolName, part = 'symbol'): TemplateResult | typeof nothing {
  if (name === 'empty') return nothing;
  // The <svg> element itself belongs in an html template (Lit's svg tag is for its children).
  return html`<svg class="symbol" part=${`${part} ${name}`} viewBox="0 0 20 20" aria-hidden="true" focusable="false">${DRAWINGS[name]}</svg>`;
}

/** Every symbol name, for stories and tests. */
export const SYMBOL_NAMES = Object.keys(DRAWINGS) as SymbolName[];

/** The drawing of a symbol on its 20 x 20 grid, without its `<svg>` (for drawings of whole maps, such as the exported picture). */
export function symbolDrawing(name: SymbolName): SVGTemplateResult {
  return DRAWINGS[name];
}
