/**
 * The protocol's message shapes, shared by both ends (docs/PROTOCOL.md): what a seat is told about
 * one version of a table, as the body of GET /tables/:id and as each server-sent event.
 */
import type { GameResult, GameView } from '../src/game/types.ts';

export type TableStatus = 'open' | 'playing' | 'finished';

/** What made a version: the table's creation, a seat taken, the start, or a player's action. */
export type TableEventKind = 'create' | 'join' | 'start' | 'action';

export interface TableInfo {
  readonly id: string;
  readonly version: number;
  readonly status: TableStatus;
  readonly seatCount: number;
  readonly seats: readonly { readonly seat: number; readonly name: string }[];
  readonly packs: readonly string[];
  /** seats that still owe an action */
  readonly waitingFor: readonly number[];
  readonly result: GameResult | null;
}

export interface TableEvent {
  readonly version: number;
  /** what made this version: a creation, a seat taken, the start, or an action of `by` */
  readonly kind: TableEventKind;
  readonly by: number | null;
  readonly table: TableInfo;
  /** the seat this event is for */
  readonly seat: number;
  /** the game as this seat may see it; null before the start */
  readonly view: GameView | null;
}
