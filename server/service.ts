/**
 * Every read and write of tables, as SQL on a `Db` (either backend). Writes follow one pattern:
 * lock the table row (SELECT ... FOR UPDATE), rebuild the model at the locked version, decide,
 * append one log row, bump the version, NOTIFY, commit. Only after the commit does the in-process
 * cache learn the new model, so a rolled-back write never leaks into it.
 */
import { randomBytes } from 'node:crypto';
import type { ViolationCode } from '../src/codes.ts';
import { CartoError } from '../src/errors.ts';
import type { Action, GameState, SavedGame } from '../src/game/index.ts';
import { toSaved } from '../src/game/index.ts';
import { NOTIFY_CHANNEL, type Db, type Queryable } from './db/sql.ts';
import { ApiError } from './errors.ts';
import { fold, startGame, step, type LogRow, type TableModel, type TableSpec } from './table-model.ts';
import { newSecret, newTableId, sha256 } from './tokens.ts';
import { apply } from '../src/game/index.ts';

/** Engine refusals that mean "not now" (409) rather than "not like this" (422). */
/** Refusals about when the action came (409: decide again on the current table), not about the action itself (422). */
const CONFLICT_CODES: ReadonlySet<ViolationCode> = new Set<ViolationCode>(['game.over', 'turn.nothing-to-do', 'turn.wrong-action']);

export interface WriteResult {
  readonly model: TableModel;
  /** true when an idempotency key matched an earlier request: nothing was written now */
  readonly replayed: boolean;
  /** the version the (possibly earlier) write produced */
  readonly version: number;
}

interface Earlier {
  readonly version: number;
  readonly seat: number;
  readonly requestHash: string;
}

interface Idempotency {
  readonly key: string;
  readonly requestHash: string;
}

/** A bounded cache of the latest model of each table this process has seen. */
class ModelCache {
  private readonly map = new Map<string, TableModel>();
  constructor(private readonly limit: number) {}
  get(id: string): TableModel | undefined {
    const m = this.map.get(id);
    if (m) {
      this.map.delete(id);
      this.map.set(id, m);
    }
    return m;
  }
  offer(m: TableModel): void {
    const old = this.map.get(m.id);
    if (old && old.version >= m.version) return;
    this.map.delete(m.id);
    this.map.set(m.id, m);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value as string);
  }
}

function rowFrom(r: { version: number; kind: string; seat: number | null; body: unknown }): LogRow {
  return { version: r.version, kind: r.kind, seat: r.seat, body: r.body } as LogRow;
}

export class TableService {
  private readonly cache: ModelCache;

  constructor(
    readonly db: Db,
    { cacheSize = 1000 } = {},
  ) {
    this.cache = new ModelCache(cacheSize);
  }

  /** The latest model this process knows of a table, if any (no database access). */
  peek(id: string): TableModel | undefined {
    return this.cache.get(id);
  }

  /** Log rows with version > after (and <= upTo), oldest first. */
  async rows(q: Queryable, id: string, after: number, upTo = 2 ** 31 - 1): Promise<LogRow[]> {
    const rows = await q.query<{ version: number; kind: string; seat: number | null; body: unknown }>(
      'SELECT version, kind, seat, body FROM carto_log WHERE table_id = $1 AND version > $2 AND version <= $3 ORDER BY version',
      [id, after, upTo],
    );
    return rows.map(rowFrom);
  }

  /** The model at exactly `version`, from the cache when it can, catching up from the log otherwise. */
  async modelAt(q: Queryable, id: string, version: number): Promise<TableModel> {
    let base = this.cache.get(id) ?? null;
    if (base && base.version > version) base = null;
    const model = base && base.version === version ? base : fold(id, await this.rows(q, id, base?.version ?? 0, version), base);
    if (model.version !== version) throw new Error(`table ${id}: the log stops at ${model.version}, the table says ${version}`);
    this.cache.offer(model);
    return model;
  }

  /** The current model (no lock), or 404. */
  async current(id: string): Promise<TableModel> {
    const row = (await this.db.query<{ version: number }>('SELECT version FROM carto_tables WHERE id = $1', [id]))[0];
    if (!row) throw unknownTable(id);
    return this.modelAt(this.db, id, row.version);
  }

  /** The seat a token plays at this table; 404 for an unknown table, 401 for a wrong token. */
  async authenticate(id: string, token: string | undefined): Promise<number> {
    if (!token) {
      await this.requireTable(id);
      throw new ApiError(401, 'auth.missing', 'This request needs a seat token: send "Authorization: Bearer <token>".');
    }
    const seat = (await this.db.query<{ seat: number }>('SELECT seat FROM carto_seats WHERE table_id = $1 AND token_hash = $2', [id, sha256(token)]))[0];
    if (seat) return seat.seat;
    await this.requireTable(id);
    throw new ApiError(401, 'auth.token', 'This token holds no seat at this table.');
  }

  private async requireTable(id: string): Promise<void> {
    const found = await this.db.query('SELECT 1 FROM carto_tables WHERE id = $1', [id]);
    if (found.length === 0) throw unknownTable(id);
  }

  async createTable(setup: TableSpec, name: string): Promise<{ model: TableModel; token: string; invite: string }> {
    // Refuse a setup that could never start (unknown packs, bad edict cards) now, not at start.
    try {
      startGame(setup, setup.seats, 0);
    } catch (e) {
      if (e instanceof ApiError) throw e;
      if (e instanceof CartoError) throw new ApiError(422, 'setup.invalid', `This table could not start: ${e.message}`);
      throw e;
    }
    const id = newTableId();
    const token = newSecret();
    const invite = newSecret();
    const row: LogRow = { version: 1, kind: 'create', seat: 0, body: { setup, name } };
    const model = step(null, id, row);
    await this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO carto_tables (id, invite_hash, setup, version) VALUES ($1, $2, $3, 1)', [id, sha256(invite), setup]);
      await tx.query('INSERT INTO carto_seats (table_id, seat, name, token_hash) VALUES ($1, 0, $2, $3)', [id, name, sha256(token)]);
      await appendRow(tx, id, row, null, 'open');
    });
    this.cache.offer(model);
    return { model, token, invite };
  }

  /**
   * Takes the next free seat. A retried join with the same idempotency key gets the same seat
   * back with a fresh token (the old one, never received, stops working): tokens are stored
   * hashed, so the first one cannot be sent again.
   */
  async join(id: string, invite: string, name: string, idem: Idempotency | null): Promise<WriteResult & { seat: number; token: string }> {
    const token = newSecret();
    let seat = -1;
    const result = await this.write(id, 'join', null, idem?.key, async (tx, model, inviteHash, earlier) => {
      if (sha256(invite) !== inviteHash) throw new ApiError(403, 'invite.wrong', 'This invite code does not open this table.');
      if (idem && earlier) {
        if (earlier.requestHash !== idem.requestHash) throw idempotencyMismatch(model.version);
        seat = earlier.seat;
        await tx.query('UPDATE carto_seats SET token_hash = $3 WHERE table_id = $1 AND seat = $2', [id, seat, sha256(token)]);
        return { replayedVersion: earlier.version };
      }
      if (model.status !== 'open') throw new ApiError(409, 'table.started', 'This table has already started: no seat can be taken now.', model.version);
      if (model.seats.length >= model.setup.seats) throw new ApiError(409, 'table.full', `This table is full (${model.setup.seats} seats).`, model.version);
      seat = model.seats.length;
      await tx.query('INSERT INTO carto_seats (table_id, seat, name, token_hash) VALUES ($1, $2, $3, $4)', [id, seat, name, sha256(token)]);
      return { row: { version: model.version + 1, kind: 'join', seat, body: { name } }, idem };
    });
    return { ...result, seat, token };
  }

  /** The host (seat 0) starts the game with the seats taken so far. */
  async start(id: string, seat: number, idem: Idempotency | null = null): Promise<WriteResult> {
    return this.write(id, 'start', seat, idem?.key, async (_tx, model, _invite, earlier) => {
      if (seat !== 0) throw new ApiError(403, 'start.host', 'Only the host (seat 0) starts the game.');
      if (idem && earlier) {
        if (earlier.requestHash !== idem.requestHash) throw idempotencyMismatch(model.version);
        return { replayedVersion: earlier.version };
      }
      if (model.status !== 'open') throw new ApiError(409, 'table.started', 'This table has already started.', model.version);
      const seed = model.setup.seed ?? randomBytes(8).toString('hex');
      return { row: { version: model.version + 1, kind: 'start', seat, body: { players: model.seats.length, seed } }, idem };
    });
  }

  /**
   * One player action, validated by the engine. `expected`, when given, must be the current
   * version (a client acting on what it saw); without it the action applies to whatever the
   * table is now, which is what simultaneous phases need.
   */
  async act(id: string, seat: number, action: Action, expected: number | undefined, idem: Idempotency | null): Promise<WriteResult> {
    return this.write(id, 'action', seat, idem?.key, async (_tx, model, _invite, earlier) => {
      if (idem && earlier) {
        if (earlier.requestHash !== idem.requestHash) throw idempotencyMismatch(model.version);
        return { replayedVersion: earlier.version };
      }
      if (expected !== undefined && expected !== model.version) {
        throw new ApiError(409, 'version.stale', `The table is at version ${model.version}, not ${expected}: fetch it again and decide on what is there now.`, model.version);
      }
      if (!model.game) throw new ApiError(409, 'table.not-started', 'The game has not started yet.', model.version);
      const result = apply(model.game, action);
      if (result.violation) {
        const { code, message } = result.violation;
        throw new ApiError(CONFLICT_CODES.has(code) ? 409 : 422, code, message, model.version);
      }
      // Store the action as the engine logged it (its own fields only), not the client's JSON.
      const logged = (result.state.log[model.game.log.length]?.action ?? action) as Action;
      return { row: { version: model.version + 1, kind: 'action', seat, body: { action: logged } }, idem, next: result.state };
    });
  }

  /** The canonical saved game of a finished table (during play the log would show the deck order). */
  async savedGame(id: string): Promise<{ saved: SavedGame; setup: TableSpec }> {
    const model = await this.current(id);
    if (model.status !== 'finished' || !model.game) throw new ApiError(409, 'table.not-finished', 'The full log is published when the game is over.', model.version);
    return { saved: toSaved(model.game), setup: model.setup };
  }

  private async write(
    id: string,
    kind: LogRow['kind'],
    seat: number | null,
    idemKey: string | undefined,
    decide: (
      tx: Queryable,
      model: TableModel,
      inviteHash: string,
      earlier: Earlier | null,
    ) => Promise<{ replayedVersion: number } | { row: LogRow; idem: Idempotency | null; next?: GameState }>,
  ): Promise<WriteResult> {
    const outcome = await this.db.transaction(async (tx) => {
      try {
        return await this.writeIn(tx, id, kind, seat, idemKey, decide);
      } catch (e) {
        // The same key already names another kind of request of this seat (a join and an action).
        if ((e as { code?: unknown }).code === '23505' && String((e as Error).message).includes('carto_log_idempotency')) {
          throw new ApiError(422, 'idempotency.mismatch', 'This Idempotency-Key was already used for a different request.');
        }
        throw e;
      }
    });
    this.cache.offer(outcome.model);
    return outcome;
  }

  private async writeIn(
    tx: Queryable,
    id: string,
    kind: LogRow['kind'],
    seat: number | null,
    idemKey: string | undefined,
    decide: Parameters<TableService['write']>[4],
  ): Promise<WriteResult> {
    {
      // One round trip: lock the table, and find an earlier request with this idempotency key.
      const locked = (
        await tx.query<{ version: number; invite_hash: string; earlier_version: number | null; earlier_seat: number | null; earlier_hash: string | null; earlier_kind: string | null }>(
          `SELECT t.version, t.invite_hash, l.version AS earlier_version, l.seat AS earlier_seat, l.request_hash AS earlier_hash, l.kind AS earlier_kind
             FROM carto_tables t
             LEFT JOIN carto_log l ON l.table_id = t.id AND l.idempotency_key = $2 AND l.kind = $3 AND ($4::smallint IS NULL OR l.seat = $4)
            WHERE t.id = $1
              FOR UPDATE OF t`,
          [id, idemKey ?? null, kind, seat ?? null],
        )
      )[0];
      if (!locked) throw unknownTable(id);
      const model = await this.modelAt(tx, id, locked.version);
      const earlier = locked.earlier_version === null ? null : { version: locked.earlier_version, seat: locked.earlier_seat!, requestHash: locked.earlier_hash! };
      const d = await decide(tx, model, locked.invite_hash, earlier);
      if ('replayedVersion' in d) return { model, replayed: true, version: d.replayedVersion };
      // The engine already computed the next game state for actions: do not apply twice.
      const next: TableModel =
        d.next !== undefined
          ? { ...model, version: d.row.version, last: { kind: d.row.kind, seat: d.row.seat }, status: d.next.stage === 'gameOver' ? 'finished' : 'playing', game: d.next }
          : step(model, id, d.row);
      await appendRow(tx, id, d.row, d.idem, next.status);
      return { model: next, replayed: false, version: next.version };
    }
  }
}

async function appendRow(tx: Queryable, id: string, row: LogRow, idem: Idempotency | null, status: string): Promise<void> {
  await tx.query('INSERT INTO carto_log (table_id, version, kind, seat, body, idempotency_key, request_hash) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    id,
    row.version,
    row.kind,
    row.seat,
    row.body,
    idem?.key ?? null,
    idem?.requestHash ?? null,
  ]);
  // The NOTIFY rides on the version bump (delivered at COMMIT, to every listening process).
  if (row.version > 1) {
    await tx.query('UPDATE carto_tables SET version = $2, status = $3, updated_at = now() WHERE id = $1 RETURNING pg_notify($4, $5)', [
      id,
      row.version,
      status,
      NOTIFY_CHANNEL,
      `${id}:${row.version}`,
    ]);
  } else {
    await tx.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, `${id}:${row.version}`]);
  }
}

function unknownTable(id: string): ApiError {
  return new ApiError(404, 'table.unknown', `There is no table '${id}'.`);
}

function idempotencyMismatch(version: number): ApiError {
  return new ApiError(422, 'idempotency.mismatch', 'This Idempotency-Key was already used for a different request.', version);
}

