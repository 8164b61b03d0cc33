/**
 * The colour of each fill, and of the symbols' body and ink, the coin and the star: defined once
 * for the elements' theme tokens (components/styles/tokens.ts, which adds the rest of a theme) and
 * for the print-and-play cards (src/print/, the light colours).
 */
import type { Fill } from '../grid/fills.ts';

/** A colour for a light page and one for a dark page. */
export type ColourPair = readonly [light: string, dark: string];

/** The colour of each fill. Keyed by the fill union, so a new fill does not compile until it has a colour. */
export const FILL_COLOURS: Readonly<Record<Fill, ColourPair>> = {
  empty: ['#fbf6e9', '#2b303a'],
  forest: ['#2f7d3a', '#3f9a4b'],
  village: ['#b5452f', '#cf634b'],
  farm: ['#d9a521', '#d8b03e'],
  water: ['#2f6fb5', '#4d8fd6'],
  monster: ['#6b3d8f', '#9a63c7'],
  hero: ['#c7782a', '#dd9447'],
  mountain: ['#6e5a45', '#8f7860'],
  wasteland: ['#3b3b3b', '#0e0e0e'],
  destroyed: ['#8a8a8a', '#5e5e5e'],
};

/** The symbols' colours (the same in both schemes: they sit on terrain colours). */
export const SYMBOL_COLOURS = {
  coin: ['#e0b43a', '#e0b43a'],
  star: ['#f2c230', '#f2c230'],
  'symbol-body': ['#fffaf0', '#fffaf0'],
  'symbol-ink': ['#1d1812', '#1d1812'],
} as const satisfies Record<string, ColourPair>;
