/**
 * A finished local game as the game-over screen hands it to `<carto-result>`: the canonical saved
 * game, its table, names and final maps, and for a daily challenge the day and score. Kept as the same
 * object while the game and names stay, so the result element keeps its open replay across renders.
 */
import type { GameMode } from '../../src/content/tables.ts';
import type { GameContent, GameState, SavedGame } from '../../src/game/types.ts';
import { toSaved } from '../../src/game/replay.ts';
import type { MapGrid } from '../../src/grid/grid.ts';
import { botSeat, localOf, type TableContext } from './context.ts';
import { wholeState, type ShownGame } from './sources.ts';
import type { TableWording } from './wording.ts';

/** A finished daily challenge, for its share line: the day, the game, the score and title. */
export interface DailyResultView {
  readonly date: string;
  readonly mode: GameMode;
  readonly score: number;
  /** the solo title as printed (English), worded by the element */
  readonly title: string;
}

/** A finished local game, for its replay and keepsakes. */
export interface ResultView {
  /** the canonical saved game (seed and log: published, the game being over) */
  readonly game: SavedGame;
  /** the table it was played on (to replay it) */
  readonly content: GameContent;
  readonly names: readonly string[];
  /** each player's final map */
  readonly grids: readonly MapGrid[];
  readonly daily: DailyResultView | null;
}

const results = new WeakMap<GameState, ResultView>();

/** The same object while the finished game and its names stay (the result element keeps its open replay until the game changes). */
export function resultOf(c: TableContext, names: readonly string[]): ResultView | null {
  const state = wholeState(c.shown);
  const local = localOf(c);
  if (!local?.content || !state || state.stage !== 'gameOver') return null;
  const kept = results.get(state);
  if (kept && kept.content === local.content && kept.names.join('\n') === names.join('\n')) return kept;
  const solo = state.result?.solo;
  const daily = local.daily && solo ? { date: local.daily.date, mode: local.daily.mode, score: solo.score, title: solo.title } : null;
  const result = { game: toSaved(state), content: local.content, names, grids: state.sheets.map((s) => s.grid), daily };
  results.set(state, result);
  return result;
}

/** One line of the final standings. */
export interface RankingRow {
  /** 1 = winner; tied players share a place */
  readonly place: number;
  readonly name: string;
  readonly total: number;
  /** solo: the title earned */
  readonly title: string | null;
}

/** The final standings, by place, then in seat order. */
export function rankingOf(shown: ShownGame, names: readonly string[], w: TableWording): RankingRow[] {
  const r = shown.result;
  if (!r) return [];
  const title = r.solo ? w.soloTitle(r.solo.title) : null;
  return [...r.players]
    .sort((a, b) => a.rank - b.rank || a.player - b.player)
    .map((p) => ({ place: p.rank, name: names[p.player] ?? w.player(p.player), total: p.total, title }));
}

/** Whose turns a finished local game can review: every person's (computers play their own), by seat and name. */
export function reviewableOf(c: TableContext, names: readonly string[]) {
  const local = localOf(c);
  const can = local !== null && local.content !== null && local.think !== undefined;
  const people = can ? names.flatMap((name, player) => (botSeat(c, player) === null ? [{ player, name }] : [])) : [];
  return { canReview: people.length > 0, reviewable: people };
}
