/**
 * The board as the table's view model shows it while a game is played (machines/table.connect.ts):
 * the viewer's map with the placement's ghost, the task's sentence, the barrier, the controls, the
 * projected edicts and the hint. Pure: it runs on every pointer move.
 */
import type { BotDecision } from '../../src/bot/decide.ts';
import type { EdictLetter, ScoringCard } from '../../src/content/types.ts';
import { projectSeason } from '../../src/game/projection.ts';
import type { GameState, GameView } from '../../src/game/types.ts';
import { viewFor } from '../../src/game/view.ts';
import { cellOf, type Cell, type MapGrid } from '../../src/grid/grid.ts';
import { connectPlacement, ghostOfAction, type ControlsProps, type Ghost } from '../placement.connect.ts';
import type { PlacementContext } from '../placement.machine.ts';
import { botActor, localOf, viewerOf, type TableContext } from './context.ts';
import { guideOf, type GuideView } from './guide-view.ts';
import { hintDrawing, type HintView } from './hint-view.ts';
import { focusedCells, scoresOf, seasonName, type ScoresView } from './scores-view.ts';
import { gameOf, type Shown } from './sources.ts';
import { tutorialStep } from './tutorial.ts';
import { taskWords } from './turn.ts';
import type { InputDevice, TableWording } from './wording.ts';

export interface ProjectionView {
  readonly letter: EdictLetter;
  readonly name: string;
  /** the scoring card, for its text */
  readonly card: ScoringCard;
  readonly stars: number;
  readonly shown: boolean;
}

export interface BoardView {
  /** a daily challenge's heading ("Daily challenge, 27 November 2026"), else null */
  readonly heading: string | null;
  readonly mapTitle: string;
  /** set when the device's player draws on another player's map (a neighbour's ambush) */
  readonly drawnBy: string | null;
  readonly sheet: number;
  readonly sentence: string;
  /** where the table is: the season, and the phase of the turn from the game statechart ("Spring: drawing") */
  readonly phase: string;
  readonly grid: MapGrid;
  readonly ghost: Ghost | undefined;
  readonly highlight: readonly Cell[];
  readonly marks: readonly Cell[];
  readonly candidates: readonly Cell[];
  readonly coins: number;
  readonly coinTrack: number;
  /** "Waiting for 2 players" (null solo) */
  readonly barrier: string | null;
  readonly controls: ControlsProps | null;
  readonly refusal: string | null;
  readonly projections: readonly ProjectionView[];
  /** the season's projected box with the tentative drawing: coins, monster penalty and total (null when not drawing) */
  readonly season: { readonly coins: number; readonly monsters: number; readonly total: number } | null;
  /** what the deck shows (a view: no hidden cards) */
  readonly deck: GameView;
  readonly scores: ScoresView | null;
  readonly canAskNewGame: boolean;
  readonly guide: GuideView | null;
  /** the Hint button and what it shows (null: no hint on this task) */
  readonly hint: HintView | null;
  /** the computer player the person at the device is waiting for (its name), or null */
  readonly computing: string | null;
}

const views = new WeakMap<GameState, Map<number, GameView>>();

/** What `viewer` may see of the local state, kept per state (every pointer move re-renders the board). */
function viewOf(shown: Shown, viewer: number): GameView {
  if (shown.kind === 'online') return shown.view;
  const { state } = shown;
  let per = views.get(state);
  if (!per) views.set(state, (per = new Map()));
  let view = per.get(viewer);
  if (!view) per.set(viewer, (view = viewFor(state, viewer)));
  return view;
}

/** The board for the game in `shown`; `names`: everyone's, `hinting`: where the hint is (null: none on this task). */
export function boardOf(
  c: TableContext,
  shown: Shown,
  names: readonly string[],
  placement: PlacementContext | undefined,
  hinting: HintView['status'] | null,
  hint: BotDecision | null,
  w: TableWording,
  device: InputDevice,
): BoardView {
  const viewer = viewerOf(c);
  const view = viewOf(shown, viewer);
  const task = view.tasks[viewer]?.[0];
  const sheetIndex = task?.sheet ?? viewer;
  const sheet = view.sheets[sheetIndex]!;
  const p = placement ? connectPlacement(placement, w, device) : null;
  // Online, once confirmed the drawing stays as placed, locked, until the server answers.
  const online = c.mode.kind === 'online';
  const sending = c.mode.kind === 'online' && c.mode.sent !== null && c.mode.sent === c.taskKey;
  const controls =
    p && sending
      ? { ...p.controls, locked: true, canUndo: false, canConfirm: false, refused: false, reason: c.unreachable ? w.sendingWhenBack() : w.sending() }
      : (p?.controls ?? null);
  const suggestion = hinting === 'shown' ? hint?.action : undefined;
  const suggested = hintDrawing(view, task, suggestion);
  const drawing = suggestion ? suggested : p?.drawing;
  const ghost = suggestion ? ghostOfAction(suggestion) : p?.ghost;
  // While the viewer's own move is on its way the server still counts their seat as owing; the
  // controls say it is being sent, so the waiting line names only the others.
  const owing = c.owing.filter((o) => !sending || o !== viewer).map((o) => names[o] ?? w.player(o));
  const sentence = task
    ? w.task(taskWords(view, task, names[task.sheet] ?? w.player(task.sheet), p?.fallback === true))
    : !online || c.owing.length === 0
      ? w.waitingForOthers()
      : w.waitingFor(owing);
  // At a shared device the barrier is for whoever waits: the player with a task is told the task, not
  // "waiting for 2 players" (themselves among them). Online it says whom else the seat waits for.
  const barrier =
    view.options.players === 1 || (task && !online)
      ? null
      : !online || c.owing.length === 0
        ? w.waitingCount(c.waiting)
        : owing.length > 0
          ? w.waitingFor(owing)
          : null;
  const season = task?.kind === 'draw' && task.sheet === viewer ? projectSeason(view, viewer, drawing) : null;
  const projected = season?.edicts ?? [];
  const shownLetter = c.edictShown ?? projected[0]?.letter;
  const chosen = projected.find((x) => x.letter === shownLetter);
  const focus = focusedCells(c, gameOf(shown), c.scoreFocus, sheetIndex);
  const local = localOf(c);
  const step = tutorialStep(local?.tutorial ?? null);
  // The guided game marks where its drawing goes, until the player has placed something.
  const target = step?.target && task?.kind === 'draw' && !ghost ? step.target.cells : null;
  const computer = botActor(c);
  return {
    heading: local?.daily ? w.dailyHeading(local.daily.date) : null,
    mapTitle: w.mapOf(names[sheetIndex] ?? w.player(sheetIndex)),
    drawnBy: sheetIndex !== viewer ? (names[viewer] ?? null) : null,
    sheet: sheetIndex,
    sentence,
    phase: w.phase(seasonName(view, view.season, w), c.phase),
    grid: sheet.grid,
    ghost,
    highlight: c.scoreFocus?.player === sheetIndex ? focus : (target ?? chosen?.contributions.flatMap((x) => x.cells) ?? []),
    marks: [...sheet.heroMarks.map((i) => cellOf(sheet.grid, i)), ...(p?.marks ?? [])],
    candidates: p?.candidates ?? [],
    coins: sheet.coins,
    coinTrack: sheet.coinTrack,
    barrier,
    controls,
    refusal: c.refusal ? w.refusal(c.refusal) : null,
    projections: projected.map((x) => ({
      letter: x.letter,
      name: w.card(view.edicts[x.letter]),
      card: view.edicts[x.letter],
      stars: x.stars,
      shown: x.letter === shownLetter,
    })),
    season: season ? { coins: season.coins, monsters: season.monsters, total: season.total } : null,
    deck: view,
    scores: view.scores.some((r) => r.length) ? scoresOf(view, names) : null,
    canAskNewGame: local !== null && !local.daily,
    guide: guideOf(c),
    hint: hinting ? { status: hinting, seasonTotal: hinting === 'shown' && suggested && season ? season.total : null } : null,
    // Said while the person waits: a computer thinking beside a person who is placing need not interrupt them.
    computing: computer >= 0 && !task ? (names[computer] ?? null) : null,
  };
}
