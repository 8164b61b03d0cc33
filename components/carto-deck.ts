import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { GameState } from '../src/game/types.ts';
import { EDICT_LETTERS } from '../src/content/stacks.ts';
import { tokens } from './styles/tokens.ts';
import { a11yStyles } from './styles/a11y.ts';
import { symbol } from './symbols/symbols.ts';
import { symbolStyles } from './symbols/symbol.styles.ts';
import { cartoDeckStyles } from './carto-deck.styles.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { msg, str } from '../i18n/localization.ts';
import { cardName } from '../i18n/content-words.ts';
import { formatNumber } from '../i18n/format.ts';

/** What the deck shows of a game; a full GameState or a player's view both fit. */
export type DeckSlice = Pick<GameState, 'revealed' | 'season' | 'time' | 'seasons' | 'edicts' | 'cards' | 'card' | 'stage' | 'ruins'> &
  Partial<Pick<GameState, 'tasks'>>;

/**
 * The table's shared cards: the four seasons with the current one marked, the time revealed so far
 * against the season's threshold, the four edicts with the two scored this season, the column of
 * cards revealed this season, and the card being resolved, drawn in full.
 *
 * Drawn as cards on the table: each season a small card with its time on an hourglass, the time
 * spent as a row of boxes up to the season's end, each edict a card with its letter and name, whose
 * full text is one hover, focus or tap away (`<carto-card-tip>`), and the revealed cards as small
 * cards with their time.
 *
 * @tagname carto-deck
 * @summary The season track, the edicts in force, and the revealed explore cards.
 *
 * @csspart seasons - The list of the four seasons.
 * @csspart edicts - The list of the four edicts.
 * @csspart time - The drawn time track of the season.
 * @csspart column - The revealed cards of this season.
 *
 * @cssprop --carto-paper - Background of the tiles.
 * @cssprop --carto-focus - Marks the current season.
 */
export class CartoDeckElement extends LocalizedElement {
  static override styles = [tokens, a11yStyles, symbolStyles, cartoDeckStyles];

  /** The game (or a player's view of it). */
  @property({ attribute: false }) game?: DeckSlice;

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const season = g.seasons[g.season];
    const scored = new Set(season?.edicts ?? []);
    const current = g.card ? g.cards[g.card] : undefined;
    // The engine moves a pending ruins requirement onto the draw tasks once the shape card is out.
    const ruins = g.ruins || (g.tasks ?? []).some((q) => q[0]?.kind === 'draw' && q[0].ruins === true);
    return html`
      <ol class="seasons" part="seasons" aria-label=${msg('Seasons')}>
        ${g.seasons.map(
          (
            s,
            i,
          ) => html`<li aria-current=${i === g.season && g.stage !== 'gameOver' ? 'step' : nothing} class=${i < g.season || g.stage === 'gameOver' ? 'done' : ''}>
            <span class="season-name">${cardName(s)}</span> <span class="time" aria-hidden="true">${formatNumber(s.time)}</span><span class="visually-hidden">${msg(str`, ends at time ${formatNumber(s.time)}`)}</span>
          </li>`,
        )}
      </ol>
      ${season && g.stage !== 'gameOver' ? this.timeTrack(g.time, season.time) : nothing}
      <ul class="edicts" part="edicts" aria-label=${msg('Edicts')}>
        ${EDICT_LETTERS.map((l) => {
          const card = g.edicts[l];
          const now = scored.has(l) && g.stage !== 'gameOver';
          return html`<li class=${now ? 'scoring' : ''}><span class="letter">${l}<span class="visually-hidden">:</span></span>
            ${card ? html`<carto-card-tip .card=${card}>${cardName(card)}</carto-card-tip>` : '?'}${now ? html`<span class="visually-hidden">${msg(', scored this season')}</span>` : nothing}
          </li>`;
        })}
      </ul>
      <ol class="column" part="column" aria-label=${msg('Cards revealed this season')}>
        ${g.revealed.map((id) => {
          const c = g.cards[id];
          const time = c && 'time' in c ? c.time : 0;
          return html`<li class=${id === g.card ? 'current' : ''}>${c ? cardName(c) : id}${time ? html` <span class="time" role="img" aria-label=${msg(str`time ${formatNumber(time)}`)}>${formatNumber(time)}</span>` : nothing}</li>`;
        })}
      </ol>
      ${ruins ? html`<p role="status">${g.ruins ? msg('Ruins: the next shape must cover a ruins space.') : msg('Ruins: this shape must cover a ruins space.')}</p>` : nothing}
      ${current ? html`<div class="current-card"><carto-card .card=${current}></carto-card></div>` : nothing}
    `;
  }

  /** The time spent this season as boxes up to the season's end (the printed track), over an accessible progress bar. */
  private timeTrack(time: number, end: number) {
    // The last card of a season may overshoot its end ("time 9 of 8"): the track is full, no more.
    const boxes = Array.from({ length: end }, (_, i) => html`<span class=${i < time ? 'box spent' : 'box'}>${i < time ? symbol('destroyed') : nothing}</span>`);
    return html`<div class="progress" part="time">
      <label for="time">${msg(str`Time ${formatNumber(Math.min(time, end))} of ${formatNumber(end)}`)}</label>
      <progress id="time" class="visually-hidden" max=${end} value=${Math.min(time, end)}></progress>
      <span class="boxes" aria-hidden="true">${boxes}</span>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-deck': CartoDeckElement;
  }
}
