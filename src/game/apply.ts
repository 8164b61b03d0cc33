/**
 * apply(state, action) -> { state } | { violation } (docs/DESIGN.md §2). A player may act only on their
 * first open task; every rule check is the drawing-rules engine's (src/rules). After the action the
 * engine settles: it reveals, checks, scores and runs effects until someone must act again.
 */
import { isViolationCode, type Violation } from '../codes.ts';
import { CartoError } from '../errors.ts';
import { keysOf } from '../keys.ts';
import type { Cell } from '../grid/grid.ts';
import { drawMonster } from '../rules/ambush.ts';
import { resolveDestruction } from '../rules/destroy.ts';
import { drawFallback, drawShape, fallbackTerrains } from '../rules/draw.ts';
import { checkHero, placeHero } from '../rules/heroes.ts';
import { checkPlacement, countPlacements } from '../rules/placements.ts';
import type { Rng } from '../random/prng.ts';
import { runEffects, settle } from './flow.ts';
import { taskCard } from './task-card.ts';
import type { Action, ActionType, ApplyResult, GameState, Task } from './types.ts';
import { begin, finish, record, setOutcome, setSheet, type Work } from './work.ts';

/** The action types, keyed by their union: a new action type fails to compile until it is listed here. */
const ACTION_INDEX: Readonly<Record<ActionType, 1>> = { draw: 1, monster: 1, destroy: 1, hero: 1 };
const ACTION_TYPES: ReadonlySet<string> = new Set(keysOf(ACTION_INDEX));
const EXPECTED_TYPES = [...ACTION_TYPES].join(', ').replace(/, ([^,]*)$/, ' or $1');

function isCell(x: unknown): x is Cell {
  return Array.isArray(x) && x.length === 2 && Number.isInteger(x[0]) && Number.isInteger(x[1]);
}

function isCells(x: unknown): x is Cell[] {
  return Array.isArray(x) && x.every(isCell);
}

/** The action as it goes into the log: only its own fields, cells copied. */
function canonical(a: Action): Action {
  switch (a.type) {
    case 'draw':
      return { type: 'draw', player: a.player, option: a.option, terrain: a.terrain, cells: a.cells.map(([r, c]) => [r, c] as const) };
    case 'monster':
      return { type: 'monster', player: a.player, cells: a.cells.map(([r, c]) => [r, c] as const) };
    case 'destroy':
      return { type: 'destroy', player: a.player, cells: a.cells.map(([r, c]) => [r, c] as const) };
    case 'hero':
      return { type: 'hero', player: a.player, cell: [a.cell[0], a.cell[1]] };
  }
}

/** Shape checks on untrusted input (an action may come over the network). */
function malformed(state: GameState, a: Action): Violation | null {
  if (typeof a !== 'object' || a === null || !ACTION_TYPES.has((a as { type: unknown }).type as string)) {
    return {
      code: 'action.unknown',
      message: `unknown action type '${String((a as { type?: unknown } | null)?.type)}' (expected ${EXPECTED_TYPES})`,
      params: { type: String((a as { type?: unknown } | null)?.type) },
    };
  }
  if (!Number.isInteger(a.player) || a.player < 0 || a.player >= state.options.players) {
    return {
      code: 'action.player',
      message: `player ${String(a.player)} is not at this table (players 0 to ${state.options.players - 1})`,
      params: { player: String(a.player), players: state.options.players },
    };
  }
  if (a.type === 'hero' ? !isCell(a.cell) : !isCells(a.cells)) return { code: 'action.cells', message: 'spaces must be [row, column] pairs of whole numbers' };
  if (a.type === 'draw' && (!Number.isInteger(a.option) || typeof a.terrain !== 'string'))
    return { code: 'action.draw', message: 'a draw needs a whole-number option and a terrain' };
  return null;
}

export function apply(state: GameState, action: Action): ApplyResult {
  const refused = refuse(state, action);
  if (refused) return { violation: refused };
  const { w, rng } = begin(state);
  const bad = step(w, rng, canonical(action), false);
  return bad ? { violation: bad } : { state: finish(w, rng) };
}

/** Why the action may not even be tried now (game over, malformed, not this player's turn or task). */
function refuse(state: GameState, action: Action): Violation | null {
  if (state.stage === 'gameOver') return { code: 'game.over', message: 'the game is over' };
  const bad = malformed(state, action);
  if (bad) return bad;
  const task = state.tasks[action.player]?.[0];
  if (!task)
    return { code: 'turn.nothing-to-do', message: `player ${action.player} has nothing to do now (waiting for the others)`, params: { player: action.player } };
  if (task.kind !== action.type) return mismatch(task, action);
  return null;
}

/**
 * The engine's own loops (simulation, replay) own one working copy for a whole game and step it in
 * place: no per-action copy of the state and its growing log. A refused action leaves `w` as it
 * was (every rule refuses before the sheet changes). `trusted` is ONLY for actions the engine itself built from the
 * rules engine's enumeration of the current task (random-player.ts): it skips the rule checks that
 * enumeration already guarantees. Client actions always go through `apply`, fully checked.
 */
export function applyInPlace(w: Work, rng: Rng, action: Action, trusted: boolean): Violation | null {
  if (!trusted) {
    const refused = refuse(w as GameState, action);
    if (refused) return refused;
    action = canonical(action);
  }
  return step(w, rng, action, trusted);
}

/** Takes the player's first task, logs the action, does it and settles the flow. */
function step(w: Work, rng: Rng, action: Action, trusted: boolean): Violation | null {
  const queue = w.tasks[action.player]!;
  const task = queue.shift()!;
  const seq = w.log.length;
  record(w, action.player, action);
  let refused: Violation | null;
  try {
    refused = perform(w, task, action, trusted, seq);
  } catch (e) {
    // A drawing rule refused by throwing; any other error (a bug, broken content) is not a refusal.
    if (!(e instanceof CartoError) || !isViolationCode(e.code)) throw e;
    refused = { code: e.code, message: e.message, ...(e.params ? { params: e.params } : {}) };
  }
  if (refused) {
    // A rule refused it before anything changed: put the task and the log back as they were.
    queue.unshift(task);
    w.log.pop();
    return refused;
  }
  settle(w, rng);
  return null;
}

export function describeTask(task: Task): string {
  switch (task.kind) {
    case 'draw':
      return `draw the explore card ${task.card}${task.ruins ? ' on a ruins space' : ''}`;
    case 'monster':
      return `draw the monster of ${task.card} on player ${task.sheet}'s sheet`;
    case 'destroy':
      return `choose ${task.count} space(s) for ${task.card} to destroy on player ${task.sheet}'s sheet`;
    case 'hero':
      return `draw the hero ${task.card}`;
  }
}

/** The refusal of an action that is not the one the task asks for (refuse() says so first; this narrows the pair). */
function mismatch(task: Task, action: Action): Violation {
  return {
    code: 'turn.wrong-action',
    message: `player ${action.player} must ${describeTask(task)}, not send '${action.type}'`,
    params: { player: action.player, task: task.kind, type: action.type },
  };
}

/** Does the action and notes its outcome on its log entry (`seq`); returns a violation when a rule refuses it. */
function perform(w: Work, task: Task, action: Action, trusted: boolean, seq: number): Violation | null {
  const sheet = w.sheets[task.sheet]!;
  switch (task.kind) {
    case 'draw': {
      if (action.type !== 'draw') return mismatch(task, action);
      const explore = taskCard(w.cards, task);
      const ruins = task.ruins === true;
      if (action.option === -1) {
        if (!trusted && countPlacements(sheet, explore, { ruins }) > 0) {
          return { code: 'placement.shape-fits', message: 'a shape of the card fits: the 1x1 square is only for when none does' };
        }
        if (action.cells.length !== 1) return { code: 'placement.fallback-size', message: 'the fallback is a single 1x1 square' };
        if (!fallbackTerrains({ heroes: w.heroTerrain }).includes(action.terrain)) {
          return { code: 'placement.fallback-terrain', message: `a 1x1 square may not be ${action.terrain}`, params: { terrain: action.terrain } };
        }
        const drawn = drawFallback(sheet, action.cells[0]!, action.terrain, { heroes: w.heroTerrain });
        setSheet(w, task.sheet, drawn.sheet, action.player);
        setOutcome(w, seq, task.sheet, task.card, drawn.events);
        return null;
      }
      if (!explore.terrains.includes(action.terrain)) {
        return {
          code: 'placement.terrain',
          message: `${explore.name} offers ${explore.terrains.join(' or ')}, not ${action.terrain}`,
          params: { card: explore.id, terrains: explore.terrains.join(' '), terrain: action.terrain },
        };
      }
      const refused = trusted ? null : checkPlacement(sheet, explore, { option: action.option, cells: action.cells }, { ruins });
      if (refused) return refused;
      const coin = explore.options[action.option]?.coin === true;
      const drawn = drawShape(sheet, action.cells, action.terrain, { coin });
      setSheet(w, task.sheet, drawn.sheet, action.player);
      setOutcome(w, seq, task.sheet, task.card, drawn.events);
      return null;
    }
    case 'monster': {
      if (action.type !== 'monster') return mismatch(task, action);
      const ambush = taskCard(w.cards, task);
      // No position fits at all: a 1x1 monster anywhere empty (docs/RULES.md §5).
      const fallback = !trusted && action.cells.length === 1 && countPlacements(sheet, ambush) === 0;
      if (!trusted && !fallback) {
        const refused = checkPlacement(sheet, ambush, { option: 0, cells: action.cells });
        if (refused) return refused;
      }
      const drawn = drawMonster(sheet, action.cells, ambush);
      setSheet(w, task.sheet, drawn.sheet, action.player);
      setOutcome(w, seq, task.sheet, task.card, drawn.events);
      if (drawn.pending) {
        const p = drawn.pending;
        w.tasks[action.player]!.unshift({
          kind: 'destroy',
          player: action.player,
          sheet: task.sheet,
          card: ambush.id,
          monster: p.monster,
          count: p.count,
          options: p.options,
        });
      }
      return null;
    }
    case 'destroy': {
      if (action.type !== 'destroy') return mismatch(task, action);
      if (w.stage === 'effects') {
        // After scoring: the rules engine resumes the sheet's effects from this monster with the choice.
        const before = w.before[task.sheet];
        setOutcome(w, seq, task.sheet, task.card, runEffects(w, task.sheet, { from: task.monster, choice: action.cells }));
        if (before === null) w.before[task.sheet] = { sheet, by: action.player };
        return null;
      }
      const destroyed = resolveDestruction(sheet, task.monster, action.cells);
      setSheet(w, task.sheet, destroyed.sheet, action.player);
      setOutcome(w, seq, task.sheet, task.card, destroyed.events);
      return null;
    }
    case 'hero': {
      if (action.type !== 'hero') return mismatch(task, action);
      const hero = taskCard(w.cards, task);
      const refused = checkHero(sheet, action.cell, hero);
      if (refused) return refused;
      const placed = placeHero(sheet, action.cell, hero);
      setSheet(w, task.sheet, placed.sheet, action.player);
      setOutcome(w, seq, task.sheet, task.card, placed.events);
      return null;
    }
  }
}
