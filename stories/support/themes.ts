/**
 * The themes in the stories are the elements' own (components/styles/themes.ts), applied the way a
 * page would: `data-carto-theme` on an ancestor of the element. `dark` is the reader's preferred
 * scheme on a page that allows one (`auto`), shown dark here.
 */
import { THEME_NAMES, type ThemeName as ElementTheme } from '../../components/styles/themes.ts';

export const STORY_THEMES = THEME_NAMES.filter((t) => t !== 'auto');
export type ThemeName = ElementTheme;
