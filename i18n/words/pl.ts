// The official packs' words in this language (loaded with the locale's messages; content-words.ts merges them).
// Data only, importing nothing from the bundle: a lazy module that imported back from the page's
// bundle kept the bundler from folding shared code (@lit/localize) into carto.js.
import base from '../../content/base/words/pl.json' with { type: 'json' };
import heroes from '../../content/heroes/words/pl.json' with { type: 'json' };
import promo from '../../content/promo/words/pl.json' with { type: 'json' };

export const words = [base, heroes, promo];

// The prose of the help panel and of the guided first game in this language (content/help, content/tutorial/words).
export { default as help } from '../../content/help/pl.json' with { type: 'json' };
export { default as tutorial } from '../../content/tutorial/words/pl.json' with { type: 'json' };
// The scoring language's explanations, for the rule form's help (content/scoring-language).
export { default as scoringLanguage } from '../../content/scoring-language/pl.json' with { type: 'json' };
