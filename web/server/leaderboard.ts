/**
 * The daily challenge's leaderboard: a result is the game's moves, replayed here against the day's
 * deal (src/game/daily.ts), so the recorded score is the engine's, and a forged one is refused with
 * the engine's sentence. One result per player name per day and mode; the top N and a player's rank.
 * A name's first result claims the name for whoever holds the claim token it returns.
 */
import { CartoError } from '../../src/errors.ts';
import { isDailyDate, isDailyMode } from '../../src/game/daily.ts';
import { checkDailyResult } from '../../src/game/daily-result.ts';
import type { GameMode } from '../../src/content/tables.ts';
import type { Action } from '../../src/game/types.ts';
import type { Db } from './db/sql.ts';
import { ApiError } from './errors.ts';
import { newSecret, sha256 } from './tokens.ts';
import type { Board, BoardEntry } from '../client/leaderboard.ts';

export type { Board, BoardEntry };

export const nameKey = (name: string) => name.trim().toLowerCase();

/** The day and mode of a request, or a 400 with a sentence. `today` bounds it: no result from the future. */
export function dayOf(date: string, mode: string, today: string): { date: string; mode: GameMode } {
  if (!isDailyDate(date)) throw new ApiError(400, 'daily.date', `'${date}' is not a day written YYYY-MM-DD.`);
  if (!isDailyMode(mode)) throw new ApiError(400, 'daily.mode', `The daily challenge is played in base, heroes or combined, not '${mode}'.`);
  if (date > today) throw new ApiError(400, 'daily.future', `The challenge of ${date} has not begun yet (today is ${today}, UTC).`);
  return { date, mode };
}

export class Leaderboard {
  constructor(private readonly db: Db) {}

  /**
   * Replays the moves and records the score; 422 with the engine's sentence when they are not an
   * honest game of that day. A name nobody has claimed is claimed now (the answer's `claim`); a
   * claimed name needs its claim token (403 `daily.name-claimed` otherwise).
   */
  async submit(
    date: string,
    mode: GameMode,
    name: string,
    actions: readonly Action[],
    claimed?: number,
    claimToken?: string,
  ): Promise<{ entry: BoardEntry; count: number; claim?: string }> {
    const trimmed = name.trim();
    if (!trimmed) throw new ApiError(400, 'daily.name', 'A result needs a player name.');
    const key = nameKey(trimmed);
    const owner = (await this.db.query<{ token_hash: string }>('SELECT token_hash FROM carto_daily_names WHERE name_key = $1', [key]))[0];
    if (owner && (claimToken === undefined || sha256(claimToken) !== owner.token_hash)) throw nameClaimed(trimmed);
    let scored;
    try {
      scored = checkDailyResult(date, mode, actions, claimed);
    } catch (e) {
      if (e instanceof CartoError) throw new ApiError(422, e.code, e.message);
      throw new ApiError(422, 'daily.refused', `These moves could not be replayed: ${(e as Error).message}`);
    }
    const claim = owner ? undefined : newSecret();
    await this.db.transaction(async (tx) => {
      if (claim !== undefined) {
        // Two first results under one name at once: the second finds the name taken.
        const took = await tx.query(
          'INSERT INTO carto_daily_names (name_key, token_hash) VALUES ($1, $2) ON CONFLICT (name_key) DO NOTHING RETURNING name_key',
          [key, sha256(claim)],
        );
        if (took.length === 0) throw nameClaimed(trimmed);
      }
      const rows = await tx.query<{ day: string }>(
        `INSERT INTO carto_daily_results (day, mode, name, name_key, score, stars, actions) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (day, mode, name_key) DO NOTHING RETURNING day`,
        [date, mode, trimmed, key, scored.score, scored.stars, JSON.stringify(actions)],
      );
      if (rows.length === 0)
        throw new ApiError(409, 'daily.taken', `${trimmed} already has a result for the ${date} ${mode} challenge: one result per name and day.`);
    });
    const board = await this.board(date, mode, 0, trimmed);
    return { entry: board.you!, count: board.count, ...(claim !== undefined ? { claim } : {}) };
  }

  /** The top `top` results of a day (ties share a rank) and, with `name`, that player's. */
  async board(date: string, mode: GameMode, top: number, name?: string): Promise<Board> {
    const rows = await this.db.query<{ name: string; score: number; stars: number; rank: number }>(
      `SELECT name, score, stars, (RANK() OVER (ORDER BY score DESC, stars DESC))::int AS rank
       FROM carto_daily_results WHERE day = $1 AND mode = $2 ORDER BY score DESC, stars DESC, submitted_at LIMIT $3`,
      [date, mode, top],
    );
    const [{ count }] = (await this.db.query<{ count: number }>('SELECT count(*)::int AS count FROM carto_daily_results WHERE day = $1 AND mode = $2', [
      date,
      mode,
    ])) as [{ count: number }];
    let you: BoardEntry | null = null;
    if (name !== undefined && name.trim()) {
      const [mine] = await this.db.query<{ name: string; score: number; stars: number; better: number }>(
        `SELECT r.name, r.score, r.stars,
           (SELECT count(*)::int FROM carto_daily_results o WHERE o.day = r.day AND o.mode = r.mode AND (o.score > r.score OR (o.score = r.score AND o.stars > r.stars))) AS better
         FROM carto_daily_results r WHERE r.day = $1 AND r.mode = $2 AND r.name_key = $3`,
        [date, mode, nameKey(name)],
      );
      if (mine) you = { rank: mine.better + 1, name: mine.name, score: mine.score, stars: mine.stars };
    }
    return { date, mode, count, top: rows.map((r) => ({ rank: r.rank, name: r.name, score: r.score, stars: r.stars })), you };
  }
}

function nameClaimed(name: string): ApiError {
  return new ApiError(
    403,
    'daily.name-claimed',
    `The name ${name} belongs to the player who sent its first result: send their claim token, or choose another name.`,
  );
}
