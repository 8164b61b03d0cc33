/**
 * One random legal game, start to end: every player with an open task sends a random legal
 * action (random-player.ts) until the game is over. With `check`, every step's invariants are
 * checked, the final state must survive a JSON round trip, and replaying the saved game must
 * give the same state.
 */
import { Rng, seedRng } from '../random/prng.ts';
import { apply } from './apply.ts';
import { stableJson } from './content-hash.ts';
import { checkStep, nonJsonAt, type InvariantBreak } from './invariants.ts';
import { randomAction } from './random-player.ts';
import { replay, toSaved } from './replay.ts';
import { newGame } from './setup.ts';
import type { GameContent, GameOptions, GameState, Seed } from './types.ts';

export interface SimulatedGame {
  readonly state: GameState;
  readonly actions: number;
  readonly violations: readonly InvariantBreak[];
}

export interface SimulateOptions {
  readonly check?: boolean;
}

export function simulateGame(content: GameContent, options: GameOptions, seed: Seed, sim: SimulateOptions = {}): SimulatedGame {
  const check = sim.check === true;
  const violations: InvariantBreak[] = [];
  let state = newGame(content, options, seed);
  // The players' choices draw from their own generator, so the game's chance stays the table's.
  const players = new Rng(seedRng(`${String(seed)}/players`));
  let actions = 0;
  for (let steps = 0; state.stage !== 'gameOver'; steps++) {
    if (steps > 10_000) {
      violations.push({ code: 'invariant.stuck', message: 'the game did not end after 10,000 actions' });
      break;
    }
    let acted = false;
    for (let p = 0; p < options.players; p++) {
      const action = randomAction(state, p, players);
      if (!action) continue;
      const result = apply(state, action);
      if (result.violation) {
        violations.push({ code: 'invariant.refused-legal', message: `the engine refused its own legal action (${result.violation.code}: ${result.violation.message})` });
        return { state, actions, violations };
      }
      if (check) violations.push(...checkStep(state, result.state));
      state = result.state;
      actions++;
      acted = true;
      if (state.stage === 'gameOver') break;
    }
    if (!acted && state.stage !== 'gameOver') {
      violations.push({ code: 'invariant.stuck', message: `nobody can act in stage ${state.stage}` });
      break;
    }
  }
  if (check) {
    const bad = nonJsonAt(state);
    if (bad !== null) violations.push({ code: 'invariant.json', message: `the final state does not survive a JSON round trip (at ${bad})` });
    try {
      const again = replay(JSON.parse(JSON.stringify(toSaved(state))), content);
      if (stableJson(again) !== stableJson(state)) violations.push({ code: 'invariant.replay', message: 'replaying the saved game gives a different state' });
    } catch (e) {
      violations.push({ code: 'invariant.replay', message: `the replay failed: ${(e as Error).message}` });
    }
  }
  return { state, actions, violations };
}
