/**
 * One random legal game, start to end: every player with an open task sends a random legal
 * action (random-player.ts) until the game is over. The game owns one working state and steps it
 * in place (applyInPlace): no per-action copy of the state and its log.
 * Unchecked, the actions skip the rule checks their own enumeration guarantees (the trusted path).
 * With `check`, every action is validated as a client's would be, every step's invariants are
 * checked, the final state must survive a JSON round trip, and replaying the saved game through
 * `apply` (every action validated again) must give the same state.
 */
import { Rng, seedRng } from '../random/prng.ts';
import { applyInPlace } from './apply.ts';
import { sameJson } from './content-hash.ts';
import { checkChange, nonJsonAt, type InvariantBreak } from './invariants.ts';
import { randomAction } from './random-player.ts';
import { replay, toSaved } from './replay.ts';
import { newGame } from './setup.ts';
import type { GameContent, GameOptions, GameState, Seed } from './types.ts';
import { begin, finish } from './work.ts';

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
  const { w, rng } = begin(newGame(content, options, seed));
  // A view of the working state: it is read between steps, never kept.
  const now = w as GameState;
  // The players' choices draw from their own generator, so the game's chance stays the table's.
  const players = new Rng(seedRng(`${String(seed)}/players`));
  const n = options.players;
  let actions = 0;
  const done = () => ({ state: finish(w, rng), actions, violations });
  // A function, not `w.stage` inline: TypeScript would keep the loop condition's narrowing across applyInPlace.
  const over = () => w.stage === 'gameOver';
  for (let steps = 0; !over(); steps++) {
    if (steps > 10_000) {
      violations.push({ code: 'invariant.stuck', message: 'the game did not end after 10,000 actions' });
      break;
    }
    let acted = false;
    for (let p = 0; p < n; p++) {
      const action = randomAction(now, p, players);
      if (!action) continue;
      const prevSheets = check ? w.sheets.slice() : w.sheets;
      const prevLog = w.log.length;
      const refused = applyInPlace(w, rng, action, !check);
      if (refused) {
        violations.push({ code: 'invariant.refused-legal', message: `the engine refused its own legal action (${refused.code}: ${refused.message})` });
        return done();
      }
      if (check) for (const v of checkChange(prevSheets, prevLog, now)) violations.push(v);
      actions++;
      acted = true;
      if (over()) break;
    }
    if (!acted && !over()) {
      violations.push({ code: 'invariant.stuck', message: `nobody can act in stage ${w.stage}` });
      break;
    }
  }
  const result = done();
  if (check) {
    const state = result.state;
    const bad = nonJsonAt(state);
    if (bad !== null) violations.push({ code: 'invariant.json', message: `the final state does not survive a JSON round trip (at ${bad})` });
    try {
      const again = replay(JSON.parse(JSON.stringify(toSaved(state))), content);
      if (!sameJson(again, state)) violations.push({ code: 'invariant.replay', message: 'replaying the saved game gives a different state' });
    } catch (e) {
      violations.push({ code: 'invariant.replay', message: `the replay failed: ${(e as Error).message}` });
    }
  }
  return result;
}
