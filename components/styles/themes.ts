import { css, unsafeCSS } from 'lit';
import type { Fill } from '../../src/grid/fills.ts';
import { OTHER_TOKENS } from './tokens.ts';

/**
 * The themes a page picks with `data-carto-theme` on any ancestor of the elements (the `<html>`
 * element, a `<div>` around a game, or an element itself). Words combine: `"night colour-blind"`.
 *
 * - `paper` (the default): light paper and ink.
 * - `night`: the dark colours.
 * - `auto`: light or dark as the reader prefers (`prefers-color-scheme`). A page that declares
 *   `color-scheme: light dark` (or `<meta name="color-scheme" content="light dark">`) gets the same
 *   without the attribute.
 * - `colour-blind`: terrain colours from the Okabe-Ito palette, which readers with a red-green
 *   colour vision deficiency tell apart (the symbols on every space tell them apart anyway).
 * - `high-contrast`: black and white with saturated terrains and heavy lines.
 *
 * A theme sets `--carto-*` custom properties and `color-scheme` on the ancestor, and paints that
 * ancestor as the table (`--carto-page` behind `--carto-ink`), so a page can still override any single
 * token below it.
 */
export const THEME_NAMES = ['paper', 'night', 'auto', 'colour-blind', 'high-contrast'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

type Token = Fill | keyof typeof OTHER_TOKENS;
type Palette = Readonly<Partial<Record<Token, string>>>;

/** What each theme sets: its colour scheme, and custom properties (values may use `light-dark()`). */
export const THEMES: Readonly<Record<ThemeName, { readonly scheme?: string; readonly palette: Palette }>> = {
  paper: { scheme: 'light', palette: {} },
  night: { scheme: 'dark', palette: {} },
  auto: { scheme: 'light dark', palette: {} },
  'colour-blind': {
    palette: {
      forest: 'light-dark(#009e73, #17b287)',
      village: 'light-dark(#d55e00, #e8731a)',
      farm: 'light-dark(#f0e442, #e6da3a)',
      water: 'light-dark(#0072b2, #2a8fd0)',
      monster: 'light-dark(#cc79a7, #d88cb6)',
      hero: 'light-dark(#e69f00, #f0ad1c)',
      mountain: 'light-dark(#7a6a58, #8f7f6c)',
    },
  },
  'high-contrast': {
    palette: {
      page: 'light-dark(#ffffff, #000000)',
      paper: 'light-dark(#ffffff, #000000)',
      empty: 'light-dark(#ffffff, #000000)',
      ink: 'light-dark(#000000, #ffffff)',
      'grid-line': 'light-dark(#000000, #ffffff)',
      ruins: 'light-dark(#000000, #ffffff)',
      focus: 'light-dark(#0000e0, #ffff00)',
      forest: '#006428',
      village: '#b00000',
      farm: '#ffd700',
      water: '#0040a8',
      monster: '#6a0dad',
      hero: '#ff8c00',
      mountain: '#5a3a14',
      wasteland: '#000000',
      destroyed: '#6e6e6e',
      'symbol-body': '#ffffff',
      'symbol-ink': '#000000',
      attack: 'light-dark(#000000, #ffffff)',
      error: 'light-dark(#a00000, #ffb0b0)',
    },
  },
};

/** The themed area itself is painted as the table (page colour and ink), so text between the elements stays readable in every theme. */
const token = (name: keyof typeof OTHER_TOKENS) => `var(--carto-${name}, light-dark(${OTHER_TOKENS[name].join(', ')}))`;
const AREA = `background-color: ${token('page')}; color: ${token('ink')};`;

function rules(): string {
  const area = `[data-carto-theme] { ${AREA} }`;
  return (
    area +
    '\n' +
    THEME_NAMES.map((name) => {
      const { scheme, palette } = THEMES[name];
      const decls = [scheme ? `color-scheme: ${scheme};` : '', ...Object.entries(palette).map(([token, value]) => `--carto-${token}: ${value};`)].join(' ');
      return `[data-carto-theme~='${name}'] { ${decls} }`;
    }).join('\n')
  );
}

/**
 * The page-level style sheet of the themes. `defineCartoElements()` adopts it into the document
 * (a constructed style sheet: allowed under a strict Content-Security-Policy, no inline styles).
 * An application that puts the elements inside its own shadow root and sets `data-carto-theme`
 * there adopts `cartoThemes.styleSheet` into that root too.
 */
export const cartoThemes = css`
  ${unsafeCSS(rules())}
`;

/** Adopts the theme sheet into a document or shadow root, once. */
export function adoptThemes(root?: Document | ShadowRoot): void {
  const target = root ?? (typeof document === 'undefined' ? undefined : document);
  const sheet = cartoThemes.styleSheet;
  if (!target || !sheet || target.adoptedStyleSheets.includes(sheet)) return;
  target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
}
