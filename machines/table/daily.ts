/**
 * The daily challenge at a table: the day's deal as a table setup (so it is saved, resumed and
 * replayed like any local game), kept under a key of its own per day and mode, so that a running
 * game and each day's challenge never overwrite one another.
 */
import { dailyDeal, type DailyDate, type DailyDeal } from '../../src/game/daily.ts';
import type { GameMode } from '../../src/content/tables.ts';
import type { TableSetup } from './setup.ts';
import { messageOf } from './problem.ts';

/** Which day's challenge a table plays (the page reads the clock and says which day it is). */
export interface DailyChoice {
  readonly date: DailyDate;
  readonly mode: GameMode;
}

/** The day's deal, or why there is none (a date or mode the page got wrong: the engine's sentence). */
export function dailyOf(choice: DailyChoice | undefined): { readonly deal: DailyDeal | null; readonly problem: string } {
  if (!choice) return { deal: null, problem: '' };
  try {
    return { deal: dailyDeal(choice.date, choice.mode), problem: '' };
  } catch (e) {
    return { deal: null, problem: messageOf(e) };
  }
}

/** The setup that deals the day's game: one player, the day's map side, the day's seed as the code. */
export function dailySetup(deal: DailyDeal): TableSetup {
  return { players: 1, names: [''], mode: deal.mode, map: deal.map, code: deal.seed };
}

export function dailyStorageKey(key: string, deal: DailyDeal): string {
  return key ? `${key}.daily.${deal.date}.${deal.mode}` : '';
}
