import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonSchemaFiles } from '../../src/content/json-schema.ts';
import { FILE_SCHEMAS } from '../../src/content/schema.ts';

const dir = new URL('../../content/schema/', import.meta.url);
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Inlines every `#/definitions/x` reference except the recursive ones (kept as `$ref: <name>`). */
function expand(node: Json, defs: Record<string, Json>, stack: string[] = []): Json {
  if (Array.isArray(node)) return node.map((n) => expand(n, defs, stack));
  if (node === null || typeof node !== 'object') return node;
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/definitions/')) {
    const name = ref.slice('#/definitions/'.length);
    if (stack.includes(name)) return { $ref: name };
    const body = expand(defs[name]!, defs, [...stack, name]);
    // a named recursive schema carried its `$id` in TypeBox's output
    return name === 'ScoringRule' ? { $id: name, ...(body as object) } : body;
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, expand(v, defs, stack)]));
}

describe('content/schema/*.schema.json', () => {
  it('are up to date with the TypeBox schemas (run `npx tsx tools/scripts/gen-schemas.ts` when this fails)', () => {
    const generated = jsonSchemaFiles();
    const committed = readdirSync(dir).filter((f) => f.endsWith('.schema.json'));
    expect(committed.sort()).toEqual(Object.keys(generated).sort());
    for (const [name, text] of Object.entries(generated)) {
      expect(readFileSync(new URL(name, dir), 'utf8'), `${name} is stale: run npx tsx tools/scripts/gen-schemas.ts`).toBe(text);
    }
  });

  it('mean exactly what the TypeBox schemas say (shared parts moved to definitions, nothing lost)', () => {
    for (const [kind, schema] of Object.entries(FILE_SCHEMAS)) {
      const doc = JSON.parse(readFileSync(new URL(`${kind}.schema.json`, dir), 'utf8')) as Record<string, Json>;
      const { $schema, $id, definitions, ...body } = doc;
      expect($schema).toBe('http://json-schema.org/draft-07/schema#');
      expect($id).toContain(`${kind}.schema.json`);
      expect(expand(body, (definitions ?? {}) as Record<string, Json>)).toEqual(JSON.parse(JSON.stringify(schema)));
    }
  });

  it('stay small enough to ship and to read', () => {
    for (const name of readdirSync(dir)) expect(readFileSync(new URL(name, dir)).length, name).toBeLessThan(64 * 1024);
  });
});
