import { basePack } from '../../src/content/official.ts';
import { combinePacks } from '../../src/content/combine.ts';
import { newGame } from '../../src/game/setup.ts';
import { playRandomly } from '../../src/game/random-player.ts';
import type { GameState } from '../../src/game/types.ts';

/** A base-game table on side A. */
export const baseTable = () => combinePacks([basePack], { map: 'side-a' });

/** A new solo or multiplayer game with a fixed seed. */
export const freshGame = (players = 1, seed: string | number = 'fixture') => newGame(baseTable(), { players }, seed);

/** Plays random legal actions until `stop` says so (or the game ends). */
export function playUntil(state: GameState, stop: (s: GameState) => boolean, seed = 7): GameState {
  return playRandomly(state, { until: stop, seed });
}
