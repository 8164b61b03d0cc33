/**
 * Numbers, dates, lists and plurals in the active locale (Intl), for the sentences of `msg()`.
 * The pseudo-locale formats like English.
 */
import { getLocale } from './localization.ts';

const intlLocale = (): string => (getLocale() === 'en-XA' ? 'en' : getLocale());
// The pseudo-locale writes dates the Russian way (month names in Cyrillic), as it joins lists: no English
// month name may pass for a translated sentence.
const dateLocale = (): string => (getLocale() === 'en-XA' ? 'ru' : getLocale());

/** A whole or decimal number as the reader writes it ("1,234" in English, "1.234" in German, "1 234" in Polish). */
const numbers = new Map<string, Intl.NumberFormat>();

/** Small whole numbers already written, by locale (negative ones from WRITTEN_BELOW on): a score is written on every pointer move, and Intl takes microseconds each. */
const written = new Map<string, string[]>();
const WRITTEN_BELOW = 1000;

export function formatNumber(n: number): string {
  const locale = intlLocale();
  let f = numbers.get(locale);
  if (!f) numbers.set(locale, (f = new Intl.NumberFormat(locale)));
  // Whole numbers of up to three digits, either sign (a monster penalty is negative; -0 is written apart).
  if (!Number.isInteger(n) || Math.abs(n) >= WRITTEN_BELOW || Object.is(n, -0)) return f.format(n);
  let known = written.get(locale);
  if (!known) written.set(locale, (known = []));
  const at = n < 0 ? WRITTEN_BELOW - n : n;
  return (known[at] ??= f.format(n));
}

/** A date (and time, unless `dateOnly`) in the reader's locale. */
export function formatDate(d: Date | number, dateOnly = false): string {
  const options: Intl.DateTimeFormatOptions = dateOnly ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(dateLocale(), options).format(d);
}

/** A calendar day written 'YYYY-MM-DD' (a daily challenge's), as the reader writes dates; the day itself, whatever the time zone. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return new Intl.DateTimeFormat(dateLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

const lists = new Map<string, Intl.ListFormat>();

/** "a, b and c" in the reader's language (each item already translated); 'unit' joins facts: "a, b, c". */
export function formatList(items: readonly string[], type: 'conjunction' | 'disjunction' | 'unit' = 'conjunction'): string {
  // The pseudo-locale joins lists the Russian way ("и", "или"): words no English string may hide behind.
  const locale = getLocale() === 'en-XA' ? 'ru' : intlLocale();
  const key = `${locale}/${type}`;
  let f = lists.get(key);
  if (!f) lists.set(key, (f = new Intl.ListFormat(locale, { style: type === 'unit' ? 'short' : 'long', type })));
  return f.format(items);
}

/**
 * The plural forms of one message. Every form is a `msg()` with an id of its own (`stars.one`,
 * `stars.few`, ...), because English spells three of them the same and Polish needs them apart:
 * German uses one/other, Polish one/few/many/other (other: fractions).
 */
export interface PluralForms {
  readonly one: () => string;
  readonly few: () => string;
  readonly many: () => string;
  readonly other: () => string;
}

/** The form Intl.PluralRules picks for `n` in the active locale ("1 star", "2 stars"; "2 gwiazdki", "5 gwiazdek"). */
export function plural(n: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(intlLocale()).select(n);
  return (category in forms ? forms[category as keyof PluralForms] : forms.other)();
}

/**
 * Time left on a clock: "4:05" under an hour (minutes and seconds, as clocks show them in every
 * language), else the largest two units in the reader's words ("2 days, 3 hr", "2 Tg., 3 Std.").
 */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 3600) return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  const parts: [number, 'day' | 'hour' | 'minute'][] = [
    [Math.floor(s / 86400), 'day'],
    [Math.floor((s % 86400) / 3600), 'hour'],
    [Math.floor((s % 3600) / 60), 'minute'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  const unit = (n: number, u: string) => new Intl.NumberFormat(intlLocale(), { style: 'unit', unit: u, unitDisplay: 'short' }).format(n);
  return formatList(
    parts
      .slice(first, first + 2)
      .filter(([n]) => n > 0)
      .map(([n, u]) => unit(n, u)),
    'unit',
  );
}
