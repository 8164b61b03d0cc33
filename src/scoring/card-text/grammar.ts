/**
 * What a card-text grammar is: one per language (en.ts, de.ts, pl.ts), each a small set of
 * functions over the rule tree that words an award ("earn two reputation stars for each ...") and
 * a choice ("choose a cluster of village spaces and ..."). The walk over `sum` and `best` is shared
 * (generate.ts); everything that depends on a language's cases, genders and plurals is its own.
 */
import type { Fill } from '../../grid/fills.ts';
import type { Match, ScoringRule, Unit } from '../rule-schema.ts';

/** The languages a card text is generated in. */
export const CARD_TEXT_LOCALES = ['en', 'de', 'pl'] as const;
export type CardTextLocale = (typeof CARD_TEXT_LOCALES)[number];

/** A rule that awards stars for units (the leaves of `sum` and `best`). */
export type Award = Extract<ScoringRule, { type: 'per' | 'per-space' | 'per-length' }>;

/** What a text can name: a fill, or a ruins space (ruins are a printed mark, not a fill). */
export type Terrain = Fill | 'ruins';

export interface CardGrammar {
  readonly locale: CardTextLocale;
  /** One award as a clause, lower case, no full stop; `chosen` is the unit a `best` chose, if any. */
  award(rule: Award, chosen: Unit | undefined): string;
  /** "choose a cluster of village spaces and <clauses>", lower case, no full stop. */
  choose(unit: Unit, clauses: readonly string[]): string;
  /** The words the language writes for small numbers (index = value); larger numbers are digits. */
  readonly numberWords: readonly string[];
  /** How each terrain shows in a text of this language (checked against the rule, see facts.ts). */
  readonly terrainWords: Readonly<Record<Terrain, RegExp>>;
}

/** "XX" / "XX": the spaces a `contains` pattern asks for, and its box when it is a full rectangle. */
export function patternShape(pattern: readonly string[]): { spaces: number; width: number; height: number; rectangle: boolean } {
  const spaces = pattern
    .join('')
    .split('')
    .filter((c) => c === 'X').length;
  const width = Math.max(...pattern.map((r) => r.length));
  const height = pattern.length;
  return { spaces, width, height, rectangle: spaces === width * height };
}

/** Is the unit one picked by size (the largest, the second largest)? Then "the", not "each". */
export const ranked = (u: Unit): boolean => u.type === 'largest' || u.type === 'second-largest';
/** The unit a ranking picks from (the unit itself when it is not a ranking). */
export const inner = (u: Unit): Unit => (u.type === 'largest' || u.type === 'second-largest' ? u.of : u);

/** A filter's words in a language that says filters as relative clauses (German, Polish). */
export interface ClauseWords {
  /** adjective stems before the noun ("vollständig gefüllt", "pełn") */
  readonly before?: string;
  /** the relative clause's predicate ("an ein Wasserfeld grenzt", "nie sąsiaduje z obszarem Gór") */
  readonly clause?: string;
}

/** Is the unit single spaces (surrounded "on all four sides")? */
export const singleSpaces = (u: Unit): boolean => u.type === 'spaces' || u.type === 'neighbours';

/** The alternatives of a match ("a water space or the map edge": two). */
export const alternatives = (m: Match): readonly Match[] => (m.type === 'any-of' ? m.of : [m]);
