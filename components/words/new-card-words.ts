/** The name (and a scoring card's text) a new card starts with in the editor, in the designer's language. */
import { msg } from '../../i18n/localization.ts';
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

export function newCardWords(kind: CardKind): NewCardWords {
  return kind === 'scoring' ? { name: NAMES.scoring(), text: msg('Earn one reputation star for each forest space.') } : { name: NAMES[kind]() };
}
