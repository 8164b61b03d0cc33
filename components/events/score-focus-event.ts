import type { EdictLetter } from '../../src/content/types.ts';

/**
 * The user pointed at or focused a score on the scoresheet (or left it: `letter` null), so that
 * the spaces behind it can be highlighted on that player's map.
 */
export class CartoScoreFocusEvent extends Event {
  static readonly eventName = 'carto-score-focus';
  constructor(
    readonly player: number,
    /** 0 spring ... 3 winter */
    readonly season: number,
    /** the edict whose spaces to show, 'monsters' for the monster penalty, or null when the pointer left */
    readonly letter: EdictLetter | 'monsters' | null,
  ) {
    super(CartoScoreFocusEvent.eventName, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-score-focus': CartoScoreFocusEvent;
  }
}
