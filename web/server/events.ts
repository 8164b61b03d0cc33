/**
 * What a seat is told about one version of a table: the event pushed over SSE (id = version) and
 * the body of GET /tables/:id. Built from the model, never from raw log rows, so hidden
 * information (the seed, deck order, the others' open choices) only ever leaves through viewFor.
 */
import { viewFor, type GameView, type LogEntry } from '../../src/game/index.ts';
import type { TableEvent, TableEventKind, TableInfo } from '../client/protocol.ts';
import { waitingSeats, type TableModel } from './table-model.ts';

export type { TableEvent, TableInfo };

/** The current phase's deadline (ms since the epoch), or null. */
export function deadlineOf(m: TableModel): number | null {
  return m.setup.turnSeconds && m.phaseAt !== null && m.status === 'playing' ? m.phaseAt + m.setup.turnSeconds * 1000 : null;
}

export function tableInfo(m: TableModel, now = Date.now()): TableInfo {
  const waitingFor = waitingSeats(m);
  const deadline = deadlineOf(m);
  return {
    id: m.id,
    version: m.version,
    status: m.status,
    seatCount: m.setup.seats,
    seats: m.seats,
    packs: m.setup.packs,
    waitingFor,
    result: m.game?.result ?? null,
    turnSeconds: m.setup.turnSeconds ?? null,
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
    late: deadline !== null && now > deadline ? waitingFor : [],
    listed: m.listed,
    skipped: m.last.skippedBy === undefined ? null : { seat: m.last.seat, by: m.last.skippedBy },
  };
}

/**
 * Each seat's view of one version, built once: the action's answer, every connection of that seat
 * and every spectator share it (models are immutable, so a view never goes stale; it is dropped
 * with its model). Keyed by the receiving seat: views of different seats are never shared.
 */
const views = new WeakMap<TableModel, Map<number, GameView>>();

export function viewOf(m: TableModel, seat: number): GameView | null {
  if (!m.game) return null;
  let bySeat = views.get(m);
  if (!bySeat) {
    bySeat = new Map();
    views.set(m, bySeat);
  }
  let view = bySeat.get(seat);
  if (!view) {
    view = viewFor(m.game, seat);
    shareRedacted(view.log as LogEntry[], m.game.log);
    bySeat.set(seat, view);
  }
  return view;
}

/**
 * viewFor copies every redacted log entry (a shuffle without its order) anew in every view: each
 * copy is replaced by the one made first for the same entry of the game's log, so that every view
 * of every version holds the very same object. The wire compares logs entry by entry, four seats
 * per version over the whole log: by identity, instead of by each new copy's JSON (a twentieth of
 * the request thread under load).
 */
const redacted = new WeakMap<LogEntry, LogEntry>();
function shareRedacted(log: LogEntry[], original: readonly LogEntry[]): void {
  let j = 0;
  for (let i = 0; i < log.length; i++) {
    const e = log[i]!;
    // The view's log is the game's, in order, with some entries left out and some copied.
    while (j < original.length && original[j]!.seq !== e.seq) j++;
    const from = original[j];
    if (from === undefined || from === e) continue;
    const first = redacted.get(from);
    if (first === undefined) redacted.set(from, e);
    else log[i] = first;
  }
}

/**
 * `seat` is the receiving seat, or SPECTATOR (-1): viewFor hides every seat's open choices from it. `now`: the server's
 * clock (who is late); `table`: tableInfo(m, now) when the caller has it already (the same for every seat).
 */
export function eventFor(m: TableModel, kind: TableEventKind, by: number | null, seat: number, now = Date.now(), table = tableInfo(m, now)): TableEvent {
  return { version: m.version, kind, by, table, seat, view: viewOf(m, seat) };
}
