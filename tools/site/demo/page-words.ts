// The demo pages' own words (headings, introductions, the language and theme labels) in the page's
// language: each element marked data-words="<key>" shows that message, and data-words-label="<key>"
// names it (aria-label). They follow the elements' locale: rewritten whenever a catalogue is ready.
import { html, render, type TemplateResult } from 'lit';
import { msg, onLocaleReady, withLocale } from '../../../i18n/localization.ts';
import { resolveLocale } from '../../../components/words/resolve-locale.ts';

const WORDS: Readonly<Record<string, () => string | TemplateResult>> = {
  'game-title': () => msg('Cartographers Live'),
  'game-intro': () =>
    msg(
      html`Play Cartographers or Cartographers Heroes, solo or with up to six players on one device. Design your own cards in the <a href="editor.html">card editor</a>; put a map in your own page with the <a href="examples.html">embedding examples</a>.`,
    ),
  'online-intro': () => msg(html`Play with friends on their own devices: <a href="lobby.html">online tables</a>.`),
  'editor-title': () => msg('Card editor'),
  'editor-page-title': () => msg('Cartographers Live: card editor'),
  'editor-intro': () =>
    msg(
      html`Make scoring cards, explore, ambush and hero cards, and map sides; see them work at once; export the pack or play it. <a href="./">Back to the game</a>`,
    ),
  language: () => msg('Language'),
  theme: () => msg('Theme'),
  'theme-label': () => msg('Theme:'),
  'theme-auto': () => msg('Like my device'),
  'theme-paper': () => msg('Paper'),
  'theme-night': () => msg('Night'),
  'theme-colour-blind': () => msg('Colour-blind'),
  'theme-high-contrast': () => msg('High contrast'),
};

const cleared = new WeakSet<Element>();

/** Writes every marked element's words in the active locale (the page's static English is replaced the first time). */
export function wordPage(): void {
  withLocale(resolveLocale(document.documentElement), wordEach);
}

function wordEach(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-words]')) {
    const words = WORDS[el.dataset.words ?? ''];
    if (!words) continue;
    if (!cleared.has(el)) {
      el.replaceChildren();
      cleared.add(el);
    }
    render(words(), el);
  }
  for (const el of document.querySelectorAll<HTMLElement>('[data-words-label]')) {
    const words = WORDS[el.dataset.wordsLabel ?? ''];
    if (words) el.setAttribute('aria-label', String(words()));
  }
  const title = WORDS[document.documentElement.dataset.wordsTitle ?? ''];
  if (title) document.title = String(title());
}

onLocaleReady(() => wordPage());
new MutationObserver(() => wordPage()).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
