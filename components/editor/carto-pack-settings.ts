import { html } from 'lit';
import { property } from 'lit/decorators.js';
import { EDICT_LETTERS } from '../../src/content/stacks.ts';
import { tokens } from '../styles/tokens.ts';
import { formStyles } from './form.styles.ts';
import { numberField, removeItem, selectField, textField, type FieldTarget } from './fields.ts';
import { CartoAddCardEvent } from './events/add-card-event.ts';
import { cartoPackSettingsStyles } from './carto-pack-settings.styles.ts';
import { msg, str } from '../../i18n/localization.ts';
import { LocalizedElement } from '../words/localized-element.ts';

type Json = Record<string, unknown>;

/**
 * A pack's own settings: its id, name and coin track, and its season and edict cards (time, the two
 * edicts scored, order; each edict's letter). A pack without seasons plays with the base game's.
 *
 * @tagname carto-pack-settings
 * @summary Pack id, name and coin track; season and edict cards.
 *
 * @fires carto-edit - A field changed: file, JSON Pointer, new value.
 * @fires carto-add-card - The designer asked for a new season or edict card (its kind).
 *
 * @csspart pack - The pack's own fields.
 * @csspart seasons - The season cards.
 * @csspart edicts - The edict cards.
 */
export class CartoPackSettingsElement extends LocalizedElement {
  static override styles = [tokens, formStyles, cartoPackSettingsStyles];

  /** pack.json */
  @property({ attribute: false }) manifest?: Json;
  /** The season cards (seasons.json). */
  @property({ attribute: false }) seasons: readonly Json[] = [];
  /** The edict cards (edicts.json). */
  @property({ attribute: false }) edicts: readonly Json[] = [];

  private target(file: string): FieldTarget {
    return { host: this, file };
  }

  override render() {
    const m = this.manifest ?? {};
    const p = this.target('pack.json');
    const s = this.target('seasons.json');
    const e = this.target('edicts.json');
    return html`<fieldset part="pack">
        <legend>${msg('Pack')}</legend>
        ${textField(p, msg('Pack id'), '/id', m.id)} ${textField(p, msg('Pack name'), '/name', m.name)}
        ${numberField(p, msg('Coins on the coin track'), '/coinTrack', m.coinTrack, { optional: true, min: 0 })}
      </fieldset>
      <fieldset part="seasons">
        <legend>${msg('Seasons')}</legend>
        <p class="hint">${this.seasons.length === 4 ? msg('This pack brings its own four seasons.') : msg("Without four season cards, the pack plays with the base game's seasons and edicts.")}</p>
        ${this.seasons.map(
          (c, i) => html`<div class="row card-row">
            ${textField(s, msg(str`Season ${i + 1} name`), `/cards/${i}/name`, c.name)} ${textField(s, msg('Id'), `/cards/${i}/id`, c.id)}
            ${numberField(s, msg('Ends at time'), `/cards/${i}/time`, c.time, { min: 1 })} ${numberField(s, msg('Order'), `/cards/${i}/order`, c.order, { min: 1 })}
            ${selectField(s, msg('First edict'), `/cards/${i}/edicts/0`, (c.edicts as string[] | undefined)?.[0], EDICT_LETTERS)}
            ${selectField(s, msg('Second edict'), `/cards/${i}/edicts/1`, (c.edicts as string[] | undefined)?.[1], EDICT_LETTERS)}
            <button type="button" @click=${() => removeItem(s, `/cards/${i}`)}>${msg(str`Remove season ${i + 1}`)}</button>
          </div>`,
        )}
        <button type="button" @click=${() => this.add('season')}>${msg('Add a season card')}</button>
      </fieldset>
      <fieldset part="edicts">
        <legend>${msg('Edicts')}</legend>
        ${this.edicts.map(
          (c, i) => html`<div class="row card-row">
            ${textField(e, msg(str`Edict ${i + 1} name`), `/cards/${i}/name`, c.name)} ${textField(e, msg('Id'), `/cards/${i}/id`, c.id)}
            ${selectField(e, msg('Letter'), `/cards/${i}/letter`, c.letter, EDICT_LETTERS)}
            <button type="button" @click=${() => removeItem(e, `/cards/${i}`)}>${msg(str`Remove edict ${i + 1}`)}</button>
          </div>`,
        )}
        <button type="button" @click=${() => this.add('edict')}>${msg('Add an edict card')}</button>
      </fieldset>`;
  }

  private add(kind: 'season' | 'edict'): void {
    this.dispatchEvent(new CartoAddCardEvent(kind));
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'carto-pack-settings': CartoPackSettingsElement;
  }
}
