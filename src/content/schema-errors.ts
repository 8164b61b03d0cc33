/**
 * The schema pass: every error TypeBox's interpretive checker finds (`Value.Errors`, no code
 * generation, so it runs under a strict Content-Security-Policy), turned into located sentences.
 */
import { unescapeToken } from './pointer.ts';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { validateRule } from '../scoring/validate.ts';
import { ID_PATTERN } from './schema.ts';
import type { Problem } from './problems.ts';

/** A value as a short phrase for a message: `"lava"`, `3`, `an object`, `null`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array`;
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

const PATTERN_HINTS: Record<string, string> = {
  [ID_PATTERN]: 'is not a valid id: use kebab-case, lower-case letters and digits in words joined by "-" (e.g. "the-broken-road")',
  '^[Xo.]+$': "is not a shape row: use 'X' for a space of the shape, 'o' for a printed gap and '.' for nothing",
  '^[HX.]+$': "is not a pattern row: use 'H' for the hero, 'X' for an attacked space and '.' for nothing",
  '^[A-Z]$': 'must be one capital letter',
  '^[A-Z]{1,3}$': 'must be a capital letter as printed ("A" ... "D")',
  '^[0-9A-Za-z-]+$': 'is not a card number (letters, digits and "-")',
};

const KIND_NAMES: Partial<Record<ValueErrorType, string>> = {
  [ValueErrorType.String]: 'a string',
  [ValueErrorType.Integer]: 'a whole number',
  [ValueErrorType.Number]: 'a number',
  [ValueErrorType.Boolean]: 'true or false',
  [ValueErrorType.Array]: 'an array',
  [ValueErrorType.Object]: 'an object',
  [ValueErrorType.Tuple]: 'an array',
};

function lastKey(pointer: string): string {
  return unescapeToken(pointer.slice(pointer.lastIndexOf('/') + 1));
}

function literals(schema: TSchema): unknown[] | undefined {
  const variants = schema.anyOf as TSchema[] | undefined;
  if (!variants || !variants.every((v) => 'const' in v)) return undefined;
  return variants.map((v) => v.const);
}

/** Variants of a union of objects told apart by a literal `type` property (e.g. ambush effects). */
function discriminated(schema: TSchema): Map<unknown, TSchema> | undefined {
  const variants = schema.anyOf as TSchema[] | undefined;
  if (!variants) return undefined;
  const map = new Map<unknown, TSchema>();
  for (const v of variants) {
    const tag = (v.properties as Record<string, TSchema> | undefined)?.type;
    if (!tag || !('const' in tag)) return undefined;
    map.set(tag.const, v);
  }
  return map;
}

function message(e: ValueError): string {
  const s = e.schema;
  switch (e.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return `missing the required property "${lastKey(e.path)}"`;
    case ValueErrorType.ObjectAdditionalProperties:
      return `unknown property "${lastKey(e.path)}"`;
    case ValueErrorType.Literal:
      return `expected ${JSON.stringify(s.const)}, found ${describeValue(e.value)}`;
    case ValueErrorType.StringPattern: {
      const hint = PATTERN_HINTS[s.pattern as string];
      return hint ? `${describeValue(e.value)} ${hint}` : `${describeValue(e.value)} does not match the pattern ${s.pattern}`;
    }
    case ValueErrorType.StringMinLength:
      return s.minLength === 1 ? 'must not be empty' : `must be at least ${s.minLength} characters long`;
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.NumberMinimum:
      return `must be at least ${s.minimum}, found ${describeValue(e.value)}`;
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.NumberMaximum:
      return `must be at most ${s.maximum}, found ${describeValue(e.value)}`;
    case ValueErrorType.ArrayMinItems:
      return `needs at least ${s.minItems} item${s.minItems === 1 ? '' : 's'}`;
    case ValueErrorType.TupleLength:
      return `expected exactly ${s.maxItems} items, found ${Array.isArray(e.value) ? e.value.length : describeValue(e.value)}`;
    default: {
      const kind = KIND_NAMES[e.type];
      return kind ? `expected ${kind}, found ${describeValue(e.value)}` : `${e.message} (found ${describeValue(e.value)})`;
    }
  }
}

function* located(schema: TSchema, value: unknown, prefix: string): Generator<{ pointer: string; message: string }> {
  const required = new Set<string>();
  for (const e of Value.Errors(schema, value)) {
    const pointer = prefix + e.path;
    if (e.type === ValueErrorType.ObjectRequiredProperty) required.add(pointer);
    else if (e.value === undefined && required.has(pointer)) continue;
    if (e.schema.$id === 'ScoringRule') {
      // The scoring language reports its own schema errors node by node (src/scoring/check.ts).
      for (const issue of validateRule(e.value)) yield { pointer: pointer + issue.pointer, message: issue.message };
      continue;
    }
    if (e.type === ValueErrorType.Union) {
      const options = literals(e.schema);
      if (options) {
        yield { pointer, message: `${describeValue(e.value)} is not one of ${options.map((o) => JSON.stringify(o)).join(', ')}` };
        continue;
      }
      const variants = discriminated(e.schema);
      if (variants) {
        const tag = e.value !== null && typeof e.value === 'object' ? (e.value as { type?: unknown }).type : undefined;
        const variant = variants.get(tag);
        if (variant) yield* located(variant, e.value, pointer);
        else if (tag === undefined) yield { pointer, message: `expected an object with a "type" (one of ${[...variants.keys()].map((k) => JSON.stringify(k)).join(', ')}), found ${describeValue(e.value)}` };
        else yield { pointer: `${pointer}/type`, message: `unknown type ${describeValue(tag)} (expected one of ${[...variants.keys()].map((k) => JSON.stringify(k)).join(', ')})` };
        continue;
      }
    }
    yield { pointer, message: message(e) };
  }
}

/** Every schema error in one file, each with its JSON Pointer and a sentence. */
export function schemaProblems(schema: TSchema, value: unknown, file: string): Problem[] {
  if (Value.Check(schema, value)) return []; // the fast path: a valid file needs no error walk
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const { pointer, message } of located(schema, value, '')) {
    const key = `${pointer}\n${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ file, pointer, message });
  }
  return out;
}
