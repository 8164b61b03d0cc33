/**
 * The table's view model (the Zag "connect" pattern): one pure function from the table statechart's
 * snapshot (and the placement child's context) to everything `<carto-game>` renders, plus the
 * intent functions its DOM events call. The element keeps no game logic: which screen, whose map,
 * which sentence, which spaces are highlighted, what a key does, all come from here. The parts live
 * beside it: the board (machines/table/board-view.ts), the scoresheet and maps (scores-view.ts), the
 * guided game's step (guide-view.ts), the intents (intents.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { Happening } from '../src/game/happenings.ts';
import type { PlacementContext } from './placement.machine.ts';
import type { tableMachine } from './table.machine.ts';
import { boardOf, type BoardView } from './table/board-view.ts';
import { localOf, onlineOf, playerName, SCREENS, viewerOf, type HelpView, type Screen, type TableContext } from './table/context.ts';
import { countStepOf, hintOf, reviewOf } from './table/children.ts';
import type { ReviewProgress } from './table/review.ts';
import { happeningsForDevice } from './table/device-news.ts';
import { guideOf, type GuideView } from './table/guide-view.ts';
import { hintStatus } from './table/hint-view.ts';
import { rankingOf, resultOf, reviewableOf, type RankingRow, type ResultView } from './table/result-view.ts';
import { countAt, type CountView } from './table/season-count.ts';
import { mapsOf, scoresOf, seasonName, type MapView, type ScoresView } from './table/scores-view.ts';
import type { TableSetup } from './table/setup.ts';
import { actingPlayer } from './table/turn.ts';
import { shownGame, type ShownGame } from './table/sources.ts';
import type { InputDevice, TableNotice, TableWording } from './table/wording.ts';

export type { BoardView, ProjectionView } from './table/board-view.ts';
export type { GuideView } from './table/guide-view.ts';
export type { HintView } from './table/hint-view.ts';
export { happeningsForDevice } from './table/device-news.ts';
export type { DailyResultView, RankingRow, ResultView } from './table/result-view.ts';
export type { CountPart, CountView } from './table/season-count.ts';
export type { MapView, ScoresView } from './table/scores-view.ts';
export { tableIntents, type TableIntents } from './table/intents.ts';
export { gameOf, shownGame, wholeState } from './table/sources.ts';
// What an element reads of the snapshot beside its view: the case's own fields, a state's child.
export { localOf, onlineOf } from './table/context.ts';
export { countStepOf, hintOf, reviewOf } from './table/children.ts';

export type TableSnapshot = SnapshotFrom<typeof tableMachine>;

/** What every screen shows around it: the live region's news, the notices, the help panel. */
export interface TableFrame {
  readonly announcement: TableContext['announcement'];
  readonly loadProblem: TableNotice | null;
  /** online: the connection was lost and is being re-established */
  readonly reconnecting: boolean;
  /** online: why the server cannot be reached (shown with a Retry), or null */
  readonly unreachable: string | null;
  /** online: the move sent a while ago has not gone through yet, the server's sentence why; or null */
  readonly stalled: string | null;
  /** another tab plays the same saved game */
  readonly otherTab: boolean;
  /** what happened that the player did not do (dismissable), said by the element */
  readonly banner: readonly Happening[];
  /** online: the host played this seat's late turn (said instead of the engine's happenings) */
  readonly skipped: boolean;
  /** who reads the device and what to call everyone, for saying happenings in words */
  readonly say: { readonly game: ShownGame | null; readonly names: readonly string[]; readonly viewer: number | undefined };
  /** the help panel, when open */
  readonly help: HelpView | null;
}

export interface SetupView {
  readonly initial: Partial<TableSetup> | undefined;
  readonly canGoBack: boolean;
  /** a first visit: the guided game is offered up front */
  readonly offerTutorial: boolean;
  /** the guided game can be started from here (no game is running) */
  readonly canStartTutorial: boolean;
}

/** `count`: the season's scoring being counted out (the maps light its spaces), null once shown whole. */
export interface SummaryView {
  readonly season: string;
  readonly next: string;
  readonly scores: ScoresView;
  readonly maps: readonly MapView[];
  readonly guide: GuideView | null;
  readonly count: CountView | null;
}

export interface OverView {
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
}

/** The review, when open: the table's part of it (machines/review.connect.ts makes the screen's view; it loads with the screen). */
export interface ReviewTableView {
  /** the review as far as it is worked out (null: not begun) */
  readonly review: ReviewProgress | null;
  /** the turn shown (an index into its rows) */
  readonly reviewTurn: number;
  readonly shown: ShownGame;
}

/** The review's part of a snapshot at the game's end (its child's, machines/table/children.ts), or null without a game. */
export function reviewTableOf(s: TableSnapshot): ReviewTableView | null {
  const shown = shownGame(s.context);
  const { progress, turn } = reviewOf(s);
  return shown && { review: progress, reviewTurn: turn, shown };
}

/** Each screen's own part of the view; a screen's view has its own part and null for every other. */
interface ScreenParts {
  readonly setup: SetupView;
  readonly connecting: { readonly problem: string; readonly text: string };
  readonly handover: { readonly name: string };
  readonly summary: SummaryView;
  readonly over: OverView;
  readonly review: ReviewTableView;
  readonly board: BoardView;
}
type Only<K extends keyof ScreenParts> = { readonly [P in keyof ScreenParts]: P extends K ? ScreenParts[P] : null };

/** The screen to render with its part, told apart by `screen` (so "the board and the end both set" cannot be written). */
export type ScreenView =
  | ({ readonly screen: 'booting' | 'confirmingNew' } & Only<never>)
  | ({ readonly screen: 'setup' } & Only<'setup'>)
  | ({ readonly screen: 'connecting' } & Only<'connecting'>)
  | ({ readonly screen: 'handover' } & Only<'handover'>)
  | ({ readonly screen: 'seasonSummary' } & Only<'summary'>)
  /** `review`: a person's review, when open over the results */
  | ({ readonly screen: 'gameOver' } & Omit<Only<'over'>, 'review'> & { readonly review: ReviewTableView | null })
  | ({ readonly screen: 'playing' } & Only<'board'>);

export type TableView = TableFrame & ScreenView;

const NONE: Only<never> = { setup: null, connecting: null, handover: null, summary: null, over: null, review: null, board: null };

/** The screen a snapshot shows: the tag of its state (none while booting). */
function screenOf(s: TableSnapshot): Screen | 'booting' {
  return SCREENS.find((screen) => s.hasTag(screen)) ?? 'booting';
}

const namesKept = new WeakMap<TableContext, { readonly w: TableWording; readonly locale: string; readonly names: readonly string[] }>();

/**
 * Everyone's name: from the setup in local play, from the seats online, else "Player n" in the
 * reader's words. The same array for the same context, wording and language (the board keeps what
 * it derived from them while only the placement changes).
 */
function namesOf(c: TableContext, w: TableWording): readonly string[] {
  const locale = w.locale?.() ?? '';
  const known = namesKept.get(c);
  if (known && known.w === w && known.locale === locale) return known.names;
  const n = shownGame(c)?.sheets.length ?? c.info?.seatCount ?? 0;
  const made = Array.from({ length: n }, (_, p) => playerName(c, p) || w.player(p));
  namesKept.set(c, { w, locale, names: made });
  return made;
}

/** The season's end: its scores, and while they are counted out the step's spaces lit on each map. */
function summaryOf(c: TableContext, shown: ShownGame, step: number | null, names: readonly string[], w: TableWording): SummaryView {
  const count = step === null ? null : countAt(shown, c.seasonsSeen, step, localOf(c)?.content ?? undefined);
  const maps = mapsOf(c, shown, names, w, c.seasonsSeen).map((m, p) => (count ? { ...m, highlight: count.cells[p] ?? [] } : m));
  return {
    season: seasonName(shown, c.seasonsSeen, w),
    next: seasonName(shown, c.seasonsSeen + 1, w) || w.nextSeason(),
    scores: scoresOf(shown, names),
    maps,
    guide: guideOf(c),
    count,
  };
}

/** The game's end: the title or the winners, the standings, the scores and maps, and what may follow. */
function overOf(c: TableContext, shown: ShownGame, names: readonly string[], w: TableWording): OverView {
  return {
    solo: shown.result?.solo ? { title: w.soloTitle(shown.result.solo.title), score: shown.result.solo.score } : null,
    winners: shown.result?.winners.map((p) => names[p] ?? w.player(p)) ?? [],
    ranking: rankingOf(shown, names, w),
    scores: scoresOf(shown, names),
    maps: mapsOf(c, shown, names, w),
    canStartNew: c.mode.kind === 'local' && !c.mode.daily,
    ...reviewableOf(c, names),
    result: resultOf(c, names),
  };
}

/** The screen's own part. A screen of a running game with no game to show (never, once a game is running) shows nothing, like booting. */
function screenView(s: TableSnapshot, names: readonly string[], placement: PlacementContext | undefined, w: TableWording, device: InputDevice): ScreenView {
  const c = s.context;
  const shown = shownGame(c);
  const local = localOf(c);
  const screen = screenOf(s);
  switch (screen) {
    case 'booting':
    case 'confirmingNew':
      return { ...NONE, screen };
    case 'setup':
      return {
        ...NONE,
        screen,
        setup: {
          initial: local?.setupDraft ?? local?.setup ?? undefined,
          canGoBack: shown !== null,
          offerTutorial: local?.tutorialOffered ?? false,
          canStartTutorial: !local?.customTable && (shown === null || shown.stage === 'gameOver'),
        },
      };
    case 'connecting': {
      const text = c.info
        ? w.seated(
            c.info.seats.map((x) => x.name),
            c.info.seatCount,
          )
        : w.connecting();
      return { ...NONE, screen, connecting: { problem: c.problem, text } };
    }
  }
  if (!shown || !c.shown) return { ...NONE, screen: 'booting' };
  switch (screen) {
    case 'handover':
      return { ...NONE, screen, handover: { name: names[actingPlayer(shown)] ?? '' } };
    case 'seasonSummary':
      return { ...NONE, screen, summary: summaryOf(c, shown, countStepOf(s), names, w) };
    case 'gameOver':
      return {
        ...NONE,
        screen,
        over: overOf(c, shown, names, w),
        review: s.hasTag('reviewing') ? reviewTableOf(s) : null,
      };
    case 'playing':
      return { ...NONE, screen, board: boardOf(c, c.shown, names, placement, hintStatus(s), hintOf(s), w, device) };
  }
}

/** A snapshot's frame and names, worded for one wording and language: a pointer move changes only the placement, not these. */
const framesKept = new WeakMap<TableSnapshot, { readonly key: readonly unknown[]; readonly frame: TableFrame; readonly names: readonly string[] }>();

function frameOf(s: TableSnapshot, w: TableWording): { readonly frame: TableFrame; readonly names: readonly string[] } {
  const key = [w, w.locale?.() ?? ''];
  const known = framesKept.get(s);
  if (known && known.key.every((k, i) => k === key[i])) return known;
  const c = s.context;
  const shown = shownGame(c);
  const online = onlineOf(c);
  const names = namesOf(c, w);
  const frame: TableFrame = {
    announcement: c.announcement,
    loadProblem: c.loadProblem,
    reconnecting: online !== null && c.connection === 'reconnecting',
    unreachable: online && c.unreachable ? c.unreachable : null,
    stalled: online && c.stalled && online.sent !== null ? c.stalled : null,
    otherTab: localOf(c)?.otherTab ?? false,
    banner: happeningsForDevice(c, c.banner?.happenings ?? []),
    skipped: online !== null && online.skippedBy !== null,
    say: { game: shown, names, viewer: shown && (online || shown.options.players === 1) ? viewerOf(c) : undefined },
    help: c.help,
  };
  const made = { key, frame, names };
  framesKept.set(s, made);
  return made;
}

/** Everything the element renders, from the table's snapshot and the placement's context, worded by `w` (the status line for `device`). */
export function connectTable(s: TableSnapshot, placement: PlacementContext | undefined, w: TableWording, device: InputDevice = 'mouse'): TableView {
  const { frame, names } = frameOf(s, w);
  return { ...frame, ...screenView(s, names, placement, w, device) };
}
