/** Every seat's clock at an online table (machines/table/clock.ts), and the host's skip and replace. */
import { html, nothing } from 'lit';
import { msg, str } from '../../i18n/localization.ts';
import type { ClockView } from '../../machines/table/clock.ts';
import { formatDuration } from '../../i18n/format.ts';

export interface ClockIntents {
  skip(seat: number): void;
  replace(seat: number): void;
}

/** `replacements`: the one-seat invite links made so far, by seat. */
export function clocks(view: ClockView | null, replacements: Readonly<Record<number, string>>, intents: ClockIntents) {
  if (!view || (view.left === null && !view.seats.some((s) => s.absent))) return nothing;
  const state = (s: ClockView['seats'][number]) => (s.absent ? msg('left the table') : s.late ? msg('late') : s.owing ? msg('to play') : msg('done'));
  return html`<section class="clocks" aria-label=${msg('Clocks')}>
    ${view.left !== null ? html`<p class="time-left">${msg(str`Time left for this move: ${formatDuration(view.left)}`)}</p>` : nothing}
    <ul>
      ${view.seats.map(
        (s) => html`<li class=${s.late ? 'late' : s.owing ? 'owing' : ''} data-seat=${s.seat}>
          <span>${s.name} · <strong>${state(s)}</strong></span>
          ${s.canSkip ? html`<button class="secondary" @click=${() => intents.skip(s.seat)}>${msg(str`Skip ${s.name}'s turn`)}</button>` : nothing}
          ${
            s.canReplace
              ? replacements[s.seat]
                ? html`<label class="replacement">${msg(str`Replacement link for ${s.name}`)} <input type="text" readonly .value=${replacements[s.seat]!} @focus=${(e: Event) => (e.target as HTMLInputElement).select()} /></label>`
                : html`<button class="secondary" @click=${() => intents.replace(s.seat)}>${msg(str`Replace ${s.name}`)}</button>`
              : nothing
          }
        </li>`,
      )}
    </ul>
  </section>`;
}
