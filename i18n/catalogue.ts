/**
 * A language's messages as a consumer writes them: plain JSON, one entry per message id, the
 * English shape of which ships as `cartographers-live/i18n/en.json` (tools/scripts/package/english-catalogue.mjs):
 *
 *   { "s1b2...": "Drehen", "s3c4...": "Warte auf {0}", "h5d6...": "{0} gewinnt" }
 *
 * `{0}`, `{1}`, ... stand for the English message's values in their order (they may move). A value
 * the English wraps in markup (`<strong>${name}</strong>`) keeps that markup: the translation never
 * carries HTML, so nothing in a catalogue can inject any. Entries may also be what `lit-localize
 * build` writes (`str` and `html` templates), which are used as they are.
 */
import { html, type TemplateResult } from 'lit';
import type { StrResult } from '@lit/localize';

export type Message = string | TemplateResult | StrResult;
/** A language's messages by id: JSON strings, or lit-localize's generated templates. */
export type Catalogue = Readonly<Record<string, Message>>;

const isTemplate = (t: unknown): t is TemplateResult => typeof t === 'object' && t !== null && '_$litType$' in t;

/** The markup the English puts around a value, for the tags the interface uses: made by lit, never parsed from text. */
const WRAPS: Readonly<Record<string, (v: unknown) => TemplateResult>> = {
  '<strong>': (v) => html`<strong>${v}</strong>`,
  '<em>': (v) => html`<em>${v}</em>`,
  '<b>': (v) => html`<b>${v}</b>`,
  '<i>': (v) => html`<i>${v}</i>`,
  '<code>': (v) => html`<code>${v}</code>`,
  '<code translate="no">': (v) => html`<code translate="no">${v}</code>`,
};

/** The one opening tag right before value `i` of an English html template, if it closes right after it. */
function wrapOf(strings: readonly string[], i: number): ((v: unknown) => TemplateResult) | undefined {
  const open = /(<([a-z]+)(?:\s[^<>]*)?>)$/.exec(strings[i]!);
  if (!open || !strings[i + 1]!.startsWith(`</${open[2]}>`)) return undefined;
  return WRAPS[open[1]!];
}

const PLACEHOLDER = /\{(\d+)\}/g;

/** The pieces of a JSON translation: text, and the index of each value it places. */
function pieces(text: string): (string | number)[] {
  const out: (string | number)[] = [];
  let at = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push(Number(m[1]));
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/**
 * The message `source` (what the element passed to `msg()`) in the translation `entry`: a JSON
 * string is filled with the source's values; a lit-localize template is filled as lit-localize does.
 */
export function translate(source: Message, entry: Message): string | TemplateResult {
  if (typeof source === 'string') return typeof entry === 'string' ? entry : String(entry);
  const values = source.values as readonly unknown[];
  if (typeof entry !== 'string') {
    // lit-localize's generated form: ${n} in the translation is the source's n-th value.
    const order = entry.values as readonly number[];
    if ('strTag' in entry) return entry.strings.reduce((s, part, i) => s + String(values[order[i - 1]!]) + part);
    return { ...(entry as TemplateResult), values: order.map((n) => values[n]) };
  }
  const parts = pieces(entry);
  if ('strTag' in source) return parts.map((p) => (typeof p === 'number' ? String(values[p]) : p)).join('');
  if (!isTemplate(source)) return entry;
  const strings = source.strings;
  return html`${parts.map((p) => {
    if (typeof p === 'string') return p;
    const wrap = wrapOf(strings, p);
    return wrap ? wrap(values[p]) : values[p];
  })}`;
}
