/**
 * The map a season was scored on, for highlighting the spaces behind a past score. The game keeps
 * only the stars, so the map is rebuilt by replaying the log from the start until that season's
 * scores exist (a replay of a whole game takes well under a millisecond). Effects that resolve
 * after scoring in the same step (Zombie spread, Troll) are already on the rebuilt map.
 */
import { replayUntil, toSaved } from '../../src/game/replay.ts';
import type { GameContent, GameState } from '../../src/game/types.ts';
import type { MapGrid } from '../../src/grid/grid.ts';

const cache = new WeakMap<GameState, Map<string, MapGrid | null>>();

export function scoredGrid(content: GameContent, state: GameState, player: number, season: number): MapGrid | null {
  let perState = cache.get(state);
  if (!perState) cache.set(state, (perState = new Map()));
  const key = `${player}/${season}`;
  if (perState.has(key)) return perState.get(key)!;
  const scored = (s: GameState) => (s.scores[player]?.length ?? 0) > season;
  const then = replayUntil(toSaved(state), content, scored);
  const found = scored(then) ? (then.sheets[player]?.grid ?? null) : null;
  perState.set(key, found);
  return found;
}
