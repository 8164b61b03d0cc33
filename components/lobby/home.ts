/**
 * The lobby's home screen (components/carto-lobby.ts): the lists of tables, as the lobby's state
 * has them: the ones waiting for this player's move, this browser's (or this portal user's) tables,
 * and the listed open tables with a free seat. It holds no state: a button asks the element.
 */
import { html, nothing } from 'lit';
import type { LobbyScreen, LobbyState } from '../../web/client/lobby-session.ts';
import { claimName, type SavedSeat } from '../../web/client/lobby.ts';
import { isMyTurn, type OpenTable, type TableInfo } from '../../web/client/transport.ts';
import { formatList, formatNumber } from '../../i18n/format.ts';
import { msg, str } from '../../i18n/localization.ts';
import { STATUS } from './status.ts';

/** The lobby's attributes the home screen follows. */
export interface HomeOptions {
  /** a portal's signed-in player: no name is asked */
  readonly portalToken: string;
  /** no "Create a table" */
  readonly hideCreate: boolean;
}

/** What the home screen's buttons ask of the lobby. */
export interface HomeActions {
  play(seat: SavedSeat): void;
  show(screen: LobbyScreen): void;
  forget(seat: SavedSeat): void;
  refresh(): void;
  join(table: string, name: string): void;
}

export function homeScreen(s: LobbyState, o: HomeOptions, a: HomeActions) {
  const waiting = s.mine.filter(({ seat, info }) => isMyTurn(info, seat.seat));
  return html`${
    waiting.length
      ? html`<section part="panel" aria-labelledby="turn-title">
            <h2 id="turn-title">${msg('Tables waiting for you')}</h2>
            <ul class="tables">
              ${waiting.map(({ seat, info }) => html`<li>${tableLine(info, seat.seat)} <button @click=${() => a.play(seat)}>${msg('Play')}</button></li>`)}
            </ul>
          </section>`
      : nothing
  }
      <section part="panel" aria-labelledby="mine-title">
        <h2 id="mine-title">${msg('Your tables')}</h2>
        ${o.portalToken ? html`<p class="hint">${msg(str`Signed in as ${claimName(o.portalToken)}.`)}</p>` : nothing}
        ${o.hideCreate ? nothing : html`<button @click=${() => a.show({ kind: 'create' })}>${msg('Create a table')}</button>`}
        ${
          s.mine.length === 0
            ? html`<p class="hint">${o.hideCreate ? msg('None yet: open an invite link.') : msg('None yet: create one, or open an invite link.')}</p>`
            : html`<ul class="tables">
              ${s.mine.map(
                ({ seat, info }) => html`<li>${tableLine(info, seat.seat)}
                  <button class="secondary" @click=${() => a.show({ kind: 'table', seat })}>${msg('Open')}</button>
                  ${
                    info && (info.status === 'finished' || info.status === 'abandoned' || info.status === 'expired')
                      ? html`<button class="secondary" @click=${() => a.forget(seat)}>${msg('Forget')}</button>`
                      : nothing
                  }
                </li>`,
              )}
            </ul>`
        }
      </section>
      <section part="panel" aria-labelledby="open-title">
        <h2 id="open-title">${msg('Open tables')}</h2>
        ${s.open.length === 0 ? html`<p class="hint">${msg('No listed table has a free seat right now.')}</p>` : html`<ul class="tables">${s.open.map((t) => openLine(t, o, a))}</ul>`}
        <button class="secondary" @click=${() => a.refresh()}>${msg('Refresh')}</button>
      </section>`;
}

/** One of the player's tables: who sits, how many of how many seats, its status, and whether it is their turn. */
function tableLine(info: TableInfo | null, mine: number) {
  if (!info) return html`<span>…</span>`;
  const turn = isMyTurn(info, mine) ? html` <strong class="turn">${msg('Your turn')}</strong>` : nothing;
  return html`<span>${formatList(info.seats.map((x) => x.name))} (${msg(str`${formatNumber(info.seats.length)} of ${formatNumber(info.seatCount)}`)}) · ${STATUS[info.status]()}${turn}</span>`;
}

/** A listed open table, with a name to join it under (none for a portal's signed-in player). */
function openLine(t: OpenTable, o: HomeOptions, a: HomeActions) {
  return html`<li>
    <span>${msg(str`${t.host}'s table (${formatNumber(t.seated)} of ${formatNumber(t.seatCount)}, ${t.packs.join(' + ')})`)}</span>
    <form
      class="inline"
      @submit=${(e: Event) => {
        e.preventDefault();
        a.join(t.id, String(new FormData(e.target as HTMLFormElement).get('name') ?? ''));
      }}
    >
      ${o.portalToken ? nothing : html`<label>${msg('Your name')} <input name="name" type="text" maxlength="24" required /></label>`}
      <button type="submit">${msg('Join')}</button>
    </form>
  </li>`;
}
