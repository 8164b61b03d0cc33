/**
 * The daily challenge: one solo deal per UTC day and game mode, the same for everyone. Everything
 * (the map side, the scoring cards, every shuffle) follows from the date and the mode, so any device,
 * the server's leaderboard and a replay link agree on the deal without asking anyone. The engine has
 * no clock: the caller says which day it is (`utcDay` turns a timestamp the caller read into one).
 */
import { CartoError } from '../errors.ts';
import { officialPack } from '../content/official.ts';
import { GAME_MODES, modeTable, type GameMode } from '../content/tables.ts';
import type { TableContent } from '../content/combine.ts';
import { Rng, seedRng } from '../random/prng.ts';
import { newGame } from './setup.ts';
import { replayUntil } from './replay.ts';
import type { Action, GameOptions, GameState, LogEntry } from './types.ts';

export const DAILY_MODES = Object.keys(GAME_MODES) as readonly GameMode[];

/** A day as the calendar says it in UTC: `YYYY-MM-DD`. */
export type DailyDate = string;

export interface DailyDeal {
  readonly date: DailyDate;
  readonly mode: GameMode;
  /** the map side every player of the day plays on */
  readonly map: string;
  /** the seed of every shuffle */
  readonly seed: string;
  readonly options: GameOptions;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `date` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isDailyDate(date: unknown): date is DailyDate {
  if (typeof date !== 'string') return false;
  const m = DATE_RE.exec(date);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= days[mo - 1]!;
}

export function isDailyMode(mode: unknown): mode is GameMode {
  return typeof mode === 'string' && (DAILY_MODES as readonly string[]).includes(mode);
}

/** The UTC day of a timestamp in milliseconds (the caller reads the clock; the engine never does). */
export function utcDay(epochMs: number): DailyDate {
  if (!Number.isFinite(epochMs)) throw new CartoError('daily.time', `not a time: ${epochMs}`);
  // Days since 1970-01-01, then the civil date (Howard Hinnant's days_from_civil inverse), so no Date object is needed.
  const z = Math.floor(epochMs / 86_400_000) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The day before or after `date` by `days` (for "yesterday's challenge"). */
export function addDays(date: DailyDate, days: number): DailyDate {
  const m = DATE_RE.exec(date);
  if (!m || !isDailyDate(date)) throw new CartoError('daily.date', `not a day written YYYY-MM-DD: '${date}'`);
  return utcDay(civilDays(Number(m[1]), Number(m[2]), Number(m[3])) * 86_400_000 + days * 86_400_000);
}

function civilDays(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The day's deal for a mode: its map side (drawn from the mode's sides by the date) and its seed. */
export function dailyDeal(date: DailyDate, mode: GameMode): DailyDeal {
  if (!isDailyDate(date)) throw new CartoError('daily.date', `not a day written YYYY-MM-DD: '${String(date)}'`);
  if (!isDailyMode(mode)) throw new CartoError('daily.mode', `the daily challenge is played in ${DAILY_MODES.join(', ')} (got '${String(mode)}')`);
  const sides = GAME_MODES[mode].flatMap((id) => officialPack(id)!.maps.map((m) => m.id));
  const map = new Rng(seedRng(`carto-daily-map/${date}/${mode}`)).pick(sides);
  return { date, mode, map, seed: `carto-daily/${date}/${mode}`, options: { players: 1 } };
}

const tables = new Map<string, TableContent>();

/** The table the day's deal is played on (built once per mode and side: combining packs and hashing them is not free). */
export function dailyTable(deal: Pick<DailyDeal, 'mode' | 'map'>): TableContent {
  const key = `${deal.mode}/${deal.map}`;
  let table = tables.get(key);
  if (!table) tables.set(key, (table = modeTable(deal.mode, deal.map)));
  return table;
}

/** The day's game, dealt and waiting for its first drawing. */
export function dailyGame(date: DailyDate, mode: GameMode): { readonly deal: DailyDeal; readonly content: TableContent; readonly state: GameState } {
  const deal = dailyDeal(date, mode);
  const content = dailyTable(deal);
  return { deal, content, state: newGame(content, deal.options, deal.seed) };
}

/** A daily result as the players' actions replayed: what a leaderboard records. */
export interface DailyScore {
  /** the solo score (stars minus the scoring cards' solo values): what the day is ranked by */
  readonly score: number;
  /** the stars on the scoresheet */
  readonly stars: number;
  readonly title: string;
  readonly actions: number;
}

/**
 * Replays a day's challenge from its players' actions and returns its score, or throws a CartoError
 * with a sentence: a move the rules refuse (another day's moves, altered moves), a game that does
 * not end, a claimed score the moves do not make. The actions are untrusted input.
 */
export function checkDailyResult(date: DailyDate, mode: GameMode, actions: readonly Action[], claimed?: number): DailyScore {
  const { deal, content, state } = dailyGame(date, mode);
  const log: LogEntry[] = actions.map((action, seq) => ({ seq, season: 0, turn: 0, player: 0, action }));
  let end: GameState;
  try {
    end = replayUntil({ format: 'carto-game/1', content: state.content, options: deal.options, seed: deal.seed, log }, content, () => false);
  } catch (e) {
    const why = e instanceof CartoError ? e.message : String(e);
    throw new CartoError('daily.refused', `These moves are not a game of the ${date} ${mode} challenge: ${why}.`);
  }
  if (end.stage !== 'gameOver' || !end.result?.solo) throw new CartoError('daily.unfinished', `These moves do not finish the ${date} ${mode} challenge.`);
  const solo = end.result.solo;
  const stars = end.result.players[0]!.total;
  if (claimed !== undefined && claimed !== solo.score) {
    throw new CartoError('daily.score', `The moves make a solo score of ${solo.score}, not the ${claimed} claimed.`);
  }
  return { score: solo.score, stars, title: solo.title, actions: actions.length };
}
