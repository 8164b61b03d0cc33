/**
 * The review of a finished local game, for one player (solo, or one person of a table with others
 * or computers): for each of their turns, their move and the computer's, and the stars each led to by
 * the end. "Led to" is measured by playing the rest of the game again from that turn with the
 * computer playing for every seat, on the same deck (the table owns the game, so it can deal the same
 * cards again; the computer still sees only one player's view at a time).
 *
 * Let R(t) be the final score when the computer plays every turn from t on, after the player's own
 * first t moves; R(N) is the player's real score. The player's move at t led to R(t + 1) (the computer
 * playing on after it), the computer's to R(t): the turn cost R(t) - R(t + 1) stars, and the costs
 * add up to R(0) - R(N). The computer is deterministic, so N + 1 replays cover every turn.
 */
import { CartoError } from '../../src/errors.ts';
import { apply } from '../../src/game/apply.ts';
import { newGame } from '../../src/game/setup.ts';
import type { Action, GameContent, GameState, LogEntry } from '../../src/game/types.ts';
import { viewFor } from '../../src/game/view.ts';
import type { MapGrid } from '../../src/grid/grid.ts';
import { botOptions, type BotStrength, type Thinker } from './bots.ts';
import { messageOf } from './problem.ts';
import { actingPlayer } from './turn.ts';

/** The computer the review measures against: Easy is quick enough to replay a whole game per turn. */
export const REVIEW_STRENGTH: BotStrength = 'easy';

/** How many of the costliest turns are singled out. */
export const COSTLY_TURNS = 3;

export interface ReviewTurn {
  /** the turn's number among the player's decisions, from 0 */
  readonly index: number;
  readonly season: number;
  /** the card the turn was about */
  readonly card: string;
  /** the player's map before the turn */
  readonly grid: MapGrid;
  readonly yours: { readonly action: Action; readonly stars: number };
  /** null until its replay has run */
  readonly bot: { readonly action: Action; readonly stars: number } | null;
  /** stars the player's move cost against the computer's (negative: the player did better); null until known */
  readonly cost: number | null;
  /** one of the costliest turns */
  readonly costly: boolean;
}

/** What the review works from: the finished game, its content, and the bot to ask. */
export interface ReviewInput {
  readonly state: GameState;
  readonly content: GameContent;
  readonly think: Thinker | undefined;
  /** whose turns (default 0, the solo player) */
  readonly player?: number;
}

export interface ReviewProgress {
  /** the game reviewed: its log length (a new game makes a new review) */
  readonly game: string;
  /** whose turns are reviewed */
  readonly player: number;
  readonly turns: readonly ReviewTurn[];
  /** replays done, of `turns.length` */
  readonly done: number;
  /** why the review could not be finished, else '' */
  readonly problem: string;
}

/** A player's decision in the log (not a chance or engine entry). */
function isPlayerAction(a: LogEntry['action']): a is Action {
  return a.type === 'draw' || a.type === 'monster' || a.type === 'destroy' || a.type === 'hero';
}

/** The states just before each of `player`'s decisions, with the decision taken. */
export function turnsOf(final: GameState, content: GameContent, player = 0): { readonly before: GameState; readonly action: Action }[] {
  let state = newGame(content, final.options, final.seed);
  const out: { before: GameState; action: Action }[] = [];
  for (const entry of final.log) {
    const action = entry.action;
    if (entry.player === null || !isPlayerAction(action)) continue;
    if (entry.player === player) out.push({ before: state, action });
    const r = apply(state, action);
    if (r.violation) throw new CartoError('review.replay', `the game could not be replayed: ${r.violation.message}`);
    state = r.state;
  }
  return out;
}

const totalOf = (s: GameState, p = 0) => s.result?.players.find((x) => x.player === p)?.total ?? 0;

/** Plays `state` to its end with the computer in every seat; returns `player`'s final total and the first action taken. */
export async function playOut(
  state: GameState,
  think: Thinker,
  strength: BotStrength = REVIEW_STRENGTH,
  player = 0,
): Promise<{ readonly stars: number; readonly first: Action | null }> {
  let s = state;
  let first: Action | null = null;
  for (let guard = 0; s.stage !== 'gameOver'; guard++) {
    if (guard > 2_000) throw new CartoError('review.stuck', 'the replay did not end');
    const player = actingPlayer(s);
    const d = await think(viewFor(s, player), botOptions(strength, player));
    if (!d) throw new CartoError('review.stuck', 'the computer found nothing to do');
    const r = apply(s, d.action);
    if (r.violation) throw new CartoError('review.refused', `the computer's move was refused: ${r.violation.message}`);
    first ??= d.action;
    s = r.state;
  }
  return { stars: totalOf(s, player), first };
}

/** Marks the `COSTLY_TURNS` turns that cost most (ties: the earlier turn), among those that cost anything. */
export function markCostly(turns: readonly ReviewTurn[]): ReviewTurn[] {
  const ranked = turns.filter((t) => (t.cost ?? 0) > 0).sort((a, b) => b.cost! - a.cost! || a.index - b.index);
  const top = new Set(ranked.slice(0, COSTLY_TURNS).map((t) => t.index));
  return turns.map((t) => ({ ...t, costly: top.has(t.index) }));
}

/** A key for the game a review belongs to. */
export function reviewKey(state: Pick<GameState, 'seed' | 'log'>): string {
  return `${String(state.seed)}/${state.log.length}`;
}

/**
 * Works the review out turn by turn, reporting each step, until `stop` is aborted (the table no
 * longer wants it).
 */
export async function runReview(input: ReviewInput, report: (review: ReviewProgress) => void, stop: AbortSignal): Promise<void> {
  const { state, content, think } = input;
  const player = input.player ?? 0;
  const game = reviewKey(state);
  const say = (review: Omit<ReviewProgress, 'game' | 'player'>) => stop.aborted || report({ game, player, ...review });
  let turns: ReviewTurn[] = [];
  try {
    if (!think) throw new Error('no computer player is available here');
    const list = turnsOf(state, content, player);
    const final = totalOf(state, player);
    turns = list.map((t, index) => ({
      index,
      season: t.before.season,
      card: t.before.tasks[player]?.[0]?.card ?? '',
      grid: t.before.sheets[t.before.tasks[player]?.[0]?.sheet ?? player]!.grid,
      yours: { action: t.action, stars: index === list.length - 1 ? final : NaN },
      bot: null,
      cost: null,
      costly: false,
    }));
    say({ turns, done: 0, problem: '' });
    // R(t) from the first turn on, so the rows fill in the order they are read: the computer's move
    // at t led to R(t), the player's move at t - 1 led to it too, which settles turn t - 1's cost.
    for (let t = 0; t < list.length && !stop.aborted; t++) {
      const r = await playOut(list[t]!.before, think, REVIEW_STRENGTH, player);
      turns[t] = { ...turns[t]!, bot: { action: r.first!, stars: r.stars }, ...(t === list.length - 1 ? { cost: r.stars - final } : {}) };
      if (t > 0) turns[t - 1] = { ...turns[t - 1]!, yours: { ...turns[t - 1]!.yours, stars: r.stars }, cost: turns[t - 1]!.bot!.stars - r.stars };
      turns = markCostly(turns);
      say({ turns, done: t + 1, problem: '' });
    }
  } catch (e) {
    say({ turns, done: turns.filter((t) => t.bot !== null).length, problem: messageOf(e) });
  }
}
