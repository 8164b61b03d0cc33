/**
 * Loading a pack: `pack.json` plus the files it names, already parsed from JSON (this module does
 * no I/O, so it runs in the browser as well as in node; the CLI reads folders in tools/cli/).
 * Two passes: schema (every error at once), then integrity on the files that passed.
 */
import { ContentError, problem, type Problem } from './problems.ts';
import { CONTENT_FILES, FILE_SCHEMAS, type ContentFileName, type PackManifest } from './schema.ts';
import { schemaProblems } from './schema-errors.ts';
import { integrityProblems, type CheckedFile } from './integrity.ts';
import type { Card, Pack } from './types.ts';
import { assemblePack } from './assemble.ts';

/** The parsed JSON of a pack's files, by name relative to the pack folder: `pack.json`, `explore.json`, ... */
export type PackFiles = Readonly<Record<string, unknown>>;

export interface LoadOptions {
  /** The pack's folder or other label, named in errors. */
  readonly source?: string;
}

interface Checked {
  problems: Problem[];
  manifest?: PackManifest;
  files: CheckedFile[];
}

function check(files: PackFiles): Checked {
  const problems: Problem[] = [];
  const checked: CheckedFile[] = [];
  if (!('pack.json' in files)) {
    return { problems: [problem('pack.json', '', 'pack.no-manifest')], files: [] };
  }
  const manifestProblems = schemaProblems(FILE_SCHEMAS.pack, files['pack.json'], 'pack.json');
  problems.push(...manifestProblems);
  const manifest = manifestProblems.length === 0 ? (files['pack.json'] as PackManifest) : undefined;
  // Even with a broken manifest, check whatever files it names that we can make out.
  const raw = (files['pack.json'] as { files?: unknown } | null)?.files;
  const names = Array.isArray(raw) ? raw.filter((n): n is ContentFileName => typeof n === 'string' && n in CONTENT_FILES) : [];
  names.forEach((name) => {
    if (!(name in files)) {
      const i = (raw as unknown[]).indexOf(name);
      problems.push(problem('pack.json', `/files/${i}`, 'pack.missing-file', { name }));
      return;
    }
    const kind = CONTENT_FILES[name];
    const p = schemaProblems(FILE_SCHEMAS[kind], files[name], name);
    problems.push(...p);
    if (checked.some((c) => c.file === name)) return;
    if (p.length === 0) {
      checked.push({ file: name, cards: (files[name] as { cards: Card[] }).cards, complete: true });
      return;
    }
    // Keep the cards that passed, so the integrity pass still sees them (holes keep positions).
    const list = (files[name] as { cards?: unknown } | null)?.cards;
    const broken = new Set<number>();
    for (const q of p) {
      const m = /^\/cards\/(\d+)(\/|$)/.exec(q.pointer);
      if (!m) return; // a problem with the file itself: leave the whole file out
      broken.add(Number(m[1]));
    }
    if (Array.isArray(list)) checked.push({ file: name, cards: list.map((c, i) => (broken.has(i) ? undefined : (c as Card))), complete: false });
  });
  if (manifest) problems.push(...integrityProblems(manifest, checked));
  return { problems, manifest, files: checked };
}

/** Every problem in a pack (schema, then integrity); an empty array when it is valid. Never throws. */
export function validatePack(files: PackFiles): Problem[] {
  return check(files).problems;
}

/**
 * Validates a pack and returns its content: frozen, grouped by kind, indexed by id.
 * Throws a ContentError carrying every problem when the pack is not valid.
 * The input is copied, so the caller's objects are never frozen.
 */
export function loadPack(files: PackFiles, options: LoadOptions = {}): Pack {
  const { problems, manifest, files: checked } = check(files);
  if (problems.length || !manifest) throw new ContentError(problems, options.source ?? (manifest?.id ? `pack "${manifest.id}"` : undefined));
  return assemblePack(
    manifest,
    checked.flatMap((f) => f.cards.filter((c): c is Card => c !== undefined)),
  );
}
