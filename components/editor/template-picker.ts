/**
 * "Start from an official card": under each kind of the card list, a choice of the official cards
 * of that kind and a button that adds a copy of the chosen one to the pack (CartoAddCardEvent with
 * `from`), to change from there. Map sides are named by their letter too: two sides share each name
 * ("Side A: Wilderness", "Side C: Wilderness").
 */
import { html, type TemplateResult } from 'lit';
import { msg, str } from '../../i18n/localization.ts';
import { officialTemplates } from '../../src/content/templates.ts';
import type { CardKind } from '../../src/content/types.ts';
import { CartoAddCardEvent } from './events/add-card-event.ts';

export function templatePicker(kind: CardKind, label: string): TemplateResult {
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const from = new FormData(form).get('from');
    if (typeof from === 'string' && from) form.dispatchEvent(new CartoAddCardEvent(kind, from));
  };
  return html`<form class="template" @submit=${submit}>
    <label class="field"
      ><span>${label}</span
      ><select name="from">
        ${officialTemplates(kind).map((c) => html`<option value=${c.id}>${c.kind === 'map' ? msg(str`Side ${c.side}: ${c.name}`) : c.name}</option>`)}
      </select></label
    >
    <button type="submit">${msg('Start from this card')}</button>
  </form>`;
}
