import { LitElement, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { EdictLetter, SeasonCard } from '../src/content/types.ts';
import type { GameResult, SeasonScore } from '../src/game/types.ts';
import { tokens } from './styles/tokens.ts';
import { a11yStyles } from './styles/a11y.ts';
import { cartoScoreboardStyles } from './carto-scoreboard.styles.ts';
import { CartoScoreFocusEvent } from './events/score-focus-event.ts';

/**
 * The scoresheet: for every player and season, the two edicts' stars, the coins, the monster
 * penalty and the season total, then the game total, the winner and the solo title.
 * Pointing at or focusing an edict or monster score fires `carto-score-focus`, so the spaces behind
 * it can be highlighted on the map.
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
export class CartoScoreboardElement extends LitElement {
  static override styles = [tokens, a11yStyles, cartoScoreboardStyles];

  /** Per player, the scored seasons so far. */
  @property({ attribute: false }) scores: ReadonlyArray<ReadonlyArray<SeasonScore>> = [];

  /** The season cards, for their names. */
  @property({ attribute: false }) seasons: readonly SeasonCard[] = [];

  /** Player names (default "Player 1", ...). */
  @property({ attribute: false }) names: readonly string[] = [];

  /** The game's result, once it is over. */
  @property({ attribute: false }) result: GameResult | null = null;

  private name(p: number): string {
    return this.names[p] || `Player ${p + 1}`;
  }

  private focusScore(player: number, season: number, letter: EdictLetter | 'monsters' | null) {
    this.dispatchEvent(new CartoScoreFocusEvent(player, season, letter));
  }

  private scoreButton(player: number, season: number, letter: EdictLetter | 'monsters', stars: number, label: string) {
    const leave = () => this.focusScore(player, season, null);
    return html`<button
      class="score ${stars < 0 ? 'negative' : ''}"
      aria-label=${`${this.name(player)}, ${this.seasons[season]?.name ?? `season ${season + 1}`}, ${label}: ${stars} stars. Shows the spaces on the map.`}
      @mouseenter=${() => this.focusScore(player, season, letter)}
      @focus=${() => this.focusScore(player, season, letter)}
      @mouseleave=${leave}
      @blur=${leave}
    >
      ${stars}
    </button>`;
  }

  override render() {
    const seasons = this.seasons.length ? this.seasons : [];
    const players = this.scores.length;
    if (players === 0) return nothing;
    const winners = new Set(this.result?.winners ?? []);
    return html`<table part="table">
        <caption>
          Scoresheet
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            ${seasons.map((s) => html`<th scope="colgroup" colspan="5">${s.name}</th>`)}
            <th scope="col" class="total">Total</th>
          </tr>
          <tr>
            <td></td>
            ${seasons.map(
              (s) => html`<th scope="col">${s.edicts[0]}</th>
                <th scope="col">${s.edicts[1]}</th>
                <th scope="col"><span aria-hidden="true">●</span><span class="visually-hidden">coins</span></th>
                <th scope="col"><span aria-hidden="true">✗</span><span class="visually-hidden">monsters</span></th>
                <th scope="col">Σ</th>`,
            )}
            <td></td>
          </tr>
        </thead>
        <tbody>
          ${this.scores.map((rows, p) => {
            const total = rows.reduce((n, r) => n + r.total, 0);
            return html`<tr>
              <th scope="row" class=${winners.has(p) ? 'winner' : ''}>${this.name(p)}${winners.has(p) ? html` <span aria-label="winner">★</span>` : nothing}</th>
              ${seasons.map((_, si) => {
                const r = rows[si];
                if (!r) return html`<td></td><td></td><td></td><td></td><td></td>`;
                return html`<td>${this.scoreButton(p, si, r.edicts[0].letter, r.edicts[0].stars, `edict ${r.edicts[0].letter}`)}</td>
                  <td>${this.scoreButton(p, si, r.edicts[1].letter, r.edicts[1].stars, `edict ${r.edicts[1].letter}`)}</td>
                  <td>${r.coins}</td>
                  <td>${this.scoreButton(p, si, 'monsters', r.monsters, 'monsters')}</td>
                  <td class="total">${r.total}</td>`;
              })}
              <td class="total">${total}</td>
            </tr>`;
          })}
        </tbody>
      </table>
      ${this.result?.solo
        ? html`<p class="solo" part="solo" role="status">
            Solo score ${this.result.solo.score} (total ${this.result.players[0]?.total ?? 0} minus ${this.result.solo.cardValues} for the scoring cards):
            <strong>${this.result.solo.title}</strong>
          </p>`
        : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-scoreboard': CartoScoreboardElement;
  }
}
