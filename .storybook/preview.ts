import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import { html } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { STORY_THEMES, type ThemeName } from '../stories/support/themes.ts';
import { adoptThemes } from '../components/styles/themes.ts';
import { manifest } from '../stories/support/manifest.ts';
import { loadStoryFonts, STORY_FONTS } from '../stories/support/fonts.ts';
import '../stories/support/pseudo-locale.ts';

// The docs pages and the Controls panel list each element's attributes, properties, events, slots, parts and
// CSS properties from the manifest (its public part: see support/manifest.ts).
setCustomElementsManifest(manifest);

/** Phone width of the stories that set `parameters.width: 'phone'`. */
const PHONE = 390;

const preview: Preview = {
  parameters: {
    layout: 'centered',
    viewport: {
      options: {
        phone: { name: 'Phone (390 px)', styles: { width: `${PHONE}px`, height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (1024 px)', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Theme: data-carto-theme on an ancestor',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...STORY_THEMES], dynamicTitle: true },
    },
    locale: {
      description: 'Language: lang on an ancestor (the elements follow the nearest lang, live)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'pl', title: 'Polski' },
          { value: 'en-XA', title: 'Pseudo-locale (untranslated text stands out)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'paper', locale: 'en' },
  loaders: [loadStoryFonts],
  decorators: [
    // Themes are applied the way a page would: data-carto-theme on an ancestor of the element, which
    // also paints that ancestor as the table. `parameters.width: 'phone'` also squeezes the story into a
    // phone's width, so that it shows even where the viewport toolbar does not apply (the screenshot
    // script, the vitest run).
    (story, { globals, parameters }) => {
      adoptThemes();
      const theme = (globals['theme'] as ThemeName | undefined) ?? 'paper';
      // The locale the way a page sets it: lang on <html> (every element re-renders when it changes).
      document.documentElement.lang = (globals['locale'] as string | undefined) ?? 'en';
      const phone = parameters['width'] === 'phone';
      // The whole canvas takes the theme's page colour, so a dark theme is not reviewed on white.
      document.documentElement.dataset['cartoTheme'] = theme;
      const style = {
        ...STORY_FONTS,
        padding: '0.5rem',
        ...(phone ? { width: `${PHONE}px`, 'max-width': '100%', 'box-sizing': 'border-box', outline: '1px dashed #999' } : {}),
      };
      return html`<div class="story-frame" data-carto-theme=${theme} style=${styleMap(style)}>${story()}</div>`;
    },
  ],
};
export default preview;
