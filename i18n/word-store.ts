/**
 * The words that load with a locale's messages, kept per locale: the packs' card names, texts and
 * solo titles (content/<pack>/words/<locale>.json), the help panel's and the guided game's prose, and
 * the scoring language's explanations. A store only: which locale is read is the runtime's
 * (localization.ts), so this module imports nothing of it and the runtime can load words into it.
 */
import type { WordsFile } from '../src/content/words.ts';
import type { HelpContent } from '../src/content/help.ts';
import type { TutorialWords } from '../src/content/prose.ts';

export interface Words {
  readonly names: Readonly<Record<string, string>>;
  readonly texts: Readonly<Record<string, string>>;
  readonly titles: Readonly<Record<string, string>>;
  readonly examples: Readonly<Record<string, string>>;
}

type WordsLike = Pick<WordsFile, 'names'> & Partial<Pick<WordsFile, 'texts' | 'titles' | 'examples'>>;

export function mergeWords(files: readonly WordsLike[]): Words {
  return {
    names: Object.assign({}, ...files.map((f) => f.names)),
    texts: Object.assign({}, ...files.map((f) => f.texts ?? {})),
    titles: Object.assign({}, ...files.map((f) => f.titles ?? {})),
    examples: Object.assign({}, ...files.map((f) => f.examples ?? {})),
  };
}

const loaded = new Map<string, Words>();
const helps = new Map<string, HelpContent>();
const tutorials = new Map<string, TutorialWords>();

// The scoring language's explanations, kept as loaded: only the editor reads them (scoring-language.ts),
// so the game's bundle carries neither them nor the English table they translate.
const scoringLanguages = new Map<string, unknown>();

/** The scoring language's explanations of a locale, as its words file has them (the editor checks their shape). */
export function scoringLanguageWords(locale: string): unknown {
  return scoringLanguages.get(locale);
}

/** Adds words for a locale (the official ones load by themselves; a page may add a designer pack's). */
export function addWords(locale: string, words: WordsLike): void {
  const had = loaded.get(locale);
  loaded.set(locale, had ? mergeWords([had, words]) : mergeWords([words]));
}

/** One word of a locale, if it has it: a card's name, text, worked example or a solo title. */
export function storedWord(locale: string, kind: keyof Words, key: string): string | undefined {
  return loaded.get(locale)?.[kind][key];
}

/** Adds a locale's help panel and guided-game prose. */
export function addProse(locale: string, help: HelpContent, tutorial: TutorialWords): void {
  helps.set(locale, help);
  tutorials.set(locale, tutorial);
}

/** A locale's help panel, if it has loaded. */
export function storedHelp(locale: string): HelpContent | undefined {
  return helps.get(locale);
}

/** A locale's guided-game prose, if it has loaded. */
export function storedTutorial(locale: string): TutorialWords | undefined {
  return tutorials.get(locale);
}

/** Loads the official words of a locale (called with its messages; English has none to load). */
export async function loadWords(locale: string): Promise<void> {
  if (locale !== 'de' && locale !== 'pl') return;
  if (loaded.has(locale)) return;
  const m = locale === 'de' ? await import('./words/de.ts') : await import('./words/pl.ts');
  addWords(locale, mergeWords(m.words));
  addProse(locale, m.help as HelpContent, m.tutorial as TutorialWords);
  scoringLanguages.set(locale, m.scoringLanguage);
}
