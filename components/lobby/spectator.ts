/**
 * A spectator's board in `<carto-lobby>` (a `#watch=` link): the table's status, the clocks, the
 * card in play as the seats see it (issue 32), the four edicts with their names and texts, every
 * map and the scores. Only the public view: viewFor(-1), nobody's open choices.
 */
import { html, nothing } from 'lit';
import { EDICT_LETTERS } from '../../src/content/stacks.ts';
import type { GameView } from '../../src/game/types.ts';
import type { TableInfo } from '../../web/client/transport.ts';
import { msg, str } from '../../i18n/localization.ts';
import { cardName, cardText } from '../../i18n/content-words.ts';
import { coins } from '../../i18n/counts.ts';
import { formatNumber } from '../../i18n/format.ts';
import { tableWording } from '../words/table-wording.ts';
import { OVER } from './status.ts';

/** The board: every sheet as the phase last closed, with the table's clocks (`clocks`, rendered by the lobby's game). */
export function watchScreen(info: TableInfo | null, view: GameView | null, clocks: unknown) {
  const name = (p: number) => info?.seats[p]?.name ?? tableWording.player(p);
  const status = !info
    ? msg('Connecting to the table…')
    : !view
      ? tableWording.seated(
          info.seats.map((x) => x.name),
          info.seatCount,
        )
      : info.status === 'playing'
        ? msg(str`${view.seasons[view.season] ? cardName(view.seasons[view.season]!) : ''}, turn ${formatNumber(view.turn)}`) +
          ' · ' +
          (info.waitingFor.length ? tableWording.waitingFor(info.waitingFor.map(name)) : msg('Waiting for nobody.'))
        : OVER[info.status]();
  return html`<section part="panel" aria-labelledby="watch-title">
      <h2 id="watch-title">${info ? msg(str`Watching ${name(0)}'s table`) : msg('Watching a table')}</h2>
      <p role="status" class="watch-status">${status}</p>
      ${clocks}
      ${
        view
          ? html`${spectatorTable(view)}<div class="maps">
              ${view.sheets.map(
                (sheet, p) => html`<figure>
                  <carto-map .grid=${sheet.grid} label=${tableWording.mapOf(name(p))}></carto-map>
                  <figcaption>${name(p)} · ${coins(sheet.coins)}${info?.waitingFor.includes(p) ? ` · ${msg('to play')}` : ''}</figcaption>
                </figure>`,
              )}
            </div>
            ${
              view.scores.some((r) => r.length)
                ? html`<carto-scoreboard .scores=${view.scores} .seasons=${view.seasons} .names=${view.sheets.map((_, p) => name(p))} .result=${view.result}></carto-scoreboard>`
                : nothing
            }`
          : nothing
      }
    </section>`;
}

export function spectatorTable(view: GameView) {
  const card = view.card ? view.cards[view.card] : undefined;
  return html`<div class="watch-table">
    ${
      card
        ? html`<figure class="watch-card">
          <figcaption>${msg('The card in play')}</figcaption>
          <carto-card .card=${card}></carto-card>
        </figure>`
        : nothing
    }
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
