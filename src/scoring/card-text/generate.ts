/**
 * A card's text, generated from its rule in English, German or Polish. The walk is shared: a `sum`
 * is one sentence per part, a `best` one sentence that chooses and then awards; each language's
 * grammar words the awards and the choice. Pure: the locale is an argument, never the machine's.
 */
import type { ScoringRule } from '../rule-schema.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import type { Award, CardGrammar, CardTextLocale } from './grammar.ts';
import { pl } from './pl.ts';

export const GRAMMARS: Readonly<Record<CardTextLocale, CardGrammar>> = { en, de, pl };

/** The awards under a rule, each with the sentence it belongs to (a `best` keeps its awards in one). */
function sentences(rule: ScoringRule, g: CardGrammar): string[] {
  switch (rule.type) {
    case 'sum':
      return rule.of.flatMap((r) => sentences(r, g));
    case 'best':
      return [
        g.choose(
          rule.of,
          leaves(rule.award).map((a) => g.award(a, rule.of)),
        ),
      ];
    default:
      return [g.award(rule, undefined)];
  }
}

function leaves(rule: ScoringRule): Award[] {
  if (rule.type === 'sum') return rule.of.flatMap(leaves);
  if (rule.type === 'best') return leaves(rule.award); // check.ts forbids a best in a best; worded flat if one comes
  return [rule];
}

const sentence = (clause: string): string => clause.charAt(0).toUpperCase() + clause.slice(1) + '.';

/** The card text of a rule in one language: "Earn one reputation star for each forest space ...". */
export function cardText(rule: ScoringRule, locale: CardTextLocale): string {
  return sentences(rule, GRAMMARS[locale]).map(sentence).join(' ');
}

/** The card text in every language the generator speaks. */
export function cardTexts(rule: ScoringRule): Record<CardTextLocale, string> {
  return { en: cardText(rule, 'en'), de: cardText(rule, 'de'), pl: cardText(rule, 'pl') };
}
