import { existsSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { officialPack, officialPackFiles } from '../../src/content/official.ts';
import { loadPack, validatePack, type PackFiles } from '../../src/content/load.ts';
import type { Problem } from '../../src/content/problems.ts';
import { problemSentence } from '../../i18n/content-problems.ts';
import { CONTENT_FILES } from '../../src/content/schema.ts';
import type { Pack } from '../../src/content/types.ts';
import { readJson } from './input.ts';
import { packDocument } from '../../src/content/draft.ts';
import { InputError, UsageError, type CliIo, type InputLocation } from './io.ts';
import { LIMITS } from './limits.ts';

/**
 * A pack as the command line reads it: its parsed files by name, and how to say where a problem
 * is. Four forms: an official pack id, a folder (or its pack.json) with one file per kind of card,
 * one file holding the whole pack as the editor exports it ({"pack.json": ..., "explore.json": ...}),
 * or that exported file on standard input (`-`).
 */
export interface PackInput {
  readonly files: PackFiles;
  /** The pack as the user named it, for the closing line. */
  readonly source: string;
  /** Where a validation problem (file in the pack + JSON Pointer in it) is, in the user's terms. */
  locate(problem: Pick<Problem, 'file' | 'pointer'>): InputLocation;
}

const escapeToken = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The user's path, relative to the working directory when inside it. */
function shown(abs: string, cwd: string): string {
  const rel = relative(cwd, abs);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? abs : rel;
}

/** A whole pack in one JSON document (the editor's export), or a lone manifest. */
function fromDocument(value: unknown, source: string): PackInput {
  const files = packDocument(value);
  if (files) {
    return { files, source, locate: (p) => ({ source, pointer: `/${escapeToken(p.file)}${p.pointer}` }) };
  }
  throw new InputError(
    { source, pointer: '' },
    'is not a pack: expected a pack exported by the editor (an object with a "pack.json" entry) or a pack folder\'s pack.json',
  );
}

async function fromFolder(dir: string, manifestName: string, io: CliIo): Promise<PackInput> {
  const source = shown(dir, io.cwd);
  const fileSource = (name: string) => (source === '.' ? name : join(source, name));
  if (!existsSync(join(dir, manifestName))) throw new InputError({ source: fileSource('pack.json') }, 'the pack has no pack.json (its manifest)');
  // Read by the names shown (relative to the working directory), so that messages name them so.
  const manifest = (await readJson(fileSource(manifestName), io, 'pack file', LIMITS.packFileBytes)).value;
  const files: Record<string, unknown> = { 'pack.json': manifest };
  const listed = isObject(manifest) ? manifest.files : undefined;
  if (Array.isArray(listed)) {
    for (const name of listed) {
      // Names that are not content files are the schema pass's to report; missing files the integrity pass's.
      if (typeof name !== 'string' || !(name in CONTENT_FILES) || name in files || !existsSync(join(dir, name))) continue;
      files[name] = (await readJson(fileSource(name), io, 'pack file', LIMITS.packFileBytes)).value;
    }
  }
  return { files, source, locate: (p) => ({ source: fileSource(p.file === 'pack.json' ? manifestName : p.file), pointer: p.pointer }) };
}

/** Reads a pack in any of the four forms (see PackInput). Unreadable or oversized input is an InputError. */
export async function readPack(arg: string, io: CliIo): Promise<PackInput> {
  const official = officialPack(arg);
  if (official && !existsSync(resolve(io.cwd, arg))) {
    const source = `content/${arg}`;
    return { files: officialPackFiles[arg as keyof typeof officialPackFiles], source, locate: (p) => ({ source: `${source}/${p.file}`, pointer: p.pointer }) };
  }
  if (arg === '-') {
    const { value, source } = await readJson('-', io, 'pack', LIMITS.documentBytes);
    return fromDocument(value, source);
  }
  const abs = resolve(io.cwd, arg);
  if (!existsSync(abs)) throw new UsageError(`no pack '${arg}': not an official pack id (base, heroes, promo), nor a folder or file`);
  if (statSync(abs).isDirectory()) return fromFolder(abs, 'pack.json', io);
  const { value, source } = await readJson(arg, io, 'pack file', LIMITS.documentBytes);
  // A folder's manifest: read the folder it lists its files from.
  if (isObject(value) && !('pack.json' in value) && 'files' in value) return fromFolder(dirname(abs), basename(abs), io);
  return fromDocument(value, source);
}

/** A pack's problem located in the user's terms, with its code, values and English sentence (the editor's wording). */
export type LocatedProblem = InputLocation & Pick<Problem, 'code' | 'params'> & { message: string };

export function locateProblems(pack: PackInput, problems: readonly Problem[]): LocatedProblem[] {
  return problems.map((p) => ({ ...pack.locate(p), code: p.code, params: p.params, message: problemSentence(p) }));
}

/** Every problem of a pack, located in the user's terms (schema, then integrity). */
export function packProblems(pack: PackInput): LocatedProblem[] {
  return locateProblems(pack, validatePack(pack.files));
}

/** A valid pack's content; an InputError naming every problem otherwise. */
export function loadInput(pack: PackInput): Pack {
  const problems = packProblems(pack);
  if (problems.length) throw new PackProblems(problems, pack.source);
  return loadPack(pack.files, { source: pack.source });
}

/** The packs named by --pack options, loaded. */
export async function loadPacks(args: readonly string[], io: CliIo): Promise<Pack[]> {
  const out: Pack[] = [];
  for (const a of args) out.push(loadInput(await readPack(a, io)));
  return out;
}

/** A pack with problems: every one on its own line, located. */
export class PackProblems extends Error {
  constructor(
    readonly problems: ReadonlyArray<InputLocation & { message: string }>,
    readonly source: string,
  ) {
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${source}`);
    this.name = 'PackProblems';
  }

  describe(): string {
    return [...this.problems.map((p) => new InputError(p, p.message).describe()), this.message].join('\n');
  }
}
