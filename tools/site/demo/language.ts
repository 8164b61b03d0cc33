// The language switch of the demo pages: the elements follow <html lang> (every locale of the
// catalogue but the tests' pseudo-locale), live, without losing a running game or an edited pack.
// `?lang=de` in the address picks one too (links and tests); the choice is remembered across the
// pages. The switch's options are made here, once, each language named in its own words.
import { loadLocale, shippedLocales, supportedLocale } from '../../../i18n/localization.ts';
import { wordPage } from './page-words.ts';

const LANG_KEY = 'carto-live-lang';
const LANGUAGES = shippedLocales;
const root = document.documentElement;
const remembered = (() => {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
})();
const wanted = new URLSearchParams(location.search).get('lang') ?? remembered;
if (wanted && (LANGUAGES as readonly string[]).includes(wanted)) root.lang = wanted;

/** "Deutsch", "Polski": a language named as its readers name it. */
const ownName = (locale: string) => {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
};

const languages = document.querySelector<HTMLSelectElement>('#language');
if (languages) {
  languages.replaceChildren(...LANGUAGES.map((l) => Object.assign(document.createElement('option'), { value: l, lang: l, textContent: ownName(l) })));
  languages.value = root.lang;
  languages.addEventListener('change', () => {
    root.lang = languages.value;
    void loadLocale(languages.value);
    try {
      localStorage.setItem(LANG_KEY, languages.value);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  });
}

// The page's own words: in English at once, then in the page's language as soon as its catalogue loads
// (the elements ask for it when they connect; a page without elements asks here).
wordPage();
const locale = supportedLocale(root.lang);
if (locale) void loadLocale(locale);
