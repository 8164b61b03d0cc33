/**
 * legalActions(state, player): every action the player may send now (their first open task).
 * Placements come from the rules engine's enumeration; the lists can be long (every option,
 * orientation, position and terrain), which suits tests, hints and bots. Simulations draw one
 * at random without building the list (see random-player.ts).
 */
import type { Cell } from '../grid/grid.ts';
import { emptyCells, legalPlacements } from '../rules/placements.ts';
import { fallbackTerrains } from '../rules/draw.ts';
import { taskCard } from './task-card.ts';
import type { Action, GameState, Task } from './types.ts';

/** The task the player must complete now, or null when they are waiting. */
export function currentTask(state: GameState, player: number): Task | null {
  return state.tasks[player]?.[0] ?? null;
}

/** True for a draw task under the ruins requirement (its shape must cover an empty ruins space). */
export function isRuinsDraw(task: Task | null | undefined): boolean {
  return task?.kind === 'draw' && task.ruins === true;
}

/** How many players still owe an action before the phase closes (the barrier in the statechart). */
export function waitingFor(state: GameState): number {
  return state.tasks.reduce((n, q) => n + (q.length > 0 ? 1 : 0), 0);
}

/** k-subsets of `items` in order (destroy effects choose `count` spaces; the official ones choose 1). */
function choose<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of choose(items.slice(i + 1), k - 1)) out.push([x, ...rest]);
  });
  return out;
}

export function legalActions(state: GameState, player: number): Action[] {
  if (state.stage === 'gameOver') return [];
  const task = currentTask(state, player);
  if (!task) return [];
  const sheet = state.sheets[task.sheet]!;
  switch (task.kind) {
    case 'draw': {
      const explore = taskCard(state.cards, task);
      const { placements, fallback } = legalPlacements(sheet, explore, { ruins: task.ruins === true });
      if (fallback) {
        const terrains = fallbackTerrains({ heroes: state.heroTerrain });
        return emptyCells(sheet).flatMap((cell) => terrains.map((terrain): Action => ({ type: 'draw', player, option: -1, terrain, cells: [cell] })));
      }
      return placements.flatMap((p) => explore.terrains.map((terrain): Action => ({ type: 'draw', player, option: p.option, terrain, cells: p.cells })));
    }
    case 'monster': {
      const { placements, fallback } = legalPlacements(sheet, taskCard(state.cards, task));
      if (fallback) return emptyCells(sheet).map((cell): Action => ({ type: 'monster', player, cells: [cell] }));
      return placements.map((p): Action => ({ type: 'monster', player, cells: p.cells }));
    }
    case 'destroy':
      return choose(task.options, task.count).map((cells: Cell[]): Action => ({ type: 'destroy', player, cells }));
    case 'hero':
      return emptyCells(sheet).map((cell): Action => ({ type: 'hero', player, cell }));
  }
}
