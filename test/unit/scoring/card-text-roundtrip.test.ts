/**
 * The generated card text says the rule's numbers and terrains, in every language: 1,000 random valid
 * rules (a fixed seed; checkRule keeps only well-formed sense), each worded in English, German and
 * Polish, read back by textFacts (a reader of the text alone, with no knowledge of the rule), and
 * compared with ruleFacts (read from the rule alone).
 */
import { describe, expect, it } from 'vitest';
import { CLUSTER_TERRAINS, FILLS, type Fill } from '../../../src/grid/fills.ts';
import { checkRule } from '../../../src/scoring/check.ts';
import { cardText, CARD_TEXT_LOCALES, ruleFacts, textFacts, textMismatches } from '../../../src/scoring/card-text/index.ts';
import type { Filter, Match, ScoringRule, Unit } from '../../../src/scoring/rule-schema.ts';

const RULES = 1000;
type BaseMatch = Exclude<Match, { type: 'any-of' }>;
type BaseUnit = Exclude<Unit, { type: 'largest' | 'second-largest' | 'neighbours' | 'occupied-rows' | 'occupied-columns' }>;

function generator(seed: number) {
  let s = seed;
  const next = (n: number) => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0), (s >>> 8) % n);
  const pick = <T>(xs: readonly T[]): T => xs[next(xs.length)] as T;
  const fills = (): Fill[] => [...new Set(Array.from({ length: 1 + next(2) }, () => pick(FILLS)))];
  const stars = () => pick([1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 22, -1, -2, -5]);
  const count = () => pick([undefined, 0, 1, 2, 3, 4, 5, 6, 9, 14]);
  const match = (nested = false): Match => {
    const k = next(nested ? 4 : 6);
    if (k <= 1) return { type: 'fill', fills: fills() };
    if (k === 2) return { type: 'filled' };
    if (k === 3) return { type: 'ruins' };
    if (k === 4) return { type: 'edge' };
    return { type: 'any-of', of: [match(true) as BaseMatch, match(true) as BaseMatch] };
  };
  const bounds = () => {
    const [min, max] = [count(), count()];
    return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  };
  const filter = (): Filter => {
    switch (next(12)) {
      case 0:
        return { type: 'adjacent', to: match(), ...bounds() };
      case 1:
        return next(2) ? { type: 'surrounded', by: match() } : { type: 'surrounded' };
      case 2:
        return { type: 'size', min: 1 + next(7), ...(next(2) ? { max: 2 + next(9) } : {}) };
      case 3:
        return { type: 'count', of: match(), ...bounds() };
      case 4:
        return { type: 'every', is: match() };
      case 5:
        return {
          type: 'equal-counts',
          of: [
            { type: 'fill', fills: [pick(FILLS)] },
            { type: 'fill', fills: [pick(FILLS)] },
          ],
          min: 1 + next(3),
        };
      case 6:
        return { type: 'distinct-terrains', in: pick(['unit', 'neighbours'] as const), min: 2 + next(4) };
      case 7:
        return { type: 'touches-edge', edges: [pick(['top', 'left'] as const), pick(['bottom', 'right'] as const)], every: next(2) === 1 };
      case 8:
        return { type: 'contains', pattern: pick([['XX', 'XX'], ['XXX'], ['XXX', 'XXX'], ['X.', 'XX']]), rotations: next(2) === 1 };
      case 9:
        return { type: 'parity', parity: pick(['odd', 'even'] as const) };
      case 10:
        return { type: 'on-ruins' };
      default:
        return { type: 'linked', through: pick(CLUSTER_TERRAINS), to: match() };
    }
  };
  const where = () => (next(3) === 0 ? {} : { where: Array.from({ length: 1 + next(2) }, filter) });
  const base = (): BaseUnit => {
    switch (next(7)) {
      case 0:
        return { type: 'spaces', ...(next(4) ? { fills: fills() } : {}), ...where() };
      case 1:
        return { type: 'clusters', terrain: pick(CLUSTER_TERRAINS), ...where() };
      case 2:
        return { type: 'rows', ...where() };
      case 3:
        return { type: 'columns', ...where() };
      case 4:
        return { type: 'diagonals', direction: pick(['down-right', 'down-left'] as const), ...where() };
      case 5:
        return { type: 'squares', of: match(), ...where() };
      default:
        return { type: 'runs', direction: pick(['horizontal', 'vertical'] as const), fills: fills(), ...where() };
    }
  };
  const unit = (): Unit => {
    const k = next(6);
    if (k === 0) return { type: 'largest', of: base() };
    if (k === 1) return { type: 'second-largest', of: base() };
    return base();
  };
  const scoped = (): Unit => pick<Unit>([{ type: 'neighbours', fills: fills(), ...where() }, { type: 'occupied-rows' }, { type: 'occupied-columns' }]);
  const award = (inBest: boolean): ScoringRule => ({
    type: pick(['per', 'per', 'per-space', 'per-length'] as const),
    stars: stars(),
    of: inBest && next(2) ? scoped() : unit(),
  });
  const rule = (): ScoringRule => {
    const k = next(5);
    if (k === 0) return { type: 'sum', of: [award(false), award(false)] };
    if (k === 1)
      return {
        type: 'best',
        of: { type: 'clusters', terrain: pick(CLUSTER_TERRAINS) },
        award: next(2) ? award(true) : { type: 'sum', of: [award(true), award(true)] },
      };
    return award(false);
  };
  return rule;
}

/** The first `n` valid rules of the seeded generator (and how many it had to throw away). */
function validRules(n: number): { rules: ScoringRule[]; tried: number } {
  const next = generator(20261127);
  const rules: ScoringRule[] = [];
  let tried = 0;
  while (rules.length < n && tried < n * 50) {
    tried++;
    const r = next();
    if (checkRule(r).length === 0) rules.push(r);
  }
  return { rules, tried };
}

describe('generated card texts round-trip their rules', () => {
  const { rules } = validRules(RULES);

  it(`the generator yields ${RULES} valid rules, of every unit and filter`, () => {
    expect(rules).toHaveLength(RULES);
    const json = JSON.stringify(rules);
    for (const t of [
      '"per-space"',
      '"per-length"',
      '"best"',
      '"sum"',
      '"second-largest"',
      '"runs"',
      '"squares"',
      '"diagonals"',
      '"linked"',
      '"contains"',
      '"equal-counts"',
      '"surrounded"',
      '"distinct-terrains"',
      '"neighbours"',
      '"occupied-rows"',
    ])
      expect(json).toContain(t);
  });

  it.each(CARD_TEXT_LOCALES)('in %s: every number (2 and up) and terrain of the rule is in its text, and no other', (locale) => {
    const failures: string[] = [];
    for (const rule of rules) {
      const text = cardText(rule, locale);
      const m = textMismatches(rule, text, locale);
      if (m.length && failures.length < 5) failures.push(`${JSON.stringify(rule)}\n  ${text}\n  ${JSON.stringify(m)}`);
    }
    expect(failures).toEqual([]);
  });

  it('the round trip is not empty: the texts name numbers and terrains, so a wrong one would show', () => {
    const named = rules.filter((r) => ruleFacts(r).numbers.size > 0 && ruleFacts(r).terrains.size > 0).length;
    expect(named).toBeGreaterThan(RULES / 4);
    const r: ScoringRule = {
      type: 'per',
      stars: 2,
      of: { type: 'spaces', fills: ['forest'], where: [{ type: 'adjacent', to: { type: 'fill', fills: ['water'] } }] },
    };
    expect(textFacts(cardText(r, 'pl'), 'pl')).toEqual({ numbers: new Set([2]), terrains: new Set(['forest', 'water']) });
  });

  it('each text is one sentence per award, or one for a choice', () => {
    const sentences = (r: ScoringRule): number => (r.type === 'sum' ? r.of.reduce((n, p) => n + sentences(p), 0) : 1);
    for (const rule of rules.slice(0, 200))
      for (const locale of CARD_TEXT_LOCALES)
        expect(
          cardText(rule, locale)
            .split(/\.(?: |$)/)
            .filter(Boolean).length,
          cardText(rule, locale),
        ).toBe(sentences(rule));
  });
});
