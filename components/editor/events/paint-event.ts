import type { Fill } from '../../../src/grid/fills.ts';

/** The designer painted a space of the sample map. Bubbles and crosses shadow roots; user input only. */
export class CartoPaintEvent extends Event {
  static readonly eventName = 'carto-paint';
  constructor(
    readonly row: number,
    readonly col: number,
    readonly fill: Fill,
  ) {
    super(CartoPaintEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-paint': CartoPaintEvent;
  }
}
