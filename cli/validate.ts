import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { formatProblem, type Problem } from '../src/content/problems.ts';
import { validatePack, loadPack, type PackFiles } from '../src/content/load.ts';
import { CONTENT_FILES } from '../src/content/schema.ts';
import { officialPack, officialPackFiles } from '../src/content/official.ts';
import type { Pack } from '../src/content/types.ts';
import type { Command } from './command.ts';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError, type CliIo } from './io.ts';

/** A pack read from disk: its parsed files, the folder to name in messages, and JSON syntax problems. */
export interface PackOnDisk {
  readonly files: PackFiles;
  /** The pack's folder as the user wrote it (relative to the working directory when inside it). */
  readonly source: string;
  readonly problems: readonly Problem[];
}

function readJson(path: string, file: string, problems: Problem[]): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    problems.push({ file, pointer: '', message: `cannot be read: ${(e as Error).message}` });
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    problems.push({ file, pointer: '', message: `is not valid JSON: ${(e as Error).message}` });
    return undefined;
  }
}

/**
 * Reads a pack folder (or its pack.json) from disk: pack.json and every file it lists that is a
 * content file name. Files that are missing are left out, so validation reports them.
 */
export function readPackDir(target: string, cwd: string): PackOnDisk {
  const abs = isAbsolute(target) ? target : resolve(cwd, target);
  if (!existsSync(abs)) throw new UsageError(`no such pack folder or file: ${target}`);
  const dir = statSync(abs).isDirectory() ? abs : dirname(abs);
  const manifestName = statSync(abs).isDirectory() ? 'pack.json' : basename(abs);
  const rel = relative(cwd, dir);
  const source = rel === '' ? '.' : rel.startsWith('..') ? dir : rel;
  const problems: Problem[] = [];
  const files: Record<string, unknown> = {};
  const manifestPath = join(dir, manifestName);
  if (!existsSync(manifestPath)) return { files, source, problems: [{ file: 'pack.json', pointer: '', message: 'the pack has no pack.json (its manifest)' }] };
  const manifest = readJson(manifestPath, 'pack.json', problems);
  if (manifest === undefined) return { files, source, problems };
  files['pack.json'] = manifest;
  const listed = (manifest as { files?: unknown } | null)?.files;
  if (Array.isArray(listed)) {
    for (const name of listed) {
      if (typeof name !== 'string' || !(name in CONTENT_FILES) || name in files) continue;
      const path = join(dir, name);
      if (!existsSync(path)) continue;
      const value = readJson(path, name, problems);
      if (value !== undefined) files[name] = value;
    }
  }
  return { files, source, problems };
}

/** An official pack by id, or a pack folder / pack.json path (read and loaded; throws ContentError when invalid). */
export function resolvePack(arg: string, io: CliIo): Pack {
  const official = officialPack(arg);
  if (official && !existsSync(resolve(io.cwd, arg))) return official;
  const disk = readPackDir(arg, io.cwd);
  if (disk.problems.length) throw new UsageError(disk.problems.map((p) => formatProblem(p, disk.source)).join('\n'));
  return loadPack(disk.files, { source: disk.source });
}

export const validateCommand: Command = {
  name: 'validate',
  summary: 'validate a content pack (schema, then integrity); exit 2 with every problem located',
  usage: 'carto validate <pack-dir|pack.json|official-pack-id>',
  async run(args, io) {
    const targets = args.filter((a) => !a.startsWith('-'));
    const unknown = args.find((a) => a.startsWith('-'));
    if (unknown) throw new UsageError(`unknown option '${unknown}'`);
    if (targets.length !== 1) throw new UsageError('give one pack: a folder holding pack.json, a pack.json, or an official pack id (base, heroes, promo)');
    const target = targets[0]!;
    let disk: PackOnDisk;
    if (officialPack(target) && !existsSync(resolve(io.cwd, target))) {
      disk = { files: officialPackFiles[target as keyof typeof officialPackFiles], source: `content/${target}`, problems: [] };
    } else disk = readPackDir(target, io.cwd);
    const problems = [...disk.problems, ...(disk.problems.length ? [] : validatePack(disk.files))];
    if (problems.length) {
      for (const p of problems) io.stderr(`${formatProblem(p, disk.source)}\n`);
      io.stderr(`carto validate: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${disk.source}\n`);
      return EXIT_BAD_INPUT;
    }
    const pack = loadPack(disk.files, { source: disk.source });
    const count = Object.keys(pack.byId).length;
    io.stdout(`${disk.source}: pack "${pack.id}" is valid (${count} card${count === 1 ? '' : 's'})\n`);
    return EXIT_OK;
  },
};
