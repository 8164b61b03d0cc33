import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { tokens } from './styles/tokens.ts';
import { symbol } from './symbols/symbols.ts';
import { symbolStyles } from './symbols/symbol.styles.ts';
import { cartoCoinTrackStyles } from './carto-coin-track.styles.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { msg, str } from '../i18n/localization.ts';
import { formatNumber } from '../i18n/format.ts';

/**
 * The coin track of a map sheet, drawn: one space per coin the track holds (14 on the printed
 * sheet), the coins gained so far filled in, and their count written beside. The newest coins
 * (`recent`) are marked, so a coin gained by a shape, a mountain or an effect is seen.
 * Screen readers read it as a meter ("Coins: 3 of 14").
 *
 * @tagname carto-coin-track
 * @summary The sheet's coin track with the coins gained.
 *
 * @csspart track - The row of coin spaces.
 * @csspart coin - Each space; also `gained` when filled and `recent` when just gained.
 * @csspart count - The number of coins written beside the track.
 *
 * @cssprop --carto-coin - Colour of a gained coin.
 * @cssprop --carto-coin-size - Side of one coin space (default 1.35rem).
 */
export class CartoCoinTrackElement extends LocalizedElement {
  static override styles = [tokens, symbolStyles, cartoCoinTrackStyles];

  /** Coins gained. */
  @property({ type: Number }) coins = 0;

  /** Spaces on the track. */
  @property({ type: Number }) max = 14;

  /** How many of the gained coins are new (marked). */
  @property({ type: Number }) recent = 0;

  /** Accessible name and visible caption (default: "Coins" in the reader's language). */
  @property() label = '';

  override render() {
    const max = Math.max(0, Math.floor(this.max));
    const shown = Math.max(0, Math.min(this.coins, max));
    const firstRecent = shown - Math.max(0, Math.min(this.recent, shown));
    const spaces = Array.from({ length: max }, (_, i) => {
      const gained = i < shown;
      const recent = gained && i >= firstRecent;
      const kind = `coin${gained ? ' gained' : ''}${recent ? ' recent' : ''}`;
      return html`<span class=${kind} part=${kind}>${gained ? symbol('coin') : nothing}</span>`;
    });
    return html`<span class="label" aria-hidden="true">${this.label || msg('Coins')}</span>
      <div
        class="track"
        part="track"
        role="meter"
        aria-label=${this.label || msg('Coins')}
        aria-valuemin="0"
        aria-valuemax=${max}
        aria-valuenow=${shown}
        aria-valuetext=${this.recent > 0 ? msg(str`${formatNumber(shown)} of ${formatNumber(max)}, ${formatNumber(Math.min(this.recent, shown))} new`) : msg(str`${formatNumber(shown)} of ${formatNumber(max)}`)}
      >
        ${spaces}
      </div>
      <span class="count" part="count" aria-hidden="true">${formatNumber(shown)}</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-coin-track': CartoCoinTrackElement;
  }
}
