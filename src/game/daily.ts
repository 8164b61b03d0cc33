/**
 * The daily challenge: one solo deal per UTC day and game mode, the same for everyone. Everything
 * (the map side, the scoring cards, every shuffle) follows from the date and the mode, so any device,
 * the server's leaderboard and a replay link agree on the deal without asking anyone. The engine has
 * no clock: the caller says which day it is (`utcDay` in calendar.ts turns a timestamp into one).
 */
import { CartoError } from '../errors.ts';
import { officialPack } from '../content/official.ts';
import { GAME_MODES, modeTable, type GameMode } from '../content/tables.ts';
import type { TableContent } from '../content/combine.ts';
import { Rng, seedRng } from '../random/prng.ts';
import { newGame } from './setup.ts';
import type { GameOptions, GameState } from './types.ts';

export const DAILY_MODES = Object.keys(GAME_MODES) as readonly GameMode[];

/** A day as the calendar says it in UTC: `YYYY-MM-DD`. */
export type DailyDate = string;

export const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DailyDeal {
  readonly date: DailyDate;
  readonly mode: GameMode;
  /** the map side every player of the day plays on */
  readonly map: string;
  /** the seed of every shuffle */
  readonly seed: string;
  readonly options: GameOptions;
}

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
