import { html, nothing } from 'lit';
import type { GuideView, TableIntents } from '../../machines/table.connect.ts';
import { msg, str } from '../../i18n/localization.ts';
import { formatNumber } from '../../i18n/format.ts';
import { tutorialLine } from '../../i18n/prose.ts';

/** The guided first game's step: what to do and why, with Next where the step is read, not played. */
export function guide(view: { readonly guide: GuideView | null }, intents: TableIntents) {
  const g = view.guide;
  if (!g) return nothing;
  return html`<section class="guide" aria-labelledby="guide-title" aria-live="polite">
    <h3 id="guide-title">${msg(str`Guided game, step ${formatNumber(g.number)} of ${formatNumber(g.count)}`)}</h3>
    <p>${tutorialLine(g.step, 'hint', g.hint)}</p>
    <p class="todo"><strong>${tutorialLine(g.step, 'do', g.todo)}</strong></p>
    <div class="buttons">
      ${g.canNext ? html`<button @click=${() => intents.table({ type: 'table.tutorial.next' })}>${g.last ? msg('Finish') : msg('Next')}</button>` : nothing}
      <button class="secondary" @click=${() => intents.table({ type: 'table.tutorial.skipped' })}>${msg('Leave the guide')}</button>
    </div>
  </section>`;
}
