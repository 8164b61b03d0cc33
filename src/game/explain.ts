/**
 * Why a past score is what it is: the spaces (and reasons) behind one box of the scoresheet, on the
 * map as it was when that season was scored. The game keeps only the stars, so the map is rebuilt by
 * replaying the log until that season's scores exist (a whole game replays in well under a
 * millisecond). Effects that resolve after scoring in the same step (zombie spread, troll) are on
 * the rebuilt map already. Serves the game's score hovers, the command line and the server alike.
 */
import type { EdictLetter } from '../content/types.ts';
import type { MapGrid } from '../grid/grid.ts';
import { evaluate, type Score } from '../scoring/evaluate.ts';
import { monsterPenalty } from '../scoring/season.ts';
import { replayUntil, toSaved } from './replay.ts';
import { gridsAtSeasonEnd } from './season-end.ts';
import type { GameContent, GameState, GameView } from './types.ts';

/** One box of the scoresheet: a player's season, and which of its scores. */
export interface ScoreBox {
  readonly player: number;
  /** 0 spring ... 3 winter */
  readonly season: number;
  readonly letter: EdictLetter | 'monsters';
}

// Hovering one box after another asks for the same maps again: one replay per game state and box.
const maps = new WeakMap<GameState, Map<string, MapGrid | null>>();

/** The map `player` had when `season` was scored, or null if that season is not scored yet. */
export function scoredMap(content: GameContent, state: GameState, player: number, season: number): MapGrid | null {
  let perState = maps.get(state);
  if (!perState) maps.set(state, (perState = new Map()));
  const key = `${player}/${season}`;
  const hit = perState.get(key);
  if (hit !== undefined) return hit;
  const scored = (s: GameState) => (s.scores[player]?.length ?? 0) > season;
  const then = replayUntil(toSaved(state), content, scored);
  // The step that scored the season also began the next one (a walked ambush may be on the map): take it back.
  const found = scored(then) ? (gridsAtSeasonEnd(then, season)[player] ?? null) : null;
  perState.set(key, found);
  return found;
}

/**
 * The stars and reasons behind a score box. With the whole state and its content it scores the map
 * as it was that season; a seat's view (online) has no deck to replay from, so the current map
 * stands in.
 */
export function explainScore(shown: GameState | GameView, box: ScoreBox, content?: GameContent): Score {
  const full = content && typeof shown.deck !== 'number' ? (shown as GameState) : null;
  const current = shown.sheets[box.player]?.grid;
  const grid = (full && content && scoredMap(content, full, box.player, box.season)) || current;
  if (!grid) return { stars: 0, contributions: [] };
  return box.letter === 'monsters' ? monsterPenalty(grid) : evaluate(shown.edicts[box.letter].rule, grid);
}
