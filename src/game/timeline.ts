/**
 * A finished game as a timeline for watching it again: one frame at the start and one after each
 * player action, each with every player's map, the scores so far, and what the engine did since the
 * frame before (cards revealed, ambushes walked, seasons scored). The saved game is replayed and
 * checked against its log first, so a forged game never plays.
 */
import type { MapGrid } from '../grid/grid.ts';
import { replay, replayUntil } from './replay.ts';
import type { Action, GameContent, GameState, LogEntry, SavedGame, SeasonScore } from './types.ts';

export interface Frame {
  /** the season the frame's action was played in (0 spring ... 3 winter; 0 for the deal) */
  readonly season: number;
  /** the turn of that season it was played on, from 1 (0 for the deal) */
  readonly turn: number;
  /** the player action that led here (null for the first frame) */
  readonly action: Action | null;
  /** every player's map as it stood */
  readonly grids: readonly MapGrid[];
  readonly coins: readonly number[];
  /** each player's scored seasons so far */
  readonly scores: readonly (readonly SeasonScore[])[];
  /** the explore, ambush and hero cards revealed since the previous frame, in order */
  readonly revealed: readonly string[];
  /** the log entries since the previous frame (the action, the engine's steps after it) */
  readonly entries: readonly LogEntry[];
  /** the index in the log of the first of `entries` */
  readonly from: number;
}

export interface Timeline {
  readonly frames: readonly Frame[];
  /** the first frame of each season (a season nobody reached is absent) */
  readonly seasonStarts: readonly number[];
  readonly final: GameState;
}

function frameOf(s: GameState, from: number, first: boolean): Frame {
  const entries = s.log.slice(from);
  const acted = first ? undefined : entries.find((e) => e.player !== null && PLAYER_ACTIONS.has(e.action.type));
  return {
    season: acted?.season ?? 0,
    turn: acted ? acted.turn - firstTurn(s.log, acted.season) + 1 : 0,
    action: (acted?.action as Action | undefined) ?? null,
    grids: s.sheets.map((x) => x.grid),
    coins: s.sheets.map((x) => x.coins),
    scores: s.scores.map((r) => r.slice()),
    revealed: entries.flatMap((e) => (e.action.type === 'reveal' ? [e.action.card] : [])),
    entries,
    from,
  };
}

/** The frames of a finished (or saved) game; throws CartoError `replay.*` when the game does not replay. */
export function timeline(game: SavedGame, content: GameContent): Timeline {
  const final = replay(game, content);
  const frames: Frame[] = [];
  let seen = 0;
  // replayUntil steps one working copy in place and asks `until` between log entries: a frame is
  // taken whenever the log has grown (sheets are immutable objects, so keeping them is safe).
  const take = (now: GameState) => {
    if (frames.length > 0 && now.log.length === seen) return;
    frames.push(frameOf(now, seen, frames.length === 0));
    seen = now.log.length;
  };
  replayUntil(game, content, (now) => {
    take(now);
    return false;
  });
  take(final);
  // A season starts at the frame of its first player action (its first turn may have been an ambush that walked by itself).
  const seasonStarts: number[] = [];
  frames.forEach((f, i) => {
    if (f.action && seasonStarts[f.season] === undefined) seasonStarts[f.season] = i;
  });
  return { frames, seasonStarts, final };
}

/** The engine numbers turns over the whole game: a season's first turn is the turn of its first card revealed. */
function firstTurn(log: readonly LogEntry[], season: number): number {
  return log.find((e) => e.season === season && e.action.type === 'reveal')?.turn ?? 0;
}

const PLAYER_ACTIONS = new Set(['draw', 'monster', 'destroy', 'hero']);
