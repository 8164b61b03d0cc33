/**
 * A working copy of a GameState for one engine step: the arrays that change are copied once and
 * mutated in place, then handed back as a new plain-JSON state. Never escapes the engine.
 */
import { Rng } from '../random/prng.ts';
import type { Sheet } from '../rules/sheet.ts';
import type { DrawEvent } from '../rules/events.ts';
import type { Action, ChanceEntry, EngineEntry, EntryOutcome, GameState, OutcomeEvent, SeasonScore, Task } from './types.ts';

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

export function record(w: Work, player: number | null, action: Action | ChanceEntry | EngineEntry, outcome?: EntryOutcome): void {
  const seq = w.log.length;
  w.log.push(outcome ? { seq, season: w.season, turn: w.turn, player, action, outcome } : { seq, season: w.season, turn: w.turn, player, action });
}

/**
 * Attaches what an entry caused (known only once the rules have run) to the entry at `seq`, in place:
 * that entry was recorded by this same step (`record`), so no earlier state holds it, and copying
 * it was a measurable part of a simulated game.
 */
export function setOutcome(w: Work, seq: number, sheet: number, card: string, events: readonly DrawEvent[]): void {
  (w.log[seq] as Mutable<GameState['log'][number]>).outcome = outcomeOf(sheet, card, events);
}

export function outcomeOf(sheet: number, card: string, events: readonly DrawEvent[]): EntryOutcome {
  const kept: OutcomeEvent[] = [];
  for (const e of events) if (e.type !== 'drawn' && e.type !== 'spread') kept.push(e);
  return { sheet, card, events: kept };
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
