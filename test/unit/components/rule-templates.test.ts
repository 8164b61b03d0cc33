/** The rule form's starting nodes (components/editor/rule-templates.ts): one per node type, each valid where it can stand. */
import { describe, expect, it } from 'vitest';
import { FILTER_UNITS, FILTER_TYPES, MATCH_TYPES, RULE_TYPES, takesFilters, UNIT_INDEX, UNIT_TYPES } from '../../../src/scoring/check.ts';
import { validateRule } from '../../../src/scoring/validate.ts';
import { FILTER_TEMPLATES, MATCH_TEMPLATES, RULE_TEMPLATES, retype, UNIT_TEMPLATES } from '../../../components/editor/rule-templates.ts';

/** A rule counting `unit`, inside a best's award when the unit describes the chosen one. */
function counting(unit: object, scoped: boolean): object {
  const per = { type: 'per', stars: 1, of: unit };
  return scoped ? { type: 'best', of: { type: 'clusters', terrain: 'forest' }, award: per } : per;
}

describe('rule templates', () => {
  it('there is a template for every node type, of that type', () => {
    for (const [types, templates] of [
      [RULE_TYPES, RULE_TEMPLATES],
      [UNIT_TYPES, UNIT_TEMPLATES],
      [FILTER_TYPES, FILTER_TEMPLATES],
      [MATCH_TYPES, MATCH_TEMPLATES],
    ] as const) {
      expect(Object.keys(templates).sort()).toEqual([...types].sort());
      for (const [type, node] of Object.entries(templates)) expect(node.type).toBe(type);
    }
  });

  it.each(RULE_TYPES)('the %s template is a valid rule', (t) => {
    expect(validateRule(RULE_TEMPLATES[t])).toEqual([]);
  });

  it.each(UNIT_TYPES)('the %s template is a valid unit', (t) => {
    expect(validateRule(counting(UNIT_TEMPLATES[t], UNIT_INDEX[t].scoped))).toEqual([]);
  });

  it.each(FILTER_TYPES)('the %s template is a valid filter on a unit it applies to', (f) => {
    const u = [...FILTER_UNITS[f].units].find((t) => !UNIT_INDEX[t].scoped) as (typeof UNIT_TYPES)[number];
    expect(validateRule(counting({ ...UNIT_TEMPLATES[u], where: [FILTER_TEMPLATES[f]] }, false))).toEqual([]);
  });

  it.each(MATCH_TYPES)('the %s template is a valid match', (m) => {
    const rule = counting({ type: 'spaces', where: [{ type: 'adjacent', to: MATCH_TEMPLATES[m] }] }, false);
    expect(validateRule(rule)).toEqual([]);
  });

  it('retyping a unit keeps its filters only when the new type takes filters', () => {
    const old = { type: 'clusters', terrain: 'forest', where: [{ type: 'size', min: 3 }] };
    for (const t of UNIT_TYPES) expect(['where' in retype(old, t, UNIT_TEMPLATES), t]).toEqual([takesFilters(t), t]);
  });
});
