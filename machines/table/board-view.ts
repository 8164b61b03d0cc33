/**
 * The board as the table's view model shows it while a game is played (machines/table.connect.ts):
 * the viewer's map with the placement's ghost, the task's sentence, the barrier, the controls, the
 * projected edicts and the hint. Pure: it runs on every pointer move.
 */
import type { BotDecision } from '../../src/bot/decide.ts';
import type { EdictLetter, ScoringCard } from '../../src/content/types.ts';
import { projectSeason, type EdictProjection, type SeasonProjection } from '../../src/game/projection.ts';
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

/**
 * What the board shows that a pointer move cannot change: everything but the placement's ghost,
 * controls and projected stars, made once per table context, game shown, names, hint, wording,
 * language and device (a pointer move changes only the placement's context).
 */
interface BoardFrame {
  /** what it was made for, compared by identity */
  readonly key: readonly unknown[];
  readonly fixed: Omit<BoardView, 'sentence' | 'ghost' | 'highlight' | 'marks' | 'candidates' | 'controls' | 'projections' | 'season' | 'hint'>;
  readonly view: GameView;
  readonly viewer: number;
  readonly task: GameView['tasks'][number][number] | undefined;
  readonly sending: boolean;
  /** the shown hint's drawing and ghost (undefined: none shown) */
  readonly suggestion: { readonly drawing: ReturnType<typeof hintDrawing>; readonly ghost: Ghost | undefined } | undefined;
  readonly focus: readonly Cell[];
  readonly step: ReturnType<typeof tutorialStep>;
  readonly heroMarks: readonly Cell[];
  /** the task's sentence, with and without the fallback square */
  readonly sentences: Map<boolean, string>;
  /** the last projections shown, reused while their stars stay the same */
  projected: { readonly key: string; readonly projections: readonly ProjectionView[]; readonly season: BoardView['season'] } | null;
}

const frames = new WeakMap<TableContext, BoardFrame>();

function frameOf(
  c: TableContext,
  shown: Shown,
  names: readonly string[],
  hinting: HintView['status'] | null,
  hint: BotDecision | null,
  w: TableWording,
  device: InputDevice,
): BoardFrame {
  const key = [shown, names, hinting, hint, w, device, w.locale?.() ?? ''];
  const known = frames.get(c);
  if (known && known.key.every((k, i) => k === key[i])) return known;
  const viewer = viewerOf(c);
  const view = viewOf(shown, viewer);
  const task = view.tasks[viewer]?.[0];
  const sheetIndex = task?.sheet ?? viewer;
  const sheet = view.sheets[sheetIndex]!;
  // Online, once confirmed the drawing stays as placed, locked, until the server answers.
  const online = c.mode.kind === 'online';
  const sending = c.mode.kind === 'online' && c.mode.sent !== null && c.mode.sent === c.taskKey;
  const action = hinting === 'shown' ? hint?.action : undefined;
  // While the viewer's own move is on its way the server still counts their seat as owing; the
  // controls say it is being sent, so the waiting line names only the others.
  const owing = c.owing.filter((o) => !sending || o !== viewer).map((o) => names[o] ?? w.player(o));
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
  const local = localOf(c);
  const computer = botActor(c);
  const sentence = (fallback: boolean) =>
    task
      ? w.task(taskWords(view, task, names[task.sheet] ?? w.player(task.sheet), fallback))
      : !online || c.owing.length === 0
        ? w.waitingForOthers()
        : w.waitingFor(owing);
  const frame: BoardFrame = {
    key,
    view,
    viewer,
    task,
    sending,
    suggestion: action ? { drawing: hintDrawing(view, task, action), ghost: ghostOfAction(action) } : undefined,
    focus: focusedCells(c, gameOf(shown), c.scoreFocus, sheetIndex),
    step: tutorialStep(local?.tutorial ?? null),
    heroMarks: sheet.heroMarks.map((i) => cellOf(sheet.grid, i)),
    sentences: new Map([false, true].map((f) => [f, sentence(f)])),
    projected: null,
    fixed: {
      heading: local?.daily ? w.dailyHeading(local.daily.date) : null,
      mapTitle: w.mapOf(names[sheetIndex] ?? w.player(sheetIndex)),
      drawnBy: sheetIndex !== viewer ? (names[viewer] ?? null) : null,
      sheet: sheetIndex,
      phase: w.phase(seasonName(view, view.season, w), c.phase),
      grid: sheet.grid,
      coins: sheet.coins,
      coinTrack: sheet.coinTrack,
      barrier,
      refusal: c.refusal ? w.refusal(c.refusal) : null,
      deck: view,
      scores: view.scores.some((r) => r.length) ? scoresOf(view, names) : null,
      canAskNewGame: local !== null && !local.daily,
      guide: guideOf(c),
      // Said while the person waits: a computer thinking beside a person who is placing need not interrupt them.
      computing: computer >= 0 && !task ? (names[computer] ?? null) : null,
    },
  };
  frames.set(c, frame);
  return frame;
}

/** The spaces behind an edict's projected stars, gathered once per projection. */
const behind = new WeakMap<EdictProjection, readonly Cell[]>();

function cellsBehind(e: EdictProjection): readonly Cell[] {
  let cells = behind.get(e);
  if (!cells) behind.set(e, (cells = e.contributions.flatMap((x) => x.cells)));
  return cells;
}

/** The edicts' projected stars and the season's box, the same objects as last time while the numbers are (the board then skips them). */
function projectionsOf(frame: BoardFrame, season: SeasonProjection | null, shownLetter: EdictLetter | undefined, w: TableWording) {
  const edicts = season?.edicts ?? [];
  const key = `${shownLetter}|${edicts.map((x) => `${x.letter}${x.stars}`).join(',')}|${season ? `${season.coins},${season.monsters},${season.total}` : '-'}`;
  if (frame.projected?.key === key) return frame.projected;
  const view = frame.view;
  frame.projected = {
    key,
    projections: edicts.map((x) => ({
      letter: x.letter,
      name: w.card(view.edicts[x.letter]),
      card: view.edicts[x.letter],
      stars: x.stars,
      shown: x.letter === shownLetter,
    })),
    season: season ? { coins: season.coins, monsters: season.monsters, total: season.total } : null,
  };
  return frame.projected;
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
  const frame = frameOf(c, shown, names, hinting, hint, w, device);
  const { view, viewer, task, suggestion } = frame;
  const p = placement ? connectPlacement(placement, w, device) : null;
  const controls =
    p && frame.sending
      ? { ...p.controls, locked: true, canUndo: false, canConfirm: false, refused: false, reason: c.unreachable ? w.sendingWhenBack() : w.sending() }
      : (p?.controls ?? null);
  const drawing = suggestion ? suggestion.drawing : p?.drawing;
  const ghost = suggestion ? suggestion.ghost : p?.ghost;
  const season = task?.kind === 'draw' && task.sheet === viewer ? projectSeason(view, viewer, drawing) : null;
  const projected = season?.edicts ?? [];
  const shownLetter = c.edictShown ?? projected[0]?.letter;
  const chosen = projected.find((x) => x.letter === shownLetter);
  const { projections, season: box } = projectionsOf(frame, season, shownLetter, w);
  // The guided game marks where its drawing goes, until the player has placed something.
  const target = frame.step?.target && task?.kind === 'draw' && !ghost ? frame.step.target.cells : null;
  return {
    ...frame.fixed,
    sentence: frame.sentences.get(p?.fallback === true)!,
    ghost,
    highlight: c.scoreFocus?.player === frame.fixed.sheet ? frame.focus : (target ?? (chosen ? cellsBehind(chosen) : [])),
    marks: p?.marks.length ? [...frame.heroMarks, ...p.marks] : frame.heroMarks,
    candidates: p?.candidates ?? [],
    controls,
    projections,
    season: box,
    hint: hinting ? { status: hinting, seasonTotal: hinting === 'shown' && suggestion?.drawing && season ? season.total : null } : null,
  };
}
