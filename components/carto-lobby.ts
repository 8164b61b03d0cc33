import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { claimName, parseLobbyLink, type SavedSeat } from '../web/client/lobby.ts';
import { LobbySession, type LobbyState } from '../web/client/lobby-session.ts';
import { LobbyGame } from './lobby/lobby-game.ts';
import { TIME_CONTROLS } from './lobby/time-controls.ts';
import { invitationDetails } from './lobby/invitation.ts';
import { watchScreen } from './lobby/spectator.ts';
import { homeScreen, type HomeActions } from './lobby/home.ts';
import { STATUS } from './lobby/status.ts';
import { serverSpec } from '../machines/table/setup.ts';
import { tokens } from './styles/tokens.ts';
import { buttonStyles } from './styles/buttons.ts';
import { cartoLobbyStyles } from './carto-lobby.styles.ts';
import { CartoPlayEvent } from './events/play-event.ts';
import type { CartoSetupEvent } from './events/setup-event.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { msg, str } from '../i18n/localization.ts';
import { players } from '../i18n/counts.ts';
import { formatNumber } from '../i18n/format.ts';
import { tableWording } from './words/table-wording.ts';

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
 * For a portal with its own accounts (docs/PROTOCOL.md), `portal-token` is the claim the portal
 * signed for its signed-in player: tables are created and seats taken as that user (no name is
 * asked), "Your tables" come from the server on every device, and `hide-create` leaves creating
 * tables to the portal's own pages.
 *
 * Opening a seat shows the game inside the lobby (with a way back, and a notification when it is
 * the player's turn, if allowed) unless the page handles `carto-play` itself.
 *
 * @fires carto-play - The player opened a seat; `server`, `table`, `seat`, `token`. Cancelable: `preventDefault()` and the page shows the game.
 *
 * @csspart panel - Each section of the lobby.
 */
export class CartoLobbyElement extends LocalizedElement {
  static override styles = [tokens, buttonStyles, cartoLobbyStyles];

  /** The game server's base URL, for example `https://games.example.org/carto`. */
  @property() server = '';

  /** The page invite and spectator links open (default: this page). */
  @property({ attribute: 'link-base' }) linkBase = '';

  /** The portal's signed claim for its signed-in player (an HS256 JWT the portal's server makes; docs/PROTOCOL.md). */
  @property({ attribute: 'portal-token' }) portalToken = '';

  /** Hides "Create a table" (the portal creates tables its own way). */
  @property({ type: Boolean, attribute: 'hide-create' }) hideCreate = false;

  /** The clock a spectator's clocks count down with (default the page's; tests pass their own). */
  @property({ attribute: false }) now: () => number = () => Date.now();

  /** Shows "● Your turn" in the page's title while a seat opened here owes a move. */
  @property({ type: Boolean, attribute: 'turn-title' }) turnTitle = false;

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
  /** the host pressed Start with seats still free: ask before starting short-handed */
  @state() private confirmShort = false;
  /** a guest pressed Leave once: ask again */
  @state() private confirmLeave = false;
  private readonly game = new LobbyGame(this);
  private session: LobbySession | null = null;
  /** The home screen's buttons (components/lobby/home.ts), on whichever session is current when pressed. */
  private readonly home: HomeActions = {
    play: (seat) => this.play(seat),
    show: (screen) => this.session?.show(screen),
    forget: (seat) => this.session?.forget(seat),
    refresh: () => void this.session?.refresh(),
    join: (table, name) => void this.session?.join(table, undefined, name),
  };

  override connectedCallback(): void {
    super.connectedCallback();
    this.connect();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.session?.close();
    this.game.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (
      this.isConnected &&
      (((changed.has('server') || changed.has('linkBase')) && this.session?.server !== this.base) ||
        (changed.has('portalToken') && changed.get('portalToken') !== undefined))
    )
      this.connect();
  }

  private get base(): string {
    return this.server.replace(/\/+$/, '');
  }

  private connect(): void {
    this.session?.close();
    if (!this.base) return;
    const page = this.linkBase || location.href.replace(/#.*$/, '');
    const storage = this.storage === undefined ? localStorage : this.storage;
    this.session = new LobbySession(this.base, page, storage, (s) => (this.lobby = s), this.fetch ? { fetch: this.fetch } : {}, this.portalToken);
    this.lobby = this.session.state;
    const link = parseLobbyLink(location.hash);
    if (!link || !this.session.open(link)) void this.session.refresh();
  }

  private play(seat: SavedSeat): void {
    if (!this.dispatchEvent(new CartoPlayEvent(seat.server, seat.table, seat.seat, seat.token))) return;
    this.session?.show({ kind: 'game', seat });
    // A reload comes back to the game.
    if (location.hash !== `#play=${seat.table}`) history.replaceState(null, '', `#play=${seat.table}`);
  }

  private back(): void {
    if (/^#play=/.test(location.hash)) history.replaceState(null, '', location.pathname + location.search);
    this.session?.show({ kind: 'home' });
  }

  protected override updated(): void {
    if (this.turnTitle) this.game.title(this.lobby);
  }

  private async copy(text: string, what: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.copied = msg(str`Copied: ${what}.`);
    } catch {
      this.copied = msg(str`Select it and copy it: ${what}.`);
    }
  }

  private onSetup(e: CartoSetupEvent): void {
    e.stopPropagation();
    const { name, spec } = serverSpec(e.setup, { turnSeconds: this.turnSeconds, dealFromCode: this.dealFromCode });
    void this.session?.create(name, spec, this.listed);
  }

  override render() {
    const s = this.lobby;
    if (!this.base || !s) return html`<p class="problem" role="alert">${msg(html`Set the game server's address (the <code>server</code> attribute).`)}</p>`;
    const problem = s.problem
      ? html`<div class="problem" role="alert">
          <p>${s.unreachable ? msg(str`The game server cannot be reached. ${s.problem}`) : s.problem}</p>
          ${s.unreachable ? html`<button class="secondary" @click=${() => this.session?.show(s.screen)}>${msg('Retry')}</button>` : nothing}
        </div>`
      : nothing;
    return html`<div class="lobby" aria-busy=${s.busy ? 'true' : 'false'}>${problem}${this.renderScreen(s)}</div>`;
  }

  private renderScreen(s: LobbyState) {
    switch (s.screen.kind) {
      case 'home':
        return homeScreen(s, this, this.home);
      case 'create':
        return html`<section part="panel" aria-labelledby="create-title">
          <h2 id="create-title">${msg('New online table')}</h2>
          <p class="hint">
            ${msg('The number of players is the number of seats; you take the first, and each guest names themself when they join. The button below opens the table; the game starts when you press Start there.')}
          </p>
          <fieldset class="online">
            <legend>${msg('Online')}</legend>
            <label class="check"
              ><input type="checkbox" .checked=${this.listed} @change=${(e: Event) => (this.listed = (e.target as HTMLInputElement).checked)} /><span
                >${msg('List it in the open tables (anyone may join)')}</span
              ></label
            >
            <label
              >${msg('Time for each turn')}
              <select @change=${(e: Event) => (this.turnSeconds = Number((e.target as HTMLSelectElement).value))}>
                ${TIME_CONTROLS.map(([v, text]) => html`<option value=${v} ?selected=${v === this.turnSeconds}>${text()}</option>`)}
              </select></label
            >
            <label class="check"
              ><input type="checkbox" .checked=${this.dealFromCode} @change=${(e: Event) => (this.dealFromCode = (e.target as HTMLInputElement).checked)} /><span
                >${msg('Deal from the game code (whoever knows the code can know the cards: only to replay a known deal)')}</span
              ></label
            >
          </fieldset>
          <carto-setup online @carto-setup=${this.onSetup}></carto-setup>
          <button class="secondary" @click=${() => this.session?.show({ kind: 'home' })}>${msg('Back to the lobby')}</button>
        </section>`;
      case 'join': {
        const { table, code } = s.screen;
        return html`<section part="panel" aria-labelledby="join-title">
          <h2 id="join-title">${msg('Join a table')}</h2>
          ${invitationDetails(s.invitation)}
          <form
            @submit=${(e: Event) => {
              e.preventDefault();
              const name = new FormData(e.target as HTMLFormElement).get('name');
              void this.session?.join(table, code, String(name ?? ''));
            }}
          >
            ${
              this.portalToken
                ? html`<button type="submit" ?disabled=${s.busy}>${msg(str`Take a seat as ${claimName(this.portalToken)}`)}</button>`
                : html`<label>${msg('Your name')} <input name="name" type="text" maxlength="24" autocomplete="nickname" required /></label>
                  <button type="submit" ?disabled=${s.busy}>${msg('Take a seat')}</button>`
            }
          </form>
          <button class="secondary" @click=${() => this.session?.show({ kind: 'home' })}>${msg('Back to the lobby')}</button>
        </section>`;
      }
      case 'table':
        return this.renderTable(s, s.screen.seat);
      case 'watch':
        return watchScreen(s.info, s.view, this.game.clocks(s.info, this.now));
      case 'game':
        return this.game.render(s.screen.seat, { fetch: this.fetch, linkBase: this.linkBase, back: () => this.back() });
    }
  }

  private renderTable(s: LobbyState, seat: SavedSeat) {
    const info = s.info;
    const host = seat.seat === 0;
    const links = this.session!.links(seat);
    const ended = info !== null && info.status !== 'open' && info.status !== 'playing';
    return html`<section part="panel" aria-labelledby="table-title">
      <h2 id="table-title">${info ? msg(str`${info.seats[0]?.name ?? tableWording.player(0)}'s table`) : msg('Table')}</h2>
      ${
        info
          ? html`<p role="status">${STATUS[info.status]()} · ${msg(str`${formatNumber(info.seats.length)} of ${formatNumber(info.seatCount)} seats`)}${info.turnSeconds ? html` · ${msg(str`${formatNumber(Math.round(info.turnSeconds / 60))} min per turn`)}` : ''}</p>
            <ul class="seats" aria-label=${msg('Seats')}>
              ${info.seats.map(
                (x) => html`<li>
                  ${x.name}${x.seat === seat.seat ? ` ${msg('(you)')}` : ''}${x.seat === 0 ? ` · ${msg('host')}` : ''}${x.absent ? ` · ${msg('left')}` : ''}${info.late?.includes(x.seat) ? ` · ${msg('late')}` : ''}
                  ${
                    host && x.seat !== 0 && info.status === 'playing' && (x.absent || info.late?.includes(x.seat) || s.replacements[x.seat])
                      ? s.replacements[x.seat]
                        ? this.linkField(msg(str`Replacement link for seat ${formatNumber(x.seat + 1)}`), s.replacements[x.seat]!)
                        : html`<button class="secondary" @click=${() => this.session?.replace(seat, x.seat)}>${msg(str`Replace ${x.name}`)}</button>`
                      : nothing
                  }
                  ${
                    host && info.status === 'playing' && info.waitingFor.includes(x.seat) && (x.absent || info.late?.includes(x.seat))
                      ? html`<button class="secondary" @click=${() => this.session?.skip(seat, x.seat)}>${msg(str`Skip ${x.name}'s turn`)}</button>`
                      : nothing
                  }
                </li>`,
              )}
            </ul>`
          : html`<p role="status">${msg('Connecting to the table…')}</p>`
      }
      ${host && links.invite && info?.status === 'open' ? this.linkField(msg('Invite link'), links.invite) : nothing}
      ${host && links.watch && !ended ? this.linkField(msg('Spectator link'), links.watch) : nothing}
      ${this.copied ? html`<p class="hint" role="status">${this.copied}</p>` : nothing}
      <div class="buttons">
        ${
          host && info?.status === 'open' && !this.confirmShort
            ? html`<button ?disabled=${s.busy} @click=${() => (info.seats.length < info.seatCount ? (this.confirmShort = true) : void this.session?.start(seat))}>${msg('Start the game')}</button>`
            : nothing
        }
        ${
          host && info?.status === 'open' && this.confirmShort
            ? html`<span role="group" class="buttons" aria-label=${msg(str`Only ${formatNumber(info.seats.length)} of ${formatNumber(info.seatCount)} seats are taken. Start anyway?`)}>
              <span>${msg(str`Only ${formatNumber(info.seats.length)} of ${formatNumber(info.seatCount)} seats are taken. Start anyway?`)}</span>
              <button @click=${() => ((this.confirmShort = false), void this.session?.start(seat))}>${msg(str`Start with ${players(info.seats.length)}`)}</button>
              <button class="secondary" @click=${() => (this.confirmShort = false)}>${msg('Wait for the others')}</button>
            </span>`
            : nothing
        }
        ${info && info.status !== 'open' ? html`<button @click=${() => this.play(seat)}>${info.status === 'playing' ? msg('Play') : msg('See the game')}</button>` : nothing}
        ${!ended && !host && !this.confirmLeave ? html`<button class="secondary" @click=${() => (this.confirmLeave = true)}>${msg('Leave the table')}</button>` : nothing}
        ${
          !ended && !host && this.confirmLeave
            ? html`<span role="group" class="buttons" aria-label=${msg('Leave this table for good?')}>
              <button class="danger" @click=${() => ((this.confirmLeave = false), void this.session?.leave(seat))}>${msg('Yes, leave the table')}</button>
              <button class="secondary" @click=${() => (this.confirmLeave = false)}>${msg('Stay')}</button>
            </span>`
            : nothing
        }
        ${!ended && host && !this.confirmAbandon ? html`<button class="danger" @click=${() => (this.confirmAbandon = true)}>${msg('Abandon the table')}</button>` : nothing}
        ${
          !ended && host && this.confirmAbandon
            ? html`<span role="group" aria-label=${msg('Abandon the table for everyone?')} class="buttons">
              <button class="danger" @click=${() => ((this.confirmAbandon = false), void this.session?.abandon(seat))}>${msg('Yes, end it for everyone')}</button>
              <button class="secondary" @click=${() => (this.confirmAbandon = false)}>${msg('Keep playing')}</button>
            </span>`
            : nothing
        }
        <button class="secondary" @click=${() => this.session?.show({ kind: 'home' })}>${msg('Back to the lobby')}</button>
      </div>
    </section>`;
  }

  private linkField(label: string, link: string) {
    return html`<div class="link">
      <label>${label} <input type="text" readonly .value=${link} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} /></label>
      <button class="secondary" @click=${() => this.copy(link, label)}>${msg('Copy')}</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-lobby': CartoLobbyElement;
  }
}
