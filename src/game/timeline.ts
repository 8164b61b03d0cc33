/**
 * A finished game as a timeline for watching it again: one frame at the start, one after each
 * player action, and one for each turn nobody acted on (an ambush that walked onto the maps by
 * itself), each with every player's map, the scores so far, and what the engine did since the frame
 * before (cards revealed, ambushes walked, seasons scored). Every turn of the game is a step of its
 * own, so a season's first step is its first turn, whatever that turn was. The saved game is replayed
 * and checked against its log first, so a forged game never plays.
 */
import { withFills, type MapGrid } from '../grid/grid.ts';
import { replay, replayUntil } from './replay.ts';
import type { Action, GameContent, GameState, LogEntry, SavedGame, SeasonScore } from './types.ts';

export interface Frame {
  /** what made the step: the deal, a player's action, or an ambush that walked by itself */
  readonly kind: 'deal' | 'action' | 'walk';
  /** the season the frame's turn was played in (0 spring ... 3 winter; 0 for the deal) */
  readonly season: number;
  /** the turn of that season, from 1 (0 for the deal) */
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
  /** the first frame of each season, its first turn (a season nobody reached is absent) */
  readonly seasonStarts: readonly number[];
  readonly final: GameState;
}

/** Every map and coin count as they stood at a point of the game. */
interface Maps {
  readonly grids: readonly MapGrid[];
  readonly coins: readonly number[];
}

/** Log entries [from, to) of `s` as one frame, `after` the maps as they stood after them. */
function frameOf(s: GameState, from: number, to: number, kind: Frame['kind'], after: Maps): Frame {
  const entries = s.log.slice(from, to);
  const acted = kind === 'action' ? entries.find((e) => e.player !== null && PLAYER_ACTIONS.has(e.action.type)) : undefined;
  const opened = kind === 'walk' ? entries[0] : acted;
  return {
    kind,
    season: opened?.season ?? 0,
    turn: opened ? opened.turn - firstTurn(s.log, opened.season) + 1 : 0,
    action: (acted?.action as Action | undefined) ?? null,
    grids: after.grids,
    coins: after.coins,
    scores: s.scores.map((r) => r.slice()),
    revealed: entries.flatMap((e) => (e.action.type === 'reveal' ? [e.action.card] : [])),
    entries,
    from,
  };
}

/**
 * Where, in the log entries [from, to) that one player action (or the deal) set off, a turn opens
 * that nobody acts on: the reveal of an ambush that the engine walks onto the maps itself.
 */
function walkedTurns(log: readonly LogEntry[], from: number, to: number): number[] {
  const starts: number[] = [];
  for (let i = from; i < to - 1; i++) {
    const a = log[i]!.action;
    const next = log[i + 1]!.action;
    if (a.type === 'reveal' && next.type === 'walk' && next.card === a.card) starts.push(i);
  }
  return starts;
}

/**
 * The maps before a walked turn's entries, from the maps after them. A walk draws its monster on
 * empty spaces only (so they go back to empty), a hero may destroy monster spaces at once (those
 * not of this walk were monsters before), and coins it earned are taken back. Scores do not move
 * inside a season, so they need no undoing.
 */
function beforeWalks(after: Maps, walks: readonly LogEntry[]): Maps {
  const grids = after.grids.slice();
  const coins = after.coins.slice();
  for (const e of walks) {
    if (e.action.type !== 'walk') continue;
    const sheet = e.action.sheet;
    const walked = new Set(e.action.cells.map(([r, c]) => `${r},${c}`));
    for (const event of e.outcome?.events ?? []) {
      if (event.type === 'coin') coins[sheet] = coins[sheet]! - event.credited;
      if (event.type === 'destroyed-by-hero') {
        const earlier = event.cells.filter(([r, c]) => !walked.has(`${r},${c}`));
        if (earlier.length) grids[sheet] = withFills(grids[sheet]!, earlier, 'monster');
      }
    }
    grids[sheet] = withFills(grids[sheet]!, e.action.cells, 'empty');
  }
  return { grids, coins };
}

/** The frames of a finished (or saved) game; throws CartoError `replay.*` when the game does not replay. */
export function timeline(game: SavedGame, content: GameContent): Timeline {
  const final = replay(game, content);
  const frames: Frame[] = [];
  let seen = 0;
  // replayUntil steps one working copy in place and asks `until` between player actions: frames are
  // taken whenever the log has grown (sheets are immutable objects, so keeping them is safe). What
  // one action set off is cut again where a walked turn opens, the maps rolled back before each walk.
  const take = (now: GameState) => {
    if (frames.length > 0 && now.log.length === seen) return;
    const to = now.log.length;
    const cuts = [seen, ...walkedTurns(now.log, seen, to), to];
    const taken: Frame[] = [];
    let maps: Maps = { grids: now.sheets.map((x) => x.grid), coins: now.sheets.map((x) => x.coins) };
    for (let k = cuts.length - 2; k >= 0; k--) {
      const kind = k > 0 ? 'walk' : frames.length === 0 ? 'deal' : 'action';
      taken.unshift(frameOf(now, cuts[k]!, cuts[k + 1]!, kind, maps));
      maps = beforeWalks(maps, now.log.slice(cuts[k]!, cuts[k + 1]!));
    }
    frames.push(...taken);
    seen = to;
  };
  replayUntil(game, content, (now) => {
    take(now);
    return false;
  });
  take(final);
  const seasonStarts: number[] = [];
  frames.forEach((f, i) => {
    if (f.kind !== 'deal' && seasonStarts[f.season] === undefined) seasonStarts[f.season] = i;
  });
  return { frames, seasonStarts, final };
}

/** The season a step belongs to (-1 for the deal, before any season's first turn). */
export function seasonAt(line: Pick<Timeline, 'seasonStarts'>, step: number): number {
  let s = -1;
  line.seasonStarts.forEach((start, i) => {
    if (start <= step) s = i;
  });
  return s;
}

/**
 * The step a season jump lands on (Page Down/Up in a replay): forward, the next season's first turn
 * (past the last season, the end); back, this season's first turn, or the previous season's when
 * already there (the deal before Spring's).
 */
export function seasonJump(line: Pick<Timeline, 'seasonStarts' | 'frames'>, step: number, delta: 1 | -1): number {
  const starts = line.seasonStarts;
  const here = seasonAt(line, step);
  if (delta > 0) return starts[here + 1] ?? line.frames.length - 1;
  if (here < 0) return 0;
  if (step > starts[here]!) return starts[here]!;
  return here === 0 ? 0 : starts[here - 1]!;
}

/** The engine numbers turns over the whole game: a season's first turn is the turn of its first card revealed. */
function firstTurn(log: readonly LogEntry[], season: number): number {
  return log.find((e) => e.season === season && e.action.type === 'reveal')?.turn ?? 0;
}

const PLAYER_ACTIONS = new Set(['draw', 'monster', 'destroy', 'hero']);
