/**
 * The stories' fonts, bundled with the Storybook build (from @fontsource, SIL Open Font License) so
 * that every machine draws the same letters: the approved screenshots (test/visual/) depend on it.
 * Inter stands in for the elements' default `system-ui` and Gelasio, which has Georgia's metrics, for
 * their default title font, so the stories look like what most readers see. Glyphs these lack fall
 * back to the system fonts, which the visual test pins (tools/scripts/visual/fonts.conf).
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/400-italic.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/gelasio/400.css';
import '@fontsource/gelasio/400-italic.css';
import '@fontsource/gelasio/600.css';
import '@fontsource/gelasio/700.css';

/** The elements' font tokens, set on the story frame; text outside the elements uses the same. */
export const STORY_FONTS = {
  '--carto-font': 'Inter, sans-serif',
  '--carto-title-font': 'Gelasio, serif',
  'font-family': 'Inter, sans-serif',
} as const;

/** Each face the imports above declare, as `document.fonts.load` takes it. */
const FACES = ['400', 'italic 400', '600', '700'].flatMap((w) => [`${w} 1em Inter`, `${w} 1em Gelasio`]);

/**
 * Loads the fonts before a story renders (a global loader in .storybook/preview.ts). Otherwise a story
 * may paint with the fallback font first, and a <select> keeps it even after the swap.
 */
export async function loadStoryFonts(): Promise<void> {
  await Promise.all(FACES.map((face) => document.fonts.load(face)));
}
