/**
 * The review of a finished game, one person's turns (machines/review.connect.ts): one row per turn with the stars
 * the player's move and the computer's led to by the end of the game, the three costliest turns
 * marked, and the chosen turn's two moves drawn on the map as it stood. The rows are one tab stop:
 * the arrow keys, Home and End move between turns. Loaded on demand, with the review itself.
 */
import { css, html, nothing } from 'lit';
import { msg, str } from '../../i18n/localization.ts';
import { tableWording } from '../words/table-wording.ts';
import { connectReview, reviewKeyEvent, type ReviewRow, type ReviewView } from '../../machines/review.connect.ts';
import type { TableIntents, TableView } from '../../machines/table.connect.ts';

const stars = (n: number | null) => (n === null ? '…' : `${n}★`);

function costText(row: ReviewRow) {
  if (row.cost === null) return msg('being worked out');
  if (row.cost > 0) return msg(str`${row.cost}★ lost`);
  if (row.cost < 0) return msg(str`${-row.cost}★ better than the computer`);
  return msg('as good');
}

export function reviewScreen(table: NonNullable<TableView['review']>, intents: TableIntents) {
  const view = connectReview(table, tableWording);
  return view ? screen(view, intents) : html`<p role="status">${msg('Opening the review…')}</p>`;
}

function screen(view: ReviewView, intents: TableIntents) {
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
      ${msg(str`You scored ${view.final}★. To weigh each of your turns, the computer plays the game on to the end twice, with the same cards: from your move, and from the move it would have made. Both finishes differ from your score, because the computer plays every later turn; what counts is the difference between them.`)}
    </p>
    ${working ? html`<p role="status"><progress max=${view.total} value=${view.done}></progress> ${msg(str`Replaying the game (${view.done} of ${view.total})…`)}</p>` : nothing}
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
            @click=${() => intents.table({ type: 'table.review.turn', turn: r.index })}
          >
            <span class="turn-name">${msg(str`${r.index + 1}. ${r.card} (${r.season})`)}</span>
            <span class="turn-stars">${msg(str`Played on from your move: ${stars(r.yours)}; from the computer’s: ${stars(r.bot)}`)}</span>
            <span class="turn-cost">${r.costly ? html`<strong>${msg('Costly')}</strong> ` : nothing}${costText(r)}</span>
          </button>`,
        )}
      </div>
      ${
        maps && row
          ? html`<div class="maps">
            <figure>
              <carto-map .grid=${maps.grid} .ghost=${maps.yours} label=${msg(str`Turn ${row.index + 1}: your move`)}></carto-map>
              <figcaption>${msg(str`Your move, played on to the end: ${stars(row.yours)}`)}</figcaption>
            </figure>
            <figure>
              <carto-map .grid=${maps.grid} .ghost=${maps.bot} label=${msg(str`Turn ${row.index + 1}: the computer’s move`)}></carto-map>
              <figcaption>${msg(str`The computer’s move, played on to the end: ${stars(row.bot)}`)}</figcaption>
            </figure>
          </div>`
          : nothing
      }
    </div>
    <div class="buttons">
      <button @click=${() => intents.table({ type: 'table.review.closed' })}>${msg('Back to the results')}</button>
    </div>
  </section>`;
}

/** The review's own styles, adopted by `<carto-game>` when this module loads (they are not in the one-script bundle). */
export const reviewStyles = css`
  /* The review: the turns as one list beside (on phones, above) the chosen turn's two maps. */
  .review {
    justify-items: stretch;
  }
  .review p {
    margin: 0;
    max-inline-size: 60ch;
  }
  .review-body {
    display: grid;
    grid-template-columns: minmax(16rem, 24rem) 1fr;
    gap: 1rem;
    align-items: start;
  }
  @container (max-width: 44rem) {
    .review-body {
      grid-template-columns: 1fr;
    }
    .review .turns {
      max-block-size: 16rem;
    }
  }
  .turns {
    display: grid;
    gap: 0.25rem;
    max-block-size: 32rem;
    overflow-y: auto;
    padding: 0.2rem;
  }
  button.turn {
    display: grid;
    gap: 0.1rem;
    text-align: start;
    min-height: 2.75rem;
    background: var(--_paper);
    color: var(--_ink);
    border-width: 1px;
  }
  .turn-stars,
  .turn-cost {
    font-size: 0.85rem;
  }
  button.turn.costly {
    border-width: 2px;
    border-inline-start-width: 0.5rem;
    border-color: var(--_error);
  }
  button.turn[aria-current='true'] {
    box-shadow: inset 0 -4px 0 var(--carto-highlight, #ffd400);
    font-weight: 600;
  }
  .review .maps carto-map {
    --carto-cell-size: 1.3rem;
  }
  @media (forced-colors: active) {
    button.turn[aria-current='true'] {
      outline: 3px solid Highlight;
    }
  }
`;
