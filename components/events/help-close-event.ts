/** The reader asked to close the help (its Close button, or Escape inside it). */
export class CartoHelpCloseEvent extends Event {
  static readonly eventName = 'carto-help-close';
  constructor() {
    super(CartoHelpCloseEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-help-close': CartoHelpCloseEvent;
  }
}
