/**
 * The game of a seat opened in `<carto-lobby>`: `<carto-game>` over the lobby's own fetch, a way
 * back, the offer of a notification when it is the player's turn (sent only while the page is in
 * the background), and, when the page asks for it, "● Your turn" in the page's title.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import { msg, str } from '../../i18n/localization.ts';
import { HttpTransport } from '../../web/client/http-transport.ts';
import type { LobbyState } from '../../web/client/lobby-session.ts';
import type { SavedSeat } from '../../web/client/lobby.ts';
import { isMyTurn, type TableInfo } from '../../web/client/transport.ts';
import { clockView } from '../../machines/table/clock.ts';
import { clocks } from '../table/clocks.ts';

export class LobbyGame {
  /** kept while the same seat is shown: a new transport would restart the game */
  private game: { key: string; transport: HttpTransport } | null = null;
  /** the page's title before "Your turn" was put in front of it */
  private pageTitle: string | null = null;
  /** re-renders the host each second while a spectator's clock runs */
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly host: ReactiveControllerHost) {}

  render(seat: SavedSeat, options: { fetch: typeof fetch | undefined; linkBase: string; back: () => void }) {
    const canAsk = 'Notification' in window && Notification.permission === 'default';
    return html`<section class="game" aria-label=${msg('Game')}>
      <div class="buttons">
        <button class="secondary" @click=${options.back}>${msg('Back to the lobby')}</button>
        ${canAsk ? html`<button class="secondary" @click=${() => void Notification.requestPermission().then(() => this.host.requestUpdate())}>${msg('Tell me when it is my turn')}</button>` : nothing}
      </div>
      <carto-game storage-key="" .transport=${this.transportFor(seat, options.fetch)} link-base=${options.linkBase} @carto-turn=${this.onTurn}></carto-game>
    </section>`;
  }

  /** Puts "● Your turn" in front of the page's title while the shown seat owes a move. */
  title(s: LobbyState | null): void {
    // The followed table's view is the seat's own: its viewer is the seat (a portal's claim may not say which).
    const mine = s?.screen.kind === 'game' && isMyTurn(s.info, s.view?.viewer ?? s.screen.seat.seat);
    this.pageTitle ??= document.title;
    const title = mine ? msg(str`● Your turn · ${this.pageTitle}`) : this.pageTitle;
    if (document.title !== title) document.title = title;
  }

  /** A spectator's view of every seat's clock (no seat: no skip or replace), counting down live. */
  clocks(info: TableInfo | null, now: () => number) {
    const view = clockView(info, -1, now());
    const running = view !== null && view.left !== null && view.left > 0;
    if (running && !this.timer) this.timer = setInterval(() => this.host.requestUpdate(), 1000);
    if (!running && this.timer) this.timer = (clearInterval(this.timer), null);
    return clocks(view, {}, { skip: () => undefined, replace: () => undefined });
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private transportFor(seat: SavedSeat, f: typeof fetch | undefined): HttpTransport {
    const key = `${seat.server} ${seat.table} ${seat.token}`;
    if (this.game?.key !== key) this.game = { key, transport: new HttpTransport(seat.server, seat.table, seat.seat, seat.token, f ? { fetch: f } : {}) };
    return this.game.transport;
  }

  /** It is this player's turn and the page is in the background: a notification, when the player allowed them. */
  private onTurn = (): void => {
    if (document.hidden && 'Notification' in window && Notification.permission === 'granted')
      new Notification(msg('Cartographers Live'), { body: msg('Your turn.'), tag: 'carto-turn' });
  };
}
