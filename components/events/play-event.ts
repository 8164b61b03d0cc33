/**
 * The lobby opened a seat (or a spectator link). Unless a listener calls `preventDefault()` (the
 * page shows the game its own way), the lobby shows `<carto-game>` for it itself.
 */
export class CartoPlayEvent extends Event {
  static readonly eventName = 'carto-play';
  constructor(
    readonly server: string,
    readonly table: string,
    /** -1 for a spectator */
    readonly seat: number,
    readonly token: string,
  ) {
    super(CartoPlayEvent.eventName, { bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-play': CartoPlayEvent;
  }
}
