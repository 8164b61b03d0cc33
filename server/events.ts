/**
 * What a seat is told about one version of a table: the event pushed over SSE (id = version) and
 * the body of GET /tables/:id. Built from the model, never from raw log rows, so hidden
 * information (deck order, the others' open choices) only ever leaves through viewFor.
 */
import { viewFor } from '../src/game/index.ts';
import type { TableEvent, TableEventKind, TableInfo } from '../client/protocol.ts';
import { waitingSeats, type TableModel } from './table-model.ts';

export type { TableEvent, TableInfo };

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

export function eventFor(m: TableModel, kind: TableEventKind, by: number | null, seat: number): TableEvent {
  return { version: m.version, kind, by, table: tableInfo(m), seat, view: m.game ? viewFor(m.game, seat) : null };
}
