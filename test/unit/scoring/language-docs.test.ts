/** The language's one explanation (src/scoring/language-docs.ts): complete, and every example true. */
import { describe, expect, it } from 'vitest';
import { FILTER_DOCS, LANGUAGE_DOCS, MATCH_DOCS, RULE_DOCS, UNIT_DOCS, type DocJson } from '../../../src/scoring/language-docs.ts';
import { FilterSchema, MatchSchema, ScoringRuleSchema, UnitSchema, type ScoringRule } from '../../../src/scoring/rule-schema.ts';
import { validateRule } from '../../../src/scoring/validate.ts';
import { interpretStars } from '../../../src/scoring/evaluate.ts';
import { scoreRule } from '../../../src/scoring/stars.ts';
import { parseNotation } from '../../../src/grid/notation.ts';
import { readFileSync } from 'node:fs';
import { withReference } from '../../../src/scoring/language-reference.ts';

type Variant = { properties: Record<string, { description?: string; const?: string; $ref?: string }>; description?: string };

/** The union's variants by type (the recursive rule schema is unwrapped). */
function variants(schema: unknown): Map<string, Variant> {
  const s = schema as { anyOf?: Variant[] };
  return new Map((s.anyOf ?? []).map((v) => [v.properties.type!.const!, v]));
}

const kinds = [
  ['rule', RULE_DOCS, variants(ScoringRuleSchema)],
  ['unit', UNIT_DOCS, variants(UnitSchema)],
  ['filter', FILTER_DOCS, variants(FilterSchema)],
  ['match', MATCH_DOCS, variants(MatchSchema)],
] as const;

/** Every node type used anywhere in a rule. */
function typesIn(node: DocJson, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) typesIn(n, out);
  else if (node !== null && typeof node === 'object') {
    const o = node as Record<string, DocJson>;
    if (typeof o.type === 'string') out.add(o.type);
    for (const v of Object.values(o)) typesIn(v, out);
  }
  return out;
}

describe('the scoring language reference', () => {
  for (const [kind, docs, schema] of kinds) {
    it(`documents every ${kind} node and each of its options, and the schema carries the words`, () => {
      expect(Object.keys(docs).sort()).toEqual([...schema.keys()].sort());
      for (const [type, doc] of Object.entries(docs)) {
        const v = schema.get(type)!;
        expect(Object.keys(doc.fields).sort(), type).toEqual(
          Object.keys(v.properties)
            .filter((k) => k !== 'type')
            .sort(),
        );
        expect(doc.summary, type).toMatch(/^[A-Z`].*\.$/);
        expect(v.description, type).toBe(doc.summary);
        for (const [field, text] of Object.entries(doc.fields)) {
          expect(text, `${type}.${field}`).toMatch(/\.$/);
          // A bare $ref (the recursive rule) can carry no description in JSON Schema draft 7.
          const prop = v.properties[field]!;
          expect(prop.description, `${type}.${field}`).toBe(prop.$ref === undefined ? text : undefined);
        }
      }
    });
  }

  for (const { kind, type, doc } of LANGUAGE_DOCS) {
    it(`${kind} ${type}: the example uses it, validates and scores ${doc.example.stars} stars`, () => {
      const { rule, map, stars } = doc.example;
      expect(typesIn(rule).has(type)).toBe(true);
      expect(validateRule(rule)).toEqual([]);
      const grid = parseNotation(map.join('\n'));
      expect([interpretStars(rule as ScoringRule, grid), scoreRule(rule as ScoringRule, grid)]).toEqual([stars, stars]);
    });
  }

  it('content/README.md carries the generated reference (run `npx tsx tools/scripts/gen-schemas.ts` when this fails)', () => {
    const readme = readFileSync(new URL('../../../content/README.md', import.meta.url), 'utf8');
    expect(withReference(readme)).toBe(readme);
    for (const { type } of LANGUAGE_DOCS) expect(readme).toContain(`#### \`${type}\``);
  });
});
