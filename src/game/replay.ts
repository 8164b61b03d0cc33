/**
 * Saved games and replay (docs/DESIGN.md §2): the canonical form is the content's id and hash, the
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
  checkShape(game);
  if (game.format !== 'carto-game/1') throw new CartoError('replay.format', `not a saved game (format '${String(game.format)}')`);
  const hash = tableHash(content);
  if (currentHash(game.content.hash) !== hash) {
    throw new CartoError(
      'replay.content',
      `the game was played with content ${game.content.id} (${game.content.hash}), not ${content.packs.join('+')} (${hash})`,
    );
  }
  // One working copy stepped in place; `until` reads it between steps and never keeps it.
  const { w, rng } = begin(newGame(content, game.options, game.seed));
  const now = w as GameState;
  for (const entry of game.log) {
    if (until?.(now)) break;
    if (entry.player === null || !PLAYER_ACTIONS.has(entry.action.type)) continue;
    const refused = applyInPlace(w, rng, entry.action as Action, false);
    if (refused) {
      throw new CartoError('replay.refused', `log entry ${entry.seq} (${entry.action.type} by player ${entry.player}) was refused: ${refused.message}`, {
        pointer: `/log/${entry.seq}`,
      });
    }
  }
  return finish(w, rng);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A saved game is untrusted JSON: before anything reads it, its frame must be what the types
 * promise (an object with content, options and a log of entries, each with a seq and an action that
 * has a type), or the replay refuses with `replay.malformed` and where. Without this, a null entry
 * or an entry without an action threw a TypeError from deep inside the replay.
 */
function checkShape(game: unknown): asserts game is SavedGame {
  const bad = (pointer: string, what: string) => new CartoError('replay.malformed', `the saved game is malformed at ${pointer || '/'}: ${what}`, { pointer });
  if (!isObject(game)) throw bad('', 'it is not an object');
  if (!isObject(game.content) || typeof game.content.hash !== 'string') throw bad('/content', 'it needs an id and a hash');
  if (!isObject(game.options)) throw bad('/options', 'it is not an object');
  if (!Array.isArray(game.log)) throw bad('/log', 'it is not a list');
  game.log.forEach((entry: unknown, i) => {
    if (!isObject(entry)) throw bad(`/log/${i}`, 'an entry is not an object');
    if (!isObject(entry.action) || typeof entry.action.type !== 'string') throw bad(`/log/${i}/action`, 'an entry needs an action with a type');
    if (entry.player !== null && entry.player !== undefined && !Number.isInteger(entry.player))
      throw bad(`/log/${i}/player`, 'a player is a seat number or null');
  });
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
