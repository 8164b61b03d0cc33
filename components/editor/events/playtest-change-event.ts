import type { PlaytestOptions } from '../../../src/content/play-table.ts';

/** The designer changed how the pack is played (game, replaced decks, forced scoring). Bubbles, composed; user input only. */
export class CartoPlaytestChangeEvent extends Event {
  static readonly eventName = 'carto-playtest-change';
  constructor(readonly options: PlaytestOptions) {
    super(CartoPlaytestChangeEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-playtest-change': CartoPlaytestChangeEvent;
  }
}
