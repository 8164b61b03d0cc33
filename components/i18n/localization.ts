/**
 * The one lit-localize runtime of the page: which locales exist and how their messages load.
 *
 * Runtime mode (not transform mode) because the locale changes live, in a running game: a
 * `lang` attribute or `locale` property changes, the catalogue of that locale loads (each one is
 * its own lazily imported module, so English pages download no German or Polish), and every
 * element re-renders without being rebuilt, so no game state is lost.
 *
 * lit-localize keeps ONE active locale per page: two elements asking for different languages at
 * the same time take turns (the last one to ask wins). Pages show one language at a time.
 */
import { configureLocalization } from '@lit/localize';
import { sourceLocale, targetLocales, allLocales } from './locale-codes.ts';
import { loadWords } from './content-words.ts';

export type Locale = (typeof allLocales)[number];
export { allLocales, sourceLocale, targetLocales };

/** The pseudo-locale of the tests: every message accented and bracketed, so an untranslated string stands out. */
export const PSEUDO_LOCALE = 'en-XA' satisfies Locale;

// One import per locale, spelled out, so every bundler splits each catalogue into its own chunk.
// The packs' card names come along, so a switch shows messages and cards in the same language at once.
const loaders: Record<(typeof targetLocales)[number], () => Promise<unknown>> = {
  de: () => loadWords('de').then(() => import('../../i18n/locales/de.ts')),
  pl: () => loadWords('pl').then(() => import('../../i18n/locales/pl.ts')),
  'en-XA': () => import('../../i18n/locales/en-XA.ts'),
};

export const { getLocale, setLocale } = configureLocalization({
  sourceLocale,
  targetLocales,
  loadLocale: (locale) => loaders[locale as keyof typeof loaders]() as ReturnType<Parameters<typeof configureLocalization>[0]['loadLocale']>,
});

/** The supported locale for a BCP 47 tag: exact ("en-XA"), else its language ("de-AT" -> "de"), else null. */
export function supportedLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.toLowerCase();
  const exact = allLocales.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split(/[-_]/)[0];
  return allLocales.find((l) => l === language) ?? null;
}
