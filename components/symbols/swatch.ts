import { css, html } from 'lit';
import type { Fill } from '../../src/grid/fills.ts';
import { symbol } from './symbols.ts';

/**
 * A terrain swatch: its colour and its symbol, for buttons, cards and palettes. Decorative: the
 * terrain's name is written next to it. Needs `swatchStyles`, `symbolStyles` and `terrainBackgrounds`.
 */
export function swatch(fill: Fill) {
  return html`<span class="swatch ${fill}" part=${`swatch ${fill}`} aria-hidden="true">${symbol(fill)}</span>`;
}

export const swatchStyles = css`
  .swatch {
    box-sizing: border-box;
    display: inline-grid;
    place-items: center;
    flex: none;
    width: var(--_swatch-size, 1.25rem);
    height: var(--_swatch-size, 1.25rem);
    padding: 2px;
    border: 1px solid var(--_ink);
    border-radius: 3px;
  }
  @media (forced-colors: active) {
    .swatch { forced-color-adjust: none; border-color: CanvasText; }
  }
`;
