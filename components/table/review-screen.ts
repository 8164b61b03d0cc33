/**
 * The review of a finished solo game (machines/review.connect.ts): one row per turn with the stars
 * the player's move and the computer's led to by the end of the game, the three costliest turns
 * marked, and the chosen turn's two moves drawn on the map as it stood. The rows are one tab stop:
 * the arrow keys, Home and End move between turns. Loaded on demand, with the review itself.
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { reviewKeyEvent, type ReviewRow, type ReviewView } from '../../machines/review.connect.ts';
import type { TableIntents } from '../../machines/table.connect.ts';

const stars = (n: number | null) => (n === null ? '…' : `${n}★`);

function costText(row: ReviewRow) {
  if (row.cost === null) return msg('being worked out');
  if (row.cost > 0) return msg(str`${row.cost}★ lost`);
  if (row.cost < 0) return msg(str`${-row.cost}★ better than the computer`);
  return msg('as good');
}

function rowLabel(row: ReviewRow) {
  return msg(str`Turn ${row.index + 1}, ${row.season}, ${row.card}: your move ${stars(row.yours)}, the computer’s ${stars(row.bot)}, ${costText(row)}`);
}

export function reviewScreen(view: ReviewView, intents: TableIntents) {
  const onKey = (e: KeyboardEvent) => {
    const event = reviewKeyEvent(view, e.key);
    if (!event) return;
    e.preventDefault();
    intents.table(event);
    // The chosen row takes the focus (the list keeps one tab stop).
    const list = e.currentTarget as HTMLElement;
    requestAnimationFrame(() => list.querySelector<HTMLElement>(`[data-turn="${(event as { turn: number }).turn}"]`)?.focus());
  };
  const working = view.done < view.total && !view.problem;
  const maps = view.maps;
  const row = view.rows[view.selected];
  return html`<section part="summary" class="panel summary review" aria-labelledby="review-title">
    <h2 id="review-title">${msg('Your game, turn by turn')}</h2>
    <p>
      ${msg(str`You scored ${view.final}★. For each turn: the stars your move led to by the end of the game, and the stars the computer’s move would have led to, with the computer playing on for you after either (same cards).`)}
    </p>
    ${working ? html`<p role="status"><progress max=${view.total} value=${view.done}></progress> ${msg(str`Replaying the game: ${view.done} of ${view.total} turns.`)}</p>` : nothing}
    ${view.problem ? html`<p class="problem" role="alert">${msg(str`The review stopped: ${view.problem}`)}</p>` : nothing}
    <div class="review-body">
      <div class="turns" role="group" aria-label=${msg('Turns')} @keydown=${onKey}>
        ${view.rows.map(
          (r) => html`<button
            class=${r.costly ? 'turn costly' : 'turn'}
            data-turn=${r.index}
            aria-current=${r.index === view.selected ? 'true' : 'false'}
            tabindex=${r.index === view.selected ? 0 : -1}
            ?data-autofocus=${r.index === view.selected}
            aria-label=${rowLabel(r)}
            @click=${() => intents.table({ type: 'table.review.turn', turn: r.index })}
          >
            <span class="turn-name">${r.index + 1}. ${r.card}</span>
            <span class="turn-stars">${stars(r.yours)} / ${stars(r.bot)}</span>
            <span class="turn-cost">${r.costly ? html`<strong>${msg('Costly')}</strong> ` : nothing}${costText(r)}</span>
          </button>`,
        )}
      </div>
      ${maps && row
        ? html`<div class="maps">
            <figure>
              <carto-map .grid=${maps.grid} .ghost=${maps.yours} label=${msg(str`Turn ${row.index + 1}: your move`)}></carto-map>
              <figcaption>${msg(str`Your move: ${stars(row.yours)} by the end`)}</figcaption>
            </figure>
            <figure>
              <carto-map .grid=${maps.grid} .ghost=${maps.bot} label=${msg(str`Turn ${row.index + 1}: the computer’s move`)}></carto-map>
              <figcaption>${msg(str`The computer’s move: ${stars(row.bot)} by the end`)}</figcaption>
            </figure>
          </div>`
        : nothing}
    </div>
    <div class="buttons">
      <button @click=${() => intents.table({ type: 'table.review.closed' })}>${msg('Back to the results')}</button>
    </div>
  </section>`;
}
