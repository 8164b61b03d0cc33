/**
 * Every element but `<carto-game>`, by tag: what define.ts registers after the game (its context's
 * provider) and what the one-script bundle (carto-bundle.ts) registers at once, the game coming later.
 */
import { CartoMapElement } from './carto-map.ts';
import { CartoShapeElement } from './carto-shape.ts';
import { CartoCardElement } from './carto-card.ts';
import { CartoDeckElement } from './carto-deck.ts';
import { CartoScoreboardElement } from './carto-scoreboard.ts';
import { CartoPlacementControlsElement } from './carto-placement-controls.ts';
import { CartoSetupElement } from './carto-setup.ts';
import { CartoCoinTrackElement } from './carto-coin-track.ts';
import { CartoCardTipElement } from './carto-card-tip.ts';

export const PLAY_ELEMENTS: ReadonlyArray<readonly [string, CustomElementConstructor]> = [
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
