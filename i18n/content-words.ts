/**
 * Card names, scoring texts and solo titles in the reader's language, from the packs' words files
 * (content/<pack>/words/<locale>.json). They load with the locale's messages; a card a file does
 * not name keeps its printed English name. The pseudo-locale accents the English.
 */
import type { Card } from '../src/content/types.ts';
import { getLocale, PSEUDO_LOCALE } from './localization.ts';
import { pseudoText } from './pseudo-text.ts';
import { storedWord, type Words } from './word-store.ts';

export { addWords, mergeWords, scoringLanguageWords, type Words } from './word-store.ts';
export { pseudoText } from './pseudo-text.ts';

function lookup(kind: keyof Words, key: string | undefined, english: string): string {
  const locale = getLocale();
  if (locale === PSEUDO_LOCALE) return pseudoText(english);
  return (key !== undefined ? storedWord(locale, kind, key) : undefined) ?? english;
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
