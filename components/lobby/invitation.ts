/**
 * The join screen's account of what an invite is for, before the guest gives a name: who invites,
 * the seats (how many, taken by whom), the game and its time control (web/client/protocol.ts `Invitation`).
 */
import { html, nothing } from 'lit';
import { msg, str } from '../../i18n/localization.ts';
import { formatList, formatNumber } from '../../i18n/format.ts';
import type { Invitation } from '../../web/client/transport.ts';
import { TIME_CONTROLS } from './time-controls.ts';

function timeControl(seconds: number | null): string {
  const known = TIME_CONTROLS.find(([s]) => s === (seconds ?? 0));
  if (known) return known[1]();
  return msg(str`${formatNumber(Math.round(seconds! / 60))} min`);
}

export function invitationDetails(invitation: Invitation | null) {
  if (!invitation) return nothing;
  const i = invitation;
  return html`<p>${msg(str`${i.host} invites you to their table.`)}</p>
    <dl class="invitation">
      <dt>${msg('Seats')}</dt>
      <dd>${msg(str`${formatNumber(i.seated.length)} of ${formatNumber(i.seatCount)} taken: ${formatList(i.seated)}`)}</dd>
      <dt>${msg('Game')}</dt>
      <dd>${i.packs.join(' + ')}</dd>
      <dt>${msg('Time for each turn')}</dt>
      <dd>${timeControl(i.turnSeconds)}</dd>
    </dl>
    ${i.status !== 'open' ? html`<p class="problem" role="alert">${msg('This table has already started: no seat can be taken now.')}</p>` : nothing}`;
}
