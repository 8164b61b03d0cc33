/**
 * The JSON Schema documents committed in content/schema/, generated from the TypeBox schemas
 * (schema.ts). `npx tsx tools/scripts/gen-schemas.ts` writes them; a test fails when they are stale.
 *
 * TypeBox inlines every reused schema, and the scoring language nests its unions deeply (a rule
 * holds units, which hold filters, which hold matches...), so the inlined scoring schema would be
 * megabytes. Here every sub-schema used in more than one place goes once into `definitions` and is
 * referred to by `$ref`, and a named recursive schema (`$id`, e.g. the scoring rule) becomes a
 * definition of that name. Same meaning, a few kilobytes.
 */
import { FILE_SCHEMAS, SCHEMA_BASE_URL } from './schema.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Moves each nested schema with an `$id` into `defs` under that name, and points `$ref`s to it. */
function extractNamed(node: Json, defs: Map<string, Json>, names: Set<string>, top = true): Json {
  if (Array.isArray(node)) return node.map((v) => extractNamed(v, defs, names, false));
  if (!isObject(node)) return node;
  if (!top && typeof node.$id === 'string') {
    const name = node.$id;
    names.add(name);
    if (!defs.has(name)) {
      defs.set(name, null);
      const { $id: _drop, ...rest } = node;
      defs.set(name, extractNamed(rest, defs, names, true));
    }
    return { $ref: `#/definitions/${name}` };
  }
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === '$ref' && typeof v === 'string' && !v.startsWith('#') ? `#/definitions/${v}` : extractNamed(v, defs, names, false);
  }
  return out;
}

/** Hash-consing: every distinct sub-schema gets a number; its key names its children by number. */
interface Interned {
  readonly node: Json;
  /** The node with its object/array children replaced by `{ "#": n }`. */
  readonly shallow: Json;
  parents: number;
}

function share(roots: Json[]): { roots: Json[]; definitions: Array<[string, Json]> } {
  const table = new Map<string, number>();
  const nodes: Interned[] = [];
  const intern = (v: Json): Json => {
    if (v === null || typeof v !== 'object') return v;
    const shallow: Json = Array.isArray(v)
      ? v.map((c) => (c !== null && typeof c === 'object' ? { '#': internId(c) } : c))
      : Object.fromEntries(Object.entries(v).map(([k, c]) => [k, c !== null && typeof c === 'object' ? { '#': internId(c) } : c]));
    return shallow;
  };
  function internId(v: Json): number {
    const shallow = intern(v);
    const key = JSON.stringify(shallow);
    let id = table.get(key);
    if (id === undefined) {
      id = nodes.length;
      table.set(key, id);
      nodes.push({ node: v, shallow, parents: 0 });
      // count each child once per distinct parent
      const kids = Array.isArray(shallow) ? shallow : Object.values(shallow as JsonObject);
      for (const k of kids) if (isObject(k) && typeof k['#'] === 'number') nodes[k['#']]!.parents++;
    }
    return id;
  }
  const rootIds = roots.map((r) => internId(r));
  for (const id of rootIds) nodes[id]!.parents++;
  // Size of each node written inline, to leave small shared nodes (e.g. {"type":"string"}) inline.
  const sizeMemo = new Map<number, number>();
  const size = (id: number): number => {
    const memo = sizeMemo.get(id);
    if (memo !== undefined) return memo;
    const n = nodes[id]!;
    const s = JSON.stringify(n.shallow).length + [...JSON.stringify(n.shallow).matchAll(/\{"#":(\d+)\}/g)].reduce((a, m) => a + size(Number(m[1])), 0);
    sizeMemo.set(id, s);
    return s;
  };
  const defNames = new Map<number, string>();
  const used = new Set<string>();
  const definitions: Array<[string, Json]> = [];
  const nameFor = (id: number): string => {
    const n = nodes[id]!.node;
    let base = 'shared';
    if (isObject(n)) {
      const props = n.properties;
      const type = isObject(props ?? null) ? (props as JsonObject).type : undefined;
      if (isObject(type ?? null) && typeof (type as JsonObject).const === 'string') base = String((type as JsonObject).const);
      else if (Array.isArray(n.anyOf)) base = 'one-of';
      else if (n.type === 'array') base = 'list';
    }
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}-${i}`;
    used.add(name);
    return name;
  };
  const emit = (id: number, top: boolean): Json => {
    const n = nodes[id]!;
    if (!top && n.parents > 1 && size(id) > 120) {
      let name = defNames.get(id);
      if (name === undefined) {
        name = nameFor(id);
        defNames.set(id, name);
        const slot: [string, Json] = [name, null];
        definitions.push(slot);
        slot[1] = emit(id, true);
      }
      return { $ref: `#/definitions/${name}` };
    }
    const child = (c: Json): Json => (isObject(c) && typeof c['#'] === 'number' ? emit(c['#'], false) : c);
    return Array.isArray(n.shallow) ? n.shallow.map(child) : Object.fromEntries(Object.entries(n.shallow as JsonObject).map(([k, c]) => [k, child(c)]));
  };
  return { roots: rootIds.map((id) => emit(id, true)), definitions };
}

/** One schema as a compact JSON Schema document (draft-07). */
export function toJsonSchema(schema: unknown, name: string): JsonObject {
  const plain = JSON.parse(JSON.stringify(schema)) as Json; // drops TypeBox's symbol keys
  const named = new Map<string, Json>();
  const root = extractNamed(plain, named, new Set());
  const namedList = [...named.entries()];
  const { roots, definitions } = share([root, ...namedList.map(([, v]) => v)]);
  const [body, ...namedBodies] = roots;
  const defs: JsonObject = {};
  namedList.forEach(([n], i) => (defs[n] = namedBodies[i]!));
  for (const [n, v] of definitions) defs[n] = v;
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `${SCHEMA_BASE_URL}${name}`,
    ...(body as JsonObject),
    ...(Object.keys(defs).length ? { definitions: defs } : {}),
  };
}

/** The JSON Schema file name of each content file kind: `explore.schema.json`, ... */
export function schemaFileName(kind: keyof typeof FILE_SCHEMAS): string {
  return `${kind}.schema.json`;
}

/** Every schema file's text, by file name (2-space indent, trailing newline). */
export function jsonSchemaFiles(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [kind, schema] of Object.entries(FILE_SCHEMAS)) {
    const name = schemaFileName(kind as keyof typeof FILE_SCHEMAS);
    out[name] = JSON.stringify(toJsonSchema(schema, name), null, 2) + '\n';
  }
  return out;
}
