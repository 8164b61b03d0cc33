import { tokens } from '../styles/tokens.ts';
import { buttonStyles } from '../styles/buttons.ts';
import { a11yStyles } from '../styles/a11y.ts';
import { cartoGameStyles } from '../carto-game.styles.ts';
import { edictCardStyles } from './edict-card.styles.ts';
import { countStyles } from './count.styles.ts';
import { summaryStyles } from './summary.styles.ts';
import { terrainBackgrounds } from '../styles/terrain.ts';
import { symbolStyles } from '../symbols/symbol.styles.ts';
import { swatchStyles } from '../symbols/swatch.ts';

/** `<carto-game>`'s shadow root styles, in cascade order: the theme's tokens first, its own screens last. */
export const gameStyles = [
  tokens,
  a11yStyles,
  buttonStyles,
  terrainBackgrounds,
  symbolStyles,
  swatchStyles,
  cartoGameStyles,
  edictCardStyles,
  countStyles,
  summaryStyles,
];
