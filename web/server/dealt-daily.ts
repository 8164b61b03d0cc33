/**
 * The server-dealt daily challenge (docs/PROTOCOL.md, "Server-dealt daily"): the day's solo game is
 * a one-seat server table whose seed is HMAC(server secret, day and mode), so nobody can compute
 * the deck order from the date; each card reaches the player only when it is drawn (the table's
 * views never carry the seed). The seed is published once the day (UTC) is over, and only games
 * finished before then are ranked, on a board of their own. One game per player name per day and
 * mode; names are the public board's claimed names (carto_daily_names).
 */
import { createHmac } from 'node:crypto';
import { dayEndsAt } from '../../src/game/calendar.ts';
import { dailyDeal, type DailyDate } from '../../src/game/daily.ts';
import { GAME_MODES, type GameMode } from '../../src/content/tables.ts';
import type { Db } from './db/sql.ts';
import { ApiError } from './errors.ts';
import { nameKey, type Board, type BoardEntry } from './leaderboard.ts';
import type { TableService } from './service.ts';
import type { TableModel, TableSpec } from './table-model.ts';
import { newSecret, sha256 } from './tokens.ts';

/** The board of server-dealt results: the public board's shape, and the seed once the day is over. */
export interface DealtBoard extends Board {
  /** the day's seed, once the day is over (absent before: nobody may compute the deal) */
  readonly seed?: string;
  /** the map side (public: it follows from the date, like the public daily's) */
  readonly map: string;
}

export interface DealtGame {
  readonly model: TableModel;
  readonly token: string;
  readonly claim?: string;
}

export class DealtDaily {
  private secret?: Promise<string>;

  constructor(
    private readonly db: Db,
    private readonly service: TableService,
    /** CARTO_DAILY_SECRET; without it a secret made once and kept in the database */
    private readonly configured?: string,
  ) {}

  /** The server's deal secret: the configured one, else one made on first use and stored (every process and restart agrees). */
  private secretOf(): Promise<string> {
    this.secret ??= (async () => {
      if (this.configured) return this.configured;
      await this.db.query("INSERT INTO carto_secrets (name, value) VALUES ('daily', $1) ON CONFLICT (name) DO NOTHING", [newSecret()]);
      const [row] = await this.db.query<{ value: string }>("SELECT value FROM carto_secrets WHERE name = 'daily'");
      return row!.value;
    })().catch((e: unknown) => {
      this.secret = undefined;
      throw e;
    });
    return this.secret;
  }

  /** The day's seed: only the server can compute it; published by `board` once the day is over. */
  async seedOf(date: DailyDate, mode: GameMode): Promise<string> {
    return createHmac('sha256', await this.secretOf())
      .update(`carto-dealt-daily/${date}/${mode}`)
      .digest('hex')
      .slice(0, 32);
  }

  /**
   * Deals today's game to `name`: a started one-seat table (not listed, no invite anyone needs).
   * A name somebody claimed needs its claim token; an unclaimed one is claimed now (`claim`).
   */
  async start(date: DailyDate, mode: GameMode, name: string, claimToken: string | undefined, creator: string | null): Promise<DealtGame> {
    const trimmed = name.trim();
    if (!trimmed) throw new ApiError(400, 'daily.name', 'A daily game needs a player name.');
    const key = nameKey(trimmed);
    const owner = (await this.db.query<{ token_hash: string }>('SELECT token_hash FROM carto_daily_names WHERE name_key = $1', [key]))[0];
    if (owner && (claimToken === undefined || sha256(claimToken) !== owner.token_hash)) throw nameClaimed(trimmed);
    if ((await this.db.query('SELECT 1 FROM carto_dealt_games WHERE day = $1 AND mode = $2 AND name_key = $3', [date, mode, key])).length > 0)
      throw taken(trimmed, date, mode);
    const deal = dailyDeal(date, mode);
    // The seed rides in the setup, as a host's chosen seed does: the views never carry it, and the
    // setup leaves the server only with the log, which is held until the day is over.
    const setup: TableSpec = { seats: 1, packs: [...GAME_MODES[mode]], choices: { map: deal.map }, seed: await this.seedOf(date, mode) };
    const { model, token } = await this.service.createTable(setup, trimmed, false, creator);
    const claim = owner ? undefined : newSecret();
    try {
      await this.db.transaction(async (tx) => {
        if (claim !== undefined) {
          const took = await tx.query(
            'INSERT INTO carto_daily_names (name_key, token_hash) VALUES ($1, $2) ON CONFLICT (name_key) DO NOTHING RETURNING name_key',
            [key, sha256(claim)],
          );
          if (took.length === 0) throw nameClaimed(trimmed);
        }
        const rows = await tx.query(
          'INSERT INTO carto_dealt_games (day, mode, name, name_key, table_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (day, mode, name_key) DO NOTHING RETURNING table_id',
          [date, mode, trimmed, key, model.id],
        );
        if (rows.length === 0) throw taken(trimmed, date, mode);
      });
    } catch (e) {
      // Two starts under one name at once: the loser's table is given up, nobody plays it.
      await this.service.abandon(model.id, 0, null).catch(() => undefined);
      throw e;
    }
    const started = await this.service.start(model.id, 0);
    return { model: started.model, token, ...(claim !== undefined ? { claim } : {}) };
  }

  /** The day and mode of a server-dealt table, or null for any other table. */
  async dayOfTable(id: string): Promise<{ day: DailyDate; mode: GameMode } | null> {
    const [row] = await this.db.query<{ day: string; mode: GameMode }>('SELECT day::text AS day, mode FROM carto_dealt_games WHERE table_id = $1', [id]);
    return row ?? null;
  }

  /**
   * Records the results of the day's games that finished since the last look (a table's last row
   * is its finish): ranked when it finished before the day ended, never when after (the seed was public).
   */
  private async settle(date: DailyDate, mode: GameMode): Promise<void> {
    const done = await this.db.query<{ table_id: string; version: number; at: number }>(
      `SELECT g.table_id, t.version, (extract(epoch FROM l.at) * 1000)::float8 AS at
         FROM carto_dealt_games g JOIN carto_tables t ON t.id = g.table_id JOIN carto_log l ON l.table_id = t.id AND l.version = t.version
        WHERE g.day = $1 AND g.mode = $2 AND g.score IS NULL AND NOT g.late AND t.status = 'finished'`,
      [date, mode],
    );
    for (const d of done) {
      const model = await this.service.modelAt(this.db, d.table_id, d.version);
      const result = model.game?.result;
      if (!result?.solo) continue;
      if (Number(d.at) >= dayEndsAt(date)) await this.db.query('UPDATE carto_dealt_games SET late = true WHERE table_id = $1', [d.table_id]);
      else
        await this.db.query('UPDATE carto_dealt_games SET score = $2, stars = $3 WHERE table_id = $1', [
          d.table_id,
          result.solo.score,
          result.players[0]!.total,
        ]);
    }
  }

  /** The day's ranked server-dealt results (ties share a rank), `name`'s entry, and the seed once the day is over. */
  async board(date: DailyDate, mode: GameMode, top: number, name: string | undefined, now: number): Promise<DealtBoard> {
    await this.settle(date, mode);
    const rows = await this.db.query<{ name: string; score: number; stars: number; rank: number }>(
      `SELECT name, score, stars, (RANK() OVER (ORDER BY score DESC, stars DESC))::int AS rank
         FROM carto_dealt_games WHERE day = $1 AND mode = $2 AND score IS NOT NULL
        ORDER BY score DESC, stars DESC, started_at LIMIT $3`,
      [date, mode, top],
    );
    const [{ count }] = (await this.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM carto_dealt_games WHERE day = $1 AND mode = $2 AND score IS NOT NULL',
      [date, mode],
    )) as [{ count: number }];
    let you: BoardEntry | null = null;
    if (name !== undefined && name.trim()) {
      const [mine] = await this.db.query<{ name: string; score: number; stars: number; better: number }>(
        `SELECT r.name, r.score, r.stars,
           (SELECT count(*)::int FROM carto_dealt_games o WHERE o.day = r.day AND o.mode = r.mode AND o.score IS NOT NULL AND (o.score > r.score OR (o.score = r.score AND o.stars > r.stars))) AS better
         FROM carto_dealt_games r WHERE r.day = $1 AND r.mode = $2 AND r.name_key = $3 AND r.score IS NOT NULL`,
        [date, mode, nameKey(name)],
      );
      if (mine) you = { rank: mine.better + 1, name: mine.name, score: mine.score, stars: mine.stars };
    }
    const seed = now >= dayEndsAt(date) ? await this.seedOf(date, mode) : null;
    return {
      date,
      mode,
      count,
      top: rows.map((r) => ({ rank: r.rank, name: r.name, score: r.score, stars: r.stars })),
      you,
      map: dailyDeal(date, mode).map,
      ...(seed !== null ? { seed } : {}),
    };
  }
}

function nameClaimed(name: string): ApiError {
  return new ApiError(403, 'daily.name-claimed', `The name ${name} belongs to the player who first used it: send their claim token, or choose another name.`);
}

function taken(name: string, date: string, mode: string): ApiError {
  return new ApiError(409, 'daily.taken', `${name} already has a server-dealt game of the ${date} ${mode} challenge: one game per name and day.`);
}
