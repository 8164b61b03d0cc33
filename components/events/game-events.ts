import type { Standing } from '../../machines/table/outward.ts';

export type { Standing };

/**
 * What `<carto-game>` tells the page around it (a portal's page): every event bubbles and is
 * composed (it leaves shadow roots), so a listener on the document hears it.
 */
const init = { bubbles: true, composed: true } as const;

/** The game is running on this page: just started, or resumed after a reload. */
export class CartoGameStartEvent extends Event {
  static readonly eventName = 'carto-game-start';
  constructor(
    /** how many players */
    readonly players: number,
    /** a seat of a server table (`table` is its id), or a game on this device */
    readonly online: boolean,
    readonly table: string | null,
  ) {
    super(CartoGameStartEvent.eventName, init);
  }
}

/** It is this device's turn: `player` (online: this seat) has something to do. */
export class CartoTurnEvent extends Event {
  static readonly eventName = 'carto-turn';
  constructor(
    readonly player: number,
    readonly name: string,
  ) {
    super(CartoTurnEvent.eventName, init);
  }
}

/** A season was scored: `season` 0 (spring) to 3 (winter), each player's stars that season. */
export class CartoSeasonEndEvent extends Event {
  static readonly eventName = 'carto-season-end';
  constructor(
    readonly season: number,
    readonly scores: readonly Standing[],
  ) {
    super(CartoSeasonEndEvent.eventName, init);
  }
}

/**
 * The game is over: the standings (total and rank), the winners, and how to replay it: the game
 * code on this device, or the server table whose log (`GET /tables/:id/log`) is published.
 */
export class CartoGameOverEvent extends Event {
  static readonly eventName = 'carto-game-over';
  constructor(
    readonly standings: readonly Standing[],
    readonly winners: readonly number[],
    readonly code: string | null,
    readonly table: string | null,
  ) {
    super(CartoGameOverEvent.eventName, init);
  }
}

/** The player was shown an error: a refused move, a lost connection or an unreachable server (`code`, and the sentence shown). */
export class CartoGameErrorEvent extends Event {
  static readonly eventName = 'carto-game-error';
  constructor(
    readonly code: string,
    readonly message: string,
  ) {
    super(CartoGameErrorEvent.eventName, init);
  }
}

declare global {
  interface HTMLElementEventMap {
    'carto-game-start': CartoGameStartEvent;
    'carto-turn': CartoTurnEvent;
    'carto-season-end': CartoSeasonEndEvent;
    'carto-game-over': CartoGameOverEvent;
    'carto-game-error': CartoGameErrorEvent;
  }
}
