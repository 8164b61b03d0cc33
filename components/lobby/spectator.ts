/**
 * What a spectator sees of the table besides the maps (issue 32): the card in play, as the seats
 * see it, and the four edicts with their names and texts. Only the public view: viewFor(-1).
 */
import { html, nothing } from 'lit';
import { EDICT_LETTERS } from '../../src/content/stacks.ts';
import type { GameView } from '../../src/game/types.ts';
import { msg } from '../../i18n/localization.ts';
import { cardName, cardText } from '../../i18n/content-words.ts';

export function spectatorTable(view: GameView) {
  const card = view.card ? view.cards[view.card] : undefined;
  return html`<div class="watch-table">
    ${card
      ? html`<figure class="watch-card">
          <figcaption>${msg('The card in play')}</figcaption>
          <carto-card .card=${card}></carto-card>
        </figure>`
      : nothing}
    <section class="watch-edicts" aria-labelledby="watch-edicts-title">
      <h3 id="watch-edicts-title">${msg('Edicts')}</h3>
      <dl>
        ${EDICT_LETTERS.map((letter) => {
          const edict = view.edicts[letter];
          return html`<dt><span class="edict-letter">${letter}</span> ${cardName(edict)}</dt>
            <dd>${cardText(edict)}</dd>`;
        })}
      </dl>
    </section>
  </div>`;
}
