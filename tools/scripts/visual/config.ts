// What the visual test photographs and how closely a screenshot must match its approved baseline.
// docs/VISUAL.md explains the workflow (npm test's visual stage, npm run shots:approve, the review page).
import type { ThemeName } from '../../../components/styles/themes.ts';

/** Where things live, relative to the repository root. */
export const PATHS = {
  /** the approved screenshots, committed */
  baselines: 'test/visual/baselines',
  /** the last run's screenshots, diffs, results.json and index.html (the failure report) */
  report: '.test-reports/visual',
  /** the built Storybook the stories are photographed from */
  storybook: 'storybook-static',
  /** the review page inside the Storybook build (published by npm run build-storybook) */
  review: 'visual-review',
  /** the fontconfig file that pins the system fonts Chromium may use */
  fonts: 'tools/scripts/visual/fonts.conf',
} as const;

/** One way of photographing a story: a window size, and a theme to ask for (data-carto-theme, by Storybook's theme global). */
export interface Variant {
  /** part of the file name: `<story id>@<name>.png` */
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** none: the story's own theme (paper, unless the story sets one) */
  readonly theme?: ThemeName;
  /** which stories it photographs */
  readonly applies: (storyId: string) => boolean;
}

/** The stories of the cards (stories/cards/, generated): one card each, drawn at the card's own width. */
const isCardStory = (id: string) => id.startsWith('cards-');

/**
 * Every story in its own theme (paper unless it sets one) at the desktop and phone widths of the
 * review screenshots (1280x800 and 390x844), and the elements' stories once more in high contrast.
 * The cards' stories only at 1280: a card has its own width (12rem, --carto-card-width) whatever the
 * window, and when both widths were photographed each of the 92 cards gave the same picture at 390
 * as at 1280 (0 to 9 pixels apart, within the tolerance below). The card element at a phone's width
 * is in the elements' card stories, which keep both widths.
 * High contrast rather than night: every element already has a NightTheme story, while high contrast
 * (black lines, saturated terrains, the only theme that changes the lines) has none. A story that sets
 * its own theme is not photographed again in high contrast. The cards' and editor's stories add
 * nothing in it that the elements' card and map stories lack.
 */
export const VARIANTS: readonly Variant[] = [
  { name: '1280', width: 1280, height: 800, applies: () => true },
  { name: '390', width: 390, height: 844, applies: (id) => !isCardStory(id) },
  { name: '1280-high-contrast', width: 1280, height: 800, theme: 'high-contrast', applies: (id) => id.startsWith('elements-') },
];

/**
 * How close is the same. Two renderings of an unchanged story by the same Chromium are identical
 * here; on another processor the software rasteriser may shade some pixels a level or two apart.
 * - `threshold`: pixelmatch's per-pixel colour distance (0 to 1, in YIQ space) under which two pixels
 *   count as equal. 0.02 is about five levels (of 255) of brightness: a changed colour token is
 *   caught, rounding noise is not. (pixelmatch's default, 0.1, let forest #2f7d3a become #3f9a4b.)
 * - anti-aliased pixels (pixelmatch's detection) are not counted.
 * - `maxDiffPixels`: a screenshot may still differ in this many pixels. A changed colour token or
 *   one more cell in a card's shape changes hundreds to thousands (test/visual/mutations.test.ts).
 * A change in size always fails.
 */
export const TOLERANCE = { threshold: 0.02, maxDiffPixels: 16 } as const;

/** The date every story sees (Date.now and new Date), so nothing shows the day it was photographed. */
export const FIXED_TIME = new Date('2026-01-15T12:00:00Z');

/** The baseline file name of a story in a variant. */
export function shotName(storyId: string, variant: Variant): string {
  return `${storyId}@${variant.name}.png`;
}

/** The story id a baseline file belongs to. */
export function storyOfShot(file: string): string {
  return file.slice(0, file.lastIndexOf('@'));
}
