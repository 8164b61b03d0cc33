/** Request bodies, checked before anything else reads them (TypeBox; no code generation). */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ApiError } from '../errors.ts';

const Id = Type.String({ minLength: 1, maxLength: 60 });
const Ids = Type.Array(Id, { maxItems: 60 });

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
          scoring: Type.Optional(
            Type.Object(
              { forest: Type.Optional(Ids), 'farm-water': Type.Optional(Ids), village: Type.Optional(Ids), spaces: Type.Optional(Ids) },
              { additionalProperties: false },
            ),
          ),
          map: Type.Optional(Id),
          seasons: Type.Optional(Id),
        },
        { additionalProperties: false },
      ),
    ),
    ambushPlacement: Type.Optional(Type.Union([Type.Literal('neighbour'), Type.Literal('walk')])),
    edicts: Type.Optional(Type.Object({ A: Type.Optional(Id), B: Type.Optional(Id), C: Type.Optional(Id), D: Type.Optional(Id) }, { additionalProperties: false })),
    seed: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Integer()])),
  },
  { additionalProperties: false },
);

const Name = Type.String({ minLength: 1, maxLength: 40 });

export const CreateBody = Type.Object({ name: Name, setup: SetupSchema }, { additionalProperties: false });
export const JoinBody = Type.Object({ invite: Type.String({ minLength: 1, maxLength: 100 }), name: Name }, { additionalProperties: false });
export const StartBody = Type.Object({}, { additionalProperties: false });
/** The action's own shape is the engine's to check (apply refuses malformed actions with a sentence). */
export const ActionBody = Type.Object(
  {
    action: Type.Object({ type: Type.String({ maxLength: 20 }) }),
    /** the version the client decided on; when given it must be the current one */
    version: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

/** Parses JSON text and checks it, or throws a 400 that says where it is wrong. */
export function parseBody<S extends TSchema>(schema: S, text: string): Static<S> {
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch (e) {
    throw new ApiError(400, 'body.json', `The request body is not JSON: ${(e as Error).message}`);
  }
  const first = Value.Errors(schema, value).First();
  if (first) throw new ApiError(400, 'body.invalid', `The request body is wrong at ${first.path || '/'}: ${first.message}.`);
  return value as Static<S>;
}
