/**
 * A table as a pure fold over its log rows: the setup from the 'create' row, seats from the
 * 'join', 'leave' and 'replace' rows, the game from the 'start' row and every 'action' row
 * replayed through the engine, the end from 'abandon' or 'expire'. Nothing here touches the
 * database or the clock (a row's time comes with the row); the same fold serves writes, reads
 * and pushed events.
 */
import type { TableChoices } from '../../src/content/index.ts';
import type { EdictLetter } from '../../src/content/types.ts';
import { apply, newGame, type Action, type AmbushPlacement, type GameState } from '../../src/game/index.ts';
import type { SeatInfo, TableStatus } from '../client/protocol.ts';
import { specContent } from './content.ts';

export type { SeatInfo, TableStatus };

/** What a server table is created with (the request's `setup`): seats, packs, choices and options. */
export interface TableSpec {
  /** seats at the table, 1 to 6; the game starts with the seats taken by then */
  readonly seats: number;
  /** official pack ids, e.g. ["base"] or ["base", "heroes"] */
  readonly packs: readonly string[];
  readonly choices?: TableChoices;
  readonly ambushPlacement?: AmbushPlacement;
  readonly edicts?: Readonly<Partial<Record<EdictLetter, string>>>;
  /** the game's seed; the server draws one at start when absent */
  readonly seed?: string | number;
  /** a deadline for every phase of play, in seconds; a seat that misses it is shown as late */
  readonly turnSeconds?: number;
}

interface Row<K extends string, B> {
  readonly version: number;
  readonly kind: K;
  readonly seat: number;
  readonly body: B;
  /** when it was written (ms since the epoch), for deadlines */
  readonly at?: number;
}

export type LogRow =
  | Row<'create', { readonly setup: TableSpec; readonly name: string; readonly listed?: boolean; readonly user?: string }>
  /** `user`: the portal's user id, when a portal's claim took the seat */
  | Row<'join', { readonly name: string; readonly user?: string }>
  | Row<'start', { readonly players: number; readonly seed: string | number }>
  /** `skippedBy`: the host played the rules' default for a late or absent seat */
  | Row<'action', { readonly action: Action; readonly skippedBy?: number }>
  /** before the start the seat is freed (later seats move down one); after it, the seat is absent */
  | Row<'leave', Record<string, never>>
  /** a newcomer took the seat with the host's one-seat invite */
  | Row<'replace', { readonly name: string; readonly user?: string }>
  | Row<'abandon', Record<string, never>>
  | Row<'expire', Record<string, never>>;

export type LogKind = LogRow['kind'];

export interface TableModel {
  readonly id: string;
  readonly version: number;
  readonly setup: TableSpec;
  readonly seats: readonly SeatInfo[];
  readonly status: TableStatus;
  readonly game: GameState | null;
  /** what made this version (the log row's kind and seat; `skippedBy`: the host who played a late seat's turn) */
  readonly last: { readonly kind: LogKind; readonly seat: number; readonly skippedBy?: number };
  /** when the current phase of play began (a seat got a task it did not have), for its deadline */
  readonly phaseAt: number | null;
  /** listed in the open tables: takes a seat without an invite */
  readonly listed: boolean;
}

export class LogCorruptError extends Error {}

export function specOptions(setup: TableSpec, players: number) {
  return {
    players,
    ...(setup.ambushPlacement !== undefined ? { ambushPlacement: setup.ambushPlacement } : {}),
    ...(setup.edicts !== undefined ? { edicts: setup.edicts } : {}),
  };
}

/** Starts the table's game; throws the engine's CartoError when the setup cannot start. */
export function startGame(setup: TableSpec, players: number, seed: string | number): GameState {
  return newGame(specContent(setup.packs, setup.choices), specOptions(setup, players), seed);
}

/** Seats that still owe an action (the "waiting for" of the table). */
export function waitingSeats(model: Pick<TableModel, 'game' | 'status'>): number[] {
  if (!model.game || model.status !== 'playing') return [];
  return model.game.tasks.flatMap((q, seat) => (q.length > 0 ? [seat] : []));
}

/** A new phase begins when some seat now owes an action it did not owe before. */
function phaseAt(before: TableModel, after: Omit<TableModel, 'phaseAt'>, at: number | undefined): number | null {
  if (after.status !== 'playing') return null;
  const was = new Set(waitingSeats(before));
  return waitingSeats(after).some((s) => !was.has(s)) ? (at ?? before.phaseAt) : before.phaseAt;
}

/** The game after one action, or a LogCorruptError: rows were accepted once, so a refusal now means a corrupt log. */
function played(model: TableModel, id: string, row: LogRow & { kind: 'action' }): GameState {
  if (!model.game) throw new LogCorruptError(`table ${id}: an action before the start`);
  const result = apply(model.game, row.body.action);
  if (result.violation) throw new LogCorruptError(`table ${id} version ${row.version}: the engine refuses a stored action (${result.violation.message})`);
  return result.state;
}

/** The model after one more row; `next` is the game after an action when the caller already has it. */
export function step(model: TableModel | null, id: string, row: LogRow, next?: GameState): TableModel {
  if (model === null) {
    if (row.kind !== 'create' || row.version !== 1) throw new LogCorruptError(`table ${id}: the log does not begin with its creation`);
    return {
      id,
      version: 1,
      setup: row.body.setup,
      seats: [seatOf(0, row.body)],
      status: 'open',
      game: null,
      last: { kind: 'create', seat: 0 },
      phaseAt: null,
      listed: row.body.listed === true,
    };
  }
  if (row.version !== model.version + 1) throw new LogCorruptError(`table ${id}: version ${row.version} follows ${model.version}`);
  const skippedBy = row.kind === 'action' ? row.body.skippedBy : undefined;
  const base = {
    ...model,
    version: row.version,
    last: skippedBy === undefined ? { kind: row.kind, seat: row.seat } : { kind: row.kind, seat: row.seat, skippedBy },
  };
  let after: Omit<TableModel, 'phaseAt'>;
  switch (row.kind) {
    case 'create':
      throw new LogCorruptError(`table ${id}: created twice`);
    case 'join':
      after = { ...base, seats: [...model.seats, seatOf(row.seat, row.body)] };
      break;
    case 'start':
      after = { ...base, status: 'playing', game: startGame(model.setup, row.body.players, row.body.seed) };
      break;
    case 'action': {
      const game = next ?? played(model, id, row);
      after = { ...base, status: game.stage === 'gameOver' ? 'finished' : 'playing', game };
      break;
    }
    case 'leave':
      after =
        model.status === 'open'
          ? { ...base, seats: model.seats.filter((s) => s.seat !== row.seat).map((s, i) => ({ ...s, seat: i })) }
          : { ...base, seats: model.seats.map((s) => (s.seat === row.seat ? { ...s, absent: true } : s)) };
      break;
    case 'replace':
      after = { ...base, seats: model.seats.map((s) => (s.seat === row.seat ? seatOf(s.seat, row.body) : s)) };
      break;
    case 'abandon':
      after = { ...base, status: 'abandoned' };
      break;
    case 'expire':
      after = { ...base, status: 'expired' };
      break;
  }
  return { ...after, phaseAt: phaseAt(model, after, row.at) };
}

function seatOf(seat: number, body: { readonly name: string; readonly user?: string }): SeatInfo {
  return body.user === undefined ? { seat, name: body.name } : { seat, name: body.name, user: body.user };
}

export function fold(id: string, rows: readonly LogRow[], from: TableModel | null = null): TableModel {
  let model = from;
  for (const row of rows) model = step(model, id, row);
  if (!model) throw new LogCorruptError(`table ${id}: empty log`);
  return model;
}

/** Whether the table takes no more changes. */
export function ended(status: TableStatus): boolean {
  return status === 'finished' || status === 'abandoned' || status === 'expired';
}
