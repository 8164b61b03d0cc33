/**
 * The map a season was scored on, for highlighting the spaces behind a past score. The game keeps
 * only the stars, so the map is rebuilt by replaying the log from the start until that season's
 * scores exist (a replay of a whole game takes well under a millisecond). Effects that resolve
 * after scoring in the same step (Zombie spread, Troll) are already on the rebuilt map.
 */
import { apply } from '../../src/game/apply.ts';
import { newGame } from '../../src/game/setup.ts';
import type { Action, GameContent, GameState } from '../../src/game/types.ts';
import type { MapGrid } from '../../src/grid/grid.ts';

const PLAYER_ACTIONS = new Set(['draw', 'monster', 'destroy', 'hero']);

const cache = new WeakMap<GameState, Map<string, MapGrid | null>>();

export function scoredGrid(content: GameContent, state: GameState, player: number, season: number): MapGrid | null {
  let perState = cache.get(state);
  if (!perState) cache.set(state, (perState = new Map()));
  const key = `${player}/${season}`;
  if (perState.has(key)) return perState.get(key)!;
  let s = newGame(content, state.options, state.seed);
  let found: MapGrid | null = null;
  for (const entry of state.log) {
    if ((s.scores[player]?.length ?? 0) > season) break;
    if (entry.player === null || !PLAYER_ACTIONS.has(entry.action.type)) continue;
    const r = apply(s, entry.action as Action);
    if (r.violation) break;
    s = r.state;
  }
  if ((s.scores[player]?.length ?? 0) > season) found = s.sheets[player]?.grid ?? null;
  perState.set(key, found);
  return found;
}
