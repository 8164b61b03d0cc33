import { html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { ScoringCard } from '../src/content/types.ts';
import { tokens } from './styles/tokens.ts';
import { cartoCardTipStyles } from './carto-card-tip.styles.ts';
import { LocalizedElement } from './words/localized-element.ts';
import { msg, str } from '../i18n/localization.ts';
import { cardName, cardText, exampleWhy } from '../i18n/content-words.ts';
import { formatNumber } from '../i18n/format.ts';
import { stars } from '../i18n/counts.ts';

/** What a tip shows: a card's name and text (a scoring card fits; so does anything with these fields). */
export type TipCard = Pick<ScoringCard, 'name' | 'text'> & Partial<Pick<ScoringCard, 'id' | 'solo' | 'example'>>;

const popoverSupported = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/**
 * A card's full text one hover, focus or tap away. The trigger is a button (its content is the
 * default slot, else the card's name) that opens a small panel with the card's name and text:
 * on hover, on keyboard focus, and on a tap or click, which pins it open until the next tap.
 * Escape closes it and leaves the focus where it was; nothing traps focus. Screen readers hear the
 * text as the button's description (`aria-describedby`) even while the panel is closed, and the
 * button says whether it is expanded.
 *
 * The panel is a popover in the top layer, so a scrolling table or a narrow column never clips it.
 * Card text always renders as text, never as markup.
 *
 * @tagname carto-card-tip
 * @summary A scoring card's full text, one hover, focus or tap away.
 *
 * @slot - The trigger's content (default: the card's name).
 * @slot more - Extra content shown in the panel under the text (a worked example, say).
 *
 * @csspart trigger - The button.
 * @csspart tip - The panel with the card's text.
 *
 * @cssprop --carto-tip-width - Width of the panel (default 18rem).
 */
export class CartoCardTipElement extends LocalizedElement {
  static override styles = [tokens, cartoCardTipStyles];

  /** The card whose text is shown. */
  @property({ attribute: false }) card?: TipCard;

  /** Whether the panel is shown (reflected). */
  @property({ type: Boolean, reflect: true }) open = false;

  /** Opened by a tap or click: stays open when the pointer or focus leaves, until the next tap or Escape. */
  @state() private pinned = false;

  @query('#tip') private tip?: HTMLElement;
  @query('button') private trigger?: HTMLButtonElement;

  private closeTimer?: ReturnType<typeof setTimeout>;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.hide();
  }

  override render() {
    const card = this.card;
    return html`<button
        part="trigger"
        type="button"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="tip"
        aria-describedby=${card ? 'tip-text' : nothing}
        @click=${this.onClick}
        @focus=${this.show}
        @blur=${this.onBlur}
        @mouseenter=${this.show}
        @mouseleave=${this.leaveSoon}
        @keydown=${this.onKeyDown}
      >
        <slot>${card ? cardName(card) : ''}</slot><span class="mark" aria-hidden="true">?</span>
      </button>
      <div id="tip" part="tip" class="tip" popover=${popoverSupported ? 'manual' : nothing} ?hidden=${!popoverSupported && !this.open} @mouseenter=${this.stay} @mouseleave=${this.leaveSoon}>
        ${
          card
            ? html`<strong class="name">${cardName(card)}</strong>
              <p id="tip-text" class="text">${cardText(card)}</p>
              ${card.solo !== undefined ? html`<p class="solo">${msg(str`Solo value ${formatNumber(card.solo)}`)}</p>` : nothing}
              ${
                card.example
                  ? html`<figure class="example">
                    <carto-map label=${msg(str`Example for ${cardName(card)}`)} .map=${card.example.rows.join('\n')}></carto-map>
                    <figcaption><strong>${stars(card.example.stars)}:</strong> ${exampleWhy({ id: card.id, example: card.example })}</figcaption>
                  </figure>`
                  : nothing
              }`
            : nothing
        }
        <slot name="more"></slot>
      </div>`;
  }

  /** Opens the panel (hover, focus). */
  show = (): void => {
    this.stay();
    if (this.open || !this.card) return;
    this.open = true;
    if (popoverSupported) this.tip?.showPopover();
    this.place();
    document.addEventListener('keydown', this.onDocumentKey);
  };

  /** Closes the panel and forgets a pin. */
  hide = (): void => {
    this.stay();
    this.pinned = false;
    if (!this.open) return;
    this.open = false;
    if (popoverSupported && this.tip?.matches(':popover-open')) this.tip.hidePopover();
    document.removeEventListener('keydown', this.onDocumentKey);
  };

  private stay = (): void => {
    clearTimeout(this.closeTimer);
  };

  /** Leaving the trigger for the panel (or back) keeps it open: close only after a short pause. */
  private leaveSoon = (): void => {
    if (this.pinned) return;
    this.stay();
    this.closeTimer = setTimeout(() => {
      if (!this.pinned && this.shadowRoot?.activeElement !== this.trigger) this.hide();
    }, 150);
  };

  private onClick(): void {
    if (this.open && this.pinned) {
      this.hide();
      return;
    }
    this.show();
    this.pinned = true;
  }

  private onBlur(): void {
    if (!this.pinned) this.hide();
  }

  private onKeyDown(e: KeyboardEvent): void {
    if (e.key === 'Escape' && this.open) {
      // Only this tip closes: an enclosing dialog keeps its own Escape.
      e.stopPropagation();
      this.hide();
    }
  }

  /** Escape anywhere closes a panel opened by hover, without moving pointer or focus (WCAG 1.4.13). */
  private onDocumentKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') this.hide();
  };

  /** Puts the panel under the trigger (above it when there is no room), inside the viewport. */
  private place(): void {
    const tip = this.tip;
    const trigger = this.trigger;
    if (!tip || !trigger || !popoverSupported) return;
    const r = trigger.getBoundingClientRect();
    const w = tip.offsetWidth;
    const h = tip.offsetHeight;
    const left = Math.max(4, Math.min(r.left, window.innerWidth - w - 4));
    const below = r.bottom + 4;
    const top = below + h > window.innerHeight && r.top - h - 4 > 0 ? r.top - h - 4 : below;
    // CSSOM, not a style attribute: allowed under a strict Content-Security-Policy.
    tip.style.setProperty('left', `${left}px`);
    tip.style.setProperty('top', `${top}px`);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-card-tip': CartoCardTipElement;
  }
}
