/**
 * The help panel's text and the guided first game's words in the reader's language. They come with
 * the locale's messages (i18n/words/<locale>.ts); until they have, and for English, the
 * English text shows. The pseudo-locale accents the English, so its tests see any prose left out.
 */
import type { HelpContent } from '../src/content/help.ts';
import type { TutorialWords } from '../src/content/prose.ts';
import { getLocale, PSEUDO_LOCALE } from './localization.ts';
import { pseudoText } from './pseudo-text.ts';
import { storedHelp, storedTutorial } from './word-store.ts';

const pseudoWords = (s: string) => (s.length > 1 ? pseudoText(s) : s);

function pseudoHelp(h: HelpContent): HelpContent {
  return {
    ...h,
    title: pseudoText(h.title),
    rulingsTitle: pseudoText(h.rulingsTitle),
    rulings: Object.fromEntries(Object.entries(h.rulings).map(([k, v]) => [k, pseudoText(v)])),
    topics: h.topics.map((t) => ({ ...t, title: pseudoText(t.title), paragraphs: t.paragraphs.map(pseudoText) })),
    shortcuts: h.shortcuts.map((s) => ({ keys: s.keys.map(pseudoWords), does: pseudoText(s.does) })),
  };
}

/** The "How to play" text in the reader's language (the English one when there is none). */
export function helpText(english: HelpContent): HelpContent {
  const locale = getLocale();
  if (locale === PSEUDO_LOCALE) return pseudoHelp(english);
  return storedHelp(locale) ?? english;
}

/** A step's hint or task in the reader's language. */
export function tutorialLine(step: string, part: 'hint' | 'do', english: string): string {
  const locale = getLocale();
  if (locale === PSEUDO_LOCALE) return pseudoText(english);
  return storedTutorial(locale)?.steps[step]?.[part] ?? english;
}
