/** Request bodies, checked before anything else reads them (TypeBox; no code generation). */
import { Type, type Static, type TObject, type TOptionalWithFlag, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { EDICT_LETTERS, SCORING_STACKS } from '../../../src/content/stacks.ts';
import { ApiError } from '../errors.ts';

const Id = Type.String({ minLength: 1, maxLength: 60 });
const Ids = Type.Array(Id, { maxItems: 60 });

/** An object with an optional `value` under each of `keys` and no other key. */
function optionalEach<K extends string, S extends TSchema>(keys: readonly K[], value: S): TObject<Record<K, TOptionalWithFlag<S, true>>> {
  const properties = {} as Record<K, TOptionalWithFlag<S, true>>;
  for (const k of keys) properties[k] = Type.Optional(value);
  return Type.Object(properties, { additionalProperties: false });
}

export const SetupSchema = Type.Object(
  {
    seats: Type.Integer({ minimum: 1, maximum: 6 }),
    packs: Type.Array(Id, { minItems: 1, maxItems: 3 }),
    choices: Type.Optional(
      Type.Object(
        {
          explore: Type.Optional(Ids),
          ambush: Type.Optional(Ids),
          heroes: Type.Optional(Ids),
          scoring: Type.Optional(optionalEach(SCORING_STACKS, Ids)),
          map: Type.Optional(Id),
          seasons: Type.Optional(Id),
        },
        { additionalProperties: false },
      ),
    ),
    ambushPlacement: Type.Optional(Type.Union([Type.Literal('neighbour'), Type.Literal('walk')])),
    edicts: Type.Optional(optionalEach(EDICT_LETTERS, Id)),
    seed: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Integer()])),
    /** a deadline per phase of play: 30 s to 7 days */
    turnSeconds: Type.Optional(Type.Integer({ minimum: 30, maximum: 7 * 24 * 3600 })),
  },
  { additionalProperties: false },
);

const Name = Type.String({ minLength: 1, maxLength: 40 });

/** `name` may be left out when a portal's claim names the player. */
export const CreateBody = Type.Object(
  { name: Type.Optional(Name), setup: SetupSchema, listed: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
/** No invite: a seat at a listed table. */
export const JoinBody = Type.Object(
  { invite: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), name: Type.Optional(Name) },
  { additionalProperties: false },
);
export const EmptyBody = Type.Object({}, { additionalProperties: false });
/** Skip or replace one seat. */
export const SeatBody = Type.Object({ seat: Type.Integer({ minimum: 0, maximum: 5 }) }, { additionalProperties: false });
/** The action's own shape is the engine's to check (apply refuses malformed actions with a sentence). */
export const ActionBody = Type.Object(
  {
    action: Type.Object({ type: Type.String({ maxLength: 20 }) }),
    /** the version the client decided on; when given it must be the current one */
    version: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

/** A NUL, or half of a UTF-16 surrogate pair: text PostgreSQL cannot store (and no name needs). */
export const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No request body of the protocol nests deeper than a few levels: 64 is generous, and keeps every later walk (TypeBox, the engine, jsonb) shallow. */
export const MAX_DEPTH = 64;

/**
 * The first problem of a parsed body: a string (or key) holding BAD_TEXT, or nesting deeper than
 * MAX_DEPTH, with its JSON path. Iterative, with its own stack: a body nested thousands deep
 * (which JSON.parse accepts) overflowed the call stack of the recursive walk before.
 */
function badText(root: unknown): { path: string; depth?: true } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (BAD_TEXT.test(value)) return { path: path || '/' };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return { path, depth: true };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: `${path}/${i}`, depth: depth + 1 });
    } else {
      const entries = Object.entries(value);
      for (const [k] of entries) if (BAD_TEXT.test(k)) return { path: `${path}/${k.replace(BAD_TEXT, '?')}` };
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: `${path}/${entries[i]![0]}`, depth: depth + 1 });
    }
  }
  return null;
}

/** Parses JSON text and checks it, or throws a 400 that says where it is wrong. */
export function parseBody<S extends TSchema>(schema: S, text: string): Static<S> {
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch (e) {
    throw new ApiError(400, 'body.json', `The request body is not JSON: ${(e as Error).message}`);
  }
  const bad = badText(value);
  if (bad?.depth) throw new ApiError(400, 'body.depth', `The request body nests deeper than ${MAX_DEPTH} levels (at ${bad.path.slice(0, 200)}...).`);
  if (bad) throw new ApiError(400, 'body.text', `The request body is wrong at ${bad.path}: text may not contain NUL characters or unpaired UTF-16 surrogates.`);
  const first = Value.Errors(schema, value).First();
  if (first) throw new ApiError(400, 'body.invalid', `The request body is wrong at ${first.path || '/'}: ${first.message}.`);
  return value as Static<S>;
}

/** A daily challenge result: the players' actions (the engine checks each one on replay) and, optionally, the score the client saw. */
export const DailyResultBody = Type.Object(
  {
    name: Name,
    actions: Type.Array(Type.Object({ type: Type.String({ maxLength: 20 }) }), { minItems: 1, maxItems: 200 }),
    score: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  },
  { additionalProperties: false },
);

/** POST /daily/:date/:mode/dealt: the player who asks the server to deal today's game. */
export const DealtStartBody = Type.Object({ name: Name }, { additionalProperties: false });
