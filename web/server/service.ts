/**
 * Every read and write of tables, as SQL on a `Db` (either backend). Writes follow one pattern:
 * read the table's version (and any earlier request with the same idempotency key), rebuild the
 * model at that version, decide with the rules, then append in ONE statement (carto_append in
 * web/server/db/migrations/002_portal.sql) that checks the version is still the one decided on,
 * applies the seat change, appends the log row, bumps the version and NOTIFYs. When another write
 * got there first the statement changes nothing and the write is decided again on the new version.
 * No transaction is held open while the rules run: on the embedded database (one connection, on
 * its own thread) a transaction held across the request thread's other work stalled every other
 * request (22 actions/s); PostgreSQL holds the row lock for microseconds. Only after the append
 * does the in-process cache learn the new model.
 */
import { randomBytes } from 'node:crypto';
import type { ViolationCode } from '../../src/codes.ts';
import { CartoError } from '../../src/errors.ts';
import { apply, legalActions, toSaved, type Action, type GameState, type SavedGame } from '../../src/game/index.ts';
import type { OpenTable } from '../client/protocol.ts';
import { NOTIFY_CHANNEL, StorageUnavailableError, type Db, type Queryable } from './db/sql.ts';
import { ApiError } from './errors.ts';
import { deadlineOf } from './events.ts';
import { ended, LogCorruptError, startGame, step, type LogKind, type LogRow, type TableModel, type TableSpec } from './table-model.ts';
import { newSecret, newTableId, sha256 } from './tokens.ts';
import { AUTH_CHANNEL, AuthCache } from './auth-cache.ts';
import { GroupCommit } from './db/group-commit.ts';

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

export interface Idempotency {
  readonly key: string;
  readonly requestHash: string;
}

/** The locked table row a write decides on. */
interface Locked {
  readonly inviteHash: string;
  readonly listed: boolean;
}

/** The change to carto_seats a decision needs (applied by carto_append with the row). */
type SeatOp =
  | { readonly op: 'insert'; readonly seat: number; readonly name: string; readonly token_hash: string; readonly user_id: string | null }
  | {
      readonly op: 'take';
      readonly seat: number;
      readonly name: string;
      readonly token_hash: string;
      readonly replace_hash: string;
      readonly user_id: string | null;
    }
  | { readonly op: 'remove'; readonly seat: number };

type Decision = { replayedVersion: number } | { row: LogRow; idem: Idempotency | null; next?: GameState; seatOp?: SeatOp };
type Decided = Extract<Decision, { row: LogRow }>;
type Decide = (q: Queryable, model: TableModel, locked: Locked, earlier: Earlier | null) => Promise<Decision>;

/** Another write got there first this many times in a row: give up with a 503 (the client retries). */
const MAX_RACES = 50;

/**
 * How many of each table's latest models are kept: an action's answer is a difference from the one
 * the client has, and the push hub sends the versions this process wrote from here. As many as a
 * table has seats: in a phase every seat may act on the view from before the others' actions.
 */
const RECENT = 6;

/** A bounded cache of the latest models of each table this process has seen (the newest last). */
class ModelCache {
  private readonly map = new Map<string, TableModel[]>();
  /**
   * Tables whose newest version, as a notification told, is beyond the newest model kept: another
   * process wrote it (a table taken over, see docs/DEPLOY.md). Only remembered for tables kept.
   */
  private readonly ahead = new Map<string, number>();
  constructor(private readonly limit: number) {}
  /** A notification: `id` is at `version` in the database. */
  heard(id: string, version: number): void {
    const latest = this.map.get(id)?.at(-1);
    if (latest && latest.version < version && (this.ahead.get(id) ?? 0) < version) this.ahead.set(id, version);
  }
  /** Whether another process is known to have written past the newest model kept. */
  behind(id: string): boolean {
    const v = this.ahead.get(id);
    if (v === undefined) return false;
    if ((this.map.get(id)?.at(-1)?.version ?? 0) < v) return true;
    this.ahead.delete(id);
    return false;
  }
  get(id: string): TableModel | undefined {
    const m = this.map.get(id);
    if (m) {
      this.map.delete(id);
      this.map.set(id, m);
    }
    return m?.at(-1);
  }
  /** The model at exactly `version`, when it is one of the latest kept (no reordering). */
  at(id: string, version: number): TableModel | undefined {
    return this.map.get(id)?.find((m) => m.version === version);
  }
  offer(m: TableModel): void {
    const old = this.map.get(m.id);
    const latest = old?.at(-1);
    if (latest && latest.version >= m.version) return;
    this.map.delete(m.id);
    this.map.set(m.id, [...(old ?? []).slice(1 - RECENT), m]);
    if (this.map.size > this.limit) {
      const gone = this.map.keys().next().value as string;
      this.map.delete(gone);
      this.ahead.delete(gone);
    }
  }
}

function rowFrom(r: { version: number; kind: string; seat: number | null; body: unknown; at: number | null }): LogRow {
  return { version: r.version, kind: r.kind, seat: r.seat, body: r.body, ...(r.at !== null ? { at: Number(r.at) } : {}) } as LogRow;
}

/** Told of every change this process wrote (after it is stored): the webhooks' outbox listens here. */
export type WriteListener = (before: TableModel | null, after: TableModel, row: LogRow) => Promise<void> | void;

/** One of a user's tables (GET /me/tables). */
export interface UserTable {
  readonly seat: number;
  readonly model: TableModel;
}

/** One table's writes in this process (TableService.write). */
interface Lane {
  /** settles once every write queued so far has finished */
  done: Promise<void>;
  /** writes queued and not finished */
  queued: number;
}

/** Table ids are base64url: anything else is unknown without asking the database. */
const TABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export class TableService {
  private readonly cache: ModelCache;
  /** per table, the writes of this process under way (see write and settled) */
  private readonly lanes = new Map<string, Lane>();

  private readonly listeners: WriteListener[] = [];
  /** every append of this process goes through here: one statement and one commit per group */
  readonly appends: GroupCommit;
  /** who each credential is at each table, as the database last said (see auth-cache.ts) */
  readonly credentials = new AuthCache();
  /** the clock of the rows' times (deadlines count from them); tests pass their own */
  readonly now: () => number;

  constructor(
    readonly db: Db,
    // Tables whose latest models are kept: more than the live tables of a portal evening (1,000),
    // since a table pushed out is rebuilt from its log through the rules at its next action.
    { cacheSize = 2000, now = Date.now }: { cacheSize?: number; now?: () => number } = {},
  ) {
    this.cache = new ModelCache(cacheSize);
    this.appends = new GroupCommit(db, db.kind === 'postgres' ? 4 : 1);
    this.now = now;
  }

  /**
   * Listens for credentials taken away by any process sharing the database (a seat handed over,
   * a guest gone before the start): their tables' remembered credentials are forgotten. Returns
   * the unlisten function.
   */
  watchCredentials(): Promise<() => Promise<void>> {
    return this.db.listen(
      AUTH_CHANNEL,
      (table) => this.credentials.revoke(table),
      // Revocations sent while the listening connection was down are lost: forget everything.
      () => this.credentials.clear(),
    );
  }

  /** Calls `listener` after every write of this process (its failures are logged, never the write's). */
  onWrite(listener: WriteListener): void {
    this.listeners.push(listener);
  }

  private async told(before: TableModel | null, after: TableModel, row: LogRow): Promise<void> {
    for (const l of this.listeners) {
      try {
        await l(before, after, row);
      } catch (e) {
        console.error(`after writing table ${after.id} version ${after.version}: ${(e as Error).message}`);
      }
    }
  }

  /**
   * The seat a portal's user holds at this table (the portal's claim authenticates as that seat,
   * on any device); 404 for an unknown table, 401 when the user holds no seat there.
   */
  async seatOfUser(id: string, user: string): Promise<number> {
    if (!TABLE_ID.test(id)) throw unknownTable(id);
    const key = `user:${user}`;
    const known = this.credentials.get(id, key);
    if (known !== undefined) return known;
    const found = await this.db.query<{ seat: number }>('SELECT seat FROM carto_seats WHERE table_id = $1 AND user_id = $2', [id, user]);
    if (found[0]) {
      this.credentials.set(id, key, found[0].seat);
      return found[0].seat;
    }
    await this.requireTable(id);
    throw new ApiError(401, 'auth.user', 'This user holds no seat at this table.');
  }

  /** The tables where a portal's user holds a seat, the latest changed first. */
  async userTables(user: string, limit = 50): Promise<UserTable[]> {
    const rows = await this.db.query<{ id: string; seat: number; version: number }>(
      `SELECT t.id, s.seat, t.version FROM carto_seats s JOIN carto_tables t ON t.id = s.table_id
        WHERE s.user_id = $1 ORDER BY t.updated_at DESC LIMIT $2`,
      [user, limit],
    );
    const out: UserTable[] = [];
    for (const r of rows) out.push({ seat: r.seat, model: await this.modelAt(this.db, r.id, r.version) });
    return out;
  }

  /** The model at `version` when it is one of the latest this process keeps of the table (no database access). */
  recent(id: string, version: number): TableModel | undefined {
    return this.cache.at(id, version);
  }

  /** The latest model this process knows of a table, if any (no database access). */
  peek(id: string): TableModel | undefined {
    return this.cache.get(id);
  }

  /** Log rows with version > after (and <= upTo), oldest first. */
  async rows(q: Queryable, id: string, after: number, upTo = 2 ** 31 - 1): Promise<LogRow[]> {
    const rows = await q.query<{ version: number; kind: string; seat: number | null; body: unknown; at: number | null }>(
      'SELECT version, kind, seat, body, (extract(epoch FROM at) * 1000)::float8 AS at FROM carto_log WHERE table_id = $1 AND version > $2 AND version <= $3 ORDER BY version',
      [id, after, upTo],
    );
    return rows.map(rowFrom);
  }

  /**
   * The model at exactly `version`, from the cache when it can, catching up from the log otherwise.
   * The versions read on the way are kept like the ones this process wrote: a client names the
   * version it holds (`?known=V`), which another process may have written (a table taken over).
   */
  async modelAt(q: Queryable, id: string, version: number): Promise<TableModel> {
    let base = this.cache.get(id) ?? null;
    if (base && base.version > version) base = null;
    if (base && base.version === version) return base;
    const models = await this.after(q, id, base, version);
    const model = models.at(-1) ?? base;
    if (!model) throw new LogCorruptError(`table ${id}: empty log`);
    if (model.version !== version) throw new Error(`table ${id}: the log stops at ${model.version}, the table says ${version}`);
    return model;
  }

  /**
   * The models after `from` (null: from the table's start) up to `upTo`, from the log rows through
   * the rules, oldest first; each is kept (the newest RECENT of them stay). The push hub catches
   * its watchers up from here, so a version read from the log is run through the rules once.
   */
  async after(q: Queryable, id: string, from: TableModel | null, upTo = 2 ** 31 - 1): Promise<TableModel[]> {
    const rows = await this.rows(q, id, from?.version ?? 0, upTo);
    const models: TableModel[] = [];
    let model = from;
    for (const row of rows) {
      model = step(model, id, row);
      models.push(model);
    }
    for (const m of models.slice(-RECENT)) this.cache.offer(m);
    return models;
  }

  /**
   * A notification that table `id` is at `version`. Nothing is read or run now: a table this
   * process keeps but nobody here watches (its players are routed to another process) is brought
   * up to date from the log when it is next touched; this only says its kept model is old.
   */
  heard(id: string, version: number): void {
    this.cache.heard(id, version);
  }

  /** The current model (no lock), or 404. */
  async current(id: string): Promise<TableModel> {
    if (!TABLE_ID.test(id)) throw unknownTable(id);
    const row = (await this.db.query<{ version: number }>('SELECT version FROM carto_tables WHERE id = $1', [id]))[0];
    if (!row) throw unknownTable(id);
    return this.modelAt(this.db, id, row.version);
  }

  /**
   * The seat a token plays at this table, or SPECTATOR (-1) for the table's spectator token;
   * 404 for an unknown table, 401 for a wrong token.
   */
  async authenticate(id: string, token: string | undefined): Promise<number> {
    if (!TABLE_ID.test(id)) throw unknownTable(id);
    if (!token) {
      await this.requireTable(id);
      throw new ApiError(401, 'auth.missing', 'This request needs a seat token: send "Authorization: Bearer <token>".');
    }
    const hash = sha256(token);
    const known = this.credentials.get(id, hash);
    if (known !== undefined) return known;
    const found = await this.db.query<{ seat: number }>(
      'SELECT seat FROM carto_seats WHERE table_id = $1 AND token_hash = $2 UNION ALL SELECT -1 AS seat FROM carto_tables WHERE id = $1 AND spectator_hash = $2',
      [id, hash],
    );
    if (found[0]) {
      this.credentials.set(id, hash, found[0].seat);
      return found[0].seat;
    }
    await this.requireTable(id);
    throw new ApiError(401, 'auth.token', 'This token holds no seat at this table.');
  }

  /** Like authenticate, but a spectator's token is refused: only seats change a table. */
  async authenticateSeat(id: string, token: string | undefined): Promise<number> {
    const seat = await this.authenticate(id, token);
    if (seat < 0) throw new ApiError(403, 'spectator.read-only', 'A spectator link only watches the table: it cannot play or change it.');
    return seat;
  }

  private async requireTable(id: string): Promise<void> {
    const found = await this.db.query('SELECT 1 FROM carto_tables WHERE id = $1', [id]);
    if (found.length === 0) throw unknownTable(id);
  }

  /** Tables still open or playing (the cap on live tables). */
  async liveTables(): Promise<number> {
    const r = await this.db.query<{ n: number }>("SELECT count(*)::int AS n FROM carto_tables WHERE status IN ('open', 'playing')");
    return r[0]?.n ?? 0;
  }

  /** Tables still open or playing that one (hashed) address created (the per-address cap). */
  async liveTablesOf(creator: string): Promise<number> {
    const r = await this.db.query<{ n: number }>("SELECT count(*)::int AS n FROM carto_tables WHERE creator = $1 AND status IN ('open', 'playing')", [creator]);
    return r[0]?.n ?? 0;
  }

  /** Listed tables that still have a free seat, newest first. */
  async openTables(limit = 50): Promise<OpenTable[]> {
    const rows = await this.db.query<{ id: string; setup: TableSpec; created_at: Date | string; host: string; seated: number }>(
      `SELECT t.id, t.setup, t.created_at, s.name AS host, (SELECT count(*)::int FROM carto_seats x WHERE x.table_id = t.id) AS seated
         FROM carto_tables t JOIN carto_seats s ON s.table_id = t.id AND s.seat = 0
        WHERE t.listed AND t.status = 'open'
        ORDER BY t.created_at DESC LIMIT $1`,
      [limit],
    );
    return rows
      .filter((r) => r.seated < r.setup.seats)
      .map((r) => ({
        id: r.id,
        host: r.host,
        seatCount: r.setup.seats,
        seated: r.seated,
        packs: r.setup.packs,
        turnSeconds: r.setup.turnSeconds ?? null,
        createdAt: new Date(r.created_at).toISOString(),
      }));
  }

  /**
   * Tables in play with a deadline per phase (for the late sweep), the longest unchanged first, at
   * their versions; `quiet`: nobody wrote to it for a whole phase's time (a seat that still owes an
   * action is late).
   */
  async timedTables(limit = 500): Promise<{ id: string; version: number; quiet: boolean }[]> {
    return this.db.query<{ id: string; version: number; quiet: boolean }>(
      `SELECT id, version, updated_at < now() - make_interval(secs => (setup->>'turnSeconds')::int) AS quiet
         FROM carto_tables WHERE status = 'playing' AND setup->>'turnSeconds' IS NOT NULL ORDER BY updated_at LIMIT $1`,
      [limit],
    );
  }

  /**
   * Tables nobody changed for `idleMs` that are still open or playing, and unstarted ones after
   * `openIdleMs` (for the sweeper): a table nobody joins should not hold its creator's quota for days.
   */
  async idleTables(idleMs: number, limit = 100, openIdleMs = idleMs): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `SELECT id FROM carto_tables
        WHERE (status = 'playing' AND updated_at < now() - make_interval(secs => $1))
           OR (status = 'open' AND updated_at < now() - make_interval(secs => $3))
        ORDER BY updated_at LIMIT $2`,
      [idleMs / 1000, limit, openIdleMs / 1000],
    );
    return rows.map((r) => r.id);
  }

  /** `creator`: the address's key (per-address caps); `user`: the portal's user id of the host, when a portal's claim creates the table. */
  async createTable(
    setup: TableSpec,
    name: string,
    listed = false,
    creator: string | null = null,
    user?: string,
  ): Promise<{ model: TableModel; token: string; invite: string; spectator: string }> {
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
    const spectator = newSecret();
    const row: LogRow = {
      version: 1,
      kind: 'create',
      seat: 0,
      body: { setup, name, ...(listed ? { listed } : {}), ...(user !== undefined ? { user } : {}) },
      at: this.now(),
    };
    const model = step(null, id, row);
    await this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO carto_tables (id, invite_hash, setup, version, spectator_hash, listed, creator) VALUES ($1, $2, $3, 1, $4, $5, $6)', [
        id,
        sha256(invite),
        setup,
        sha256(spectator),
        listed,
        creator,
      ]);
      await tx.query('INSERT INTO carto_seats (table_id, seat, name, token_hash, user_id) VALUES ($1, 0, $2, $3, $4)', [id, name, sha256(token), user ?? null]);
      await appendCreation(tx, id, row);
    });
    this.cache.offer(model);
    await this.told(null, model, row);
    return { model, token, invite, spectator };
  }

  /**
   * Takes a seat: the next free one with the table's invite (or none, at a listed table), or the
   * seat a one-seat invite of the host names (replacing its player, even during play). A retried
   * join with the same idempotency key gets the same seat back with a fresh token (the old one,
   * never received, stops working): tokens are stored hashed, so the first one cannot be sent again.
   * With `user` (a portal's user, from its claim) the seat is that user's: a user who already holds
   * a seat at the table gets it back (another device), never a second one.
   */
  async join(
    id: string,
    invite: string | undefined,
    name: string,
    idem: Idempotency | null,
    user?: string,
  ): Promise<WriteResult & { seat: number; token: string }> {
    const token = newSecret();
    let seat = -1;
    const userId = user ?? null;
    const body = user === undefined ? { name } : { name, user };
    const result = await this.write(id, ['join', 'replace'], null, idem?.key, async (q, model, locked, earlier) => {
      if (user !== undefined) {
        const held = model.seats.find((s) => s.user === user);
        if (held) {
          seat = held.seat;
          return { replayedVersion: model.version };
        }
      }
      if (idem && earlier) {
        if (earlier.requestHash !== idem.requestHash) throw idempotencyMismatch(model.version);
        seat = earlier.seat;
        // The unreceived token stops working, in every process (see auth-cache.ts).
        await q.query(
          `WITH changed AS (UPDATE carto_seats SET token_hash = $3 WHERE table_id = $1 AND seat = $2 RETURNING 1) SELECT pg_notify('${AUTH_CHANNEL}', $1) FROM changed`,
          [id, seat, sha256(token)],
        );
        this.credentials.revoke(id);
        return { replayedVersion: earlier.version };
      }
      const hash = invite === undefined ? null : sha256(invite);
      if (hash !== null && hash !== locked.inviteHash) {
        const replaced = (await q.query<{ seat: number }>('SELECT seat FROM carto_seats WHERE table_id = $1 AND replace_hash = $2', [id, hash]))[0];
        if (!replaced) throw new ApiError(403, 'invite.wrong', 'This invite code does not open this table.');
        if (ended(model.status)) throw tableEnded(model);
        seat = replaced.seat;
        const seatOp: SeatOp = { op: 'take', seat, name, token_hash: sha256(token), replace_hash: hash, user_id: userId };
        return { row: { version: model.version + 1, kind: 'replace', seat, body }, idem, seatOp };
      }
      if (hash === null && !locked.listed) throw new ApiError(403, 'invite.wrong', 'This table is not listed: taking a seat needs its invite code.');
      if (model.status !== 'open') throw new ApiError(409, 'table.started', 'This table has already started: no seat can be taken now.', model.version);
      if (model.seats.length >= model.setup.seats) throw new ApiError(409, 'table.full', `This table is full (${model.setup.seats} seats).`, model.version);
      seat = model.seats.length;
      return {
        row: { version: model.version + 1, kind: 'join', seat, body },
        idem,
        seatOp: { op: 'insert', seat, name, token_hash: sha256(token), user_id: userId },
      };
    });
    return { ...result, seat, token };
  }

  /** The host (seat 0) starts the game with the seats taken so far. */
  async start(id: string, seat: number, idem: Idempotency | null = null): Promise<WriteResult> {
    return this.write(id, ['start'], seat, idem?.key, async (_tx, model, _locked, earlier) => {
      if (seat !== 0) throw new ApiError(403, 'start.host', 'Only the host (seat 0) starts the game.');
      if (idem && earlier) return replayOf(earlier, idem, model);
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
    return this.write(
      id,
      ['action'],
      seat,
      idem?.key,
      async (_tx, model, _locked, earlier) => {
        if (idem && earlier) return replayOf(earlier, idem, model);
        if (expected !== undefined && expected !== model.version) {
          throw new ApiError(
            409,
            'version.stale',
            `The table is at version ${model.version}, not ${expected}: fetch it again and decide on what is there now.`,
            model.version,
          );
        }
        if (ended(model.status) && model.status !== 'finished') throw tableEnded(model);
        if (!model.game) throw new ApiError(409, 'table.not-started', 'The game has not started yet.', model.version);
        return played(model, seat, action, idem);
      },
      true,
    );
  }

  /**
   * The host plays the rules' default for a seat that is late (past the deadline) or absent: the
   * first legal action the engine lists for its open task. Recorded as that seat's action, with
   * `skippedBy` naming the host.
   */
  async skip(id: string, host: number, target: number, idem: Idempotency | null, now = this.now()): Promise<WriteResult> {
    return this.write(
      id,
      ['action'],
      target,
      idem?.key,
      async (_tx, model, _locked, earlier) => {
        if (host !== 0) throw new ApiError(403, 'skip.host', 'Only the host (seat 0) may skip a late seat.');
        if (idem && earlier) return replayOf(earlier, idem, model);
        if (!model.game || model.status !== 'playing') throw new ApiError(409, 'table.not-playing', 'Only a game in play has turns to skip.', model.version);
        if ((model.game.tasks[target]?.length ?? 0) === 0) throw new ApiError(409, 'skip.not-waiting', `Seat ${target} owes no action now.`, model.version);
        const deadline = deadlineOf(model);
        const absent = model.seats[target]?.absent === true;
        if (!absent && (deadline === null || now <= deadline)) {
          throw new ApiError(
            409,
            'skip.not-late',
            `Seat ${target} is not late: only a seat past the deadline, or one that left, may be skipped.`,
            model.version,
          );
        }
        const action = legalActions(model.game, target)[0];
        if (!action) throw new ApiError(409, 'skip.no-action', `Seat ${target} has no legal action to play.`, model.version);
        return played(model, target, action, idem, host);
      },
      true,
    );
  }

  /**
   * A guest leaves: before the start the seat is freed (later seats move down one, their tokens
   * keep working); during play it is marked absent (the host may skip its turns or replace it).
   */
  async leave(id: string, seat: number, idem: Idempotency | null): Promise<WriteResult> {
    return this.write(id, ['leave'], seat, idem?.key, async (_q, model, _locked, earlier) => {
      if (idem && earlier) return replayOf(earlier, idem, model);
      if (seat === 0) throw new ApiError(409, 'leave.host', 'The host does not leave a table: abandon it instead.', model.version);
      if (ended(model.status)) throw tableEnded(model);
      if (model.status !== 'open' && model.seats[seat]?.absent) throw new ApiError(409, 'leave.absent', 'This seat has already left.', model.version);
      const row: LogRow = { version: model.version + 1, kind: 'leave', seat, body: {} };
      return model.status === 'open' ? { row, idem, seatOp: { op: 'remove', seat } } : { row, idem };
    });
  }

  /** The host gives the table up: it takes no more changes; everyone is told. */
  async abandon(id: string, seat: number, idem: Idempotency | null): Promise<WriteResult> {
    return this.write(id, ['abandon'], seat, idem?.key, async (_tx, model, _locked, earlier) => {
      if (seat !== 0) throw new ApiError(403, 'abandon.host', 'Only the host (seat 0) abandons the table; a guest leaves it.');
      if (idem && earlier) return replayOf(earlier, idem, model);
      if (ended(model.status)) throw tableEnded(model);
      return { row: { version: model.version + 1, kind: 'abandon', seat, body: {} }, idem };
    });
  }

  /** The host makes a one-seat invite that hands `target`'s seat to whoever joins with it. */
  async replaceInvite(id: string, host: number, target: number): Promise<{ invite: string; model: TableModel }> {
    if (host !== 0) throw new ApiError(403, 'replace.host', 'Only the host (seat 0) may replace a seat.');
    const model = await this.current(id);
    if (ended(model.status)) throw tableEnded(model);
    if (target === 0 || !model.seats.some((s) => s.seat === target))
      throw new ApiError(409, 'replace.seat', `There is no guest seat ${target} to replace.`, model.version);
    const invite = newSecret();
    await this.db.query('UPDATE carto_seats SET replace_hash = $3 WHERE table_id = $1 AND seat = $2', [id, target, sha256(invite)]);
    return { invite, model };
  }

  /** Ends a table nobody changed for `idleMs` (`openIdleMs` before its start), rechecked: another process may have played. */
  async expire(id: string, idleMs: number, now = this.now(), openIdleMs = idleMs): Promise<WriteResult | null> {
    try {
      return await this.write(id, ['expire'], 0, undefined, async (q, model) => {
        // Read before the append: a write meanwhile moves the version, and carto_append refuses.
        const limit = model.status === 'open' ? openIdleMs : idleMs;
        const idle = await q.query<{ idle: boolean }>('SELECT updated_at < to_timestamp($2 / 1000.0) AS idle FROM carto_tables WHERE id = $1', [
          id,
          now - limit,
        ]);
        if (ended(model.status) || !idle[0]?.idle) throw new ApiError(409, 'expire.active', 'The table is not idle.');
        return { row: { version: model.version + 1, kind: 'expire', seat: 0, body: {} }, idem: null };
      });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'expire.active') return null;
      throw e;
    }
  }

  /** The canonical saved game of a finished table (during play the log would show the deck order). */
  async savedGame(id: string): Promise<{ saved: SavedGame; setup: TableSpec }> {
    const model = await this.current(id);
    if (model.status !== 'finished' || !model.game)
      throw new ApiError(409, 'table.not-finished', 'The full log is published when the game is over.', model.version);
    return { saved: toSaved(model.game), setup: model.setup };
  }

  /**
   * Resolves once this process's writes to the table under way now are done. The NOTIFY of a
   * write can arrive before the write's own answer: the hub waits for it here, then finds the new
   * model in the cache instead of reading the row back and running the rules on it again.
   */
  async settled(id: string): Promise<void> {
    await this.lanes.get(id)?.done;
  }

  /**
   * Writes to one table from this process run one after another. Run at once, the seats of a
   * table acting together all read the same version and all but one lost the append and tried
   * again (2 reads and appends per action on average in the load test, and the catch-up reads);
   * queued, each decides on the model the previous one left in the cache. Other processes
   * (PostgreSQL scale-out) still race, and the version check in carto_append settles it.
   * (Deciding a seat's action on the model its predecessor's uncommitted append makes, so that
   * both join one group, was tried and removed: on an idle 2-core machine it served 746-819
   * actions/s at a p99 of 820-1,046 ms and 1.40-1.56 ms of CPU an action, against 860-976, 494-577 ms
   * and 1.15-1.31 ms without; docs/DEPLOY.md.)
   */
  private async write(
    id: string,
    kinds: readonly LogKind[],
    seat: number | null,
    idemKey: string | undefined,
    decide: Decide,
    optimistic = false,
  ): Promise<WriteResult> {
    let lane = this.lanes.get(id);
    if (!lane) {
      lane = { done: Promise.resolve(), queued: 0 };
      this.lanes.set(id, lane);
    }
    const l = lane;
    const result = l.done.then(() => this.attempt(id, kinds, seat, idemKey, decide, optimistic));
    const finished = result.then(
      () => undefined,
      () => undefined,
    );
    l.done = finished;
    l.queued++;
    void finished.then(() => {
      if (--l.queued === 0 && this.lanes.get(id) === l) this.lanes.delete(id);
    });
    return result;
  }

  private async attempt(
    id: string,
    kinds: readonly LogKind[],
    seat: number | null,
    idemKey: string | undefined,
    decide: Decide,
    optimistic: boolean,
  ): Promise<WriteResult> {
    if (!TABLE_ID.test(id)) throw unknownTable(id);
    for (let race = 0; race < MAX_RACES; race++) {
      // Decided on the kept model unless another process is known to have written since (a
      // doomed append, then decided again on what the database says).
      const cached = optimistic && race === 0 && !this.cache.behind(id) ? this.cache.get(id) : undefined;
      const outcome = cached ? await this.writeOptimistic(id, cached, decide) : await this.writeOnce(id, kinds, seat, idemKey, decide);
      if (outcome) {
        this.cache.offer(outcome.model);
        return outcome;
      }
    }
    throw new StorageUnavailableError('The table is too busy right now; nothing was changed. Try again in a moment.');
  }

  /**
   * The first attempt of a seat's action when this process has the table's latest model: decided
   * on the cached model and appended at once, without reading the table first (it saved one of
   * the two statements per action). The append's version check still guards it: when another
   * process wrote meanwhile, the append changes nothing and the write is decided again on what
   * the database says. It cannot see an earlier request with the same idempotency key, so any
   * refusal here (the retried action may look illegal now: it was already played) and a key
   * already in the log both send the write to the ordinary path, which finds the earlier one.
   */
  private async writeOptimistic(id: string, model: TableModel, decide: Decide): Promise<WriteResult | null> {
    let d: Decision;
    try {
      // No locked row is read: only the decisions of actions come here, and they never look at it.
      d = await decide(this.db, model, { inviteHash: '', listed: model.listed }, null);
    } catch (e) {
      if (e instanceof ApiError) return null;
      throw e;
    }
    if ('replayedVersion' in d) return null;
    return this.append(id, model, d, null, ['action']);
  }

  /** One attempt: the result, or null when another write changed the table since it was read. */
  private async writeOnce(
    id: string,
    kinds: readonly LogKind[],
    seat: number | null,
    idemKey: string | undefined,
    decide: Decide,
  ): Promise<WriteResult | null> {
    // One round trip: the table's version, and an earlier request with this idempotency key.
    const found = (
      await this.db.query<{
        version: number;
        invite_hash: string;
        listed: boolean;
        earlier_version: number | null;
        earlier_seat: number | null;
        earlier_hash: string | null;
      }>(
        `SELECT t.version, t.invite_hash, t.listed, l.version AS earlier_version, l.seat AS earlier_seat, l.request_hash AS earlier_hash
           FROM carto_tables t
           LEFT JOIN carto_log l ON l.table_id = t.id AND l.idempotency_key = $2 AND l.kind = ANY($3::text[]) AND ($4::smallint IS NULL OR l.seat = $4)
          WHERE t.id = $1`,
        [id, idemKey ?? null, kinds, seat ?? null],
      )
    )[0];
    if (!found) throw unknownTable(id);
    const model = await this.modelAt(this.db, id, found.version);
    const earlier = found.earlier_version === null ? null : { version: found.earlier_version, seat: found.earlier_seat!, requestHash: found.earlier_hash! };
    const d = await decide(this.db, model, { inviteHash: found.invite_hash, listed: found.listed }, earlier);
    if ('replayedVersion' in d) return { model, replayed: true, version: d.replayedVersion };
    return this.append(id, model, d, idemKey, kinds);
  }

  /** Appends a decided row if the table is still at `model`'s version: the new model, or null (decide again). */
  private async append(id: string, model: TableModel, d: Decided, idemKey: string | null | undefined, kinds: readonly LogKind[]): Promise<WriteResult | null> {
    const row = { ...d.row, at: this.now() } as LogRow;
    // The engine already computed the next game state for actions: do not apply twice.
    const next = step(model, id, row, d.next);
    let appended: boolean;
    try {
      // Settles once the group holding it is committed and durable (web/server/db/group-commit.ts).
      appended = await this.appends.append({
        id,
        expected: model.version,
        kind: row.kind,
        seat: row.seat,
        body: row.body,
        key: d.idem?.key ?? null,
        request_hash: d.idem?.requestHash ?? null,
        status: next.status,
        at: row.at!,
        seat_op: d.seatOp ?? null,
      });
    } catch (e) {
      // The same key already names another kind of request of this seat (a join and an action),
      // or the same request raced itself: decide again (the earlier one will be found).
      if ((e as { code?: unknown }).code === '23505' && String((e as Error).message).includes('carto_log_idempotency')) {
        const again = await this.db.query('SELECT 1 FROM carto_log WHERE table_id = $1 AND idempotency_key = $2 AND kind = ANY($3::text[])', [
          id,
          d.idem?.key ?? idemKey ?? null,
          kinds,
        ]);
        if (again.length > 0) return null;
        throw new ApiError(422, 'idempotency.mismatch', 'This Idempotency-Key was already used for a different request.');
      }
      throw e;
    }
    if (!appended) return null;
    // A seat changed hands or moved: this process forgets at once (the others on NOTIFY).
    if (d.seatOp && d.seatOp.op !== 'insert') this.credentials.revoke(id);
    await this.told(model, next, row);
    return { model: next, replayed: false, version: next.version };
  }
}

/** An action through the engine: the row to append and the next state, or the engine's refusal. */
function played(model: TableModel, seat: number, action: Action, idem: Idempotency | null, skippedBy?: number): Decision {
  const result = apply(model.game!, action);
  if (result.violation) {
    const { code, message, params } = result.violation;
    throw new ApiError(CONFLICT_CODES.has(code) ? 409 : 422, code, message, model.version, params);
  }
  // Store the action as the engine logged it (its own fields only), not the client's JSON.
  const logged = (result.state.log[model.game!.log.length]?.action ?? action) as Action;
  const body = skippedBy === undefined ? { action: logged } : { action: logged, skippedBy };
  return { row: { version: model.version + 1, kind: 'action', seat, body }, idem, next: result.state };
}

function replayOf(earlier: Earlier, idem: Idempotency, model: TableModel): Decision {
  if (earlier.requestHash !== idem.requestHash) throw idempotencyMismatch(model.version);
  return { replayedVersion: earlier.version };
}

/** The creation row (version 1); every later row goes through carto_append. */
async function appendCreation(tx: Queryable, id: string, row: LogRow): Promise<void> {
  await tx.query('INSERT INTO carto_log (table_id, version, kind, seat, body, at) VALUES ($1, 1, $2, $3, $4, to_timestamp($5 / 1000.0))', [
    id,
    row.kind,
    row.seat,
    row.body,
    row.at ?? Date.now(),
  ]);
  await tx.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, `${id}:1`]);
}

function unknownTable(id: string): ApiError {
  return new ApiError(404, 'table.unknown', `There is no table '${id.slice(0, 64)}'.`);
}

function tableEnded(model: TableModel): ApiError {
  const why = { finished: 'is over', abandoned: 'was abandoned by its host', expired: 'expired after a long time without play', open: '', playing: '' }[
    model.status
  ];
  return new ApiError(409, `table.${model.status}`, `This table ${why}: it takes no more changes.`, model.version);
}

function idempotencyMismatch(version: number): ApiError {
  return new ApiError(422, 'idempotency.mismatch', 'This Idempotency-Key was already used for a different request.', version);
}
