/**
 * A table as a pure fold over its log rows: the setup from the 'create' row, seat names from the
 * 'join' rows, the game from the 'start' row and every 'action' row replayed through the engine.
 * Nothing here touches the database; the same fold serves writes, reads and pushed events.
 */
import type { TableChoices } from '../src/content/index.ts';
import type { EdictLetter } from '../src/content/types.ts';
import { apply, newGame, type Action, type AmbushPlacement, type GameState } from '../src/game/index.ts';
import { specContent } from './content.ts';

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
}

import type { TableStatus } from '../client/protocol.ts';

export type { TableStatus };

export type LogRow =
  | { readonly version: number; readonly kind: 'create'; readonly seat: 0; readonly body: { readonly setup: TableSpec; readonly name: string } }
  | { readonly version: number; readonly kind: 'join'; readonly seat: number; readonly body: { readonly name: string } }
  | { readonly version: number; readonly kind: 'start'; readonly seat: number; readonly body: { readonly players: number; readonly seed: string | number } }
  | { readonly version: number; readonly kind: 'action'; readonly seat: number; readonly body: { readonly action: Action } };

export interface TableModel {
  readonly id: string;
  readonly version: number;
  readonly setup: TableSpec;
  readonly seats: readonly { readonly seat: number; readonly name: string }[];
  readonly status: TableStatus;
  readonly game: GameState | null;
  /** what made this version (the log row's kind and seat) */
  readonly last: { readonly kind: LogRow['kind']; readonly seat: number };
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

/** The model after one more row. Rows were accepted once, so a refusal now means a corrupt log. */
export function step(model: TableModel | null, id: string, row: LogRow): TableModel {
  if (model === null) {
    if (row.kind !== 'create' || row.version !== 1) throw new LogCorruptError(`table ${id}: the log does not begin with its creation`);
    return { id, version: 1, setup: row.body.setup, seats: [{ seat: 0, name: row.body.name }], status: 'open', game: null, last: { kind: 'create', seat: 0 } };
  }
  if (row.version !== model.version + 1) throw new LogCorruptError(`table ${id}: version ${row.version} follows ${model.version}`);
  switch (row.kind) {
    case 'create':
      throw new LogCorruptError(`table ${id}: created twice`);
    case 'join':
      return { ...model, version: row.version, last: { kind: 'join', seat: row.seat }, seats: [...model.seats, { seat: row.seat, name: row.body.name }] };
    case 'start':
      return { ...model, version: row.version, last: { kind: 'start', seat: row.seat }, status: 'playing', game: startGame(model.setup, row.body.players, row.body.seed) };
    case 'action': {
      if (!model.game) throw new LogCorruptError(`table ${id}: an action before the start`);
      const result = apply(model.game, row.body.action);
      if (result.violation) throw new LogCorruptError(`table ${id} version ${row.version}: the engine refuses a stored action (${result.violation.message})`);
      return { ...model, version: row.version, last: { kind: 'action', seat: row.seat }, status: result.state.stage === 'gameOver' ? 'finished' : 'playing', game: result.state };
    }
  }
}

export function fold(id: string, rows: readonly LogRow[], from: TableModel | null = null): TableModel {
  let model = from;
  for (const row of rows) model = step(model, id, row);
  if (!model) throw new LogCorruptError(`table ${id}: empty log`);
  return model;
}

/** Seats that still owe an action (the "waiting for" of the table). */
export function waitingSeats(model: TableModel): number[] {
  if (!model.game || model.game.stage === 'gameOver') return [];
  return model.game.tasks.flatMap((q, seat) => (q.length > 0 ? [seat] : []));
}
