/**
 * Saved games and replay (DESIGN.md §2): the canonical form is the content's id and hash, the
 * options, the seed and the log. Replaying starts a new game from the seed and re-applies the
 * players' actions; the engine regenerates every chance and engine entry, and the replay fails
 * loudly when they differ from the saved log (other cards, another engine version, a forged log).
 */
import { CartoError } from '../errors.ts';
import { sameJson } from './content-hash.ts';
import { applyInPlace } from './apply.ts';
import { tableHash } from './content-hash.ts';
import { currentHash } from './legacy-hashes.ts';
import { newGame } from './setup.ts';
import { begin, finish } from './work.ts';
import type { Action, GameContent, GameState, SavedGame } from './types.ts';

export function toSaved(state: GameState): SavedGame {
  return { format: 'carto-game/1', content: state.content, options: state.options, seed: state.seed, log: state.log };
}

const PLAYER_ACTIONS = new Set(['draw', 'monster', 'destroy', 'hero']);

/**
 * Steps a saved game's player actions from a new game of the table, every action fully validated (a
 * saved game is untrusted input), stopping early once `until` holds between two actions.
 */
function stepLog(game: SavedGame, content: GameContent, until?: (state: GameState) => boolean): GameState {
  if (game.format !== 'carto-game/1') throw new CartoError('replay.format', `not a saved game (format '${String(game.format)}')`);
  const hash = tableHash(content);
  if (currentHash(game.content.hash) !== hash) {
    throw new CartoError('replay.content', `the game was played with content ${game.content.id} (${game.content.hash}), not ${content.packs.join('+')} (${hash})`);
  }
  // One working copy stepped in place; `until` reads it between steps and never keeps it.
  const { w, rng } = begin(newGame(content, game.options, game.seed));
  const now = w as GameState;
  for (const entry of game.log) {
    if (until?.(now)) break;
    if (entry.player === null || !PLAYER_ACTIONS.has(entry.action.type)) continue;
    const refused = applyInPlace(w, rng, entry.action as Action, false);
    if (refused) {
      throw new CartoError('replay.refused', `log entry ${entry.seq} (${entry.action.type} by player ${entry.player}) was refused: ${refused.message}`, { pointer: `/log/${entry.seq}` });
    }
  }
  return finish(w, rng);
}

/** Replays a saved game against the table's content; returns the final state or throws CartoError `replay.*`. */
export function replay(game: SavedGame, content: GameContent): GameState {
  const state = stepLog(game, content);
  const mismatch = firstDifference(game.log, state.log);
  if (mismatch !== null) {
    throw new CartoError('replay.diverged', `the replay differs from the saved log at entry ${mismatch}`, { pointer: `/log/${mismatch}` });
  }
  return state;
}

/**
 * The game as it stood at the first point (between player actions) where `until` holds, or at its end:
 * for looking back, such as the map a season was scored on. Throws CartoError `replay.*` like replay.
 */
export function replayUntil(game: SavedGame, content: GameContent, until: (state: GameState) => boolean): GameState {
  return stepLog(game, content, until);
}

/**
 * Index of the first differing log entry, or null when both logs are equal. `saved` entries
 * without an `outcome` (games saved before outcomes were logged) match a regenerated entry that
 * has one: the outcome is derived from the action, so the actions and chance entries decide.
 */
export function firstDifference(saved: GameState['log'], regenerated: GameState['log']): number | null {
  const n = Math.max(saved.length, regenerated.length);
  for (let i = 0; i < n; i++) {
    const x = saved[i];
    const y = regenerated[i];
    if (x === undefined || y === undefined) return i;
    const same = x.outcome === undefined && y.outcome !== undefined ? sameJson(x, { ...y, outcome: undefined }) : sameJson(x, y);
    if (!same) return i;
  }
  return null;
}
