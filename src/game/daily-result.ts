/**
 * A daily challenge's result checked by replaying its moves: what the leaderboard records
 * (web/server/leaderboard.ts). Kept apart from the deal, which every page needs, while this only the
 * server does.
 */
import { CartoError } from '../errors.ts';
import type { GameMode } from '../content/tables.ts';
import { dailyGame, type DailyDate } from './daily.ts';
import { replayUntil } from './replay.ts';
import type { Action, GameState, LogEntry } from './types.ts';

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
