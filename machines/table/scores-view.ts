/**
 * The scoresheet and the players' maps as the table's screens show them (the board, a season's end,
 * the game's end), with the spaces behind a focused score lit. Part of the table's view model
 * (machines/table.connect.ts).
 */
import { explainScore, scoredMap } from '../../src/game/explain.ts';
import { gridsAtSeasonEnd } from '../../src/game/season-end.ts';
import type { GameResult } from '../../src/game/types.ts';
import type { Cell, MapGrid } from '../../src/grid/grid.ts';
import { localOf, type ScoreFocus, type TableContext } from './context.ts';
import { wholeState, type ShownGame } from './sources.ts';
import type { TableWording } from './wording.ts';

/** A map shown on an end screen, with the spaces behind the focused score. */
export interface MapView {
  readonly grid: MapGrid;
  readonly name: string;
  readonly highlight: readonly Cell[];
}

export interface ScoresView {
  readonly scores: ShownGame['scores'];
  /** the scoring cards under the edicts (names and texts in the scoresheet's headers) */
  readonly edicts: ShownGame['edicts'];
  readonly seasons: ShownGame['seasons'];
  readonly names: readonly string[];
  readonly result: GameResult | null | undefined;
}

export function scoresOf(shown: ShownGame, names: readonly string[]): ScoresView {
  return { scores: shown.scores, edicts: shown.edicts, seasons: shown.seasons, names, result: shown.result };
}

/** The spaces behind the focused score, on `sheet`'s map (none when another map's score is focused). */
export function focusedCells(c: TableContext, shown: ShownGame, focus: ScoreFocus | null, sheet: number): Cell[] {
  if (!focus || focus.player !== sheet) return [];
  return explainScore(shown, focus, localOf(c)?.content ?? undefined).contributions.flatMap((x) => x.cells);
}

/** Every player's map; a focused score's as that season was scored (local play replays); a summary's (`ended`) before the next season began (its walked ambush is a hidden card). */
export function mapsOf(c: TableContext, shown: ShownGame, names: readonly string[], w: TableWording, ended?: number): MapView[] {
  const f = c.scoreFocus;
  const atEnd = ended === undefined ? null : gridsAtSeasonEnd(shown, ended);
  const whole = wholeState(c.shown);
  const content = localOf(c)?.content;
  return shown.sheets.map((s, p) => {
    const then = f?.player === p && content && whole ? scoredMap(content, whole, p, f.season) : null;
    return { grid: then ?? atEnd?.[p] ?? s.grid, name: names[p] ?? w.player(p), highlight: focusedCells(c, shown, f, p) };
  });
}

/** A season's name in the reader's language ('' past the last season). */
export function seasonName(shown: Pick<ShownGame, 'seasons'>, index: number, w: TableWording): string {
  const card = shown.seasons[index];
  return card ? w.card(card) : '';
}
