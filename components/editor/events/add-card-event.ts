import type { CardKind } from '../../../src/content/types.ts';

/** The designer asked for a new card of a kind (from inside an editor element). Bubbles, composed; user input only. */
export class CartoAddCardEvent extends Event {
  static readonly eventName = 'carto-add-card';
  constructor(readonly kind: CardKind) {
    super(CartoAddCardEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-add-card': CartoAddCardEvent;
  }
}
