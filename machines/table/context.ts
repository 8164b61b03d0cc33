/**
 * The table machine's context, events and input, and the pure functions its guards and actions are
 * made of (so they are tested without an actor): which screen a snapshot belongs on, whose turn it
 * is at this device, and what changed since the last snapshot.
 */
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { GameContent } from '../../src/game/types.ts';
import type { EdictLetter } from '../../src/content/types.ts';
import type { GameState } from '../../src/game/types.ts';
import type { Transport } from '../../web/client/transport.ts';
import { actingPlayer, owesAction, taskKey } from './turn.ts';
import { newsSince, type WalkNews } from './news.ts';
import { followTutorial, type TutorialProgress } from './tutorial.ts';
import type { Happening } from '../../src/game/happenings.ts';
import { nextSeasonStart } from '../../src/game/season-end.ts';
import type { TableSetup } from './setup.ts';
import type { DailyChoice } from './daily.ts';
import type { DailyDeal } from '../../src/game/daily.ts';
import type { SavedTentative, StorageLike } from './storage.ts';
import type { ChannelLike } from './tab-watch.ts';
import { gameOf, shownGame, wholeState, type GameActor, type SourceSnapshot } from './sources.ts';
import type { placementMachine } from '../placement.machine.ts';
import { botAt, type Thinker } from './bots.ts';
import type { TableNotice } from './wording.ts';

export type PlacementActor = ActorRefFrom<typeof placementMachine>;

/** The screens a table shows; the chart's states under `running` plus the ones before a game. Each is the tag of the state that shows it. */
export const SCREENS = ['setup', 'confirmingNew', 'connecting', 'handover', 'playing', 'seasonSummary', 'gameOver'] as const;
export type Screen = (typeof SCREENS)[number];

/** The table statechart's tags: the screen a state shows, the device's person at a task, the hint being worked out or shown, the review open. */
export type TableTag = Screen | 'acting' | 'hint.thinking' | 'hint.shown' | 'reviewing';

/** A score box focused on the scoresheet: whose, which season, which part. */
export interface ScoreFocus {
  readonly player: number;
  readonly season: number;
  readonly letter: EdictLetter | 'monsters';
}

export interface TableInput {
  /** where local games are saved (localStorage), or null to keep nothing */
  readonly storage: StorageLike | null;
  readonly storageKey: string;
  /** a designer's table to play instead of the official games */
  readonly customTable?: GameContent;
  /** online play: one seat of a server table through this transport */
  readonly transport?: Transport;
  /** makes a fresh game code for "New game" (the page's randomness; tests pass their own) */
  readonly newCode?: () => string;
  /** opens a channel between the tabs of this browser (BroadcastChannel), to warn of a second tab on the same save */
  readonly openChannel?: (name: string) => ChannelLike | null;
  /** this tab's id among the tabs */
  readonly tabId?: string;
  /** asks the engine's bot for a move (the page's Web Worker; tests pass the bot itself): computer seats, hints and the review need it */
  readonly think?: Thinker;
  /** play this day's challenge (machines/table/daily.ts) instead of a game from the setup screen */
  readonly daily?: DailyChoice;
}

/**
 * Local play: the game is this device's, whole (its statechart a child of the table), saved in this
 * browser, with computer seats, hints, the guided game and the daily challenge.
 */
export interface LocalTable {
  readonly kind: 'local';
  readonly storage: StorageLike | null;
  readonly storageKey: string;
  readonly openChannel: ((name: string) => ChannelLike | null) | undefined;
  readonly tabId: string;
  readonly newCode: () => string;
  /** the daily challenge this table plays, or null */
  readonly daily: DailyDeal | null;
  /** the table the next local game is played on when it is a custom one */
  readonly customTable: GameContent | undefined;
  /** the running game's choices and content (null before the first game) */
  readonly setup: TableSetup | null;
  readonly content: GameContent | null;
  /** the choices the setup screen starts from */
  readonly setupDraft: Partial<TableSetup> | undefined;
  /** a setup waiting for "End it and start the new game?" */
  readonly pending: TableSetup | null;
  /** the game statechart (null before the first game) */
  readonly game: GameActor | null;
  /** how many games this table has started (child actor ids) */
  readonly games: number;
  /** the device player's unconfirmed choice for the current task (saved, and restored after a reload) */
  readonly tentative: SavedTentative | null;
  /** another tab plays the same saved game (and the player has not dismissed the warning) */
  readonly otherTab: boolean;
  /** the guided first game's progress (null: no guide) */
  readonly tutorial: TutorialProgress | null;
  /** the setup screen offers the guided game (a first visit: no save, never offered before) */
  readonly tutorialOffered: boolean;
  /** asks the engine's bot: computer seats, hints and the review need it */
  readonly think: Thinker | undefined;
  /** the computer task last decided (its key), so it is not decided again before the game moves on */
  readonly botDone: string;
  /** the last solo ambush walk to animate; `n` changes with each */
  readonly walk: (WalkNews & { readonly n: number }) | null;
}

/** Online play: one seat of a server table, reached through a transport. */
export interface OnlineTable {
  readonly kind: 'online';
  readonly transport: Transport;
  /** the task whose confirmed action is on its way to the server (no answer yet), else null */
  readonly sent: string | null;
  /** the host played this seat's turn because it was late (the host's seat), until dismissed */
  readonly skippedBy: number | null;
  /** the host: the one-seat invites made to replace seats, by seat */
  readonly replacements: Readonly<Record<number, string>>;
}

/**
 * The table's context: what every table has, and in `mode` what only a local or only an online table
 * has (one discriminated field, so an action replaces it whole and a local field cannot be read
 * online). What belongs to one state lives in that state's child actor (the hint, the season's
 * count, the review: machines/table/children.ts), so a new game starts them afresh.
 */
export interface TableContext extends SourceSnapshot {
  readonly mode: LocalTable | OnlineTable;
  /** the source actor the game comes from (machines/table/sources.ts) */
  readonly source: AnyActorRef | null;
  /** seasons whose end screen was seen, so a reload does not show it again */
  readonly seasonsSeen: number;
  /** the player the device was last handed to */
  readonly shownPlayer: number;
  /** log entries already reported */
  readonly logSeen: number;
  /** the task the placement child was started for ('' when none) */
  readonly taskKey: string;
  /** what the live region says: a sentence of the table's own, or the engine's happenings; `n` counts announcements so an identical one is repeated */
  readonly announcement: Announcement;
  /** a saved game that could not be read or resumed */
  readonly loadProblem: TableNotice | null;
  readonly scoreFocus: ScoreFocus | null;
  /** the projected edict whose spaces are highlighted (null: the first) */
  readonly edictShown: EdictLetter | null;
  /** the help panel, when open: how to play, or the keyboard shortcuts */
  readonly help: HelpView | null;
  /** what happened that the player did not do, until dismissed (`n` counts banners) */
  readonly banner: { readonly happenings: readonly Happening[]; readonly n: number } | null;
}

/** The local table, or null online. */
export function localOf(c: Pick<TableContext, 'mode'>): LocalTable | null {
  return c.mode.kind === 'local' ? c.mode : null;
}

/** The online table, or null in local play. */
export function onlineOf(c: Pick<TableContext, 'mode'>): OnlineTable | null {
  return c.mode.kind === 'online' ? c.mode : null;
}

/** `mode` with the local table's fields in `patch` replaced (online: unchanged), for an `assign`. */
export function withLocal(c: Pick<TableContext, 'mode'>, patch: Partial<Omit<LocalTable, 'kind'>>): Pick<TableContext, 'mode'> {
  return { mode: c.mode.kind === 'local' ? { ...c.mode, ...patch } : c.mode };
}

/** `mode` with the online table's fields in `patch` replaced (local: unchanged), for an `assign`. */
export function withOnline(c: Pick<TableContext, 'mode'>, patch: Partial<Omit<OnlineTable, 'kind'>>): Pick<TableContext, 'mode'> {
  return { mode: c.mode.kind === 'online' ? { ...c.mode, ...patch } : c.mode };
}

/** What the live region says next. */
export interface Announcement {
  /** the table's own news (a new game, a resume, a refusal), worded by the element; or null */
  readonly notice: TableNotice | null;
  /** what the engine did, said by the element in words */
  readonly happenings: readonly Happening[];
  readonly n: number;
}

export type TableEvent =
  | { readonly type: 'table.setup.submitted'; readonly setup: TableSetup }
  | { readonly type: 'table.newGame.asked' }
  | { readonly type: 'table.newGame.confirmed' }
  | { readonly type: 'table.newGame.cancelled' }
  | { readonly type: 'table.rematch' }
  | { readonly type: 'table.device.taken' }
  | { readonly type: 'table.season.continued' }
  | { readonly type: 'table.customTable.changed'; readonly table: GameContent | undefined }
  | { readonly type: 'table.score.focused'; readonly focus: ScoreFocus | null }
  | { readonly type: 'table.edict.shown'; readonly letter: EdictLetter }
  | { readonly type: 'table.announced'; readonly notice: TableNotice }
  | { readonly type: 'table.otherTab.seen' }
  | { readonly type: 'table.otherTab.dismissed' }
  | { readonly type: 'table.banner.dismissed' }
  | { readonly type: 'table.tutorial.started' }
  | { readonly type: 'table.tutorial.declined' }
  | { readonly type: 'table.tutorial.next' }
  | { readonly type: 'table.tutorial.skipped' }
  | { readonly type: 'table.help.opened'; readonly view: HelpView }
  | { readonly type: 'table.help.closed' }
  | { readonly type: 'table.hint.asked' }
  | { readonly type: 'table.hint.taken' }
  | { readonly type: 'table.hint.dismissed' }
  /** `player`: whose turns (default: the table's first person) */
  | { readonly type: 'table.review.opened'; readonly player?: number }
  /** the season's count shown at once (a Skip button, or a reader who prefers reduced motion) */
  | { readonly type: 'table.count.skipped' }
  | { readonly type: 'table.review.closed' }
  | { readonly type: 'table.review.turn'; readonly turn: number }
  /** online: try to reach the server now */
  | { readonly type: 'table.retry' }
  /** online, the host: play the rules' first move for a late or absent seat */
  | { readonly type: 'table.seat.skipped'; readonly seat: number }
  /** online, the host: make a one-seat invite that hands the seat to someone else */
  | { readonly type: 'table.seat.replaced'; readonly seat: number }
  /** online: the server made the one-seat invite for `seat` */
  | { readonly type: 'table.replacement.made'; readonly seat: number; readonly invite: string };

/** The help panel's two views (what `<carto-help>` shows). */
export type HelpView = 'play' | 'keys';

/** The fewest seasons any player has had scored: seasons are scored for everyone at once. */
export function seasonsScored(shown: Pick<GameState, 'scores'>): number {
  return shown.scores.length ? Math.min(...shown.scores.map((r) => r.length)) : 0;
}

type Seats = Pick<TableContext, 'mode' | 'shown'>;

/** The computer's strength at seat `p` (null: a person, and always online, where each device is one person). */
export function botSeat(c: Pick<TableContext, 'mode'>, p: number) {
  return c.mode.kind === 'local' ? botAt(c.mode.setup?.bots, p) : null;
}

/**
 * Whose task this device works on now: the first person with an open task in local play (computers
 * play beside them, not in turn), the seat online (-1: none).
 */
export function deviceActor(c: Seats): number {
  const shown = c.shown;
  if (!shown) return -1;
  if (shown.kind === 'online') return owesAction(shown.view, shown.view.viewer) ? shown.view.viewer : -1;
  return shown.state.tasks.findIndex((_, p) => owesAction(shown.state, p) && botSeat(c, p) === null);
}

/**
 * Whether the device's person may be offered a hint on their task: local play with a computer player
 * to ask, no guided game, no daily challenge (everyone's score that day is their own, README "Daily
 * challenge"), and a placement on their own map (an ambush drawn on a neighbour's map is no "own placement").
 */
export function hintOffered(c: Seats): boolean {
  const local = localOf(c);
  const p = deviceActor(c);
  return local !== null && local.think !== undefined && local.tutorial === null && local.daily === null && p >= 0 && shownGame(c)?.tasks[p]?.[0]?.sheet === p;
}

/** The first computer seat with an open task (local play), or -1. */
export function botActor(c: Seats): number {
  const state = wholeState(c.shown);
  return state ? state.tasks.findIndex((_, p) => owesAction(state, p) && botSeat(c, p) !== null) : -1;
}

/** The key of the computer's open task ('' when none), so a task is decided once. */
export function botTaskKey(c: Seats): string {
  const p = botActor(c);
  const game = shownGame(c);
  return p >= 0 && game ? taskKey(game, p) : '';
}

/** The first person at the table (seat 0 unless the setup says otherwise). */
export function firstPerson(c: Pick<TableContext, 'mode'>): number {
  const n = localOf(c)?.setup?.players ?? 1;
  for (let p = 0; p < n; p++) if (botSeat(c, p) === null) return p;
  return 0;
}

/** With one person among computers the device is theirs from the start (nobody to hand it to): that person, else -1. */
export function onlyPerson(setup: TableSetup | null): number {
  if (!setup?.bots?.some(Boolean)) return -1;
  const people = Array.from({ length: setup.players }, (_, p) => p).filter((p) => !setup.bots?.[p]);
  return people.length === 1 ? people[0]! : -1;
}

/** The player whose eyes are on the device: the seat online; the acting person, else the last one handed the device (computers have no eyes). */
export function viewerOf(c: Pick<TableContext, 'mode' | 'shown' | 'shownPlayer'>): number {
  if (c.shown?.kind === 'online') return c.shown.view.viewer;
  const acting = deviceActor(c);
  return acting >= 0 ? acting : c.shownPlayer >= 0 ? c.shownPlayer : firstPerson(c);
}

/** The running screen a context belongs on. */
export function screenFor(c: Pick<TableContext, 'mode' | 'shown' | 'seasonsSeen' | 'shownPlayer'>): Screen {
  const shown = shownGame(c);
  if (!shown) return c.mode.kind === 'online' ? 'connecting' : 'setup';
  if (shown.stage === 'gameOver') return 'gameOver';
  if (seasonsScored(shown) > c.seasonsSeen) return 'seasonSummary';
  // The device is handed to a person only: a computer plays without it.
  const acting = deviceActor(c);
  if (c.mode.kind === 'local' && shown.options.players > 1 && acting >= 0 && acting !== c.shownPlayer) return 'handover';
  return 'playing';
}

/** The key of the task the device's placement is for ('' when none). */
export function currentTaskKey(c: Seats): string {
  const p = deviceActor(c);
  const game = shownGame(c);
  return p >= 0 && game ? taskKey(game, p) : '';
}

/** The player's name: from the setup in local play, from the seats online. */
export function playerName(c: Pick<TableContext, 'mode' | 'info'>, p: number): string {
  const seat = c.info?.seats.find((s) => s.seat === p);
  return seat?.name ?? localOf(c)?.setup?.names[p] ?? `Player ${p + 1}`;
}

export function announce(c: Pick<TableContext, 'announcement'>, notice: TableNotice | null, happenings: readonly Happening[] = []): Announcement {
  return { notice, happenings, n: c.announcement.n + 1 };
}

/** Online: the seat whose late turn the host played, when the server's latest table info (newer than `c`'s) says this seat's was. */
function skippedSeat(c: TableContext, s: SourceSnapshot): number | null {
  const skipped = s.info?.skipped;
  if (s.shown?.kind !== 'online' || !skipped || s.info?.version === c.info?.version) return null;
  return skipped.seat === s.shown.view.viewer ? skipped.by : null;
}

/**
 * The context after a source snapshot: the new game, what happened since the last one (for the live
 * region and the walk animation), and the task key. A first view online (joining or reloading
 * mid-game) counts everything before it as seen.
 */
export function takeSnapshot(c: TableContext, s: SourceSnapshot): Partial<TableContext> {
  const online = c.mode.kind === 'online';
  const first = c.shown === null && s.shown !== null;
  // Online, a refusal arrives on its own (source.refused) and stays until the seat acts again.
  const next = {
    shown: s.shown,
    waiting: s.waiting,
    owing: s.owing,
    info: s.info,
    connection: s.connection,
    problem: s.problem,
    unreachable: s.unreachable ?? '',
    stalled: s.stalled ?? '',
    refusal: online ? c.refusal : s.refusal,
    phase: s.phase,
  } satisfies Partial<TableContext>;
  const shown = s.shown && gameOf(s.shown);
  if (!shown) return next;
  const seasonsSeen = first && online ? seasonsScored(shown) : c.seasonsSeen;
  const logSeen = first && online ? shown.log.length : c.logSeen;
  // The host played this seat's late turn: say so, not the engine's "you drew ..." of a move the player never made.
  const skipped = skippedSeat(c, s);
  const solo = !online && shown.options.players === 1;
  const merged = { ...c, ...next, seasonsSeen };
  // A season's summary says nothing of the next season (the engine has already revealed its first
  // card, and may have walked an ambush): its news waits for "Continue" (continueSeason).
  const until = screenFor(merged) === 'seasonSummary' ? Math.max(logSeen, nextSeasonStart(shown.log, seasonsSeen)) : shown.log.length;
  const news = skipped !== null ? { all: [], notable: [], walk: null } : newsSince(shown, logSeen, until);
  const key = currentTaskKey(merged);
  const local = localOf(c);
  return {
    ...next,
    // An online refusal is about the task it refused: a new task clears it.
    ...(online && key !== c.taskKey ? { refusal: null } : {}),
    seasonsSeen,
    logSeen: skipped !== null ? shown.log.length : until,
    shownPlayer: solo ? actingPlayer(shown) : c.shownPlayer,
    taskKey: key,
    ...(news.all.length ? { announcement: announce(c, null, news.all) } : {}),
    ...(skipped !== null ? { ...withOnline(c, { skippedBy: skipped }), banner: null, announcement: announce(c, { kind: 'skipped', by: skipped }) } : {}),
    ...(news.notable.length ? { banner: { happenings: news.notable, n: (c.banner?.n ?? 0) + 1 } } : {}),
    ...(local
      ? withLocal(c, {
          ...(local.tutorial ? { tutorial: followTutorial(local.tutorial, shown) } : {}),
          ...(news.walk ? { walk: { ...news.walk, n: (local.walk?.n ?? 0) + 1 } } : {}),
        })
      : {}),
  };
}
