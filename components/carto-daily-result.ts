import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { localized, msg, str } from '@lit/localize';
import type { DailyResultView } from '../machines/table.connect.ts';
import { tokens } from './styles/tokens.ts';
import { a11yStyles } from './styles/a11y.ts';
import { buttonStyles } from './styles/buttons.ts';
import { dailyLink, modeName, shareText } from './share/share-text.ts';

/**
 * The result of a daily challenge: the day, the game and the score, and a share line of at most 280
 * characters (the score, a text picture of the map and the challenge's link) with a Copy button.
 * `<carto-game daily>` shows it on its game-over screen.
 *
 * @tagname carto-daily-result
 * @summary A daily challenge's result with its share line and a Copy button.
 *
 * @csspart share - The share line's text box.
 *
 * @cssprop --carto-paper - Background.
 * @cssprop --carto-ink - Text and outlines.
 */
@localized()
export class CartoDailyResultElement extends LitElement {
  static override styles = [
    tokens,
    a11yStyles,
    buttonStyles,
    css`
      :host {
        display: grid;
        gap: 0.5rem;
        font-family: var(--_font);
        color: var(--_ink);
      }
      h3 {
        margin: 0;
        font-size: 1.05rem;
      }
      p {
        margin: 0;
      }
      textarea {
        font: inherit;
        font-size: 0.95rem;
        line-height: 1.25;
        inline-size: min(100%, 24rem);
        box-sizing: border-box;
        block-size: 12.5em;
        resize: vertical;
        padding: 0.5rem;
        border: 2px solid var(--_ink);
        border-radius: var(--_radius);
        background: var(--_paper);
        color: var(--_ink);
      }
    `,
  ];

  /** The finished challenge (from the table's view model). */
  @property({ attribute: false }) result: DailyResultView | null = null;

  /** The page the challenge's link opens (default: this page's address without its query). */
  @property({ attribute: 'link-base' }) linkBase = '';

  @state() private copied: 'no' | 'yes' | 'failed' = 'no';

  private get base(): string {
    return this.linkBase || `${location.origin}${location.pathname}`;
  }

  /** The share line: what Copy puts on the clipboard. */
  get text(): string {
    const r = this.result;
    if (!r) return '';
    return shareText({ date: r.date, mode: r.mode, score: r.score, title: r.title, picture: r.picture, link: dailyLink(this.base, r.date, r.mode) });
  }

  private async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.text);
      this.copied = 'yes';
    } catch {
      // No clipboard (an insecure page, or refused): select the text so the player can copy it by hand.
      this.renderRoot.querySelector('textarea')?.select();
      this.copied = 'failed';
    }
  }

  override render() {
    const r = this.result;
    if (!r) return nothing;
    const game = modeName(r.mode);
    return html`
      <h3>${msg(str`Daily challenge of ${r.date}`)}</h3>
      <p>${msg(str`${game}: ${r.score} points, ${r.title}.`)}</p>
      <label for="share">${msg('Share your result')}</label>
      <textarea id="share" part="share" readonly .value=${this.text}></textarea>
      <div class="buttons">
        <button @click=${this.copy}>${msg('Copy the share text')}</button>
      </div>
      <p role="status">${this.copied === 'yes' ? msg('Copied.') : this.copied === 'failed' ? msg('Copying was refused: the text is selected, copy it with your keyboard.') : ''}</p>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-daily-result': CartoDailyResultElement;
  }
}
