// The official packs' words in this language, merged (loaded with the locale's messages).
import base from '../../../content/base/words/de.json' with { type: 'json' };
import heroes from '../../../content/heroes/words/de.json' with { type: 'json' };
import promo from '../../../content/promo/words/de.json' with { type: 'json' };
import { mergeWords } from '../content-words.ts';

export const words = mergeWords([base, heroes, promo]);

// The prose of the help panel and of the guided first game in this language (content/help, content/tutorial/words).
export { default as help } from '../../../content/help/de.json' with { type: 'json' };
export { default as tutorial } from '../../../content/tutorial/words/de.json' with { type: 'json' };
