/**
 * The one-script-tag entry: `<script type="module" src="carto.js"></script>` registers every element.
 * Importing this module is the only side effect in the library.
 */
import { defineCartoElements } from './define.ts';

export { CartoMapElement } from './carto-map.ts';
export { CartoShapeElement } from './carto-shape.ts';
export { CartoCardElement } from './carto-card.ts';
export { CartoDeckElement } from './carto-deck.ts';
export { CartoScoreboardElement } from './carto-scoreboard.ts';
export { CartoPlacementControlsElement } from './carto-placement-controls.ts';
export { CartoSetupElement } from './carto-setup.ts';
export { CartoGameElement } from './carto-game.ts';
export { CartoCoinTrackElement } from './carto-coin-track.ts';
export { CartoCardTipElement } from './carto-card-tip.ts';
export { THEME_NAMES, cartoThemes, adoptThemes, type ThemeName } from './styles/themes.ts';
// <carto-help> loads when it is first opened (a separate module: its text is the bundle's largest piece of prose).
export { defineCartoElements } from './define.ts';
export * from './i18n-entry.ts';
export * from '../src/play.ts';

defineCartoElements();
