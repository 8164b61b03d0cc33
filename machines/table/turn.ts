/**
 * What the table derives from the game for the player at the device: who owes an action, who acts,
 * on which sheet, and what placement (mode, card, terrains) their task asks for. Pure functions over
 * the engine's state or a seat's view, so they are tested without a browser.
 */
import { taskCard } from '../../src/game/task-card.ts';
import type { GameState, Task } from '../../src/game/types.ts';
import { countPlacements } from '../../src/rules/placements.ts';
import { fallbackTerrains } from '../../src/rules/draw.ts';
import type { PlacementInput } from '../placement.machine.ts';
import type { TaskWords } from './wording.ts';

/** What these functions read: a GameState, or a seat's GameView from the server (same fields). */
type Table = Pick<GameState, 'tasks' | 'log' | 'sheets' | 'cards' | 'heroTerrain'>;

/** Whether seat `p` owes an action: it has an open task (the barrier waits for it). */
export function owesAction(state: Pick<GameState, 'tasks'>, p: number): boolean {
  return (state.tasks[p]?.length ?? 0) > 0;
}

/** The seats that owe an action, in seat order. */
export function owingSeats(state: Pick<GameState, 'tasks'>): number[] {
  return state.tasks.flatMap((_, p) => (owesAction(state, p) ? [p] : []));
}

/** The player who should act now in pass-and-play: the first with an open task, or -1. */
export function actingPlayer(state: Pick<GameState, 'tasks'>): number {
  return state.tasks.findIndex((_, p) => owesAction(state, p));
}

/**
 * A key that changes whenever the player's task changes, to start a fresh placement. It counts the
 * player's own actions, not the whole log: another player's move (a computer drawing at the same
 * time) must not restart a placement the player is working on.
 */
export function taskKey(state: Table, player: number): string {
  const t = state.tasks[player]?.[0];
  if (!t) return '';
  let own = 0;
  for (const e of state.log) if (e.player === player) own++;
  return `${own}/${player}/${t.kind}/${t.sheet}/${t.card}`;
}

/** The placement the task asks for. */
export function placementFor(state: Table, player: number, task: Task): PlacementInput {
  const sheet = state.sheets[task.sheet]!;
  switch (task.kind) {
    case 'draw': {
      const explore = taskCard(state.cards, task);
      const ruins = task.ruins === true;
      const fits = countPlacements(sheet, explore, { ruins }) > 0;
      return fits
        ? { player, sheet, card: explore, ruins }
        : { player, sheet, card: explore, ruins, mode: 'fallback', terrains: fallbackTerrains({ heroes: state.heroTerrain }) };
    }
    case 'monster': {
      const ambush = taskCard(state.cards, task);
      return countPlacements(sheet, ambush) > 0
        ? { player, sheet, card: ambush }
        : { player, sheet, card: ambush, mode: 'fallback', terrains: ['monster'] };
    }
    case 'hero':
      return { player, sheet, card: taskCard(state.cards, task), mode: 'hero' };
    case 'destroy':
      return { player, sheet, card: state.cards[task.card]!, mode: 'destroy', destroy: { options: task.options, count: task.count } };
  }
}

/** What the task asks, for the element to word ("Draw Great River so that it covers a ruins space."). */
export function taskWords(state: Pick<GameState, 'cards'>, task: Task, owner: string, fallback: boolean): TaskWords {
  const card = state.cards[task.card];
  return {
    kind: task.kind,
    card: card ? { id: card.id, name: card.name } : { id: task.card, name: task.card },
    owner,
    ruins: task.kind === 'draw' && task.ruins === true,
    fallback,
    count: task.kind === 'destroy' ? task.count : 0,
  };
}
