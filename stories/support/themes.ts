/**
 * Theme presets for the stories: each is a set of `--carto-*` custom properties, the same way a page
 * themes the elements (set them on any ancestor; every element reads them through its tokens).
 */
export const THEMES = {
  /** the defaults of components/styles/tokens.ts: nothing set */
  paper: {},
  /** a dark page */
  night: {
    '--carto-paper': '#1f232b',
    '--carto-empty': '#2b303a',
    '--carto-ink': '#ece6d6',
    '--carto-grid-line': '#4a5160',
    '--carto-ruins': '#ece6d6',
    '--carto-focus': '#8ab4f8',
    '--carto-forest': '#3fa34d',
    '--carto-village': '#d8654b',
    '--carto-farm': '#e6b43a',
    '--carto-water': '#4d8fd6',
    '--carto-monster': '#9a63c7',
    '--carto-mountain': '#9c8266',
    '--carto-wasteland': '#111111',
  },
  /** colours that a reader with a red-green colour vision deficiency tells apart (Okabe-Ito) */
  colourblind: {
    '--carto-forest': '#009e73',
    '--carto-village': '#d55e00',
    '--carto-farm': '#f0e442',
    '--carto-water': '#0072b2',
    '--carto-monster': '#cc79a7',
    '--carto-hero': '#e69f00',
  },
} as const satisfies Record<string, Record<string, string>>;

export type ThemeName = keyof typeof THEMES;

/** The `style` text that applies a theme. */
export function themeStyle(name: ThemeName): string {
  return Object.entries(THEMES[name])
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
}

/** The page background that goes with a theme, so a dark theme is not shown on white. */
export function themeBackground(name: ThemeName): string {
  return name === 'night' ? '#14171c' : '#ffffff';
}
