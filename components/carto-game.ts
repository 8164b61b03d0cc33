import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { provide } from '@lit/context';
import { createActor, type Actor } from 'xstate';
import { tableMachine } from '../machines/table.machine.ts';
import { connectTable, countStepOf, happeningsForDevice, localOf, tableIntents, wholeState, type TableView } from '../machines/table.connect.ts';
import type { GameContent } from '../src/game/types.ts';
import { utcDay } from '../src/game/calendar.ts';
import type { Transport } from '../web/client/transport.ts';
import { browserStorage, seatTransport } from './table/page-input.ts';
import { ClockController } from './controllers/clock-controller.ts';
import { OutwardEvents } from './controllers/outward-events.ts';
import { gameStyles } from './table/game-styles.ts';
import { gameContext, type GameActor } from './context/game-context.ts';
import { TableController } from './controllers/table-controller.ts';
import { WalkAnimation } from './controllers/walk-animation.ts';
import { ReviewLoader } from './controllers/review-loader.ts';
import { board } from './table/board.ts';
import { banner, helpBar, notices, say } from './table/notices.ts';
import { confirmScreen, connectingScreen, gameOverScreen, handoverScreen, setupScreen, summaryScreen } from './table/screens.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { lazyThinker } from '../web/client/lazy-thinker.ts';
import { noticeSentence, tableWording } from './words/table-wording.ts';
import { TableKeys } from './controllers/table-keys.ts';
import { DealtDailyController, type DealtDay } from './controllers/dealt-daily.ts';
import { MapFocus } from './controllers/map-focus.ts';

/**
 * A whole game of Cartographers (or Heroes, or both combined) for 1 to 6 players on one device.
 *
 * It shows the table setup, then plays: the acting player's map with a ghost of the shape that
 * follows the pointer or keyboard cursor, the placement controls, the projected stars of the
 * edicts in force, the deck and the scoresheet. Pass-and-play hands the device over between players
 * with a screen that hides the others' pending choices. Every move is saved in the browser: a reload
 * resumes exactly. It provides the running game actor to the elements inside it through
 * `@lit/context`.
 *
 * Online: with `server`, `table` and `seat-token` it plays one seat of a table on the reference
 * server (docs/PROTOCOL.md) instead: the same map, controls, deck and scoresheet, drawn from the
 * seat's view that the server pushes; it shows whom the table is waiting for, reconnects by itself,
 * and a reload resumes from the latest version. A move the server refuses shows the engine's
 * sentence. There is no setup and no hand-over screen online (one player per device).
 *
 * The element is a view: the table statechart (machines/table.machine.ts) decides every screen and
 * turn, and machines/table.connect.ts turns its snapshot into what is rendered here.
 *
 * Keyboard: arrow keys move the cursor, Enter places (Enter again confirms), R rotates, F flips,
 * number keys choose a terrain, Backspace undoes.
 *
 * @tagname carto-game
 * @summary A playable game for 1-6 players: setup, placement, scoring, end screens, saved on reload.
 *
 * @slot - Extra content shown below the game, inside its context: for example `<carto-map player="1">`
 *   to show another player's map as the game goes on.
 *
 * @fires carto-game-start - The game is running on this page (started, or resumed after a reload); `players`, `online`, `table`.
 * @fires carto-turn - It is this device's turn; `player` (online: this seat) and `name`.
 * @fires carto-season-end - A season was scored; `season` (0-3) and each player's `scores`.
 * @fires carto-game-over - The game ended; `standings` (total, rank), `winners`, and the replay: `code` (this device) or `table` (the server's log).
 * @fires carto-game-error - The player was shown an error (a refused move, a lost connection, an unreachable server); `code` and `message`.
 *
 * @csspart setup - The setup screen.
 * @csspart board - The playing area.
 * @csspart handover - The pass-the-device screen.
 * @csspart summary - The end-of-season and end-of-game screens.
 *
 * @cssprop --carto-cell-size - Size of a map space (default 2rem; smaller on phones).
 * @cssprop --carto-paper - Background of panels.
 */
export class CartoGameElement extends LocalizedElement {
  static override styles = gameStyles;

  /** Where the running game is saved in localStorage; set `storage-key=""` to keep nothing. */
  @property({ attribute: 'storage-key' }) storageKey = 'carto-live-game';

  /**
   * A custom table to play instead of the official games (for example a designer's pack combined with
   * the base game by `gameTable`). The setup screen then asks only for players, scoring cards and
   * the code. It is saved with the game, so a reload resumes it too.
   */
  @property({ attribute: false }) customTable?: GameContent;

  /** Online play: the game server's base URL, for example `https://games.example.org/carto`. With `daily` alone it is the leaderboard's server. */
  @property() server = '';

  /** Online play: the id of the server table this element plays a seat of. */
  @property() table = '';

  /** Online play: the secret token of this device's seat (from creating or joining the table). */
  @property({ attribute: 'seat-token' }) seatToken = '';

  /**
   * Plays a daily challenge instead of the setup screen: the same solo deal for everyone that day
   * (UTC). Empty (`<carto-game daily>`) is today's; a date (`daily="2026-11-20"`) is that day's.
   */
  @property() daily: string | null = null;

  /** The clock (ms, like `Date.now`): the daily challenge's today (its UTC day), an online table's countdowns. The page's unless set. */
  @property({ attribute: false }) now: () => number = () => Date.now();

  /**
   * With `daily` and `server`: plays the server-dealt daily instead of the local one (docs/PROTOCOL.md,
   * "Server-dealt daily"): the server deals the day's game from a seed it keeps until the day is
   * over, the player names themself, plays it as an online table, and it is ranked on the server's
   * server-dealt board. Without it the daily is dealt on this page from the date, as before.
   */
  @property({ type: Boolean, attribute: 'daily-dealt' }) dailyDealt = false;

  /** The daily challenge's game: `base`, `heroes` or `combined`. */
  @property({ attribute: 'daily-mode' }) dailyMode: 'base' | 'heroes' | 'combined' = 'base';

  /** Online: the lobby page a replacement link opens (default: this page). */
  @property({ attribute: 'link-base' }) linkBase = '';

  /** Online play through this transport instead of HTTP to `server` (another transport, or tests). */
  @property({ attribute: false }) transport?: Transport;

  /** The running local game's actor (the game statechart), provided to descendants; undefined online. */
  @provide({ context: gameContext })
  @state()
  actor?: GameActor;

  /** The live region's text (cleared first, so an identical sentence is read again). */
  @state() private spoken = '';

  private tableActor?: Actor<typeof tableMachine>;
  private readonly follow = new TableController(this);
  private readonly walk = new WalkAnimation(this);
  private readonly reviewLoader = new ReviewLoader(this, () => CartoGameElement.elementStyles);
  private readonly clock = new ClockController(this, () => this.now());
  private readonly outward = new OutwardEvents(this);
  private readonly intents = tableIntents(
    (e) => this.tableActor?.send(e),
    () => this.follow.placementActor,
  );
  /** The keys, the pointer device and the help (components/controllers/table-keys.ts); read by the other games of the page. */
  readonly keys = new TableKeys(this, this.follow, this.intents);
  private readonly mapFocus = new MapFocus(this, this.follow);
  private seen = { announcement: 0, walk: 0 };
  /** the online attributes the running table was opened with */
  private opened: readonly unknown[] = [];
  private readonly dealt = new DealtDailyController(this, () => this.open());

  /** The table statechart's actor (for devtools and tests): its snapshot is what this element shows. */
  get table$(): Actor<typeof tableMachine> | undefined {
    return this.tableActor;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.open();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.close();
  }

  /** Starts the table statechart for the current attributes (again, if the online ones changed). */
  private open(): void {
    this.close();
    const dealt = this.dealtDay();
    const seat = this.dealt.load(dealt);
    this.opened = this.onlineConfig();
    // The server-dealt daily before the server dealt it: its first screen asks for the player's name.
    if (dealt && !seat) return;
    const transport = this.transport ?? (seat ? seatTransport(this.server, seat.table, seat.token) : seatTransport(this.server, this.table, this.seatToken));
    const actor = createActor(tableMachine, {
      input: {
        storage: browserStorage(this.storageKey),
        storageKey: this.storageKey,
        ...(this.customTable ? { customTable: this.customTable } : {}),
        ...(transport ? { transport } : {}),
        // The page reads the clock (the engine never does): today is the UTC day now.
        ...(this.daily !== null && !dealt ? { daily: { date: this.daily || utcDay(this.now()), mode: this.dailyMode } } : {}),
        openChannel: (name) => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null),
        // getRandomValues, not randomUUID: the latter needs a secure context, and blogs may be served over http.
        tabId: Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('-'),
        think: lazyThinker, // the computer player, in a Web Worker loaded on the first question
      },
    });
    this.tableActor = actor;
    this.seen = { announcement: 0, walk: 0 };
    this.outward.reset();
    this.mapFocus.reset();
    actor.start();
    this.follow.follow(actor);
  }

  private onlineConfig(): readonly unknown[] {
    return [this.server, this.table, this.seatToken, this.transport, this.daily, this.dailyMode, this.dailyDealt, this.dealt.seat];
  }

  /** The server-dealt daily's day and game, when this element plays one (today's by the injected clock, UTC). */
  private dealtDay(): DealtDay | null {
    return this.daily !== null && this.dailyDealt && this.server ? { server: this.server, date: this.daily || utcDay(this.now()), mode: this.dailyMode } : null;
  }

  private close(): void {
    this.follow.follow(undefined);
    this.tableActor?.stop();
    this.tableActor = undefined;
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (!this.isConnected || !this.tableActor) return;
    if (this.onlineConfig().some((v, i) => v !== this.opened[i])) this.open();
    if (changed.has('customTable')) this.tableActor?.send({ type: 'table.customTable.changed', table: this.customTable });
    const c = this.follow.snapshot?.context;
    if (!c) return;
    this.outward.observe(this.follow.snapshot!);
    const local = localOf(c);
    if (this.actor !== (local?.game ?? undefined)) this.actor = local?.game ?? undefined;
    if (c.announcement.n !== this.seen.announcement) {
      this.seen.announcement = c.announcement.n;
      this.spoken = '';
      const a = c.announcement;
      const view = connectTable(this.follow.snapshot!, this.follow.placement, tableWording, this.keys.device);
      const text = [a.notice ? noticeSentence(a.notice) : '', ...say(view, happeningsForDevice(c, a.happenings))].filter(Boolean).join(' ');
      void this.updateComplete.then(() => (this.spoken = text));
    }
    // A reader who prefers reduced motion sees a season's scores at once, not counted out.
    if (countStepOf(this.follow.snapshot!) !== null && typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) {
      const table = this.tableActor;
      queueMicrotask(() => table.send({ type: 'table.count.skipped' }));
    }
    const walk = local?.walk;
    if (walk && walk.n !== this.seen.walk) {
      this.seen.walk = walk.n;
      const state = wholeState(c.shown);
      if (state) this.walk.play(state, walk.sheet, walk.card, walk.cells);
    }
  }

  override render() {
    const snapshot = this.follow.snapshot;
    const dealt = this.dealtDay();
    if (dealt && !this.dealt.seat) return this.dealt.render(dealt);
    if (!snapshot) return nothing;
    const view = connectTable(snapshot, this.follow.placement, tableWording, this.keys.device);
    return html`
      <div class="live visually-hidden" role="status" aria-live="polite">${this.spoken}</div>
      ${notices(view, this.intents)} ${helpBar(
        view,
        (which) => this.keys.toggleHelp(which),
        () => this.keys.closeHelp(),
      )}
      ${view.board ? nothing : banner(view, this.intents)} ${this.screen(view)}
      <slot></slot>
    `;
  }

  private screen(view: TableView) {
    switch (view.screen) {
      case 'setup':
        return setupScreen(view.setup, this.customTable, this.intents);
      case 'confirmingNew':
        return confirmScreen(this.intents);
      case 'connecting':
        return connectingScreen(view.connecting);
      case 'handover':
        return handoverScreen(view.handover, this.intents);
      case 'seasonSummary':
        return summaryScreen(view.summary, this.intents);
      case 'gameOver':
        if (view.review) return this.reviewLoader.render(view.review, this.intents);
        if (view.over.canReview) this.reviewLoader.preload();
        return gameOverScreen(view.over, this.intents, this.server, this.dealtDay());
      case 'playing':
      case 'booting': {
        // The online clocks are followed (their timer started or stopped) while a game is played or the table boots.
        const clocks = this.clock.render(this.follow.snapshot, this.linkBase, this.intents);
        if (!view.board) return nothing;
        return board(view.board, this.intents, {
          walkGhost: this.walk.ghost(view.board.sheet),
          focusMap: () => this.mapFocus.focusMap(),
          refocusMap: this.mapFocus.refocusMap,
          banner: banner(view, this.intents),
          clocks,
        });
      }
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-game': CartoGameElement;
  }
}
