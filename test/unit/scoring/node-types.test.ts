/**
 * The semantic checker's tables of node types (src/scoring/check.ts) are keyed by the unions of the
 * schema; these tests hold them to the schema at run time as well, so a table and the schema cannot
 * drift apart, and show that the lists derived from them are what the checker reports.
 */
import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { ruleIssueSentence } from '../../../i18n/rule-problems.ts';
import {
  checkRule,
  FILTER_TYPES,
  FILTER_UNITS,
  MATCH_INDEX,
  MATCH_TYPES,
  RULE_TYPES,
  takesFilters,
  UNIT_INDEX,
  UNIT_TYPES,
} from '../../../src/scoring/check.ts';
import { FilterSchema, MatchSchema, ScoringRuleSchema, UnitSchema } from '../../../src/scoring/rule-schema.ts';

/** The `type` literal of each member of a union schema. */
function literalTypes(union: TSchema): string[] {
  return (union.anyOf as TSchema[]).map((member) => member.properties.type.const as string);
}

describe('node types', () => {
  it('the checker knows exactly the schema’s node types', () => {
    expect(new Set(RULE_TYPES)).toEqual(new Set(literalTypes(ScoringRuleSchema)));
    expect(new Set(UNIT_TYPES)).toEqual(new Set(literalTypes(UnitSchema)));
    expect(new Set(FILTER_TYPES)).toEqual(new Set(literalTypes(FilterSchema)));
    expect(new Set(MATCH_TYPES)).toEqual(new Set(literalTypes(MatchSchema)));
  });

  it('an unknown type is refused with the derived list', () => {
    expect(checkRule({ type: 'per-row' })).toEqual([{ pointer: '', code: 'rule.rule-type', params: { expected: RULE_TYPES } }]);
    expect(ruleIssueSentence(checkRule({ type: 'per-row' })[0]!)).toBe(
      `not a scoring rule: expected "type" to be one of ${RULE_TYPES.slice(0, -1).join(', ')}, or ${RULE_TYPES.at(-1)}`,
    );
    expect(checkRule({ type: 'per', stars: 1, of: { type: 'hexes' } })[0]).toEqual({
      pointer: '/of',
      code: 'rule.unit-type',
      params: { expected: UNIT_TYPES },
    });
    expect(checkRule({ type: 'per', stars: 1, of: { type: 'clusters', terrain: 'forest', where: [{ type: 'shiny' }] } })[0]).toEqual({
      pointer: '/of/where/0',
      code: 'rule.filter-type',
      params: { expected: FILTER_TYPES },
    });
    expect(checkRule({ type: 'per', stars: 1, of: { type: 'squares', of: { type: 'dark' } } })[0]).toEqual({
      pointer: '/of/of',
      code: 'rule.match-type',
      params: { expected: MATCH_TYPES },
    });
  });

  it('the any-of match is the one match that does not nest (the schema’s any-of lists the others)', () => {
    const anyOf = (MatchSchema.anyOf as TSchema[]).find((m) => m.properties.type.const === 'any-of') as TSchema;
    expect(new Set(literalTypes(anyOf.properties.of.items))).toEqual(new Set(MATCH_TYPES.filter((t) => MATCH_INDEX[t].nests)));
  });

  it('a unit takes filters exactly when the schema gives it a `where`', () => {
    for (const member of UnitSchema.anyOf as TSchema[]) {
      expect([member.properties.type.const, takesFilters(member.properties.type.const)]).toEqual([member.properties.type.const, 'where' in member.properties]);
    }
  });

  it('each filter is refused on the units it does not apply to, with its reason', () => {
    for (const f of FILTER_TYPES) {
      const refused = UNIT_TYPES.find((u) => !FILTER_UNITS[f].units.has(u) && takesFilters(u) && !UNIT_INDEX[u].scoped);
      if (refused === undefined) continue;
      const issues = checkRule({ type: 'per', stars: 1, of: { type: refused, where: [{ type: f }] } });
      const issue = issues.find((i) => i.code === 'rule.filter-unit');
      expect(issue?.params).toEqual({ filter: f, unit: refused });
      // The sentence names the filter and the unit, then says why (a reason of its own per filter).
      expect(ruleIssueSentence(issue!)).toMatch(new RegExp(`^the ${f} filter does not apply to ${refused}: \\S.{20,}`));
    }
  });
});
