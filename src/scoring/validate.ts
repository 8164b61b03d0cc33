/**
 * Full validation of a scoring rule: the JSON Schema (shape and types), then the semantic checks of
 * check.ts. Content loading and the editor call it on every rule from outside; it lives apart from
 * check.ts so that pages that only play (whose rules were validated when their pack was) do not carry
 * the schema validator.
 */
import { Value } from '@sinclair/typebox/value';
import { ScoringRuleSchema } from './rule-schema.ts';
import { checkRule } from './check.ts';
import type { RuleIssue } from './rule-issues.ts';

function isNode(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

type SchemaNode = Record<string, unknown> & { anyOf?: SchemaNode[]; properties?: Record<string, SchemaNode>; required?: string[] };

/**
 * Schema errors that say which node is wrong: TypeBox reports a failed union only as "Expected union
 * value" at its root, so unions are narrowed here by their `type` discriminant and walked down.
 */
function schemaIssues(schema: SchemaNode, value: unknown, at: string, root: SchemaNode, out: RuleIssue[]): void {
  if (typeof schema.$ref === 'string') schema = root; // the language has one recursive node: the rule
  const options = schema.anyOf;
  if (options) {
    const tags = options.map((o) => o.properties?.type?.const);
    if (tags.every((t) => typeof t === 'string')) {
      const chosen = isNode(value) ? options[tags.indexOf(value.type as string)] : undefined;
      if (chosen) schemaIssues(chosen, value, at, root, out);
      else out.push({ pointer: isNode(value) ? `${at}/type` : at, code: 'rule.type-one-of', params: { expected: tags as string[] } });
    } else if (!Value.Check(schema as never, value)) {
      const names = options.map((o) => o.const);
      out.push(
        names.every((n) => n !== undefined)
          ? { pointer: at, code: 'rule.one-of', params: { expected: names.map(String) } }
          : { pointer: at, code: 'rule.unexpected', params: {} },
      );
    }
    return;
  }
  if (schema.type === 'object' && schema.properties) {
    if (!isNode(value)) {
      out.push({ pointer: at, code: 'rule.expected-object', params: {} });
      return;
    }
    for (const key of schema.required ?? []) if (!(key in value)) out.push({ pointer: at, code: 'rule.missing', params: { key } });
    for (const [key, v] of Object.entries(value)) {
      const sub = schema.properties[key];
      if (sub) schemaIssues(sub, v, `${at}/${key}`, root, out);
      else out.push({ pointer: `${at}/${key}`, code: 'rule.unknown-property', params: { key, node: String(value.type) } });
    }
    return;
  }
  if (schema.type === 'array' && Array.isArray(value)) {
    const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
    if (value.length < min) out.push({ pointer: at, code: 'rule.min-items', params: { min } });
    const items = schema.items as SchemaNode | SchemaNode[] | undefined;
    if (Array.isArray(items)) {
      if (value.length !== items.length) out.push({ pointer: at, code: 'rule.exact-items', params: { count: items.length } });
      items.forEach((sub, i) => i < value.length && schemaIssues(sub, value[i], `${at}/${i}`, root, out));
    } else if (items) value.forEach((v, i) => schemaIssues(items, v, `${at}/${i}`, root, out));
    return;
  }
  const leaf = leafIssue(schema, value, at);
  if (leaf) out.push(leaf);
  else
    for (const e of Value.Errors(schema as never, value)) out.push({ pointer: at + e.path, code: 'rule.schema', params: { detail: e.message.toLowerCase() } });
}

/** A number, a flag or a text that is not what the language wants, as a code (the validator's own words are English). */
function leafIssue(schema: SchemaNode, value: unknown, at: string): RuleIssue | null {
  if (schema.type === 'integer') {
    if (typeof value !== 'number' || !Number.isInteger(value)) return { pointer: at, code: 'rule.expected-integer', params: {} };
    if (typeof schema.minimum === 'number' && value < schema.minimum) return { pointer: at, code: 'rule.minimum', params: { min: schema.minimum } };
  }
  if (schema.type === 'boolean' && typeof value !== 'boolean') return { pointer: at, code: 'rule.expected-boolean', params: {} };
  if (schema.type === 'string') {
    if (typeof value !== 'string') return { pointer: at, code: 'rule.expected-text', params: {} };
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return { pointer: at, code: 'rule.empty-text', params: {} };
  }
  return null;
}

/**
 * Schema problems, or, when the shape is right, the semantic ones. What validation of a card and the
 * tests use for a rule on its own.
 */
export function validateRule(rule: unknown): RuleIssue[] {
  if (!Value.Check(ScoringRuleSchema, rule)) {
    const out: RuleIssue[] = [];
    const root = ScoringRuleSchema as unknown as SchemaNode;
    schemaIssues(root, rule, '', root, out);
    return out.length ? out : [{ pointer: '', code: 'rule.not-a-rule', params: {} }];
  }
  return checkRule(rule);
}
