/**
 * The client side of the protocol, for browsers and Node alike (fetch and streams only: no DOM,
 * no node: imports). `Transport` is what a game element talks to; `HttpTransport` speaks HTTP
 * plus server-sent events; a WebSocket transport can implement the same interface later.
 */
import type { Action, GameView } from '../src/game/types.ts';
import type { TableEvent, TableInfo } from './protocol.ts';

export type { TableEvent, TableInfo };

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
}

export interface Subscription {
  /** the last version received (store it to resume after a reload) */
  readonly last: number;
  close(): void;
}

export interface Transport {
  readonly tableId: string;
  readonly seat: number;
  snapshot(): Promise<Snapshot>;
  /** One action of this seat; retried with the same idempotency key on network failures. */
  act(action: Omit<Action, 'player'> & { player?: number }, options?: { version?: number }): Promise<ActResult>;
  start(): Promise<{ version: number; table: TableInfo }>;
  legal(): Promise<{ version: number; actions: Action[] }>;
  /** Push updates after version `since` (none: the current version first, then each later one). */
  subscribe(handlers: SubscribeHandlers, since?: number): Subscription;
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
