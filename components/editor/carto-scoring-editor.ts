import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { MapGrid } from '../../src/grid/grid.ts';
import { tokens } from '../styles/tokens.ts';
import { formStyles } from './form.styles.ts';
import { edit, numberField, selectField, textField, type FieldTarget } from './fields.ts';
import { generatedLocale, soundRule, type CardTextWarning } from '../../src/content/card-texts.ts';
import { cardText } from '../../src/scoring/card-text/index.ts';
import { exampleFromMap } from '../../src/content/card-example.ts';
import { cardTextWarningSentence } from '../../i18n/card-text-warnings.ts';
import { textLocaleFor } from '../words/new-card-words.ts';
import { cartoScoringEditorStyles } from './carto-scoring-editor.styles.ts';
import { getLocale, msg, str } from '../../i18n/localization.ts';
import { LocalizedElement } from '../words/localized-element.ts';
import { stackName } from '../words/stack-names.ts';
import { SCORING_STACKS, type ScoringStack } from '../../src/content/stacks.ts';

/**
 * Edits a scoring card: id, name, stack, solo value and text, and its rule through
 * `<carto-rule-editor>`; previews the rule live on the editor's sample map (`<carto-sample-map>`).
 *
 * @tagname carto-scoring-editor
 * @summary Form for a scoring card: fields, rule builder and live preview on a sample map.
 *
 * @fires carto-edit - A field changed: file, JSON Pointer, new value.
 * @fires carto-paint - A space of the sample map was painted.
 *
 * @csspart rule - The rule builder.
 * @csspart preview - The sample map preview.
 * @csspart generated - The text the rule generates, under the card text.
 */
export class CartoScoringEditorElement extends LocalizedElement {
  static override styles = [tokens, formStyles, cartoScoringEditorStyles];

  /** The card (JSON, possibly broken). */
  @property({ attribute: false }) card?: Record<string, unknown>;

  /** The sample map of the preview. */
  @property({ attribute: false }) sample?: MapGrid;

  /** This card's text warnings (its reworded text no longer names the rule's numbers or terrains). */
  @property({ attribute: false }) warnings: readonly CardTextWarning[] = [];

  @property() file = 'scoring.json';
  @property() pointer = '/cards/0';

  private get t(): FieldTarget {
    return { host: this, file: this.file };
  }

  private generated(card: Record<string, unknown>) {
    // Inside render getLocale() is this element's language: the generated text offered is in it.
    return generatedText(this, card, this.pointer, this.file, this.warnings, getLocale());
  }

  /** "Use this map as the card's example": the painted part of the sample map, scored by the rule. */
  private exampleButton(card: Record<string, unknown>) {
    const rule = soundRule(card.rule);
    const example = rule && this.sample ? exampleFromMap(rule, this.sample) : undefined;
    const current = card.example as { stars?: number } | undefined;
    return html`<p class="example-action">
      <button type="button" ?disabled=${!example} @click=${() => example && edit(this.t, `${this.pointer}/example`, example)}>${msg('Use this map as the card’s example')}</button>
      ${current && typeof current.stars === 'number' ? html`<span role="status">${msg(str`The card’s example scores ${current.stars}.`)}</span>` : nothing}
    </p>`;
  }

  override render() {
    const card = this.card;
    if (!card) return html`<p>${msg('No card.')}</p>`;
    const at = this.pointer;
    const t = this.t;
    return html`<div class="row">
        ${textField(t, msg('Id'), `${at}/id`, card.id)} ${textField(t, msg('Name'), `${at}/name`, card.name)}
        ${textField(t, msg('Card number (printed in a corner)'), `${at}/number`, card.number, { optional: true })}
        ${selectField(t, msg('Stack'), `${at}/stack`, card.stack, SCORING_STACKS, { name: (s) => stackName(s as ScoringStack) })}
        ${numberField(t, msg('Solo value'), `${at}/solo`, card.solo, { min: 0 })}
      </div>
      ${textField(t, msg('Card text'), `${at}/text`, card.text, { multiline: true })} ${this.generated(card)}
      <h3>${msg('Rule')}</h3>
      <carto-rule-editor part="rule" .rule=${card.rule} file=${this.file} pointer=${`${at}/rule`}></carto-rule-editor>
      <h3>${msg('Preview')}</h3>
      <carto-sample-map part="preview" .grid=${this.sample} .rule=${card.rule}></carto-sample-map>
      ${this.exampleButton(card)}`;
  }
}

/** The text the rule generates, under the card text: said to follow the rule, or offered in place of a reworded text. */
function generatedText(
  host: CartoScoringEditorElement,
  card: Record<string, unknown>,
  at: string,
  file: string,
  warnings: readonly CardTextWarning[],
  locale: string,
) {
  const rule = soundRule(card.rule);
  if (!rule) return nothing;
  if (generatedLocale(rule, card.text))
    return html`<p class="generated" part="generated">${msg('The card text is written from the rule and follows it as the rule changes.')}</p>`;
  const text = cardText(rule, textLocaleFor(locale));
  return html`<div class="generated" part="generated">
    ${warnings.map((w) => html`<p class="warning" role="status">${cardTextWarningSentence(w)}</p>`)}
    <p>${msg('Written from the rule:')} <q lang=${textLocaleFor(locale)}>${text}</q></p>
    <button type="button" @click=${() => edit({ host, file }, `${at}/text`, text)}>${msg('Use this text')}</button>
  </div>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-scoring-editor': CartoScoringEditorElement;
  }
}
