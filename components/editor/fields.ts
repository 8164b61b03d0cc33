/**
 * Form controls shared by the editor elements. Every control carries `data-pointer` (file and JSON
 * Pointer of the value it edits), so a problem in the list can focus it, and fires a
 * `carto-edit` on change; text fields also on each keystroke, marked `typing` (the editor makes the
 * keystrokes of one field one undo step), so what depends on them (the card list) follows at once.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { msg, str } from '../../i18n/localization.ts';
import { CartoEditEvent } from './events/edit-event.ts';

export interface FieldTarget {
  readonly host: HTMLElement;
  readonly file: string;
}

export function edit(t: FieldTarget, pointer: string, value: unknown, typing = false): void {
  t.host.dispatchEvent(new CartoEditEvent(t.file, pointer, value, false, typing));
}

export function removeItem(t: FieldTarget, pointer: string): void {
  t.host.dispatchEvent(new CartoEditEvent(t.file, pointer, undefined, true));
}

const asText = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : JSON.stringify(v));

export function textField(
  t: FieldTarget,
  label: string,
  pointer: string,
  value: unknown,
  opts: { optional?: boolean; multiline?: boolean } = {},
): TemplateResult {
  const send = (typing: boolean) => (e: Event) => {
    const v = (e.target as HTMLInputElement).value;
    edit(t, pointer, v === '' && opts.optional ? undefined : v, typing);
  };
  const [input, change] = [send(true), send(false)];
  return html`<label class="field"
    ><span>${label}</span>${
      opts.multiline
        ? html`<textarea data-pointer=${t.file + pointer} .value=${live(asText(value))} @input=${input} @change=${change}></textarea>`
        : html`<input type="text" data-pointer=${t.file + pointer} .value=${live(asText(value))} @input=${input} @change=${change} />`
    }</label
  >`;
}

export function numberField(t: FieldTarget, label: string, pointer: string, value: unknown, opts: { optional?: boolean; min?: number } = {}): TemplateResult {
  const change = (e: Event) => {
    const raw = (e.target as HTMLInputElement).value.trim();
    if (raw === '') edit(t, pointer, opts.optional ? undefined : 0);
    else edit(t, pointer, Number(raw));
  };
  return html`<label class="field number"
    ><span>${label}</span><input
      type="number"
      step="1"
      min=${opts.min ?? nothing}
      data-pointer=${t.file + pointer}
      .value=${live(typeof value === 'number' ? String(value) : '')}
      @change=${change}
  /></label>`;
}

/** `name` words an option for the reader (the value written to the pack stays the option itself). */
export function selectField(
  t: FieldTarget,
  label: string,
  pointer: string,
  value: unknown,
  options: readonly string[],
  opts: { optional?: string; onPick?: (v: string) => void; name?: (option: string) => string } = {},
): TemplateResult {
  const name = opts.name ?? ((o: string) => o);
  const change = (e: Event) => {
    const v = (e.target as HTMLSelectElement).value;
    if (opts.onPick) opts.onPick(v);
    else edit(t, pointer, v === '' ? undefined : v);
  };
  const known = typeof value === 'string' && options.includes(value);
  return html`<label class="field"
    ><span>${label}</span
    ><select data-pointer=${t.file + pointer} @change=${change}>
      ${opts.optional !== undefined ? html`<option value="" ?selected=${value === undefined}>${opts.optional}</option>` : nothing}
      ${!known && value !== undefined ? html`<option value="" selected>${msg(str`${asText(value)} (unknown)`)}</option>` : nothing}
      ${options.map((o) => html`<option value=${o} ?selected=${o === value}>${name(o)}</option>`)}
    </select></label
  >`;
}

export function checkField(t: FieldTarget, label: string, pointer: string, value: unknown): TemplateResult {
  return html`<label class="check"
    ><input
      type="checkbox"
      data-pointer=${t.file + pointer}
      .checked=${live(value === true)}
      @change=${(e: Event) => edit(t, pointer, (e.target as HTMLInputElement).checked ? true : undefined)}
    /><span>${label}</span></label
  >`;
}

/** A set of choices as checkboxes, edited as a list (an optional list left empty is removed). */
export function choiceList(
  t: FieldTarget,
  legend: string,
  pointer: string,
  value: unknown,
  options: readonly string[],
  opts: { optional?: boolean; name?: (option: string) => string } = {},
): TemplateResult {
  const name = opts.name ?? ((o: string) => o);
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const toggle = (o: string, on: boolean) => {
    const next = on ? options.filter((x) => x === o || chosen.includes(x)) : chosen.filter((x) => x !== o);
    edit(t, pointer, next.length === 0 && opts.optional ? undefined : next);
  };
  return html`<fieldset class="choices" data-pointer=${t.file + pointer} tabindex="-1">
    <legend>${legend}</legend>
    ${options.map(
      (o, i) => html`<label class="check"
        ><input type="checkbox" data-pointer=${`${t.file}${pointer}/${chosen.indexOf(o) >= 0 ? chosen.indexOf(o) : `-${i}`}`} .checked=${live(chosen.includes(o))} @change=${(e: Event) => toggle(o, (e.target as HTMLInputElement).checked)} /><span>${name(o)}</span></label
      >`,
    )}
  </fieldset>`;
}
