/**
 * Game states for stories, built by the engine: a table setup, then random legal play (seeded, so a
 * story shows the same state every time) until a condition holds. `<carto-game>` stories save such a
 * state under their own storage key, so the element resumes right there, and clear it afterwards so
 * no story leaks a saved game into another.
 */
import { newGame } from '../../src/game/setup.ts';
import { playRandomly } from '../../src/game/random-player.ts';
import { toSaved } from '../../src/game/replay.ts';
import type { GameState, TaskKind } from '../../src/game/types.ts';
import { gameOptions, tableContent, type TableSetup } from '../../machines/table/setup.ts';
import { writeSave } from '../../machines/table/storage.ts';

export const solo: TableSetup = { players: 1, names: ['Ada'], mode: 'base', map: 'side-a', code: 'STORY1' };
export const duo: TableSetup = { players: 2, names: ['Ada', 'Bo'], mode: 'base', map: 'side-b', code: 'STORY2', ambushPlacement: 'neighbour' };
export const heroesSolo: TableSetup = { players: 1, names: ['Ada'], mode: 'heroes', map: 'side-c', code: 'STORY3' };

/** A game of this setup, played at random (seeded) until `stop` holds or the game ends. */
export function gameAt(setup: TableSetup, stop: (s: GameState) => boolean, seed = 7): GameState {
  return playRandomly(newGame(tableContent(setup), gameOptions(setup), setup.code), { until: stop, seed });
}

/** Someone's first open task is of this kind. */
export const firstTaskIs = (kind: TaskKind) => (s: GameState) => s.tasks.some((q) => q[0]?.kind === kind);

/** A shape to draw (not a ruins card's requirement) from turn `turn` on. */
export const drawingFrom = (turn: number) => (s: GameState) =>
  s.stage === 'draw' && s.tasks[0]?.[0]?.kind === 'draw' && s.tasks[0][0].ruins !== true && s.turn >= turn;

/** Saves the game under `key` (the element's `storage-key`), so that `<carto-game>` resumes it. */
export function saveGame(key: string, setup: TableSetup, state: GameState): void {
  writeSave(localStorage, key, setup, toSaved(state));
}

/** Removes whatever a story saved under `key`, including a set-aside unreadable save. */
export function clearGame(key: string): void {
  localStorage.removeItem(key);
  localStorage.removeItem(`${key}.unreadable`);
}
