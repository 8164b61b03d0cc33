import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { parseLobbyLink, type SavedSeat } from '../client/lobby.ts';
import { LobbySession, type LobbyState } from '../client/lobby-session.ts';
import type { OpenTable, TableInfo } from '../client/transport.ts';
import { isMyTurn } from '../client/transport.ts';
import type { GameView } from '../src/game/types.ts';
import { serverSpec } from '../machines/table/setup.ts';
import { tokens } from './styles/tokens.ts';
import { buttonStyles } from './styles/buttons.ts';
import { cartoLobbyStyles } from './carto-lobby.styles.ts';
import { CartoPlayEvent } from './events/play-event.ts';
import type { CartoSetupEvent } from './events/setup-event.ts';
import { LocalizedElement } from './i18n/localized-element.ts';

const DEADLINES: readonly [number, string][] = [
  [0, 'none'],
  [120, '2 minutes'],
  [600, '10 minutes'],
  [3600, '1 hour'],
  [86400, '1 day'],
];
const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter'];
const STATUS: Readonly<Record<TableInfo['status'], string>> = {
  open: 'waiting for players',
  playing: 'in play',
  finished: 'finished',
  abandoned: 'abandoned by the host',
  expired: 'expired',
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A lobby for online tables on a game server (docs/PROTOCOL.md), for a portal to use as is:
 * create a table with the same setup form as local play, copy its invite link, take a seat from
 * an invite link with a name, the host's Start, this browser's tables and the listed open ones,
 * leave or abandon, replace a seat with a one-seat invite, and watch a table with a spectator
 * link (every map, read-only, nobody's secrets). Seats are kept in localStorage. Opening a seat
 * fires `carto-play`: the page shows `<carto-game server table seat-token>` for it.
 * Links: `#join=<table>.<invite>`, `#watch=<table>.<token>`, `#play=<table>`.
 *
 * @tagname carto-lobby
 * @summary Create, invite, join, start and watch online tables.
 *
 * @fires carto-play - The player opened a seat; `server`, `table`, `seat`, `token`.
 *
 * @csspart panel - Each section of the lobby.
 */
export class CartoLobbyElement extends LocalizedElement {
  static override styles = [tokens, buttonStyles, cartoLobbyStyles];

  /** The game server's base URL, for example `https://games.example.org/carto`. */
  @property() server = '';

  /** The page invite and spectator links open (default: this page). */
  @property({ attribute: 'link-base' }) linkBase = '';

  /** Where seats are kept (default: localStorage). */
  @property({ attribute: false }) storage?: Pick<Storage, 'getItem' | 'setItem'> | null;

  /** The fetch requests go through (default: the page's; a portal may add its own headers, tests fake the server). */
  @property({ attribute: false }) fetch?: typeof fetch;

  @state() private lobby: LobbyState | null = null;
  @state() private copied = '';
  @state() private listed = false;
  @state() private turnSeconds = 0;
  @state() private dealFromCode = false;
  /** the host pressed Abandon once: ask again before ending the table for everyone */
  @state() private confirmAbandon = false;
  private session: LobbySession | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.connect();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.session?.close();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.isConnected && (changed.has('server') || changed.has('linkBase')) && this.session?.server !== this.base) this.connect();
  }

  private get base(): string {
    return this.server.replace(/\/+$/, '');
  }

  private connect(): void {
    this.session?.close();
    if (!this.base) return;
    const page = this.linkBase || location.href.replace(/#.*$/, '');
    const storage = this.storage === undefined ? localStorage : this.storage;
    this.session = new LobbySession(this.base, page, storage, (s) => (this.lobby = s), this.fetch ? { fetch: this.fetch } : {});
    this.lobby = this.session.state;
    const link = parseLobbyLink(location.hash);
    if (!link || !this.session.open(link)) void this.session.refresh();
  }

  private play(seat: SavedSeat): void {
    this.dispatchEvent(new CartoPlayEvent(seat.server, seat.table, seat.seat, seat.token));
  }

  private async copy(text: string, what: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.copied = `${what} copied.`;
    } catch {
      this.copied = `Select the ${what.toLowerCase()} and copy it.`;
    }
  }

  private onSetup(e: CartoSetupEvent): void {
    e.stopPropagation();
    const { name, spec } = serverSpec(e.setup, { turnSeconds: this.turnSeconds, dealFromCode: this.dealFromCode });
    void this.session?.create(name, spec, this.listed);
  }

  override render() {
    const s = this.lobby;
    if (!this.base || !s) return html`<p class="problem" role="alert">Set the game server's address (the <code>server</code> attribute).</p>`;
    const problem = s.problem
      ? html`<div class="problem" role="alert">
          <p>${s.unreachable ? 'The game server cannot be reached. ' : ''}${s.problem}</p>
          ${s.unreachable ? html`<button class="secondary" @click=${() => this.session?.show(s.screen)}>Retry</button>` : nothing}
        </div>`
      : nothing;
    return html`<div class="lobby" aria-busy=${s.busy ? 'true' : 'false'}>${problem}${this.renderScreen(s)}</div>`;
  }

  private renderScreen(s: LobbyState) {
    switch (s.screen.kind) {
      case 'home':
        return this.renderHome(s);
      case 'create':
        return html`<section part="panel" aria-labelledby="create-title">
          <h2 id="create-title">New online table</h2>
          <p class="hint">
            The number of players is the number of seats; you take the first, and each guest names themself when they join. The button
            below opens the table; the game starts when you press Start there.
          </p>
          <fieldset class="online">
            <legend>Online</legend>
            <label class="check"
              ><input type="checkbox" .checked=${this.listed} @change=${(e: Event) => (this.listed = (e.target as HTMLInputElement).checked)} /><span
                >List it in the open tables (anyone may join)</span
              ></label
            >
            <label
              >Time for each turn
              <select @change=${(e: Event) => (this.turnSeconds = Number((e.target as HTMLSelectElement).value))}>
                ${DEADLINES.map(([v, text]) => html`<option value=${v} ?selected=${v === this.turnSeconds}>${text}</option>`)}
              </select></label
            >
            <label class="check"
              ><input type="checkbox" .checked=${this.dealFromCode} @change=${(e: Event) => (this.dealFromCode = (e.target as HTMLInputElement).checked)} /><span
                >Deal from the game code (whoever knows the code can know the cards: only to replay a known deal)</span
              ></label
            >
          </fieldset>
          <carto-setup @carto-setup=${this.onSetup}></carto-setup>
          <button class="secondary" @click=${() => this.session?.show({ kind: 'home' })}>Back to the lobby</button>
        </section>`;
      case 'join': {
        const { table, code } = s.screen;
        return html`<section part="panel" aria-labelledby="join-title">
          <h2 id="join-title">Join a table</h2>
          <form
            @submit=${(e: Event) => {
              e.preventDefault();
              const name = new FormData(e.target as HTMLFormElement).get('name');
              void this.session?.join(table, code, String(name ?? ''));
            }}
          >
            <label>Your name <input name="name" type="text" maxlength="24" autocomplete="nickname" required /></label>
            <button type="submit" ?disabled=${s.busy}>Take a seat</button>
          </form>
          <button class="secondary" @click=${() => this.session?.show({ kind: 'home' })}>Back to the lobby</button>
        </section>`;
      }
      case 'table':
        return this.renderTable(s, s.screen.seat);
      case 'watch':
        return this.renderWatch(s.info, s.view);
    }
  }

  private renderHome(s: LobbyState) {
    return html`<section part="panel" aria-labelledby="mine-title">
        <h2 id="mine-title">Your tables</h2>
        <button @click=${() => this.session?.show({ kind: 'create' })}>Create a table</button>
        ${s.mine.length === 0
          ? html`<p class="hint">None yet: create one, or open an invite link.</p>`
          : html`<ul class="tables">
              ${s.mine.map(({ seat, info }) => html`<li>${this.tableLine(info, seat.seat)}
                  <button class="secondary" @click=${() => this.session?.show({ kind: 'table', seat })}>Open</button>
                  ${info && (info.status === 'finished' || info.status === 'abandoned' || info.status === 'expired')
                    ? html`<button class="secondary" @click=${() => this.session?.forget(seat)}>Forget</button>`
                    : nothing}
                </li>`)}
            </ul>`}
      </section>
      <section part="panel" aria-labelledby="open-title">
        <h2 id="open-title">Open tables</h2>
        ${s.open.length === 0 ? html`<p class="hint">No listed table has a free seat right now.</p>` : html`<ul class="tables">${s.open.map((t) => this.openLine(t))}</ul>`}
        <button class="secondary" @click=${() => this.session?.refresh()}>Refresh</button>
      </section>`;
  }

  private tableLine(info: TableInfo | null, mine: number) {
    if (!info) return html`<span>…</span>`;
    const turn = isMyTurn(info, mine) ? html` <strong class="turn">Your turn</strong>` : nothing;
    return html`<span>${info.seats.map((x) => x.name).join(', ')} (${info.seats.length} of ${info.seatCount}) · ${STATUS[info.status]}${turn}</span>`;
  }

  private openLine(t: OpenTable) {
    return html`<li>
      <span>${t.host}'s table (${t.seated} of ${t.seatCount}, ${t.packs.join(' + ')})</span>
      <form
        class="inline"
        @submit=${(e: Event) => {
          e.preventDefault();
          void this.session?.join(t.id, undefined, String(new FormData(e.target as HTMLFormElement).get('name') ?? ''));
        }}
      >
        <label>Your name <input name="name" type="text" maxlength="24" required /></label>
        <button type="submit">Join</button>
      </form>
    </li>`;
  }

  private renderTable(s: LobbyState, seat: SavedSeat) {
    const info = s.info;
    const host = seat.seat === 0;
    const links = this.session!.links(seat);
    const ended = info !== null && info.status !== 'open' && info.status !== 'playing';
    return html`<section part="panel" aria-labelledby="table-title">
      <h2 id="table-title">${info ? `${info.seats[0]?.name ?? 'The host'}'s table` : 'Table'}</h2>
      ${info
        ? html`<p role="status">${capital(STATUS[info.status])} · ${info.seats.length} of ${info.seatCount} seats${info.turnSeconds ? ` · ${Math.round(info.turnSeconds / 60)} min per turn` : ''}</p>
            <ul class="seats" aria-label="Seats">
              ${info.seats.map(
                (x) => html`<li>
                  ${x.name}${x.seat === seat.seat ? ' (you)' : ''}${x.seat === 0 ? ' · host' : ''}${x.absent ? ' · left' : ''}${info.late?.includes(x.seat) ? ' · late' : ''}
                  ${host && x.seat !== 0 && info.status === 'playing' && (x.absent || info.late?.includes(x.seat) || s.replacements[x.seat])
                    ? s.replacements[x.seat]
                      ? this.linkField(`Replacement link for seat ${x.seat + 1}`, s.replacements[x.seat]!)
                      : html`<button class="secondary" @click=${() => this.session?.replace(seat, x.seat)}>Replace ${x.name}</button>`
                    : nothing}
                  ${host && info.status === 'playing' && info.waitingFor.includes(x.seat) && (x.absent || info.late?.includes(x.seat))
                    ? html`<button class="secondary" @click=${() => this.session?.skip(seat, x.seat)}>Skip ${x.name}'s turn</button>`
                    : nothing}
                </li>`,
              )}
            </ul>`
        : html`<p role="status">Connecting to the table…</p>`}
      ${host && links.invite && info?.status === 'open' ? this.linkField('Invite link', links.invite) : nothing}
      ${host && links.watch && !ended ? this.linkField('Spectator link', links.watch) : nothing}
      ${this.copied ? html`<p class="hint" role="status">${this.copied}</p>` : nothing}
      <div class="buttons">
        ${host && info?.status === 'open' ? html`<button ?disabled=${s.busy} @click=${() => this.session?.start(seat)}>Start the game</button>` : nothing}
        ${info && info.status !== 'open' ? html`<button @click=${() => this.play(seat)}>${info.status === 'playing' ? 'Play' : 'See the game'}</button>` : nothing}
        ${!ended && !host ? html`<button class="secondary" @click=${() => this.session?.leave(seat)}>Leave the table</button>` : nothing}
        ${!ended && host && !this.confirmAbandon ? html`<button class="danger" @click=${() => (this.confirmAbandon = true)}>Abandon the table</button>` : nothing}
        ${!ended && host && this.confirmAbandon
          ? html`<span role="group" aria-label="Abandon the table for everyone?" class="buttons">
              <button class="danger" @click=${() => ((this.confirmAbandon = false), void this.session?.abandon(seat))}>Yes, end it for everyone</button>
              <button class="secondary" @click=${() => (this.confirmAbandon = false)}>Keep playing</button>
            </span>`
          : nothing}
        <button class="secondary" @click=${() => this.session?.show({ kind: 'home' })}>Back to the lobby</button>
      </div>
    </section>`;
  }

  private linkField(label: string, link: string) {
    return html`<div class="link">
      <label>${label} <input type="text" readonly .value=${link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} /></label>
      <button class="secondary" @click=${() => this.copy(link, label)}>Copy</button>
    </div>`;
  }

  /** A spectator's board: every sheet as the phase last closed, nobody's open choices. */
  private renderWatch(info: TableInfo | null, view: GameView | null) {
    const name = (p: number) => info?.seats[p]?.name ?? `Player ${p + 1}`;
    const status = !info
      ? 'Connecting to the table…'
      : !view
        ? `Not started yet: ${info.seats.map((x) => x.name).join(', ')} (${info.seats.length} of ${info.seatCount}).`
        : info.status === 'playing'
          ? `${SEASONS[view.season] ?? ''}, turn ${view.turn} · waiting for ${info.waitingFor.map(name).join(', ') || 'nobody'}`
          : `The game is ${STATUS[info.status]}.`;
    return html`<section part="panel" aria-labelledby="watch-title">
      <h2 id="watch-title">Watching ${info ? `${name(0)}'s table` : 'a table'}</h2>
      <p role="status" class="watch-status">${status}</p>
      ${view
        ? html`<div class="maps">
              ${view.sheets.map(
                (sheet, p) => html`<figure>
                  <carto-map .grid=${sheet.grid} label=${`${name(p)}'s map`}></carto-map>
                  <figcaption>${name(p)} · ${sheet.coins} coins${info?.waitingFor.includes(p) ? ' · to play' : ''}</figcaption>
                </figure>`,
              )}
            </div>
            ${view.scores.some((r) => r.length)
              ? html`<carto-scoreboard .scores=${view.scores} .seasons=${view.seasons} .names=${view.sheets.map((_, p) => name(p))} .result=${view.result}></carto-scoreboard>`
              : nothing}`
        : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-lobby': CartoLobbyElement;
  }
}
