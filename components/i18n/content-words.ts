/**
 * Card names, scoring texts and solo titles in the reader's language, from the packs' words files
 * (content/<pack>/words/<locale>.json). They load with the locale's messages; a card a file does
 * not name keeps its printed English name. The pseudo-locale accents the English.
 */
import type { Card } from '../../src/content/types.ts';
import type { WordsFile } from '../../src/content/words.ts';
import { getLocale, PSEUDO_LOCALE } from './localization.ts';
import { addProse } from './prose.ts';
import type { HelpContent } from '../../src/content/help.ts';
import type { TutorialWords } from '../../src/content/prose.ts';

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

const ACCENTS: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', c: 'ç', n: 'ñ', s: 'š', r: 'ŕ', t: 'ţ', l: 'ľ', d: 'ð', g: 'ĝ', h: 'ĥ', w: 'ŵ', y: 'ý', z: 'ž', b: 'ƀ', k: 'ķ', m: 'ɱ', p: 'þ', f: 'ƒ', j: 'ĵ', q: 'ǫ', v: 'ṽ', x: 'ẋ' };

/** The pseudo-locale's spelling of content text: every ASCII letter accented, bracketed. */
export function pseudoText(text: string): string {
  return `⟦${text.replace(/[A-Za-z]/g, (ch) => {
    const a = ACCENTS[ch.toLowerCase()] ?? ch;
    return ch === ch.toLowerCase() ? a : a.toUpperCase();
  })}⟧`;
}

function lookup(kind: keyof Words, key: string | undefined, english: string): string {
  const locale = getLocale();
  if (locale === PSEUDO_LOCALE) return pseudoText(english);
  return (key !== undefined ? loaded.get(locale)?.[kind][key] : undefined) ?? english;
}

/** A card's name in the reader's language ("Wielka rzeka" for Great River in Polish). */
export function cardName(card: Pick<Card, 'name'> & { readonly id?: string }): string {
  return lookup('names', card.id, card.name);
}

/** A scoring card's text in the reader's language. */
export function cardText(card: { readonly id?: string; readonly text: string }): string {
  return lookup('texts', card.id, card.text);
}

/** Why a scoring card's worked example scores what it does, in the reader's language. */
export function exampleWhy(card: { readonly id?: string; readonly example: { readonly why: string } }): string {
  return lookup('examples', card.id, card.example.why);
}

/** A solo title (as printed in English) in the reader's language. */
export function soloTitle(title: string): string {
  return lookup('titles', title, title);
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
