import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { cardTemplate, FILE_OF } from '../../src/content/draft.ts';
import { CONTENT_FORMAT, ID_PATTERN, SCHEMA_BASE_URL, CONTENT_FILES, type ContentFileName } from '../../src/content/schema.ts';
import { schemaFileName } from '../../src/content/json-schema.ts';
import type { CardKind } from '../../src/content/types.ts';
import { arg, type ParsedArgs } from './command.ts';
import { EXIT_OK, UsageError, type CliIo } from './io.ts';

/**
 * The kinds of card a new pack starts with, one card each, so the designer sees each file's shape:
 * an add-on pack played on the official map sides (a pack with map sides of its own must also fill
 * the four scoring stacks, which is the designer's to write).
 */
const STARTER_KINDS: readonly CardKind[] = ['explore', 'ambush', 'scoring'];

/**
 * Where the pack's files find their schemas: the copy in the nearest node_modules/cartographers-live
 * above the folder (works offline, matches the installed version), else the published address.
 */
function schemaBase(dir: string): string {
  for (let d = dir; ; d = dirname(d)) {
    const installed = join(d, 'node_modules', 'cartographers-live', 'content', 'schema');
    if (existsSync(installed)) return relative(dir, installed).split(sep).join('/') + '/';
    if (dirname(d) === d) return SCHEMA_BASE_URL;
  }
}

export async function run(args: ParsedArgs, io: CliIo): Promise<number> {
  const target = args.positionals[0]!;
  const dir = resolve(io.cwd, target);
  if (existsSync(dir) && (!statSync(dir).isDirectory() || readdirSync(dir).length > 0)) {
    throw new UsageError(`'${target}' already exists and is not an empty folder; carto init never overwrites files`);
  }
  const id =
    arg.one(args, 'id') ??
    basename(dir)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  if (!new RegExp(ID_PATTERN).test(id)) throw new UsageError(`'${id}' is not a pack id: kebab-case letters and digits, like "frost-lands" (use --id)`);
  const name = arg.one(args, 'name') ?? id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const base = schemaBase(dir);
  const names = STARTER_KINDS.map((k) => FILE_OF[k]);
  const files: Record<string, unknown> = {
    'pack.json': { $schema: `${base}${schemaFileName('pack')}`, format: CONTENT_FORMAT, id, name, files: names },
  };
  for (const kind of STARTER_KINDS) {
    const file: ContentFileName = FILE_OF[kind];
    files[file] = { $schema: `${base}${schemaFileName(CONTENT_FILES[file])}`, cards: [cardTemplate(kind, `${id}-${kind}`)] };
  }
  mkdirSync(dir, { recursive: true });
  for (const [file, value] of Object.entries(files)) writeFileSync(join(dir, file), JSON.stringify(value, null, 2) + '\n');
  const written = Object.keys(files);
  if (arg.flag(args, 'json')) io.stdout(JSON.stringify({ dir: target, id, files: written, schema: base }) + '\n');
  else {
    io.stdout(`created pack "${id}" in ${target}: ${written.join(', ')}\n`);
    io.stdout(`schemas from ${base}\nnext: edit the cards, then carto validate ${target}\n`);
  }
  return EXIT_OK;
}
