/** Card texts from rules (generate.ts) and the check that a text still matches its rule (facts.ts). */
export { cardText, cardTexts } from './generate.ts';
export { ruleFacts, textFacts, textMismatches, type RuleFacts, type TextFacts, type TextMismatch } from './facts.ts';
export { CARD_TEXT_LOCALES, type CardTextLocale, type Terrain } from './grammar.ts';
