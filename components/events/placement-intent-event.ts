import type { PlacementIntent } from '../../machines/events.ts';

export type { PlacementIntent };

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
