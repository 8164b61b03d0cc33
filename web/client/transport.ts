/**
 * The client side of the protocol, for browsers and Node alike (fetch and streams only: no DOM,
 * no node: imports). `Transport` is what a game element talks to; `HttpTransport` speaks HTTP
 * plus server-sent events; a WebSocket transport can implement the same interface later.
 */
import type { Action, GameView } from '../../src/game/types.ts';
import type { Invitation, OpenTable, SeatInfo, TableEvent, TableInfo } from './protocol.ts';

export type { Invitation, OpenTable, SeatInfo, TableEvent, TableInfo };

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface Snapshot {
  readonly version: number;
  readonly seat: number;
  readonly table: TableInfo;
  readonly view: GameView | null;
}

export interface ActResult {
  readonly version: number;
  /** the server had already applied this request (same idempotency key): nothing new happened */
  readonly replayed: boolean;
  readonly table: TableInfo;
  readonly view: GameView | null;
}

export interface SubscribeHandlers {
  /** every version after `since`, in order, each exactly once */
  onEvent(event: TableEvent): void;
  onStatus?(status: ConnectionStatus, error?: ProtocolError): void;
  /**
   * The server has been out of reach for a while (the transport's `unreachableAfterMs`), while
   * connecting or reconnecting: `error` says why in a sentence (no network, or the server's own
   * 503). Called with null once it is reachable again. The transport keeps trying meanwhile;
   * `Subscription.retry()` tries at once (a "Retry" button).
   */
  onUnreachable?(error: ProtocolError | null): void;
}

export interface Subscription {
  /** the last version received (store it to resume after a reload) */
  readonly last: number;
  close(): void;
  /** Reconnects now instead of after the current back-off delay. */
  retry?(): void;
}

export interface Transport {
  readonly tableId: string;
  readonly seat: number;
  snapshot(): Promise<Snapshot>;
  /**
   * One action of this seat; retried with the same idempotency key on network failures and 5xx.
   * `onRetry` hears each failure that is tried again (the server's sentence, e.g. its database is away).
   */
  act(action: Omit<Action, 'player'> & { player?: number }, options?: { version?: number; onRetry?: (problem: ProtocolError) => void }): Promise<ActResult>;
  start(): Promise<{ version: number; table: TableInfo }>;
  legal(): Promise<{ version: number; actions: Action[] }>;
  /** Push updates after version `since` (none: the current version first, then each later one). */
  subscribe(handlers: SubscribeHandlers, since?: number): Subscription;
  /** A guest leaves (before the start the seat is freed; during play it is marked absent). */
  leave?(): Promise<{ version: number; table: TableInfo }>;
  /** The host gives the table up. */
  abandon?(): Promise<{ version: number; table: TableInfo }>;
  /** The host plays the rules' default for a late (past the deadline) or absent seat. */
  skip?(seat: number): Promise<ActResult>;
  /** The host makes a one-seat invite that hands `seat` to whoever joins with it. */
  replaceSeat?(seat: number): Promise<{ seat: number; invite: string; table: TableInfo }>;
}

/** Whether the table waits for this seat: "your turn" (the tab title, a notification). */
export function isMyTurn(table: TableInfo | null | undefined, seat: number): boolean {
  return !!table && table.status === 'playing' && seat >= 0 && table.waitingFor.includes(seat);
}

/**
 * The waiting seats past the table's deadline at `now` (the server's `late` is as of when it
 * was sent; between versions a client counts down itself).
 */
export function lateSeats(table: TableInfo | null | undefined, now = Date.now()): number[] {
  if (!table?.deadline || table.status !== 'playing') return [];
  return Date.parse(table.deadline) < now ? [...table.waitingFor] : [];
}

/** A refusal from the server (4xx), or a failure after every retry. */
export class ProtocolError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly version?: number,
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}
