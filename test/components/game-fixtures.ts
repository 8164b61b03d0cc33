import { basePack } from '../../src/content/official.ts';
import { combinePacks } from '../../src/content/combine.ts';
import { newGame } from '../../src/game/setup.ts';
import { apply } from '../../src/game/apply.ts';
import { randomAction } from '../../src/game/random-player.ts';
import { Rng, seedRng } from '../../src/random/prng.ts';
import type { GameState } from '../../src/game/types.ts';

/** A base-game table on side A. */
export const baseTable = () => combinePacks([basePack], { map: 'side-a' });

/** A new solo or multiplayer game with a fixed seed. */
export const freshGame = (players = 1, seed: string | number = 'fixture') => newGame(baseTable(), { players }, seed);

/** Plays random legal actions until `stop` says so (or the game ends). */
export function playUntil(state: GameState, stop: (s: GameState) => boolean, seed = 7): GameState {
  let s = state;
  const rng = new Rng(seedRng(seed));
  for (let i = 0; i < 5000 && !stop(s) && s.stage !== 'gameOver'; i++) {
    const player = s.tasks.findIndex((q) => q.length > 0);
    if (player < 0) break;
    const action = randomAction(s, player, rng);
    if (!action) break;
    const r = apply(s, action);
    if (r.violation) throw new Error(r.violation.message);
    s = r.state;
  }
  return s;
}
