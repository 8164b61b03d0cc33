import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state, query } from 'lit/decorators.js';
import { provide } from '@lit/context';
import { createActor, type ActorRefFrom } from 'xstate';
import { gameMachine } from '../machines/game.machine.ts';
import { selectState, selectViolationMessage, type GameSnapshot } from '../machines/selectors.ts';
import { canConfirm, placementMachine, type PlacementContext } from '../machines/placement.machine.ts';
import type { PlacementEvent } from '../machines/events.ts';
import { viewFor } from '../src/game/view.ts';
import { replay, toSaved } from '../src/game/replay.ts';
import { projectEdicts, type EdictProjection } from '../src/game/projection.ts';
import type { Action, GameState, GameView, Task } from '../src/game/types.ts';
import type { EdictLetter } from '../src/content/types.ts';
import type { Cell } from '../src/grid/grid.ts';
import { cellOf } from '../src/grid/grid.ts';
import { evaluate } from '../src/scoring/evaluate.ts';
import { monsterPenalty } from '../src/scoring/season.ts';
import { tokens } from './styles/tokens.ts';
import { a11yStyles } from './styles/a11y.ts';
import { cartoGameStyles } from './carto-game.styles.ts';
import { gameContext, type GameActor } from './context/game-context.ts';
import { SelectController } from './controllers/select-controller.ts';
import { WalkAnimation } from './controllers/walk-animation.ts';
import type { CartoCellActivateEvent, CartoCellPointEvent } from './events/cell-events.ts';
import type { CartoPlacementIntentEvent } from './events/placement-intent-event.ts';
import type { CartoScoreFocusEvent } from './events/score-focus-event.ts';
import type { CartoSetupEvent } from './events/setup-event.ts';
import type { MapGhost } from './carto-map.ts';
import { gameOptions, tableContent, type TableSetup } from './game/table-setup.ts';
import type { TableContent } from '../src/content/combine.ts';
import { clearSave, readSave, writeSave } from './game/storage.ts';
import { OnlineSeat, type OnlineSnapshot, type Transport } from './game/online.ts';
import { HttpTransport } from '../client/http-transport.ts';
import { actingPlayer, placementFor, taskKey, taskSentence } from './game/turn.ts';
import { scoredGrid } from './game/history.ts';

type PlacementActor = ActorRefFrom<typeof placementMachine>;
type Screen = 'setup' | 'confirm-new' | 'handover' | 'play' | 'season' | 'over';
/** What the screens render from: the whole state in local play, the seat's view online. */
type Shown = GameState | GameView;

/**
 * A whole game of Cartographers (or Heroes, or both combined) for 1 to 6 players on one device.
 *
 * It shows the table setup, then plays: the acting player's map with a ghost of the shape that
 * follows the pointer or keyboard cursor, the placement controls, the projected stars of the
 * edicts in force, the deck and the scoresheet. Pass-and-play hands the device over between players
 * with a screen that hides the others' pending choices. Every move is saved in the browser: a reload
 * resumes exactly. It owns the game actor and provides it to the elements inside through
 * `@lit/context`.
 *
 * Online: with `server`, `table` and `seat-token` it plays one seat of a table on the reference
 * server (docs/PROTOCOL.md) instead: the same map, controls, deck and scoresheet, drawn from the
 * seat's view that the server pushes; it shows whom the table is waiting for, reconnects by itself,
 * and a reload resumes from the latest version. A move the server refuses shows the engine's
 * sentence. There is no setup and no hand-over screen online (one player per device).
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
 * @csspart setup - The setup screen.
 * @csspart board - The playing area.
 * @csspart handover - The pass-the-device screen.
 * @csspart summary - The end-of-season and end-of-game screens.
 *
 * @cssprop --carto-cell-size - Size of a map space (default 2rem; smaller on phones).
 * @cssprop --carto-paper - Background of panels.
 */
export class CartoGameElement extends LitElement {
  static override styles = [tokens, a11yStyles, cartoGameStyles];

  /** Where the running game is saved in localStorage; set `storage-key=""` to keep nothing. */
  @property({ attribute: 'storage-key' }) storageKey = 'carto-live-game';

  /**
   * A custom table to play instead of the official games (for example a designer's pack combined with
   * the base game by `combinePacks`). The setup screen then asks only for players, scoring cards and
   * the code. It is saved with the game, so a reload resumes it too.
   */
  @property({ attribute: false }) customTable?: TableContent;

  /** Online play: the game server's base URL, for example `https://games.example.org/carto`. */
  @property() server = '';

  /** Online play: the id of the server table this element plays a seat of. */
  @property() table = '';

  /** Online play: the secret token of this device's seat (from creating or joining the table). */
  @property({ attribute: 'seat-token' }) seatToken = '';

  /** Online play through this transport instead of HTTP to `server` (another transport, or tests). */
  @property({ attribute: false }) transport?: Transport;

  /** The online seat's latest version from the server (null in local play). */
  @state() private online: OnlineSnapshot | null = null;
  /** The server's refusal of this seat's last move, if any. */
  @state() private onlineProblem = '';
  private seat?: OnlineSeat;
  private seatConfig = '';

  /** The running game's actor, provided to descendants. */
  @provide({ context: gameContext })
  @state()
  actor?: GameActor;

  @state() private setup: TableSetup | null = null;
  @state() private screen: Screen = 'setup';
  @state() private pendingSetup: TableSetup | null = null;
  @state() private announcement = '';
  @state() private loadProblem = '';
  @state() private highlightLetter: EdictLetter | null = null;
  @state() private scoreFocus: { player: number; season: number; letter: EdictLetter | 'monsters' } | null = null;

  /** Seasons whose end screen was seen (so a reload does not show it again). */
  @state() private seasonsSeen = 0;
  /** The player the device was last handed to. */
  @state() private shownPlayer = -1;

  private placement?: PlacementActor;
  private placementKey = '';
  private placementSub?: { unsubscribe(): void };
  @state() private placementCtx?: PlacementContext;

  private readonly game = new SelectController<GameSnapshot, GameState>(this, selectState);
  private readonly violation = new SelectController<GameSnapshot, string | null>(this, selectViolationMessage);
  private readonly walk = new WalkAnimation(this);

  @query('carto-map') private mapEl?: HTMLElement;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeyDown);
    if (this.onlineMode) this.syncOnline();
    else this.resume();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeyDown);
    this.placementSub?.unsubscribe();
    this.actor?.stop();
    this.seat?.close();
    this.seat = undefined;
    this.seatConfig = '';
  }

  private get onlineMode(): boolean {
    return this.transport !== undefined || (this.server !== '' && this.table !== '' && this.seatToken !== '');
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (this.isConnected && (changed.has('server') || changed.has('table') || changed.has('seatToken') || changed.has('transport'))) this.syncOnline();
  }

  /** Connects to the server table named by the attributes (again, if they changed). */
  private syncOnline(): void {
    const config = this.onlineMode ? `${this.server}\n${this.table}\n${this.seatToken}` : '';
    if (config === this.seatConfig && (this.seat || !config)) return;
    this.seat?.close();
    this.seat = undefined;
    this.seatConfig = config;
    this.online = null;
    this.onlineProblem = '';
    this.lastLogLength = -1;
    this.placementKey = '';
    this.placementSub?.unsubscribe();
    this.placement?.stop();
    this.placement = undefined;
    this.placementCtx = undefined;
    if (!config) return;
    const transport = this.transport ?? new HttpTransport(this.server.replace(/\/+$/, ''), this.table, -1, this.seatToken);
    this.seat = new OnlineSeat(transport, (snap) => this.onOnlineChange(snap));
    this.seat.connect();
  }

  private onOnlineChange(snap: OnlineSnapshot): void {
    const first = this.online?.view == null && snap.view !== null;
    this.online = snap;
    const view = snap.view;
    if (!view) return;
    if (first) {
      // Joining (or reloading) mid-game: the seasons already scored were seen, the log is old news.
      this.seasonsSeen = Math.min(...view.scores.map((r) => r.length));
      this.lastLogLength = view.log.length;
    }
    this.reportNews(view);
    const scored = Math.min(...view.scores.map((r) => r.length));
    if (view.stage === 'gameOver') this.screen = 'over';
    else if (scored > this.seasonsSeen) this.screen = 'season';
    else this.screen = 'play';
    this.syncPlacement(view, view.tasks[view.viewer]?.length ? view.viewer : -1);
  }

  private async sendOnline(action: Action): Promise<void> {
    const seat = this.seat;
    if (!seat) return;
    this.onlineProblem = '';
    const problem = await seat.send(action);
    if (!problem || seat !== this.seat) return;
    // The placement machine ended with the refused action: start the same task afresh.
    const view = this.online?.view;
    this.placementKey = '';
    if (view) this.syncPlacement(view, view.tasks[view.viewer]?.length ? view.viewer : -1);
    this.onlineProblem = problem;
    this.announce(`Refused: ${problem}`);
  }

  /** The game being shown: the seat's view online, the whole state in local play. */
  private shown(): Shown | undefined {
    return this.onlineMode ? (this.online?.view ?? undefined) : this.game.value;
  }

  private names(): readonly string[] {
    const table = this.online?.table;
    if (!table) return this.setup?.names ?? [];
    const names: string[] = [];
    for (const s of table.seats) names[s.seat] = s.name;
    return names;
  }

  private get storage(): Storage | null {
    try {
      return this.storageKey ? window.localStorage : null;
    } catch {
      return null; // storage blocked (privacy settings): play without saving
    }
  }

  /** Loads the saved game, if any, by replaying its log. */
  private resume(): void {
    const storage = this.storage;
    if (!storage) return;
    const loaded = readSave(storage, this.storageKey);
    if ('problem' in loaded) {
      this.loadProblem = `Your saved game could not be read (${loaded.problem}); it was set aside.`;
      return;
    }
    if ('none' in loaded) return;
    try {
      this.playing = loaded.save.table ?? this.customTable;
      const state = replay(loaded.save.game, this.contentOf(loaded.save.setup));
      this.start(loaded.save.setup, state, true);
    } catch (e) {
      storage.setItem(`${this.storageKey}.unreadable`, JSON.stringify(loaded.save));
      clearSave(storage, this.storageKey);
      this.loadProblem = `Your saved game could not be resumed (${(e as Error).message}); it was set aside.`;
    }
  }

  /** Starts a game from the setup (or from a resumed state). */
  private start(setup: TableSetup, state: GameState | null, resumed = false): void {
    this.actor?.stop();
    this.placementSub?.unsubscribe();
    this.placement = undefined;
    this.placementKey = '';
    this.setup = setup;
    const content = this.contentOf(setup);
    const actor = createActor(gameMachine, {
      input: state ? { state } : { content, options: gameOptions(setup), seed: setup.code },
    });
    this.actor = actor;
    this.game.setActor(actor);
    this.violation.setActor(actor);
    const s = actor.getSnapshot().context.state;
    this.seasonsSeen = resumed ? Math.min(...s.scores.map((r) => r.length)) : 0;
    this.shownPlayer = -1;
    actor.subscribe((snap) => this.onGameChange(snap.context.state));
    actor.start();
    this.onGameChange(actor.getSnapshot().context.state);
    this.announce(resumed ? 'Game resumed where you left it.' : `New game: ${setup.players === 1 ? 'solo' : `${setup.players} players`}, code ${setup.code}.`);
  }

  private lastLogLength = 0;

  /** The custom table the running game plays, if any (kept apart from `customTable`, which may change for the next game). */
  private playing?: TableContent;

  /** The running game's table, combined once per game: score hovers replay against it, and must not rebuild it per render. */
  private content?: { readonly setup: TableSetup; readonly custom: TableContent | undefined; readonly table: TableContent };

  private contentOf(setup: TableSetup): TableContent {
    const c = this.content;
    if (c && c.setup === setup && c.custom === this.playing) return c.table;
    const table = this.playing ?? tableContent(setup);
    this.content = { setup, custom: this.playing, table };
    return table;
  }

  /** The viewer's view of the state, kept while neither changes (every pointer move re-renders the board). */
  private viewCache?: { readonly state: GameState; readonly viewer: number; readonly view: GameView };

  private viewOf(state: GameState, viewer: number): GameView {
    const c = this.viewCache;
    if (c && c.state === state && c.viewer === viewer) return c.view;
    const view = viewFor(state, viewer);
    this.viewCache = { state, viewer, view };
    return view;
  }

  private onGameChange(state: GameState): void {
    if (this.setup) {
      const storage = this.storage;
      if (storage) writeSave(storage, this.storageKey, this.setup, toSaved(state), this.playing);
    }
    this.reportNews(state);
    const scored = Math.min(...state.scores.map((r) => r.length));
    if (state.stage === 'gameOver') {
      this.screen = 'over';
    } else if (scored > this.seasonsSeen) {
      this.screen = 'season';
    } else {
      const acting = actingPlayer(state);
      this.screen = state.options.players > 1 && acting !== this.shownPlayer ? 'handover' : 'play';
      if (state.options.players === 1) this.shownPlayer = acting;
    }
    this.syncPlacement(state, actingPlayer(state));
  }

  /** Announces what the engine did since the last change: reveals, walks, scores. */
  private reportNews(state: Shown): void {
    const news: string[] = [];
    for (const e of state.log.slice(Math.max(0, this.lastLogLength))) {
      const a = e.action;
      if (a.type === 'reveal') news.push(`Revealed ${state.cards[a.card]?.name ?? a.card}.`);
      if (a.type === 'walk') {
        const name = state.cards[a.card]?.name ?? a.card;
        news.push(a.cells.length ? `${name}: the monster walked the ring and was drawn on ${this.playerName(a.sheet)}'s map.` : `${name}: the monster fits nowhere and is ignored.`);
        if (a.cells.length && this.lastLogLength > 0 && !this.onlineMode) this.walk.play(state as GameState, a.sheet, a.card, a.cells);
      }
      if (a.type === 'season.scored') news.push(`${state.seasons[e.season]?.name ?? 'Season'} scored: ${a.totals.map((t, p) => `${this.playerName(p)} ${t}`).join(', ')}.`);
    }
    this.lastLogLength = state.log.length;
    if (news.length) this.announce(news.join(' '));
  }

  private announce(text: string): void {
    // Clearing first makes screen readers repeat an identical message.
    this.announcement = '';
    void this.updateComplete.then(() => (this.announcement = text));
  }

  private playerName(p: number): string {
    return this.names()[p] ?? `Player ${p + 1}`;
  }

  /** Starts a fresh placement when the acting player's task changes. */
  private syncPlacement(state: Shown, acting: number): void {
    const key = acting >= 0 ? taskKey(state, acting) : '';
    if (key === this.placementKey) return;
    this.placementKey = key;
    this.placementSub?.unsubscribe();
    this.placement?.stop();
    this.placement = undefined;
    this.placementCtx = undefined;
    this.highlightLetter = null;
    const task = acting >= 0 ? state.tasks[acting]?.[0] : undefined;
    if (!task) return;
    const p = createActor(placementMachine, { input: placementFor(state, acting, task) });
    p.on('placement.action', (e) => {
      if (this.onlineMode) void this.sendOnline(e.action);
      else this.actor?.send({ type: 'game.action', action: e.action });
    });
    this.placementSub = p.subscribe((snap) => (this.placementCtx = snap.context));
    this.placement = p;
    p.start();
    this.placementCtx = p.getSnapshot().context;
  }

  private sendPlacement(event: PlacementEvent): void {
    this.placement?.send(event);
  }

  // ---- input ---------------------------------------------------------------------------------

  private onPoint = (e: CartoCellPointEvent): void => {
    this.sendPlacement({ type: 'placement.hovered', at: [e.row, e.col] });
  };

  private onActivate = (e: CartoCellActivateEvent): void => {
    const ctx = this.placementCtx;
    if (!ctx) return;
    const at: Cell = [e.row, e.col];
    // Activating the space already placed confirms it (Enter, Enter); anywhere else places there.
    if (ctx.mode !== 'destroy' && ctx.at && ctx.at[0] === at[0] && ctx.at[1] === at[1] && canConfirm(ctx)) {
      this.sendPlacement({ type: 'placement.confirmed' });
    } else {
      this.sendPlacement({ type: 'placement.moved', at });
      const next = this.placement?.getSnapshot().context;
      if (next?.preview && !next.preview.legal && next.preview.reason) this.announce(`Refused: ${next.preview.reason}.`);
    }
  };

  private onIntent = (e: CartoPlacementIntentEvent): void => {
    const i = e.intent;
    switch (i.kind) {
      case 'option':
        return this.sendPlacement({ type: 'placement.option.chosen', option: i.option });
      case 'terrain':
        return this.sendPlacement({ type: 'placement.terrain.chosen', terrain: i.terrain });
      case 'rotate':
        return this.sendPlacement({ type: 'placement.rotated' });
      case 'flip':
        return this.sendPlacement({ type: 'placement.flipped' });
      case 'undo':
        return this.sendPlacement({ type: 'placement.undone' });
      case 'confirm':
        return this.sendPlacement({ type: 'placement.confirmed' });
    }
  };

  private onKeyDown = (e: KeyboardEvent): void => {
    if (this.screen !== 'play' || !this.placementCtx) return;
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
    if (e.ctrlKey || e.metaKey || e.altKey) {
      if ((e.ctrlKey || e.metaKey) && e.key === 'z') {
        e.preventDefault();
        this.sendPlacement({ type: 'placement.undone' });
      }
      return;
    }
    const key = e.key.toLowerCase();
    if (key === 'r') this.sendPlacement({ type: 'placement.rotated' });
    else if (key === 'f') this.sendPlacement({ type: 'placement.flipped' });
    else if (key === 'backspace' || key === 'escape' || key === 'u') this.sendPlacement({ type: 'placement.undone' });
    else if (/^[1-9]$/.test(key)) {
      const terrain = this.placementCtx.terrains[Number(key) - 1];
      if (terrain) this.sendPlacement({ type: 'placement.terrain.chosen', terrain });
      else return;
    } else return;
    e.preventDefault();
  };

  private onSetup = (e: CartoSetupEvent): void => {
    e.stopPropagation();
    const running = this.game.value && this.game.value.stage !== 'gameOver';
    if (running && this.screen !== 'setup') return;
    if (running) {
      this.pendingSetup = e.setup;
      this.screen = 'confirm-new';
      return;
    }
    this.playing = this.customTable;
    this.start(e.setup, null);
  };

  private onScoreFocus = (e: CartoScoreFocusEvent): void => {
    this.scoreFocus = e.letter ? { player: e.player, season: e.season, letter: e.letter } : null;
  };

  private askNewGame(): void {
    this.screen = 'setup';
  }

  private confirmNewGame(yes: boolean): void {
    if (yes && this.pendingSetup) {
      const s = this.pendingSetup;
      this.pendingSetup = null;
      this.playing = this.customTable;
      this.start(s, null);
    } else {
      this.pendingSetup = null;
      this.screen = this.game.value ? (this.game.value.stage === 'gameOver' ? 'over' : 'play') : 'setup';
      if (this.screen === 'play') this.onGameChange(this.game.value!);
    }
  }

  private takeDevice(player: number): void {
    this.shownPlayer = player;
    this.screen = 'play';
    void this.updateComplete.then(() => this.focusMap());
  }

  private continueAfterSeason(): void {
    const shown = this.shown();
    this.seasonsSeen = Math.min(...(shown?.scores.map((r) => r.length) ?? [0]));
    if (this.online) this.onOnlineChange(this.online);
    else if (this.game.value) this.onGameChange(this.game.value);
  }

  private focusMap(): void {
    const cell = this.mapEl?.shadowRoot?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]');
    cell?.focus();
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('screen') && (this.screen === 'season' || this.screen === 'over' || this.screen === 'handover' || this.screen === 'confirm-new')) {
      this.renderRoot.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  }

  // ---- rendering -----------------------------------------------------------------------------

  override render() {
    if (this.onlineMode) return this.renderOnline();
    const state = this.game.value;
    return html`
      <div class="live visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      ${this.loadProblem ? html`<p class="problem" role="alert">${this.loadProblem}</p>` : nothing}
      ${this.screen === 'setup' || !state
        ? this.renderSetup(state)
        : this.screen === 'confirm-new'
          ? this.renderConfirmNew()
          : this.screen === 'handover'
            ? this.renderHandover(state)
            : this.screen === 'season'
              ? this.renderSeasonEnd(state)
              : this.screen === 'over'
                ? this.renderGameOver(state)
                : this.renderPlay(state)}
      <slot></slot>
    `;
  }

  private renderSetup(state: GameState | undefined) {
    const running = state && state.stage !== 'gameOver';
    return html`<section part="setup" class="panel" aria-labelledby="setup-title">
      <h2 id="setup-title">New game</h2>
      <carto-setup .initial=${this.setup ?? undefined} .table=${this.customTable} @carto-setup=${this.onSetup}></carto-setup>
      ${running ? html`<button class="secondary" @click=${() => this.confirmNewGame(false)}>Back to the running game</button>` : nothing}
    </section>`;
  }

  private renderConfirmNew() {
    return html`<section class="panel summary" part="summary" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <h2 id="confirm-title">Start a new game?</h2>
      <p id="confirm-text">A game is running. Starting a new one ends it, and it cannot be resumed.</p>
      <div class="buttons">
        <button data-autofocus @click=${() => this.confirmNewGame(false)}>Keep playing</button>
        <button class="danger" @click=${() => this.confirmNewGame(true)}>End it and start the new game</button>
      </div>
    </section>`;
  }

  private renderHandover(state: GameState) {
    const acting = actingPlayer(state);
    const name = this.playerName(acting);
    return html`<section part="handover" class="panel handover" aria-labelledby="handover-title">
      <h2 id="handover-title">Pass the device to ${name}</h2>
      <p>The other maps stay hidden until everyone has drawn.</p>
      <button data-autofocus @click=${() => this.takeDevice(acting)}>I am ${name}: show my map</button>
    </section>`;
  }

  private renderSeasonEnd(state: Shown) {
    const season = state.seasons[this.seasonsSeen];
    return html`<section part="summary" class="panel summary" aria-labelledby="season-title">
      <h2 id="season-title">${season?.name ?? 'Season'} is over</h2>
      ${this.renderScoreboard(state)}
      ${this.renderMaps(state)}
      <button data-autofocus @click=${() => this.continueAfterSeason()}>Continue to ${state.seasons[this.seasonsSeen + 1]?.name ?? 'the next season'}</button>
    </section>`;
  }

  private renderGameOver(state: Shown) {
    const result = state.result;
    const winners = result?.winners.map((p) => this.playerName(p)) ?? [];
    return html`<section part="summary" class="panel summary" aria-labelledby="over-title">
      <h2 id="over-title">The game is over</h2>
      ${result?.solo
        ? html`<p class="title">Your title: <strong>${result.solo.title}</strong> (solo score ${result.solo.score})</p>`
        : html`<p class="title">${winners.length > 1 ? html`Shared victory: <strong>${winners.join(', ')}</strong>` : html`<strong>${winners[0]}</strong> wins`}</p>`}
      ${this.renderScoreboard(state)}
      ${this.renderMaps(state)}
      ${this.onlineMode ? nothing : html`<button data-autofocus @click=${() => this.askNewGame()}>New game</button>`}
    </section>`;
  }

  /** Every player's map, with the spaces behind the focused score highlighted. */
  private renderMaps(state: Shown) {
    return html`<div class="maps">
      ${state.sheets.map((s, p) => {
        const highlight = this.scoreFocus?.player === p ? this.focusedScoreCells(state, s.grid) : [];
        return html`<figure>
          <carto-map .grid=${s.grid} .highlight=${highlight} label=${`${this.playerName(p)}'s map`}></carto-map>
          <figcaption>${this.playerName(p)}</figcaption>
        </figure>`;
      })}
    </div>`;
  }

  /** The spaces behind the score focused on the scoresheet, on the map that season was scored on. */
  private focusedScoreCells(state: Shown, current: GameState['sheets'][number]['grid']): Cell[] {
    const f = this.scoreFocus;
    if (!f) return [];
    // Online the view has no deck to replay from: the current map stands in for the scored one.
    const full = this.onlineMode ? null : (state as GameState);
    const grid = (this.setup && full && scoredGrid(this.contentOf(this.setup), full, f.player, f.season)) || current;
    const score = f.letter === 'monsters' ? monsterPenalty(grid) : evaluate(state.edicts[f.letter].rule, grid);
    return score.contributions.flatMap((c) => c.cells);
  }

  private renderScoreboard(state: Shown) {
    return html`<carto-scoreboard
      .scores=${state.scores}
      .seasons=${state.seasons}
      .names=${this.names()}
      .result=${state.result}
      @carto-score-focus=${this.onScoreFocus}
    ></carto-scoreboard>`;
  }

  private renderPlay(state: GameState) {
    const acting = actingPlayer(state);
    const viewer = acting >= 0 ? acting : Math.max(0, this.shownPlayer);
    return this.renderBoard(this.viewOf(state, viewer), state);
  }

  /** The playing area for the view's viewer; `full` is the whole state in local play (null online). */
  private renderBoard(view: GameView, full: GameState | null) {
    const viewer = view.viewer;
    const task: Task | undefined = view.tasks[viewer]?.[0];
    const ctx = this.placementCtx;
    const sheetIndex = task?.sheet ?? viewer;
    const sheet = view.sheets[sheetIndex]!;
    const ghost = this.ghostOf(ctx);
    const projections = task?.kind === 'draw' && task.sheet === viewer ? this.projections(view, viewer, ctx) : [];
    const highlight = this.highlightCells(view, sheetIndex, projections);
    const walkGhost = this.walk.ghost(sheetIndex);
    const marks = [...sheet.heroMarks.map((i) => cellOf(sheet.grid, i)), ...(ctx?.preview?.marks ?? [])];
    const owing = view.tasks.flatMap((q, p) => (q.length > 0 ? [p] : []));
    const waitingNames = owing.map((p) => this.playerName(p)).join(', ');
    const sentence = task
      ? taskSentence(view, task, this.names(), ctx?.mode === 'fallback')
      : full || !owing.length
        ? 'Waiting for the other players.'
        : `Waiting for ${waitingNames}.`;
    const waiting = owing.length;
    const violation = full ? this.violation.value : this.onlineProblem;
    return html`<div class="board" part="board">
      <section class="map-area" aria-labelledby="map-title">
        <h2 id="map-title">${this.playerName(sheetIndex)}'s map${sheetIndex !== viewer ? html` <span class="note">(drawn by ${this.playerName(viewer)})</span>` : nothing}</h2>
        <p class="task">${sentence}</p>
        <carto-map
          interactive
          .grid=${sheet.grid}
          .ghost=${walkGhost ?? ghost}
          .highlight=${highlight}
          .marks=${marks}
          label=${`${this.playerName(sheetIndex)}'s map`}
          @carto-cell-point=${this.onPoint}
          @carto-cell-activate=${this.onActivate}
        ></carto-map>
        <p class="coins">Coins: ${sheet.coins} of ${sheet.coinTrack}</p>
      </section>
      <section class="side" aria-label="Your turn">
        ${view.options.players > 1
          ? html`<p class="barrier" role="status">${full || !waiting ? `Waiting for ${waiting} player${waiting === 1 ? '' : 's'}` : `Waiting for ${waitingNames}`}</p>`
          : nothing}
        ${ctx ? this.renderControls(ctx) : nothing}
        ${violation ? html`<p class="problem" role="alert">${violation}</p>` : nothing}
        ${projections.length ? this.renderProjections(projections) : nothing}
        <carto-deck .game=${view}></carto-deck>
        ${view.scores.some((r) => r.length) ? this.renderScoreboard(view) : nothing}
        ${full ? html`<button class="secondary" @click=${() => this.askNewGame()}>New game…</button>` : nothing}
      </section>
    </div>`;
  }

  /** Online: the seat's screens, or the connection's state before the first view arrives. */
  private renderOnline() {
    const snap = this.online;
    const view = snap?.view;
    const live = html`<div class="live visually-hidden" role="status" aria-live="polite">${this.announcement}</div>`;
    const connection =
      snap?.status === 'reconnecting' ? html`<p class="note" role="status">Connection lost: reconnecting…</p>` : nothing;
    if (!view) {
      const seats = snap?.table?.seats ?? [];
      const text = snap?.problem
        ? html`<p class="problem" role="alert">The table could not be opened: ${snap.problem}</p>`
        : !snap?.table
          ? html`<p role="status">Connecting to the table…</p>`
          : html`<p role="status">The game has not started yet. Seated: ${seats.map((s) => s.name).join(', ') || 'nobody'} (${seats.length} of ${snap.table.seatCount}).</p>`;
      return html`${live}<section class="panel" part="board" aria-labelledby="online-title">
          <h2 id="online-title">Online table</h2>
          ${text}
        </section>
        <slot></slot>`;
    }
    return html`${live}${connection}
      ${this.screen === 'season'
        ? this.renderSeasonEnd(view)
        : this.screen === 'over'
          ? this.renderGameOver(view)
          : this.renderBoard(view, null)}
      <slot></slot>`;
  }

  private renderControls(ctx: PlacementContext) {
    const options = ctx.mode === 'shape' && ctx.card.kind === 'explore' ? ctx.card.options : [];
    const reason = ctx.preview && !ctx.preview.legal ? (ctx.preview.reason ?? 'not allowed here') : ctx.at ? 'Placed: confirm, or move, turn or undo.' : 'Point at the map to place.';
    return html`<carto-placement-controls
      .options=${options}
      option=${ctx.option}
      .terrains=${ctx.mode === 'hero' || ctx.mode === 'destroy' ? [] : ctx.terrains}
      .terrain=${ctx.terrain}
      .turnable=${ctx.mode === 'shape'}
      ?can-undo=${ctx.history.length > 0}
      ?can-confirm=${canConfirm(ctx)}
      ?refused=${ctx.preview !== null && !ctx.preview.legal}
      reason=${reason}
      @carto-placement-intent=${this.onIntent}
    ></carto-placement-controls>`;
  }

  private renderProjections(projections: readonly EdictProjection[]) {
    return html`<div class="projection" role="group" aria-label="Projected stars this season">
      ${projections.map(
        (p) => html`<button
          class="edict"
          aria-pressed=${(this.highlightLetter ?? projections[0]?.letter) === p.letter ? 'true' : 'false'}
          @click=${() => (this.highlightLetter = p.letter)}
        >
          ${p.letter}: ${p.name} <strong>${p.stars}</strong>★
        </button>`,
      )}
    </div>`;
  }

  private ghostOf(ctx: PlacementContext | undefined): MapGhost | undefined {
    const preview = ctx?.preview;
    if (!ctx || !preview || preview.cells.length === 0) return undefined;
    const terrain = ctx.mode === 'destroy' ? 'destroyed' : ctx.card.kind === 'ambush' ? 'monster' : ctx.mode === 'hero' ? 'hero' : (ctx.terrain ?? undefined);
    return { cells: preview.cells, terrain: terrain === 'destroyed' ? undefined : terrain, legal: preview.legal };
  }

  private projections(state: Shown, player: number, ctx: PlacementContext | undefined): EdictProjection[] {
    const preview = ctx?.preview;
    const drawing = preview?.legal && ctx?.terrain ? { cells: preview.cells, terrain: ctx.terrain } : undefined;
    return projectEdicts(state, player, drawing);
  }

  /** Spaces to highlight: a focused score on the scoresheet, else the chosen projected edict. */
  private highlightCells(view: GameView, sheetIndex: number, projections: readonly EdictProjection[]): Cell[] {
    if (this.scoreFocus?.player === sheetIndex) return this.focusedScoreCells(this.shown() ?? view, view.sheets[sheetIndex]!.grid);
    const letter = this.highlightLetter ?? projections[0]?.letter;
    const chosen = projections.find((p) => p.letter === letter);
    return chosen ? chosen.contributions.flatMap((c) => c.cells) : [];
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-game': CartoGameElement;
  }
}
