/**
 * A working copy of a GameState for one engine step: the arrays that change are copied once and
 * mutated in place, then handed back as a new plain-JSON state. Never escapes the engine.
 */
import { Rng } from '../random/prng.ts';
import type { Sheet } from '../rules/sheet.ts';
import type { Action, ChanceEntry, EngineEntry, GameState, SeasonScore, Task } from './types.ts';

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface Work extends Mutable<Omit<GameState, 'sheets' | 'tasks' | 'log' | 'before' | 'scores' | 'revealed' | 'removed'>> {
  sheets: Sheet[];
  tasks: Task[][];
  log: GameState['log'][number][];
  before: ({ sheet: Sheet; by: number } | null)[];
  scores: SeasonScore[][];
  revealed: string[];
  removed: string[];
}

export function begin(state: GameState): { w: Work; rng: Rng } {
  const w: Work = {
    ...state,
    sheets: state.sheets.slice(),
    tasks: state.tasks.map((q) => q.slice()),
    log: state.log.slice(),
    before: state.before.slice(),
    scores: state.scores.map((s) => s.slice()),
    revealed: state.revealed.slice(),
    removed: state.removed.slice(),
  };
  return { w, rng: new Rng(state.rng) };
}

export function finish(w: Work, rng: Rng): GameState {
  w.rng = rng.state();
  return w as GameState;
}

export function record(w: Work, player: number | null, action: Action | ChanceEntry | EngineEntry): void {
  w.log.push({ seq: w.log.length, season: w.season, turn: w.turn, player, action });
}

/** Replaces a sheet, remembering (for viewFor) its version from before the open phase. */
export function setSheet(w: Work, index: number, sheet: Sheet, by: number | null): void {
  if (by !== null && w.before[index] === null) w.before[index] = { sheet: w.sheets[index] as Sheet, by };
  w.sheets[index] = sheet;
}

export function anyTasks(w: Work): boolean {
  for (const q of w.tasks) if (q.length > 0) return true;
  return false;
}
