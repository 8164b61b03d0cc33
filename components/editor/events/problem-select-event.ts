/** The designer chose a problem in the list: the editor focuses the field it names. Bubbles, composed; user input only. */
export class CartoProblemSelectEvent extends Event {
  static readonly eventName = 'carto-problem-select';
  constructor(
    readonly file: string,
    readonly pointer: string,
  ) {
    super(CartoProblemSelectEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-problem-select': CartoProblemSelectEvent;
  }
}
