import { html } from 'lit';
import { property } from 'lit/decorators.js';
import type { MapGrid } from '../../src/grid/grid.ts';
import { tokens } from '../styles/tokens.ts';
import { formStyles } from './form.styles.ts';
import { numberField, selectField, textField, type FieldTarget } from './fields.ts';
import { cartoScoringEditorStyles } from './carto-scoring-editor.styles.ts';
import { msg, str } from '../../i18n/localization.ts';
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
 */
export class CartoScoringEditorElement extends LocalizedElement {
  static override styles = [tokens, formStyles, cartoScoringEditorStyles];

  /** The card (JSON, possibly broken). */
  @property({ attribute: false }) card?: Record<string, unknown>;

  /** The sample map of the preview. */
  @property({ attribute: false }) sample?: MapGrid;

  @property() file = 'scoring.json';
  @property() pointer = '/cards/0';

  private get t(): FieldTarget {
    return { host: this, file: this.file };
  }

  override render() {
    const card = this.card;
    if (!card) return html`<p>${msg('No card.')}</p>`;
    const at = this.pointer;
    const t = this.t;
    return html`<div class="row">
        ${textField(t, msg('Id'), `${at}/id`, card.id)} ${textField(t, msg('Name'), `${at}/name`, card.name)}
        ${textField(t, msg('Number'), `${at}/number`, card.number, { optional: true })}
        ${selectField(t, msg('Stack'), `${at}/stack`, card.stack, SCORING_STACKS, { name: (s) => stackName(s as ScoringStack) })}
        ${numberField(t, msg('Solo value'), `${at}/solo`, card.solo, { min: 0 })}
      </div>
      ${textField(t, msg('Card text'), `${at}/text`, card.text, { multiline: true })}
      <h3>${msg('Rule')}</h3>
      <carto-rule-editor part="rule" .rule=${card.rule} file=${this.file} pointer=${`${at}/rule`}></carto-rule-editor>
      <h3>${msg('Preview')}</h3>
      <carto-sample-map part="preview" .grid=${this.sample} .rule=${card.rule}></carto-sample-map>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-scoring-editor': CartoScoringEditorElement;
  }
}
