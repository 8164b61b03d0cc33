/**
 * The hint in the table's view: whether the device player may ask for one now and where it is, and
 * the drawing a shown hint suggests (machines/table.connect.ts renders them on the board).
 */
import type { Action, GameView, Task } from '../../src/game/types.ts';
import type { SnapshotFrom } from 'xstate';
import type { tableMachine } from '../table.machine.ts';
import { hintOffered } from './context.ts';

/** The hint for the player's own placement: offered, being worked out, or shown as the map's ghost. */
export interface HintView {
  readonly status: 'offered' | 'thinking' | 'shown';
  /** shown: the season's projected total with the suggestion (null when it is not a drawing) */
  readonly seasonTotal: number | null;
}

/** The drawing a hint suggests, for the ghost and the projected stars. */
export function hintDrawing(view: GameView, task: Task | undefined, action: Action | undefined) {
  if (!action || action.type !== 'draw' || !task) return undefined;
  const card = view.cards[task.card];
  const coin = card?.kind === 'explore' && action.option >= 0 ? card.options[action.option]?.coin === true : false;
  return { cells: action.cells, terrain: action.terrain, coin };
}

/** Whether the device player may ask for a hint now, and where the hint is (the states' tags say). */
export function hintStatus(s: SnapshotFrom<typeof tableMachine>): HintView['status'] | null {
  if (s.hasTag('hint.shown')) return 'shown';
  if (s.hasTag('hint.thinking')) return 'thinking';
  return s.hasTag('acting') && hintOffered(s.context) ? 'offered' : null;
}
