/**
 * Helpers for scripted games on the official cards: the actions are chosen by named rules
 * ("the first legal placement covering space (r, c)", "the first legal placement" = topmost, then
 * leftmost, of the first option and orientation), so that a whole game fits in a test, while the
 * expected scores are worked out by hand from the maps the test prints in its comments.
 */
import { apply, legalActions, type Action, type GameState } from '../../../src/game/index.ts';
import { formatNotation } from '../../../src/grid/notation.ts';
import type { DrawableTerrain } from '../../../src/grid/fills.ts';
import type { AmbushCard, HeroCard } from '../../../src/content/types.ts';
import { drawMonster } from '../../../src/rules/ambush.ts';
import { resolveDestruction } from '../../../src/rules/destroy.ts';
import { drawFallback, drawShape } from '../../../src/rules/draw.ts';
import { placeHero } from '../../../src/rules/heroes.ts';
import type { Sheet } from '../../../src/rules/sheet.ts';

/** Chooses one of the legal actions of the player's open task (they come in the engine's order). */
export type Chooser = (legal: readonly Action[], state: GameState, player: number) => Action | undefined;

const cellsOf = (a: Action): readonly (readonly [number, number])[] => (a.type === 'hero' ? [a.cell] : a.cells);

/** The first legal action. For a drawing: option 1 as printed, topmost then leftmost, its first terrain. */
export const first: Chooser = (legal) => legal[0];

/** The first legal action that covers space (r, c) (and, when given, draws `terrain`). */
export const covering =
  (r: number, c: number, terrain?: DrawableTerrain): Chooser =>
  (legal) =>
    legal.find((a) => cellsOf(a).some(([x, y]) => x === r && y === c) && (terrain === undefined || (a.type === 'draw' && a.terrain === terrain)));

/** The first legal action drawing `terrain`. */
export const terrain =
  (t: DrawableTerrain): Chooser =>
  (legal) =>
    legal.find((a) => a.type === 'draw' && a.terrain === t);

/** The first chooser that finds an action. */
export const either =
  (...choosers: Chooser[]): Chooser =>
  (legal, s, p) => {
    for (const ch of choosers) {
      const a = ch(legal, s, p);
      if (a) return a;
    }
    return undefined;
  };

/** Applies an action that must be accepted. */
export function act(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  if (r.violation) throw new Error(`refused ${JSON.stringify(a)}: ${r.violation.code}: ${r.violation.message}`);
  return r.state;
}

/**
 * Plays every open task with `choose(card, kind)` until `stop(state)` or the game ends; returns the
 * state and the actions sent (the test keeps them so a reader sees every action).
 */
export function playUntil(
  s: GameState,
  choose: (card: string, kind: string, player: number) => Chooser,
  stop: (s: GameState) => boolean = () => false,
): { state: GameState; actions: Action[] } {
  const actions: Action[] = [];
  for (let guard = 0; guard < 2000 && s.stage !== 'gameOver' && !stop(s); guard++) {
    const p = s.tasks.findIndex((q) => q.length > 0);
    if (p < 0) break;
    const task = s.tasks[p]![0]!;
    const legal = legalActions(s, p);
    const a = choose(task.card, task.kind, p)(legal, s, p) ?? legal[0];
    if (!a) throw new Error(`no legal action for player ${p} (${task.kind} ${task.card})`);
    actions.push(a);
    s = act(s, a);
  }
  return { state: s, actions };
}

/** Plays until the season `season` (0-3) has been scored. */
export const scored = (season: number) => (s: GameState) => (s.scores[0]?.length ?? 0) > season;

/** The sheet in packed NOTATION (one line per row), for comments and assertions. */
export function sheetText(s: GameState, player = 0): string {
  return formatNotation(s.sheets[player]!.grid)
    .trim()
    .split('\n')
    .map((l) => l.replace(/ /g, ''))
    .join('\n');
}

/** A sheet in packed NOTATION. */
export function gridText(sheet: Sheet): string {
  return formatNotation(sheet.grid)
    .trim()
    .split('\n')
    .map((l) => l.replace(/ /g, ''))
    .join('\n');
}

/**
 * Plays season `season` to its scoring. The engine scores inside the last action and then goes on
 * (after-scoring effects, the next season's first reveals, the solo walk), so the maps AS SCORED are
 * rebuilt here: every sheet as it was before the last action, with that one action drawn on it.
 */
export function playSeason(
  s: GameState,
  choose: (card: string, kind: string, player: number) => Chooser,
  season: number,
): { state: GameState; actions: Action[]; maps: string[] } {
  const actions: Action[] = [];
  for (let guard = 0; guard < 2000; guard++) {
    const p = s.tasks.findIndex((q) => q.length > 0);
    if (p < 0) throw new Error('nobody has a task before the season was scored');
    const task = s.tasks[p]![0]!;
    const legal = legalActions(s, p);
    const a = choose(task.card, task.kind, p)(legal, s, p) ?? legal[0];
    if (!a) throw new Error(`no legal action for player ${p} (${task.kind} ${task.card})`);
    actions.push(a);
    const next = act(s, a);
    if (scored(season)(next)) {
      const card = s.cards[task.card]!;
      const sheet = s.sheets[task.sheet]!;
      const drawn =
        a.type === 'draw'
          ? a.option === -1
            ? drawFallback(sheet, a.cells[0]!, a.terrain, { heroes: s.heroTerrain }).sheet
            : drawShape(sheet, a.cells, a.terrain).sheet
          : a.type === 'hero'
            ? placeHero(sheet, a.cell, card as HeroCard).sheet
            : a.type === 'monster'
              ? drawMonster(sheet, a.cells, card as AmbushCard).sheet
              : resolveDestruction(sheet, task.kind === 'destroy' ? task.monster : -1, a.cells).sheet;
      const maps = s.sheets.map((sh, i) => gridText(i === task.sheet ? drawn : sh));
      return { state: next, actions, maps };
    }
    s = next;
  }
  throw new Error('the season did not end');
}
