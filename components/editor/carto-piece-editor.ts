import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type { Card } from '../../src/content/types.ts';
import { DRAWABLE_TERRAINS } from '../../src/grid/fills.ts';
import { tokens } from '../styles/tokens.ts';
import { formStyles } from './form.styles.ts';
import { checkField, choiceList, edit, numberField, removeItem, selectField, textField, type FieldTarget } from './fields.ts';
import { cartoPieceEditorStyles } from './carto-piece-editor.styles.ts';
import { msg, str } from '../../i18n/localization.ts';
import { LocalizedElement } from '../words/localized-element.ts';

type Json = Record<string, unknown>;
const ROTATIONS = ['clockwise', 'counterclockwise'];
const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
const EFFECTS: Readonly<Record<string, Json>> = {
  'coins-when-enclosed': { type: 'coins-when-enclosed', coins: 1 },
  'spread-after-scoring': { type: 'spread-after-scoring' },
  'destroy-adjacent-after-scoring': { type: 'destroy-adjacent-after-scoring', count: 1 },
  'destroy-adjacent-after-drawing': { type: 'destroy-adjacent-after-drawing', count: 1 },
};

/**
 * Edits an explore, ambush or hero card: its name, number and time; an explore card's terrains and
 * shape options (each drawn in a `<carto-shape-editor>`, with the coin option), or ruins; an ambush
 * card's monster, pass direction, solo walk and effect; a hero's attack pattern. The card is
 * previewed as printed by `<carto-card>`.
 *
 * @tagname carto-piece-editor
 * @summary Form for an explore, ambush or hero card, with shape editors and a card preview.
 *
 * @fires carto-edit - A field changed: file, JSON Pointer, new value.
 *
 * @csspart preview - The card preview.
 */
export class CartoPieceEditorElement extends LocalizedElement {
  static override styles = [tokens, formStyles, cartoPieceEditorStyles];

  /** The card (JSON, possibly broken). */
  @property({ attribute: false }) card?: Json;

  /** The pack file and the JSON Pointer of the card in it. */
  @property() file = 'explore.json';
  @property() pointer = '/cards/0';

  private get t(): FieldTarget {
    return { host: this, file: this.file };
  }

  override render() {
    const card = this.card;
    if (!card) return html`<p>${msg('No card.')}</p>`;
    const at = this.pointer;
    const t = this.t;
    return html`<div class="layout">
      <div>
        <div class="row">
          ${textField(t, msg('Id'), `${at}/id`, card.id)} ${textField(t, msg('Name'), `${at}/name`, card.name)}
          ${textField(t, msg('Card number (printed in a corner)'), `${at}/number`, card.number, { optional: true })} ${numberField(t, msg('Time'), `${at}/time`, card.time, { min: 0 })}
        </div>
        ${card.kind === 'explore' ? this.explore(card) : card.kind === 'ambush' ? this.ambush(card) : card.kind === 'hero' ? this.hero(card) : nothing}
      </div>
      <div part="preview" class="preview"><carto-card .card=${card as unknown as Card}></carto-card></div>
    </div>`;
  }

  private explore(card: Json): TemplateResult {
    const at = this.pointer;
    const t = this.t;
    const options = Array.isArray(card.options) ? (card.options as Json[]) : [];
    const terrains = Array.isArray(card.terrains) ? (card.terrains as string[]) : [];
    return html`${checkField(t, msg('Ruins card (no terrain or shape: the next shape covers ruins)'), `${at}/ruins`, card.ruins)}
      ${choiceList(t, msg('Terrains (choose one when drawing)'), `${at}/terrains`, card.terrains, DRAWABLE_TERRAINS)}
      ${options.map(
        (o, i) => html`<div class="option">
          <carto-shape-editor
            .rows=${Array.isArray(o.shape) ? o.shape : []}
            file=${this.file}
            pointer=${`${at}/options/${i}/shape`}
            label=${msg(str`Shape option ${i + 1}`)}
            terrain=${terrains.length === 1 ? terrains[0]! : nothing}
          ></carto-shape-editor>
          ${checkField(t, msg(str`Option ${i + 1} earns a coin`), `${at}/options/${i}/coin`, o.coin)}
          <button type="button" @click=${() => removeItem(t, `${at}/options/${i}`)}>${msg(str`Remove option ${i + 1}`)}</button>
        </div>`,
      )}
      <button type="button" @click=${() => edit(t, `${at}/options/-`, { shape: ['X'] })}>${msg('Add a shape option')}</button>`;
  }

  private ambush(card: Json): TemplateResult {
    const at = this.pointer;
    const t = this.t;
    const effect = card.effect as Json | undefined;
    const solo = (card.solo ?? {}) as Json;
    return html`<carto-shape-editor .rows=${Array.isArray(card.shape) ? card.shape : []} file=${this.file} pointer=${`${at}/shape`} label=${msg('Monster shape')} terrain="monster"></carto-shape-editor>
      <div class="row">
        ${selectField(t, msg('Pass sheets'), `${at}/pass`, card.pass, ROTATIONS)} ${selectField(t, msg('Solo: start corner'), `${at}/solo/corner`, solo.corner, CORNERS)}
        ${selectField(t, msg('Solo: direction'), `${at}/solo/direction`, solo.direction, ROTATIONS)} ${textField(t, msg('Letter in its spaces'), `${at}/initial`, card.initial, { optional: true })}
      </div>
      <div class="row">
        ${selectField(t, msg('Effect'), `${at}/effect/type`, effect?.type, Object.keys(EFFECTS), {
          optional: 'none',
          onPick: (v) => edit(t, `${at}/effect`, v ? structuredClone(EFFECTS[v]) : undefined),
        })}
        ${effect && 'coins' in effect ? numberField(t, msg('Coins'), `${at}/effect/coins`, effect.coins, { min: 1 }) : nothing}
        ${effect && 'count' in effect ? numberField(t, msg('Spaces destroyed'), `${at}/effect/count`, effect.count, { min: 1 }) : nothing}
      </div>`;
  }

  private hero(card: Json): TemplateResult {
    return html`<carto-shape-editor pattern .rows=${Array.isArray(card.pattern) ? card.pattern : []} file=${this.file} pointer=${`${this.pointer}/pattern`} label=${msg('Attack pattern')}></carto-shape-editor>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-piece-editor': CartoPieceEditorElement;
  }
}
