/**
 * The toolkit's own localisation runtime: languages per element, after the platform's `lang` rule.
 *
 * Messages are written with `msg()` and `str` from this module (the same calls as `@lit/localize`,
 * whose extractor reads them, see docs/I18N.md), but nothing here configures `@lit/localize`: a
 * host page that configures it for itself is left alone, and elements in different languages
 * coexist on one page. Each element renders inside `withLocale(itsLocale, ...)`
 * (localized-element.ts), so `msg()`, the card names and the number formats it calls while
 * rendering speak its language. Outside a render, they speak the page's (`<html lang>`).
 *
 * German and Polish load on demand (each its own module); a consumer adds a language with
 * `registerLocale('fr', catalogue)` (catalogue.ts says the shape; `cartographers-live/i18n/en.json`
 * is the English one to translate).
 */
import type { msg as LitMsg, TemplateLike } from '@lit/localize';
import { str } from '@lit/localize';
import { generateMsgId } from '@lit/localize/internal/id-generation.js';
import { sourceLocale } from './locale-codes.ts';
import { translate, type Catalogue } from './catalogue.ts';
import { loadWords } from './word-store.ts';

export type Locale = string;
export type { Catalogue };
export { sourceLocale, str };

/** The languages the package carries, sorted by code (the tests' pseudo-locale is no part of it). */
export const shippedLocales = ['de', 'en', 'pl'] as const;

/** The pseudo-locale of the tests: every message accented and bracketed, so an untranslated string stands out. Registered by the tests only. */
export const PSEUDO_LOCALE = 'en-XA';

type Loader = () => Promise<Catalogue>;

// One import per locale, spelled out, so every bundler splits each catalogue into its own chunk.
// The packs' card names come along, so a switch shows messages and cards in the same language at once.
const loaders = new Map<Locale, Loader>([
  [
    'de',
    () =>
      loadWords('de')
        .then(() => import('./locales/de.ts'))
        .then((m) => m.templates),
  ],
  [
    'pl',
    () =>
      loadWords('pl')
        .then(() => import('./locales/pl.ts'))
        .then((m) => m.templates),
  ],
]);
const catalogues = new Map<Locale, Catalogue>();
/** supportedLocale's answers by tag, until a language is registered */
const supported = new Map<string, Locale | null>();
const loading = new Map<Locale, Promise<void>>();
const listeners = new Set<(locale: Locale) => void>();

/**
 * Adds a language, or replaces one: `catalogue` maps message ids to translations (catalogue.ts), or
 * is a function that loads them on first use. Elements showing that language re-render.
 */
export function registerLocale(locale: Locale, catalogue: Catalogue | (() => Promise<Catalogue | { templates: Catalogue }>)): void {
  loading.delete(locale);
  supported.clear();
  if (typeof catalogue === 'function') {
    catalogues.delete(locale);
    loaders.set(locale, () => catalogue().then((c) => ('templates' in c && typeof c.templates === 'object' ? (c.templates as Catalogue) : (c as Catalogue))));
  } else {
    loaders.set(locale, () => Promise.resolve(catalogue));
    catalogues.set(locale, catalogue);
  }
  // Elements whose lang names it now know it (and load it if they show it).
  for (const l of listeners) l(locale);
}

/** The languages elements can show: English, German, Polish and those registered. */
export function knownLocales(): Locale[] {
  return [sourceLocale, ...loaders.keys()];
}

/** Whether a locale's messages are here (English always is). */
export function isLocaleReady(locale: Locale): boolean {
  return locale === sourceLocale || catalogues.has(locale);
}

/** Loads a locale's messages (for server-side rendering: await it before rendering that language). */
export function loadLocale(locale: Locale): Promise<void> {
  if (isLocaleReady(locale)) return Promise.resolve();
  const load = loaders.get(locale);
  if (!load) return Promise.reject(new Error(`no messages for the locale "${locale}": registerLocale() adds one`));
  let p = loading.get(locale);
  if (!p) {
    p = load().then((c) => {
      catalogues.set(locale, c);
      for (const l of listeners) l(locale);
    });
    p.catch(() => loading.delete(locale));
    loading.set(locale, p);
  }
  return p;
}

/** Calls `listener` whenever a locale is registered or its messages arrive; returns the way to stop. */
export function onLocaleReady(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The rendering element's locale; null outside a render. */
let current: Locale | null = null;

/**
 * Outside a render (an event handler, a statechart's callback), the page's language: its `<html lang>`
 * once its messages are here. (An element in another language words such sentences in the page's.)
 */
function ambientLocale(): Locale {
  // Through globalThis: this layer is typed without the DOM (the server and the command line word with it too).
  const document = (globalThis as { readonly document?: { readonly documentElement?: { readonly lang?: string } } }).document;
  if (document === undefined) return sourceLocale;
  const page = supportedLocale(document.documentElement?.lang);
  return page && isLocaleReady(page) ? page : sourceLocale;
}

/** The locale being rendered now (the rendering element's), else the page's. */
export function getLocale(): Locale {
  return current ?? ambientLocale();
}

/** Runs `fn` with `msg()` and the formats speaking `locale` (falls back to English until its messages are here). */
export function withLocale<T>(locale: Locale, fn: () => T): T {
  const before = current;
  current = isLocaleReady(locale) ? locale : sourceLocale;
  try {
    return fn();
  } finally {
    current = before;
  }
}

const ids = new WeakMap<object, string>();

function idOf(template: TemplateLike): string {
  if (typeof template === 'string') return generateMsgId(template, false);
  const strings = template.strings as unknown as object;
  let id = ids.get(strings);
  if (id === undefined) ids.set(strings, (id = generateMsgId(template.strings as unknown as string[], !('strTag' in template))));
  return id;
}

/** The message in the rendering element's language; `str` for values, `html` for markup (as in @lit/localize). */
export const msg = ((template: TemplateLike, options?: { id?: string }) => {
  const locale = getLocale();
  const entries = locale === sourceLocale ? undefined : catalogues.get(locale);
  const entry = entries?.[options?.id ?? idOf(template)];
  if (entry === undefined) {
    if (typeof template === 'string' || !('strTag' in template)) return template;
    return template.strings.reduce((s, part, i) => s + String(template.values[i - 1]) + part);
  }
  return translate(template, entry);
}) as typeof LitMsg;

/** The known locale for a BCP 47 tag: exact ("en-XA"), else its language ("de-AT" -> "de"), else null. */
export function supportedLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  // Every element asks on every update (its nearest lang): answered once per tag until a language is registered.
  let answer = supported.get(tag);
  if (answer === undefined) supported.set(tag, (answer = lookUpLocale(tag)));
  return answer;
}

function lookUpLocale(tag: string): Locale | null {
  const known = knownLocales();
  const lower = tag.toLowerCase();
  const exact = known.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split(/[-_]/)[0];
  return known.find((l) => l === language) ?? null;
}
