/**
 * The Hint button of the player's own placement, and the suggestion once the computer has one: the
 * map shows it as the ghost (with the projected stars beside the map), and the player can use it as
 * their tentative placement (then confirm as usual) or set it aside.
 */
import { html, nothing } from 'lit';
import { msg, str } from '../../i18n/localization.ts';
import type { BoardView, TableIntents } from '../../machines/table.connect.ts';

/** The Hint button, beside the task sentence (the dock stays as short as before on a phone). */
export function hintButton(view: BoardView, intents: TableIntents) {
  const h = view.hint;
  if (!h || h.status === 'shown') return nothing;
  const thinking = h.status === 'thinking';
  return html`<button class="secondary hint-button" aria-disabled=${thinking ? 'true' : 'false'} @click=${() => !thinking && intents.table({ type: 'table.hint.asked' })}>
      ${thinking ? msg('Thinking about a hint…') : msg('Hint')}
    </button>
    ${thinking ? html`<span class="visually-hidden" role="status">${msg('The computer is looking for a good placement.')}</span>` : nothing}`;
}

/** The suggestion, once the computer has one: in the dock, above the controls, where Confirm will be. */
export function hintPanel(view: BoardView, intents: TableIntents) {
  const h = view.hint;
  if (h?.status !== 'shown') return nothing;
  const total = h.seasonTotal;
  return html`<div class="hint-shown" role="group" aria-labelledby="hint-title">
    <p id="hint-title">${msg('Hint: the computer’s suggestion is drawn on the map.')}</p>
    ${total !== null ? html`<p role="status">${msg(str`With it, this season scores ${total}★ so far.`)}</p>` : nothing}
    <div class="buttons">
      <button data-hint-take @click=${() => intents.table({ type: 'table.hint.taken' })}>${msg('Use this placement')}</button>
      <button class="secondary" @click=${() => intents.table({ type: 'table.hint.dismissed' })}>${msg('Dismiss')}</button>
    </div>
  </div>`;
}

/** Said while a computer seat plays (the device shows the last person's map meanwhile). */
export function computingNote(view: BoardView) {
  return view.computing ? html`<p class="barrier computing" role="status">${msg(str`${view.computing} (computer) is thinking…`)}</p>` : nothing;
}
