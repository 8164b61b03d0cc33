import { CartoMapElement } from './carto-map.ts';
import { CartoShapeElement } from './carto-shape.ts';
import { CartoCardElement } from './carto-card.ts';
import { CartoDeckElement } from './carto-deck.ts';
import { CartoScoreboardElement } from './carto-scoreboard.ts';
import { CartoPlacementControlsElement } from './carto-placement-controls.ts';
import { CartoSetupElement } from './carto-setup.ts';
import { CartoGameElement } from './carto-game.ts';
import { CartoCoinTrackElement } from './carto-coin-track.ts';
import { CartoCardTipElement } from './carto-card-tip.ts';
import { adoptThemes } from './styles/themes.ts';

/**
 * Registers every element under its tag, once: calling it again, or loading two copies of the
 * bundle on one page, is harmless. Providers must be defined before their consumers
 * (a @lit/context consumer upgraded first gets no value). It also adopts the theme sheet into the
 * document, so `data-carto-theme` works on any ancestor (components/styles/themes.ts).
 */
const elements: ReadonlyArray<readonly [string, CustomElementConstructor]> = [
  // The provider first: a @lit/context consumer upgraded before its provider gets no value.
  ['carto-game', CartoGameElement],
  ['carto-map', CartoMapElement],
  ['carto-shape', CartoShapeElement],
  ['carto-card', CartoCardElement],
  ['carto-deck', CartoDeckElement],
  ['carto-scoreboard', CartoScoreboardElement],
  ['carto-placement-controls', CartoPlacementControlsElement],
  ['carto-setup', CartoSetupElement],
  ['carto-coin-track', CartoCoinTrackElement],
  ['carto-card-tip', CartoCardTipElement],
];

export function defineCartoElements(registry: CustomElementRegistry = customElements): void {
  // The themes (data-carto-theme on any ancestor) are page-level rules: adopt them with the elements.
  adoptThemes();
  for (const [tag, ctor] of elements) {
    if (!registry.get(tag)) registry.define(tag, ctor);
  }
}
