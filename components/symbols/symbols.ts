/**
 * Our own symbol for every fill of a map space, plus ruins, the coin and the star: small SVG
 * drawings on a 20 x 20 grid, told apart by shape (a tree, a house, a wheat ear, waves, a horned
 * head, peaks, a crack, columns, a shield, a cross), so that a player who cannot tell the terrain
 * colours apart still reads the map. Each is a light body with a dark outline, legible on every
 * terrain colour of every theme; the colours come from `symbolStyles`. The drawings themselves are
 * defined once in src/print/symbol-markup.ts (the print-and-play cards draw them too).
 */
import { html, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { svg as staticSvg, unsafeStatic } from 'lit/static-html.js';
import type { Fill } from '../../src/grid/fills.ts';
import { SYMBOL_MARKUP, type SymbolName } from '../../src/print/symbol-markup.ts';

export type { SymbolName } from '../../src/print/symbol-markup.ts';

/**
 * Each drawing as a Lit template of our own constant markup (never user or content text), made static:
 * Lit prepares each drawing's template once and clones it where a space's symbol changes (a ghost
 * moving over the map), instead of parsing the markup again as an unsafeSVG value would.
 */
const DRAWINGS: Readonly<Record<SymbolName, SVGTemplateResult>> = Object.fromEntries(
  Object.entries(SYMBOL_MARKUP).map(([name, markup]) => [name, staticSvg`${unsafeStatic(markup)}`]),
) as Record<SymbolName, SVGTemplateResult>;

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
