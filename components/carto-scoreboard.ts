import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { EdictLetter, ScoringCard, SeasonCard } from '../src/content/types.ts';
import type { GameResult, SeasonScore } from '../src/game/types.ts';
import { tokens } from './styles/tokens.ts';
import { a11yStyles } from './styles/a11y.ts';
import { symbol } from './symbols/symbols.ts';
import { symbolStyles } from './symbols/symbol.styles.ts';
import { cartoScoreboardStyles } from './carto-scoreboard.styles.ts';
import { CartoScoreFocusEvent } from './events/score-focus-event.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { msg, str } from '../i18n/localization.ts';
import { cardName, soloTitle } from '../i18n/content-words.ts';
import { stars as starCount } from '../i18n/counts.ts';
import { formatNumber } from '../i18n/format.ts';
import { tableWording } from './words/table-wording.ts';

/**
 * The scoresheet: for every player and season, the two edicts' stars, the coins, the monster
 * penalty and the season total, then the game total, the winner and the solo title.
 * Pointing at or focusing an edict or monster score fires `carto-score-focus`, so the spaces behind
 * it can be highlighted on the map.
 *
 * Laid out like the printed reputation table: each season a box of its two edicts, coins and
 * monsters, its stars drawn on a star; the edict headers carry the letter and, given `edicts`, the
 * card's name, whose full text is one hover, focus or tap away (`<carto-card-tip>`).
 *
 * @tagname carto-scoreboard
 * @summary Every season's score boxes for every player, with the solo title at the end.
 *
 * @fires carto-score-focus - A score was pointed at or focused (letter set) or left (letter null).
 *
 * @csspart table - The score table.
 * @csspart solo - The solo result line.
 *
 * @cssprop --carto-highlight - Outline of the focused score.
 */
export class CartoScoreboardElement extends LocalizedElement {
  static override styles = [tokens, a11yStyles, symbolStyles, cartoScoreboardStyles];

  /** Per player, the scored seasons so far. */
  @property({ attribute: false }) scores: ReadonlyArray<ReadonlyArray<SeasonScore>> = [];

  /** The season cards, for their names. */
  @property({ attribute: false }) seasons: readonly SeasonCard[] = [];

  /** The game's scoring cards by letter, for the card names and texts in the headers (letters only without them). */
  @property({ attribute: false }) edicts: Readonly<Partial<Record<EdictLetter, ScoringCard>>> = {};

  /** Player names (default "Player 1", ...). */
  @property({ attribute: false }) names: readonly string[] = [];

  /** The game's result, once it is over. */
  @property({ attribute: false }) result: GameResult | null = null;

  private name(p: number): string {
    return this.names[p] || tableWording.player(p);
  }

  private focusScore(player: number, season: number, letter: EdictLetter | 'monsters' | null) {
    this.dispatchEvent(new CartoScoreFocusEvent(player, season, letter));
  }

  private scoreButton(player: number, season: number, letter: EdictLetter | 'monsters', stars: number, label: string) {
    const leave = () => this.focusScore(player, season, null);
    return html`<button
      class="score ${stars < 0 ? 'negative' : ''}"
      aria-label=${msg(str`${this.name(player)}, ${this.seasonName(season)}, ${label}: ${starCount(stars)}. Shows the spaces on the map.`)}
      @mouseenter=${() => this.focusScore(player, season, letter)}
      @focus=${() => this.focusScore(player, season, letter)}
      @mouseleave=${leave}
      @blur=${leave}
    >
      ${formatNumber(stars)}
    </button>`;
  }

  private seasonName(season: number): string {
    const s = this.seasons[season];
    return s ? cardName(s) : msg(str`season ${formatNumber(season + 1)}`);
  }

  /** An edict's column header: its letter, and the card's name with its text one hover, focus or tap away. */
  private edictHeader(letter: EdictLetter) {
    const card = this.edicts[letter];
    return html`<th scope="col" class="edict">
      <span class="letter">${letter}</span>${card ? html`<carto-card-tip class="name" .card=${card}>${cardName(card)}</carto-card-tip>` : nothing}
    </th>`;
  }

  override render() {
    const seasons = this.seasons.length ? this.seasons : [];
    const players = this.scores.length;
    if (players === 0) return nothing;
    const winners = new Set(this.result?.winners ?? []);
    return html`<table part="table">
        <caption>
          ${msg('Scoresheet')}
        </caption>
        <thead>
          <tr>
            <th scope="col">${msg('Player')}</th>
            ${seasons.map((s) => html`<th scope="colgroup" colspan="5" class="season-end">${cardName(s)}</th>`)}
            <th scope="col" class="total">${msg('Total')}</th>
          </tr>
          <tr>
            <td></td>
            ${seasons.map(
              (s) => html`${this.edictHeader(s.edicts[0])}${this.edictHeader(s.edicts[1])}
                <th scope="col" class="icon">${symbol('coin')}<span class="visually-hidden">${msg('coins')}</span></th>
                <th scope="col" class="icon">${symbol('monster')}<span class="visually-hidden">${msg('monsters')}</span></th>
                <th scope="col" class="icon season-end">${symbol('star')}<span class="visually-hidden">${msg('season stars')}</span></th>`,
            )}
            <td class="total"></td>
          </tr>
        </thead>
        <tbody>
          ${this.scores.map((rows, p) => {
            const total = rows.reduce((n, r) => n + r.total, 0);
            return html`<tr>
              <th scope="row" class=${winners.has(p) ? 'player winner' : 'player'}>${this.name(p)}${winners.has(p) ? html` <span role="img" aria-label=${msg('winner')}>★</span>` : nothing}</th>
              ${seasons.map((_, si) => {
                const r = rows[si];
                if (!r) return html`<td></td><td></td><td></td><td></td><td class="season-end"></td>`;
                return html`<td>${this.scoreButton(p, si, r.edicts[0].letter, r.edicts[0].stars, msg(str`edict ${r.edicts[0].letter}`))}</td>
                  <td>${this.scoreButton(p, si, r.edicts[1].letter, r.edicts[1].stars, msg(str`edict ${r.edicts[1].letter}`))}</td>
                  <td>${formatNumber(r.coins)}</td>
                  <td>${this.scoreButton(p, si, 'monsters', r.monsters, msg('monsters'))}</td>
                  <td class="total season-end"><span class="star">${formatNumber(r.total)}</span></td>`;
              })}
              <td class="total"><span class="star big">${formatNumber(total)}</span></td>
            </tr>`;
          })}
        </tbody>
      </table>
      ${
        this.result?.solo
          ? html`<p class="solo" part="solo" role="status">
            ${msg(html`Solo score ${formatNumber(this.result.solo.score)} (total ${formatNumber(this.result.players[0]?.total ?? 0)} minus ${formatNumber(this.result.solo.cardValues)} for the scoring cards): <strong>${soloTitle(this.result.solo.title)}</strong>`)}
          </p>`
          : nothing
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-scoreboard': CartoScoreboardElement;
  }
}
