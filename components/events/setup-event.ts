import type { TableSetup } from '../../machines/table/setup.ts';

/** The table's choices are made: start a game with them. */
export class CartoSetupEvent extends Event {
  static readonly eventName = 'carto-setup';
  constructor(readonly setup: TableSetup) {
    super(CartoSetupEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-setup': CartoSetupEvent;
  }
}
