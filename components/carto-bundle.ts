/**
 * The one-script-tag bundle's entry (dist/carto.js, tools/vite.config.ts): every element, like carto.ts,
 * but `<carto-game>` (its table statechart, XState and the board: about 40 KB of the bundle's 105 KB
 * gzipped) loads on demand, from a chunk beside the bundle, when the page has a `<carto-game>` or
 * gets one. A page of maps, cards or shapes loads only what it shows. A page whose game sits in a
 * shadow root (where the document's observer cannot see it) calls `loadCartoGame()`, which also
 * gives the element's class. The package's own entries (carto.ts, elements/*) stay eager.
 */
import { defineOnce } from './elements/define-once.ts';
import { loadWhenUsed } from './lazy-define.ts';
import { PLAY_ELEMENTS } from './play-elements.ts';

export { CartoMapElement } from './carto-map.ts';
export { CartoShapeElement } from './carto-shape.ts';
export { CartoCardElement } from './carto-card.ts';
export { CartoDeckElement } from './carto-deck.ts';
export { CartoScoreboardElement } from './carto-scoreboard.ts';
export { CartoPlacementControlsElement } from './carto-placement-controls.ts';
export { CartoSetupElement } from './carto-setup.ts';
export { CartoCoinTrackElement } from './carto-coin-track.ts';
export { CartoCardTipElement } from './carto-card-tip.ts';
export { THEME_NAMES, cartoThemes, adoptThemes, type ThemeName } from './styles/themes.ts';
export * from './i18n-entry.ts';
export * from '../src/play.ts';

/** Loads and registers `<carto-game>` (once), resolving to its class. */
export function loadCartoGame(): Promise<CustomElementConstructor> {
  return import('./elements/carto-game.ts').then((m) => m.CartoGameElement);
}

/**
 * Registers every element (once; again is harmless): the nine at once, `<carto-game>` when the page
 * uses one (the document's registry) or as soon as it is loaded (another registry). defineOnce keeps
 * a ContextRoot on the document: a map inside `<carto-game>`, upgraded before its game (always so
 * here), gets the game's context when the game is defined.
 */
export function defineCartoElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, ctor] of PLAY_ELEMENTS) defineOnce(tag, ctor, registry);
  if (registry === customElements) loadWhenUsed('carto-game', loadCartoGame);
  else void loadCartoGame().then((ctor) => registry.get('carto-game') ?? registry.define('carto-game', ctor));
}

defineCartoElements();
