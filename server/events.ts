/**
 * What a seat is told about one version of a table: the event pushed over SSE (id = version) and
 * the body of GET /tables/:id. Built from the model, never from raw log rows, so hidden
 * information (deck order, the others' open choices) only ever leaves through viewFor.
 */
import { viewFor, type GameResult, type GameView } from '../src/game/index.ts';
import { waitingSeats, type LogRow, type TableModel, type TableStatus } from './table-model.ts';

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
  readonly kind: LogRow['kind'];
  readonly by: number | null;
  readonly table: TableInfo;
  /** the seat this event is for */
  readonly seat: number;
  /** the game as this seat may see it; null before the start */
  readonly view: GameView | null;
}

export function tableInfo(m: TableModel): TableInfo {
  return {
    id: m.id,
    version: m.version,
    status: m.status,
    seatCount: m.setup.seats,
    seats: m.seats,
    packs: m.setup.packs,
    waitingFor: waitingSeats(m),
    result: m.game?.result ?? null,
  };
}

export function eventFor(m: TableModel, kind: LogRow['kind'], by: number | null, seat: number): TableEvent {
  return { version: m.version, kind, by, table: tableInfo(m), seat, view: m.game ? viewFor(m.game, seat) : null };
}
