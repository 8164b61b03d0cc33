/**
 * The protocol's message shapes, shared by both ends (docs/PROTOCOL.md): what a seat (or a
 * spectator) is told about one version of a table, as the body of GET /tables/:id and as each
 * server-sent event.
 */
import type { GameResult, GameView } from '../../src/game/types.ts';

/** `abandoned`: the host gave the table up; `expired`: nobody played for the server's idle limit. */
export type TableStatus = 'open' | 'playing' | 'finished' | 'abandoned' | 'expired';

/**
 * What made a version: the table's creation, a seat taken, the start, a player's action (or the
 * host's skip of a late seat), a seat left or replaced, the host abandoning, or the idle limit.
 */
export type TableEventKind = 'create' | 'join' | 'start' | 'action' | 'leave' | 'replace' | 'abandon' | 'expire';

/** The seat number a spectator's views and events carry: no seat, no secrets. */
export const SPECTATOR = -1;

export interface SeatInfo {
  readonly seat: number;
  readonly name: string;
  /** the portal's user id of the player, when the seat was taken with a portal's claim */
  readonly user?: string;
  /** the player left after the start: the host may skip their turns or replace them */
  readonly absent?: boolean;
}

export interface TableInfo {
  readonly id: string;
  readonly version: number;
  readonly status: TableStatus;
  readonly seatCount: number;
  readonly seats: readonly SeatInfo[];
  readonly packs: readonly string[];
  /** seats that still owe an action ("your turn" when it holds your seat) */
  readonly waitingFor: readonly number[];
  readonly result: GameResult | null;
  /** the host's deadline per phase of play, in seconds, or null */
  readonly turnSeconds?: number | null;
  /** when the current phase must be done (ISO 8601), or null without a deadline */
  readonly deadline?: string | null;
  /** waiting seats past the deadline, as of when this was sent (the host may skip them) */
  readonly late?: readonly number[];
  /** listed in the open tables (GET /tables?status=open) */
  readonly listed?: boolean;
  /** this version is the host (`by`) playing the rules' first move for a late or absent `seat` */
  readonly skipped?: { readonly seat: number; readonly by: number } | null;
}

export interface TableEvent {
  readonly version: number;
  /** what made this version: a creation, a seat taken, the start, or an action of `by` */
  readonly kind: TableEventKind;
  readonly by: number | null;
  readonly table: TableInfo;
  /** the seat this event is for, SPECTATOR (-1) for a spectator */
  readonly seat: number;
  /** the game as this seat may see it; null before the start */
  readonly view: GameView | null;
}

/** One entry of GET /tables?status=open. */
/** What an invite shows before joining (GET /tables/:id/invitation): who invites, to what. */
export interface Invitation {
  readonly id: string;
  readonly status: TableStatus;
  /** the host's name (seat 0) */
  readonly host: string;
  readonly seatCount: number;
  /** the names of the seats taken so far, in seat order */
  readonly seated: readonly string[];
  readonly packs: readonly string[];
  /** the deadline of every phase of play in seconds, or null: no time control */
  readonly turnSeconds: number | null;
  readonly listed: boolean;
}

export interface OpenTable {
  readonly id: string;
  readonly host: string;
  readonly seatCount: number;
  readonly seated: number;
  readonly packs: readonly string[];
  readonly turnSeconds: number | null;
  readonly createdAt: string;
}
