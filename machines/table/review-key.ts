import type { GameState } from '../../src/game/types.ts';

/** A key for the game a review belongs to. */
export function reviewKey(state: Pick<GameState, 'seed' | 'log'>): string {
  return `${String(state.seed)}/${state.log.length}`;
}
