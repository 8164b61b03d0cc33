import { CartoMapElement } from './carto-map.ts';
import { CartoShapeElement } from './carto-shape.ts';
import { CartoCardElement } from './carto-card.ts';
import { CartoDeckElement } from './carto-deck.ts';
import { CartoScoreboardElement } from './carto-scoreboard.ts';
import { CartoPlacementControlsElement } from './carto-placement-controls.ts';
import { CartoSetupElement } from './carto-setup.ts';
import { CartoGameElement } from './carto-game.ts';

/**
 * Registers every element under its tag, once: calling it again, or loading two copies of the
 * bundle on one page, is harmless. Providers must be defined before their consumers
 * (a @lit/context consumer upgraded first gets no value).
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
];

export function defineCartoElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, ctor] of elements) {
    if (!registry.get(tag)) registry.define(tag, ctor);
  }
}
