/**
 * What every balance report shares (src/bot/balance.ts, balance-decks.ts): the players, the
 * defaults the editor and `carto balance` both use, and the official cards measured against.
 */
import type { BotOptions } from './decide.ts';
import type { PlaytestOptions } from '../content/play-table.ts';
import { officialPacks } from '../content/official.ts';

/** The ids of every official card: the yardstick a designer's card is measured against. */
export const OFFICIAL_IDS: ReadonlySet<string> = new Set(officialPacks.flatMap((p) => Object.keys(p.byId)));

/** Games per card when nobody says (the editor and the command line alike, so they suggest the same value). */
export const BALANCE_GAMES = 10;
/** The seed when nobody says. */
export const BALANCE_SEED = '1';

/** The players the report is run with. */
export const BALANCE_LEVELS = ['lookahead', 'greedy'] as const;
export type BalanceLevel = (typeof BALANCE_LEVELS)[number];

/** The look-ahead's budget in the report: its best two candidates only, so that hundreds of games take minutes, not hours. */
export const BALANCE_BUDGET = 1_500;

export interface BalanceOptions {
  /** Games per card compared (each a solo game). */
  readonly games: number;
  readonly seed: string;
  /** Default: both. */
  readonly levels?: readonly BalanceLevel[];
  /** Look-ahead positions per decision (default BALANCE_BUDGET). */
  readonly budget?: number;
  /** The game the card is played in (default: the base game). */
  readonly game?: PlaytestOptions['game'];
}

export interface BalanceProgress {
  readonly done: number;
  readonly total: number;
}

/** The computer player of a report at `level`: the same seed for every card compared. */
export function botFor(level: BalanceLevel, options: BalanceOptions): BotOptions {
  return level === 'greedy' ? { level, seed: `${options.seed}/bot` } : { level, seed: `${options.seed}/bot`, budget: options.budget ?? BALANCE_BUDGET };
}
