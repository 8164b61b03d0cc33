/**
 * A custom scoring card's text and its rule, kept together. While the designer has not reworded it,
 * a card's text is the one its rule generates (src/scoring/card-text/) and follows the rule as it
 * changes; once reworded, the text is checked against the rule and a text whose numbers or terrains
 * no longer match is a warning, named by what differs (never a failure: a designer may word a card
 * as they like). Pure: the editor statechart and `carto validate` call it.
 */
import { cardText, CARD_TEXT_LOCALES, textMismatches, type CardTextLocale, type TextMismatch } from '../scoring/card-text/index.ts';
import type { ScoringRule } from '../scoring/rule-schema.ts';
import { validateRule } from '../scoring/validate.ts';
import { parseNotation } from '../grid/notation.ts';
import { exampleWhy } from './card-example.ts';
import { cardsIn, setAt, type Draft } from './draft.ts';

/** A scoring card whose text no longer says what its rule does. */
export interface CardTextWarning {
  readonly file: string;
  /** JSON Pointer of the text that disagrees. */
  readonly pointer: string;
  readonly id: string;
  /** The language the text was read in (the reading with the fewest disagreements). */
  readonly locale: CardTextLocale;
  readonly mismatches: readonly TextMismatch[];
}

/** The rule when it is sound (schema and sense), else undefined: a half-edited rule has no text yet. */
export function soundRule(rule: unknown): ScoringRule | undefined {
  return validateRule(rule).length === 0 ? (rule as ScoringRule) : undefined;
}

/** The language in which `text` is exactly what `rule` generates, if any (the designer has not reworded it). */
export function generatedLocale(rule: unknown, text: unknown): CardTextLocale | undefined {
  const sound = soundRule(rule);
  if (!sound || typeof text !== 'string') return undefined;
  return CARD_TEXT_LOCALES.find((l) => cardText(sound, l) === text);
}

/** An example's map, or undefined when its rows are not NOTATION. */
function exampleGrid(example: unknown) {
  const rows = (example as { rows?: unknown } | undefined)?.rows;
  if (!Array.isArray(rows) || !rows.every((r) => typeof r === 'string')) return undefined;
  try {
    return parseNotation(rows.join('\n'));
  } catch {
    return undefined;
  }
}

/**
 * The draft with what each scoring card derives from its rule following a changed rule: a text
 * generated from the last sound rule (in some language) becomes the new rule's text in that
 * language, and an example taken from the sample map (its stars and why as generated) is scored
 * again. `earlier` are the drafts before this one, the latest first: a rule passes through unsound
 * states while it is edited (no terrain ticked yet), and the text is judged against the last sound
 * one. What the designer wrote by hand, or a rule not yet sound, is left as it is.
 */
export function followRules(earlier: readonly Draft[], after: Draft, file = 'scoring.json'): Draft {
  const before = earlier[0];
  if (!before) return after;
  let out = after;
  cardsIn(after, file).forEach((card, i) => {
    const now = cardsIn(before, file)[i];
    if (!now || now.rule === card.rule) return;
    const rule = soundRule(card.rule);
    if (!rule) return;
    // The last state of this card with a sound rule, its text and example as they are now.
    const was = earlier.map((d) => cardsIn(d, file)[i]).find((c) => c !== undefined && soundRule(c.rule) !== undefined);
    if (!was || was.text !== card.text) return;
    const oldRule = soundRule(was.rule)!;
    const locale = generatedLocale(oldRule, was.text);
    if (locale) out = setAt(out, file, `/cards/${i}/text`, cardText(rule, locale));
    const grid = was.example === card.example ? exampleGrid(card.example) : undefined;
    if (grid) {
      const had = exampleWhy(oldRule, grid);
      const example = card.example as { stars?: unknown; why?: unknown };
      if (example.stars === had.stars && example.why === had.why) out = setAt(out, file, `/cards/${i}/example`, { ...example, ...exampleWhy(rule, grid) });
    }
  });
  return out;
}

/**
 * How a text disagrees with its rule, read in the language that fits it best (a pack's texts may be
 * in any of the three): none when some reading names exactly the rule's numbers and terrains.
 */
export function textCheck(
  rule: ScoringRule,
  text: string,
  locales: readonly CardTextLocale[] = CARD_TEXT_LOCALES,
): { locale: CardTextLocale; mismatches: TextMismatch[] } {
  let best: { locale: CardTextLocale; mismatches: TextMismatch[] } | undefined;
  for (const locale of locales) {
    const mismatches = textMismatches(rule, text, locale);
    if (!best || mismatches.length < best.mismatches.length) best = { locale, mismatches };
  }
  return best!;
}

/**
 * Every scoring card of the draft whose text disagrees with its sound rule, and every translated
 * text (words/<locale>.json) that does, read in its own language.
 */
export function cardTextWarnings(draft: Draft, file = 'scoring.json'): CardTextWarning[] {
  const out: CardTextWarning[] = [];
  const rules = new Map<string, ScoringRule>();
  cardsIn(draft, file).forEach((card, i) => {
    const rule = soundRule(card.rule);
    if (!rule || typeof card.id !== 'string') return;
    rules.set(card.id, rule);
    if (typeof card.text !== 'string' || card.text.trim() === '') return;
    const { locale, mismatches } = textCheck(rule, card.text);
    if (mismatches.length) out.push({ file, pointer: `/cards/${i}/text`, id: card.id, locale, mismatches });
  });
  for (const locale of CARD_TEXT_LOCALES) {
    const words = `words/${locale}.json`;
    const texts = (draft[words] as { texts?: unknown } | undefined)?.texts;
    if (!texts || typeof texts !== 'object') continue;
    for (const [id, text] of Object.entries(texts as Record<string, unknown>)) {
      const rule = rules.get(id);
      if (!rule || typeof text !== 'string') continue;
      const mismatches = textMismatches(rule, text, locale);
      if (mismatches.length) out.push({ file: words, pointer: `/texts/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`, id, locale, mismatches });
    }
  }
  return out;
}
