import type { CardKind } from '../../../src/content/types.ts';

/** The designer asked for a new card of a kind (from inside an editor element), maybe a copy of an official card. Bubbles, composed; user input only. */
export class CartoAddCardEvent extends Event {
  static readonly eventName = 'carto-add-card';
  constructor(
    readonly kind: CardKind,
    /** the id of the official card to start from */
    readonly from?: string,
  ) {
    super(CartoAddCardEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-add-card': CartoAddCardEvent;
  }
}
