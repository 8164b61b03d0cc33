/** The name a new card starts with in the editor, in the designer's language (and the language its text is generated in). */
import { getLocale, msg } from '../../i18n/localization.ts';
import { CARD_TEXT_LOCALES, type CardTextLocale } from '../../src/scoring/card-text/index.ts';
import type { CardKind } from '../../src/content/types.ts';
import type { NewCardWords } from '../../src/content/draft.ts';

const NAMES: { readonly [K in CardKind]: () => string } = {
  explore: () => msg('New explore card'),
  ambush: () => msg('New ambush card'),
  hero: () => msg('New hero card'),
  season: () => msg('New season card'),
  edict: () => msg('New edict card'),
  scoring: () => msg('New scoring card'),
  map: () => msg('New map side'),
};

/** The language a card text is generated in for a reader of `locale` (English for one the generator does not speak). */
export function textLocaleFor(locale: string): CardTextLocale {
  const base = locale.split('-')[0] as CardTextLocale;
  return CARD_TEXT_LOCALES.includes(base) ? base : 'en';
}

export function newCardWords(kind: CardKind, locale: string = getLocale()): NewCardWords {
  return kind === 'scoring' ? { name: NAMES.scoring(), textLocale: textLocaleFor(locale) } : { name: NAMES[kind]() };
}
