import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { Problem } from '../../src/content/problems.ts';
import { tokens } from '../styles/tokens.ts';
import { CartoProblemSelectEvent } from './events/problem-select-event.ts';
import { cartoProblemListStyles } from './carto-problem-list.styles.ts';
import { msg, str } from '../../i18n/localization.ts';
import { LocalizedElement } from '../words/localized-element.ts';
import { problemSentence } from '../../i18n/content-problems.ts';
import { cardTextWarningSentence } from '../../i18n/card-text-warnings.ts';
import type { CardTextWarning } from '../../src/content/card-texts.ts';

/**
 * The validation problems of a pack, each with its file and JSON Pointer. Choosing one fires
 * `carto-problem-select`, and `<carto-editor>` focuses the offending field.
 *
 * @tagname carto-problem-list
 * @summary Located validation problems; a click on one goes to the field.
 *
 * @fires carto-problem-select - A problem was chosen: its file and JSON Pointer.
 *
 * @csspart list - The list of problems.
 * @csspart warnings - The list of warnings (card texts that no longer match their rules).
 */
export class CartoProblemListElement extends LocalizedElement {
  static override styles = [tokens, cartoProblemListStyles];

  @property({ attribute: false }) problems: readonly Problem[] = [];

  /** Card texts that no longer match their rules: listed apart, as warnings (they do not make the pack invalid). */
  @property({ attribute: false }) warnings: readonly CardTextWarning[] = [];

  /** The heading above the list. */
  /** The list's heading (default: "Problems" in the reader's language). */
  @property() heading = '';

  override render() {
    const n = this.problems.length;
    return html`<section aria-labelledby="title">
      <h2 id="title">${this.heading || msg('Problems')}: ${n === 0 ? msg('none') : n}</h2>
      ${
        n === 0
          ? html`<p>${msg('The pack is valid.')}</p>`
          : html`<ul part="list">
            ${this.problems.map(
              (p) =>
                // Where stays as the designer wrote it (a file name and a JSON Pointer); what is said in the reader's language.
                html`<li><button type="button" @click=${() => this.dispatchEvent(new CartoProblemSelectEvent(p.file, p.pointer))}><span translate="no">${p.file} ${p.pointer || '/'}</span>: ${problemSentence(p)}</button></li>`,
            )}
          </ul>`
      }
      ${
        this.warnings.length
          ? html`<h2 id="warnings">${msg('Warnings')}: ${this.warnings.length}</h2>
            <ul part="warnings" aria-labelledby="warnings">
              ${this.warnings.map(
                (w) =>
                  html`<li><button type="button" @click=${() => this.dispatchEvent(new CartoProblemSelectEvent(w.file, w.pointer))}><span translate="no">${w.file} ${w.pointer}</span>: ${cardTextWarningSentence(w)}</button></li>`,
              )}
            </ul>`
          : nothing
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-problem-list': CartoProblemListElement;
  }
}
