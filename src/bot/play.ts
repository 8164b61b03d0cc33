/**
 * A whole game with a computer player in every seat: each player with an open task decides from
 * their own view and the action goes through the fully checked `apply` (a bot's illegal move would
 * throw here). The engine has no clock: a caller that wants the time per decision passes one.
 */
import { CartoError } from '../errors.ts';
import { apply } from '../game/apply.ts';
import { newGame } from '../game/setup.ts';
import type { GameContent, GameOptions, GameState, Seed } from '../game/types.ts';
import { viewFor } from '../game/view.ts';
import { decide, type BotOptions } from './decide.ts';

export interface BotGame {
  readonly state: GameState;
  readonly decisions: number;
  /** time of each decision, in the clock's unit (empty without a clock) */
  readonly times: readonly number[];
  /** who made each timed decision */
  readonly deciders: readonly number[];
}

export interface PlayOptions {
  /** e.g. () => performance.now(), to time each decision */
  readonly clock?: () => number;
}

export function playBotGame(content: GameContent, options: GameOptions, seed: Seed, seats: readonly BotOptions[], play: PlayOptions = {}): BotGame {
  let state = newGame(content, options, seed);
  const times: number[] = [];
  const deciders: number[] = [];
  let decisions = 0;
  for (let guard = 0; state.stage !== 'gameOver'; guard++) {
    if (guard > 10_000) throw new CartoError('bot.stuck', 'the game did not end after 10,000 decisions');
    const player = state.tasks.findIndex((q) => q.length > 0);
    if (player < 0) throw new CartoError('bot.stuck', `nobody can act in stage ${state.stage}`);
    const t0 = play.clock?.();
    const d = decide(viewFor(state, player), seats[player % seats.length] ?? {});
    if (t0 !== undefined) times.push(play.clock!() - t0), deciders.push(player);
    if (!d) throw new CartoError('bot.no-decision', `the bot found nothing to do for player ${player}`);
    const r = apply(state, d.action);
    if (r.violation) throw new CartoError('bot.illegal', `the bot's action was refused: ${r.violation.code}: ${r.violation.message}`);
    state = r.state;
    decisions++;
  }
  return { state, decisions, times, deciders };
}
