// The language switch of the demo pages: the elements follow <html lang> (English, German,
// Polish), live, without losing a running game or an edited pack. `?lang=de` in the address picks
// one too (links and tests); the choice is remembered across the pages.
const LANG_KEY = 'carto-live-lang';
const root = document.documentElement;
const remembered = (() => {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
})();
const wanted = new URLSearchParams(location.search).get('lang') ?? remembered;
if (wanted && ['en', 'de', 'pl'].includes(wanted)) root.lang = wanted;
const languages = document.querySelector<HTMLSelectElement>('#language');
if (languages) {
  languages.value = root.lang;
  languages.addEventListener('change', () => {
    root.lang = languages.value;
    try {
      localStorage.setItem(LANG_KEY, languages.value);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  });
}
