/** The lobby opened a seat (or a spectator link): the page shows the game for it. */
export class CartoPlayEvent extends Event {
  static readonly eventName = 'carto-play';
  constructor(
    readonly server: string,
    readonly table: string,
    /** -1 for a spectator */
    readonly seat: number,
    readonly token: string,
  ) {
    super(CartoPlayEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-play': CartoPlayEvent;
  }
}
