/**
 * Events a map fires when the user points at or activates a space. They bubble and cross shadow
 * roots so that `<carto-game>` (or any page) can listen on an ancestor. Fired only on user input.
 */
export class CartoCellPointEvent extends Event {
  static readonly eventName = 'carto-cell-point';
  constructor(
    /** 0-based row of the space */
    readonly row: number,
    /** 0-based column of the space */
    readonly col: number,
    /** how the space was pointed at */
    readonly via: 'pointer' | 'keyboard',
  ) {
    super(CartoCellPointEvent.eventName, { bubbles: true, composed: true });
  }
}

export class CartoCellActivateEvent extends Event {
  static readonly eventName = 'carto-cell-activate';
  constructor(
    readonly row: number,
    readonly col: number,
    readonly via: 'pointer' | 'keyboard',
    /** the second click of a double-click (or tap of a double-tap): one gesture, not a deliberate second activation */
    readonly repeat = false,
  ) {
    // A request: a listener may cancel it (for example while waiting for another player); the map
    // then leaves its selection as it was.
    super(CartoCellActivateEvent.eventName, { bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-cell-point': CartoCellPointEvent;
    'carto-cell-activate': CartoCellActivateEvent;
  }
}
