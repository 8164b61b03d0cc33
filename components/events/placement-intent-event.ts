import type { DrawableTerrain } from '../../src/grid/fills.ts';

/** What the player asked for with the placement controls (or their keyboard shortcuts). */
export type PlacementIntent =
  | { readonly kind: 'option'; readonly option: number }
  | { readonly kind: 'terrain'; readonly terrain: DrawableTerrain }
  | { readonly kind: 'rotate' }
  | { readonly kind: 'flip' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'confirm' };

/** A request from the placement controls; `<carto-game>` turns it into a placement machine event. */
export class CartoPlacementIntentEvent extends Event {
  static readonly eventName = 'carto-placement-intent';
  constructor(readonly intent: PlacementIntent) {
    super(CartoPlacementIntentEvent.eventName, { bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-placement-intent': CartoPlacementIntentEvent;
  }
}
