/**
 * The schema pass: every error TypeBox's interpretive checker finds (`Value.Errors`, no code
 * generation, so it runs under a strict Content-Security-Policy), turned into located codes.
 */
import { unescapeToken } from './pointer.ts';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { validateRule } from '../scoring/validate.ts';
import { ID_PATTERN } from './schema.ts';
import type { Problem } from './problems.ts';
import type { ContentProblemParams, FoundValue, PatternHint, ProblemCode, ValueKind } from './problem-codes.ts';
import type { ParamsArg } from '../scoring/rule-issues.ts';

/**
 * A value as a problem names it (problem-codes.ts: FoundValue): its JSON text (`"lava"`, `3`,
 * `null`, shortened past 40 characters), or `nothing`, `array` or `object`.
 */
export function describeValue(value: unknown): FoundValue {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

const PATTERN_HINTS: Record<string, PatternHint> = {
  [ID_PATTERN]: 'id',
  '^[Xo.]+$': 'shape-row',
  '^[HX.]+$': 'pattern-row',
  '^[A-Z]$': 'letter',
  '^[A-Z]{1,3}$': 'letters',
  '^[0-9A-Za-z-]+$': 'card-number',
};

const KIND_NAMES: Partial<Record<ValueErrorType, ValueKind>> = {
  [ValueErrorType.String]: 'string',
  [ValueErrorType.Integer]: 'integer',
  [ValueErrorType.Number]: 'number',
  [ValueErrorType.Boolean]: 'boolean',
  [ValueErrorType.Array]: 'array',
  [ValueErrorType.Object]: 'object',
  [ValueErrorType.Tuple]: 'array',
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

/** A problem without its file yet: where, what, and its values. */
type Located = Omit<Problem, 'file'> & { readonly params: object };
const at = <C extends ProblemCode>(pointer: string, code: C, ...params: ParamsArg<ContentProblemParams, C>): Located =>
  ({ pointer, code, params: params[0] ?? {} }) as Located;

function what(e: ValueError, pointer: string): Located {
  const s = e.schema;
  const found = describeValue(e.value);
  switch (e.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return at(pointer, 'schema.missing', { key: lastKey(e.path) });
    case ValueErrorType.ObjectAdditionalProperties:
      return at(pointer, 'schema.unknown-property', { key: lastKey(e.path) });
    case ValueErrorType.Literal:
      return at(pointer, 'schema.literal', { expected: JSON.stringify(s.const), found });
    case ValueErrorType.StringPattern: {
      const hint = PATTERN_HINTS[s.pattern as string];
      return hint ? at(pointer, 'schema.pattern', { found, hint }) : at(pointer, 'schema.no-match', { found, pattern: String(s.pattern) });
    }
    case ValueErrorType.StringMinLength:
      return s.minLength === 1 ? at(pointer, 'schema.empty') : at(pointer, 'schema.min-length', { min: Number(s.minLength) });
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.NumberMinimum:
      return at(pointer, 'schema.minimum', { min: Number(s.minimum), found });
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.NumberMaximum:
      return at(pointer, 'schema.maximum', { max: Number(s.maximum), found });
    case ValueErrorType.ArrayMinItems:
      return at(pointer, 'schema.min-items', { min: Number(s.minItems) });
    case ValueErrorType.TupleLength:
      return at(pointer, 'schema.tuple', { count: Number(s.maxItems), found: Array.isArray(e.value) ? String(e.value.length) : found });
    default: {
      const kind = KIND_NAMES[e.type];
      return kind ? at(pointer, 'schema.kind', { kind, found }) : at(pointer, 'schema.other', { detail: e.message, found });
    }
  }
}

function* located(schema: TSchema, value: unknown, prefix: string): Generator<Located> {
  const required = new Set<string>();
  for (const e of Value.Errors(schema, value)) {
    const pointer = prefix + e.path;
    if (e.type === ValueErrorType.ObjectRequiredProperty) required.add(pointer);
    else if (e.value === undefined && required.has(pointer)) continue;
    if (e.schema.$id === 'ScoringRule') {
      // The scoring language reports its own schema errors node by node (src/scoring/check.ts).
      for (const issue of validateRule(e.value)) yield { ...issue, pointer: pointer + issue.pointer };
      continue;
    }
    if (e.type === ValueErrorType.Union) {
      const options = literals(e.schema);
      if (options) {
        yield at(pointer, 'schema.not-one-of', { found: describeValue(e.value), options: options.map((o) => JSON.stringify(o)) });
        continue;
      }
      const variants = discriminated(e.schema);
      if (variants) {
        const tag = e.value !== null && typeof e.value === 'object' ? (e.value as { type?: unknown }).type : undefined;
        const variant = variants.get(tag);
        if (variant) yield* located(variant, e.value, pointer);
        else if (tag === undefined)
          yield at(pointer, 'schema.no-type', { found: describeValue(e.value), options: [...variants.keys()].map((k) => JSON.stringify(k)) });
        else yield at(`${pointer}/type`, 'schema.unknown-type', { found: describeValue(tag), options: [...variants.keys()].map((k) => JSON.stringify(k)) });
        continue;
      }
    }
    yield what(e, pointer);
  }
}

/** Every schema error in one file, each with its JSON Pointer, a code and its values. */
export function schemaProblems(schema: TSchema, value: unknown, file: string): Problem[] {
  if (Value.Check(schema, value)) return []; // the fast path: a valid file needs no error walk
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const p of located(schema, value, '')) {
    const key = `${p.pointer}\n${p.code}\n${JSON.stringify(p.params)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ file, ...p } as Problem);
  }
  return out;
}
