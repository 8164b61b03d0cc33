/**
 * The table's view model (the Zag "connect" pattern): one pure function from the table statechart's
 * snapshot (and the placement child's context) to everything `<carto-game>` renders, plus the
 * intent functions its DOM events call. The element keeps no game logic: which screen, whose map,
 * which sentence, which spaces are highlighted, what a key does, all come from here.
 */
import type { SnapshotFrom } from 'xstate';
import type { EdictLetter, ScoringCard } from '../src/content/types.ts';
import { explainScore, scoredMap } from '../src/game/explain.ts';
import { projectSeason } from '../src/game/projection.ts';
import { gridsAtSeasonEnd } from '../src/game/season-end.ts';
import type { GameContent, GameResult, GameState, GameView, SavedGame } from '../src/game/types.ts';
import { viewFor } from '../src/game/view.ts';
import { cellOf, type Cell, type MapGrid } from '../src/grid/grid.ts';
import type { PlacementEvent, PlacementIntent } from './events.ts';
import { activateEvent, connectPlacement, ghostOfAction, intentEvent, keyIntent, type ControlsProps, type Ghost, type KeyPress, type PlacementKeys } from './placement.connect.ts';
import type { PlacementContext } from './placement.machine.ts';
import type { tableMachine } from './table.machine.ts';
import { playerName, viewerOf, type HelpView, type PlacementActor, type Screen, type ScoreFocus, type TableContext, type TableEvent } from './table/context.ts';
import type { TableSetup } from './table/setup.ts';
import type { Phase, Shown } from './table/sources.ts';
import { FIRST_GAME, tutorialStep } from './table/tutorial.ts';
import type { Happening } from '../src/game/happenings.ts';
import { taskWords } from './table/turn.ts';
import type { InputDevice, TableNotice, TableWording } from './table/wording.ts';
import { botActor } from './table/context.ts';
import { rankingOf, resultOf, reviewableOf, type RankingRow, type ResultView } from './table/result-view.ts';
import { happeningsForDevice } from './table/device-news.ts';
import { countAt, type CountView } from './table/season-count.ts';
import { hintDrawing, hintStatus, type HintView } from './table/hint-view.ts';

export type { HintView } from './table/hint-view.ts';

export { happeningsForDevice } from './table/device-news.ts';

export type { DailyResultView, RankingRow, ResultView } from './table/result-view.ts';
export type { CountPart, CountView } from './table/season-count.ts';

export type TableSnapshot = SnapshotFrom<typeof tableMachine>;

/** A map shown on an end screen, with the spaces behind the focused score. */
export interface MapView {
  readonly grid: MapGrid;
  readonly name: string;
  readonly highlight: readonly Cell[];
}

export interface ScoresView {
  readonly scores: Shown['scores'];
  /** the scoring cards under the edicts (names and texts in the scoresheet's headers) */
  readonly edicts: Shown['edicts'];
  readonly seasons: Shown['seasons'];
  readonly names: readonly string[];
  readonly result: GameResult | null | undefined;
}

export interface ProjectionView {
  readonly letter: EdictLetter;
  readonly name: string;
  /** the scoring card, for its text */
  readonly card: ScoringCard;
  readonly stars: number;
  readonly shown: boolean;
}

/** The guided first game's current step, as the board shows it. */
export interface GuideView {
  /** the step's id, by which the element finds its words in the reader's language */
  readonly step: string;
  /** 1-based */
  readonly number: number;
  readonly count: number;
  readonly hint: string;
  readonly todo: string;
  /** the step is done by reading: a Next (or, on the last, Finish) button */
  readonly canNext: boolean;
  readonly last: boolean;
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

export interface TableView {
  readonly screen: Screen | 'booting';
  readonly announcement: TableContext['announcement'];
  readonly loadProblem: TableNotice | null;
  /** online: the connection was lost and is being re-established */
  /** online: why the server cannot be reached (shown with a Retry), or null */
  readonly unreachable: string | null;
  /** online: the move sent a while ago has not gone through yet, the server's sentence why; or null */
  readonly stalled: string | null;
  readonly reconnecting: boolean;
  /** another tab plays the same saved game */
  readonly otherTab: boolean;
  /** what happened that the player did not do (dismissable), said by the element */
  readonly banner: readonly Happening[];
  /** online: the host played this seat's late turn (said instead of the engine's happenings) */
  readonly skipped: boolean;
  /** who reads the device and what to call everyone, for saying happenings in words */
  readonly say: { readonly game: Shown | null; readonly names: readonly string[]; readonly viewer: number | undefined };
  readonly setup: {
    readonly initial: Partial<TableSetup> | undefined;
    readonly canGoBack: boolean;
    /** a first visit: the guided game is offered up front */
    readonly offerTutorial: boolean;
    /** the guided game can be started from here (no game is running) */
    readonly canStartTutorial: boolean;
  } | null;
  /** the help panel, when open */
  readonly help: HelpView | null;
  readonly connecting: { readonly problem: string; readonly text: string } | null;
  readonly handover: { readonly name: string } | null;
  /** `count`: the season's scoring being counted out (the maps light its spaces), null once shown whole */
  readonly summary: { readonly season: string; readonly next: string; readonly scores: ScoresView; readonly maps: readonly MapView[]; readonly guide: GuideView | null; readonly count: CountView | null } | null;
  readonly over: {
    readonly solo: { readonly title: string; readonly score: number } | null;
    readonly winners: readonly string[];
    /** the standings, first place first: what the end screen opens with */
    readonly ranking: readonly RankingRow[];
    readonly scores: ScoresView;
    readonly maps: readonly MapView[];
    readonly canStartNew: boolean;
    /** a finished local game: the review of a person's turns can be opened */
    readonly canReview: boolean;
    /** the people whose turns can be reviewed (seat and name; one entry: "your game") */
    readonly reviewable: readonly { readonly player: number; readonly name: string }[];
    /** a finished local game's keepsakes: its replay, and a daily challenge's share line */
    readonly result: ResultView | null;
  } | null;
  /** the solo game's review, when open: the table's part of it (machines/review.connect.ts makes the screen's view; it loads with the screen) */
  readonly review: Pick<TableContext, 'review' | 'reviewTurn' | 'shown'> | null;
  readonly board: BoardView | null;
}

const views = new WeakMap<GameState, Map<number, GameView>>();

/** What `viewer` may see of the local state, kept per state (every pointer move re-renders the board). */
function viewOf(shown: Shown, viewer: number): GameView {
  if ('viewer' in shown && typeof shown.deck === 'number') return shown as GameView;
  const state = shown as GameState;
  let per = views.get(state);
  if (!per) views.set(state, (per = new Map()));
  let view = per.get(viewer);
  if (!view) per.set(viewer, (view = viewFor(state, viewer)));
  return view;
}

function screenOf(s: TableSnapshot): TableView['screen'] {
  if (s.matches('setup')) return 'setup';
  if (s.matches('confirmingNew')) return 'confirmingNew';
  if (s.matches('connecting')) return 'connecting';
  if (s.matches({ running: 'handover' })) return 'handover';
  if (s.matches({ running: 'seasonSummary' })) return 'seasonSummary';
  if (s.matches({ running: 'gameOver' })) return 'gameOver';
  if (s.matches({ running: 'playing' })) return 'playing';
  return 'booting';
}

function namesOf(c: TableContext, w: TableWording): string[] {
  const n = c.shown?.sheets.length ?? c.info?.seatCount ?? 0;
  return Array.from({ length: n }, (_, p) => playerName(c, p) || w.player(p));
}

function scoresOf(c: TableContext, shown: Shown, w: TableWording): ScoresView {
  return { scores: shown.scores, edicts: shown.edicts, seasons: shown.seasons, names: namesOf(c, w), result: shown.result };
}

function focusedCells(c: TableContext, shown: Shown, focus: ScoreFocus | null, sheet: number): Cell[] {
  if (!focus || focus.player !== sheet) return [];
  return explainScore(shown, focus, c.online ? undefined : (c.content ?? undefined)).contributions.flatMap((x) => x.cells);
}

/** Every player's map; a focused score's as that season was scored (local play replays); a summary's (`ended`) before the next season began (its walked ambush is a hidden card). */
function mapsOf(c: TableContext, shown: Shown, w: TableWording, ended?: number): MapView[] {
  const f = c.scoreFocus;
  const atEnd = ended === undefined ? null : gridsAtSeasonEnd(shown, ended);
  return shown.sheets.map((s, p) => {
    const then = f?.player === p && !c.online && c.content && typeof shown.deck !== 'number' ? scoredMap(c.content, shown as GameState, p, f.season) : null;
    return { grid: then ?? atEnd?.[p] ?? s.grid, name: playerName(c, p) || w.player(p), highlight: focusedCells(c, shown, f, p) };
  });
}

function guideOf(c: TableContext): GuideView | null {
  const step = tutorialStep(c.tutorial);
  if (!step || !c.tutorial) return null;
  const count = FIRST_GAME.steps.length;
  return { step: step.id, number: c.tutorial.step + 1, count, hint: step.hint, todo: step.do, canNext: step.done.kind === 'next', last: c.tutorial.step + 1 === count };
}

function boardOf(c: TableContext, placement: PlacementContext | undefined, hinting: HintView['status'] | null, w: TableWording, device: InputDevice): BoardView | null {
  const shown = c.shown;
  if (!shown) return null;
  const viewer = viewerOf(c);
  const view = viewOf(shown, viewer);
  const task = view.tasks[viewer]?.[0];
  const sheetIndex = task?.sheet ?? viewer;
  const sheet = view.sheets[sheetIndex]!;
  const p = placement ? connectPlacement(placement, w, device) : null;
  // Online, once confirmed the drawing stays as placed, locked, until the server answers.
  const sending = c.online && c.sent !== null && c.sent === c.taskKey;
  const controls = p && sending ? { ...p.controls, locked: true, canUndo: false, canConfirm: false, refused: false, reason: c.unreachable ? w.sendingWhenBack() : w.sending() } : (p?.controls ?? null);
  const names = namesOf(c, w);
  const suggestion = hinting === 'shown' ? c.hint?.decision?.action : undefined;
  const suggested = hintDrawing(view, task, suggestion);
  const drawing = suggestion ? suggested : p?.drawing;
  const ghost = suggestion ? ghostOfAction(suggestion) : p?.ghost;
  // While the viewer's own move is on its way the server still counts their seat as owing; the
  // controls say it is being sent, so the waiting line names only the others.
  const owing = c.owing.filter((o) => !sending || o !== viewer).map((o) => names[o] ?? w.player(o));
  const sentence = task
    ? w.task(taskWords(view, task, names[task.sheet] ?? w.player(task.sheet), p?.fallback === true))
    : !c.online || c.owing.length === 0
      ? w.waitingForOthers()
      : w.waitingFor(owing);
  // At a shared device the barrier is for whoever waits: the player with a task is told the task, not
  // "waiting for 2 players" (themselves among them). Online it says whom else the seat waits for.
  const barrier = view.options.players === 1 || (task && !c.online) ? null : !c.online || c.owing.length === 0 ? w.waitingCount(c.waiting) : owing.length > 0 ? w.waitingFor(owing) : null;
  const season = task?.kind === 'draw' && task.sheet === viewer ? projectSeason(view, viewer, drawing) : null;
  const projected = season?.edicts ?? [];
  const shownLetter = c.edictShown ?? projected[0]?.letter;
  const chosen = projected.find((x) => x.letter === shownLetter);
  const focus = focusedCells(c, shown, c.scoreFocus, sheetIndex);
  const step = tutorialStep(c.tutorial);
  // The guided game marks where its drawing goes, until the player has placed something.
  const target = step?.target && task?.kind === 'draw' && !ghost ? step.target.cells : null;
  const computer = botActor(c);
  return {
    heading: c.daily ? w.dailyHeading(c.daily.date) : null,
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
    projections: projected.map((x) => ({ letter: x.letter, name: w.card(view.edicts[x.letter]), card: view.edicts[x.letter], stars: x.stars, shown: x.letter === shownLetter })),
    season: season ? { coins: season.coins, monsters: season.monsters, total: season.total } : null,
    deck: view,
    scores: view.scores.some((r) => r.length) ? scoresOf(c, view, w) : null,
    canAskNewGame: !c.online && !c.daily,
    guide: guideOf(c),
    hint: hinting ? { status: hinting, seasonTotal: hinting === 'shown' && suggested && season ? season.total : null } : null,
    // Said while the person waits: a computer thinking beside a person who is placing need not interrupt them.
    computing: computer >= 0 && !task ? (names[computer] ?? null) : null,
  };
}

/** The season's end: its scores, and while they are counted out the step's spaces lit on each map. */
function summaryOf(c: TableContext, shown: Shown, w: TableWording): NonNullable<TableView['summary']> {
  const count = c.countStep === null ? null : countAt(shown, c.seasonsSeen, c.countStep, c.online ? undefined : (c.content ?? undefined));
  const maps = mapsOf(c, shown, w, c.seasonsSeen).map((m, p) => (count ? { ...m, highlight: count.cells[p] ?? [] } : m));
  return { season: seasonName(shown, c.seasonsSeen, w), next: seasonName(shown, c.seasonsSeen + 1, w) || w.nextSeason(), scores: scoresOf(c, shown, w), maps, guide: guideOf(c), count };
}

/** A season's name in the reader's language ('' past the last season). */
function seasonName(shown: Pick<Shown, 'seasons'>, index: number, w: TableWording): string {
  const card = shown.seasons[index];
  return card ? w.card(card) : '';
}

/** Everything the element renders, from the table's snapshot and the placement's context, worded by `w` (the status line for `device`). */
export function connectTable(s: TableSnapshot, placement: PlacementContext | undefined, w: TableWording, device: InputDevice = 'mouse'): TableView {
  const c = s.context;
  const screen = screenOf(s);
  const shown = c.shown;
  const seatsText = () => {
    const seats = c.info?.seats ?? [];
    return c.info ? w.seated(seats.map((x) => x.name), c.info.seatCount) : w.connecting();
  };
  return {
    screen,
    announcement: c.announcement,
    loadProblem: c.loadProblem,
    reconnecting: c.online && c.connection === 'reconnecting',
    unreachable: c.online && c.unreachable ? c.unreachable : null,
    stalled: c.online && c.stalled && c.sent !== null ? c.stalled : null,
    otherTab: c.otherTab,
    banner: happeningsForDevice(c, c.banner?.happenings ?? []),
    skipped: c.skippedBy !== null,
    say: { game: shown, names: namesOf(c, w), viewer: shown && (c.online || shown.options.players === 1) ? viewerOf(c) : undefined },
    setup:
      screen === 'setup'
        ? { initial: c.setupDraft ?? c.setup ?? undefined, canGoBack: shown !== null, offerTutorial: c.tutorialOffered, canStartTutorial: !c.customTable && (shown === null || shown.stage === 'gameOver') }
        : null,
    help: c.help,
    connecting: screen === 'connecting' ? { problem: c.problem, text: seatsText() } : null,
    handover: screen === 'handover' && shown ? { name: namesOf(c, w)[shown.tasks.findIndex((q) => q.length > 0)] ?? '' } : null,
    summary:
      screen === 'seasonSummary' && shown
        ? summaryOf(c, shown, w)
        : null,
    over:
      screen === 'gameOver' && shown
        ? {
            solo: shown.result?.solo ? { title: w.soloTitle(shown.result.solo.title), score: shown.result.solo.score } : null,
            winners: shown.result?.winners.map((p) => namesOf(c, w)[p] ?? w.player(p)) ?? [],
            ranking: rankingOf(shown, namesOf(c, w), w),
            scores: scoresOf(c, shown, w),
            maps: mapsOf(c, shown, w),
            canStartNew: !c.online && !c.daily,
            ...reviewableOf(c, namesOf(c, w)),
            result: resultOf(c, shown, namesOf(c, w)),
          }
        : null,
    review: s.matches({ running: { gameOver: 'reviewing' } }) ? { review: c.review, reviewTurn: c.reviewTurn, shown: c.shown } : null,
    board: screen === 'playing' ? boardOf(c, placement, hintStatus(s), w, device) : null,
  };
}

/** The intents the element's DOM events call: each sends one event to the table or its placement. */
export interface TableIntents {
  table(event: TableEvent): void;
  point(at: Cell): void;
  /** `repeat`: the second click of a double-click or double-tap, which never confirms */
  activate(at: Cell, repeat?: boolean): void;
  control(intent: PlacementIntent): void;
  /** a key while playing; true when it meant something (the element then prevents its default) */
  key(press: KeyPress, keys?: PlacementKeys): boolean;
}

export function tableIntents(sendTable: (event: TableEvent) => void, placementOf: () => PlacementActor | undefined): TableIntents {
  const send = (e: PlacementEvent) => placementOf()?.send(e);
  return {
    table: sendTable,
    point: (at) => send({ type: 'placement.hovered', at }),
    activate: (at, repeat = false) => {
      const p = placementOf();
      if (!p) return;
      // Placing by hand sets a shown hint aside.
      sendTable({ type: 'table.hint.dismissed' });
      const event = activateEvent(p.getSnapshot().context, at, repeat);
      p.send(event);
      const after = p.getSnapshot().context.preview;
      if (event.type === 'placement.moved' && after && !after.legal && after.reason) {
        sendTable({ type: 'table.announced', notice: { kind: 'refused', refusal: { code: after.code ?? 'placement.not-allowed', message: after.reason, ...(after.params ? { params: after.params } : {}) } } });
      }
    },
    control: (intent) => send(intentEvent(intent)),
    key: (press, keys) => {
      const p = placementOf();
      const intent = p ? keyIntent(p.getSnapshot().context, press, keys) : null;
      if (!intent) return false;
      send(intentEvent(intent));
      return true;
    },
  };
}
