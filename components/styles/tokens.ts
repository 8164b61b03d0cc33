import { css, unsafeCSS } from 'lit';
import { FILL_COLOURS, SYMBOL_COLOURS, type ColourPair } from '../../src/print/colours.ts';

type Pair = ColourPair;

export { FILL_COLOURS };

/** The other colours and sizes; each is `--carto-<name>` for a page to set. */
export const OTHER_TOKENS = {
  /** the area a theme is set on (components/styles/themes.ts), behind the elements */
  page: ['#fbf7ee', '#14171c'],
  paper: ['#f3ead3', '#1f232b'],
  ink: ['#2a2118', '#ece6d6'],
  'grid-line': ['#b9a987', '#4a5160'],
  ruins: ['#2a2118', '#ece6d6'],
  focus: ['#0b57d0', '#8ab4f8'],
  highlight: ['#ffd400', '#ffd400'],
  illegal: ['#d32f2f', '#ff6b6b'],
  error: ['#b3261e', '#ffb4ab'],
  ...SYMBOL_COLOURS,
  /** hero attack marks and destroy candidates drawn over a space */
  attack: ['#1d1812', '#fffaf0'],
} as const satisfies Record<string, Pair>;

const colourDeclarations = [...Object.entries(FILL_COLOURS), ...Object.entries(OTHER_TOKENS)]
  .map(([name, [light, dark]]) => `--_${name}: var(--carto-${name}, light-dark(${light}, ${dark}));`)
  .join('\n');

/**
 * The theme tokens: every colour and size an element uses is a `--carto-*` custom property with
 * its default here. A page themes every element by setting these on any ancestor, or by choosing a
 * theme with `data-carto-theme` (components/styles/themes.ts). Colours follow the inherited
 * `color-scheme`: a page that declares `color-scheme: light dark` gets the dark colours when the
 * reader prefers a dark scheme (`prefers-color-scheme`).
 */
export const tokens = css`
  :host {
    ${unsafeCSS(colourDeclarations)}
    --_cell-size: var(--carto-cell-size, 2rem);
    --_radius: var(--carto-radius, 4px);
    --_font: var(--carto-font, system-ui, sans-serif);
    --_title-font: var(--carto-title-font, Georgia, 'Palatino Linotype', 'DejaVu Serif', serif);
    /* Paper: a faint grain of two dot grids, drawn by CSS alone. */
    --_grain: radial-gradient(circle at 30% 40%, rgb(110 80 30 / 0.07) 0 0.6px, transparent 1.2px) 0 0 / 7px 7px,
      radial-gradient(circle at 70% 70%, rgb(110 80 30 / 0.05) 0 0.8px, transparent 1.4px) 0 0 / 11px 13px;
  }
`;
