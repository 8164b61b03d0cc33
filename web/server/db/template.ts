/**
 * A fresh PGlite data directory in about a second instead of half a minute. PGlite's first start
 * on an empty directory runs initdb in WebAssembly (35 s measured on a busy two-core machine): a
 * portal's first deploy, or a server moved to a new volume, could not be reached meanwhile. So a
 * template is made once (`npm run pgdata-template`, at build time: an image build, a deploy
 * script), initdb done and the migrations of that day applied, and a server whose data directory
 * has no database yet copies it there. Migrations newer than the template are applied at start as
 * always. The template names the PGlite version that made it: another version's files may not be
 * readable, so a stale template is ignored (initdb as before) rather than trusted.
 */
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where `npm run pgdata-template` leaves the template (ignored by git: it is made per install). */
export const TEMPLATE_DIR = join(import.meta.dirname, 'pgdata-template');
const MARK = 'carto-template.json';

/** The installed PGlite's version: a template is only good for the version that made it. */
export function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (let i = 0; i < 5; i++, dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
  }
  return 'unknown';
}

/** Whether `template` holds a finished template made by this PGlite version. */
export function templateUsable(template = TEMPLATE_DIR): boolean {
  try {
    const mark = JSON.parse(readFileSync(join(template, MARK), 'utf8')) as { pglite?: string };
    return mark.pglite === pgliteVersion() && existsSync(join(template, 'pgdata', 'PG_VERSION'));
  } catch {
    return false;
  }
}

/**
 * Gives `pgdata` (a directory with no database yet) the template's files. Copied beside it and
 * renamed into place, so a crash during the copy leaves no half database, only a leftover that the
 * next start removes. Returns whether the template was used.
 */
export function seedFromTemplate(pgdata: string, template = TEMPLATE_DIR): boolean {
  if (existsSync(join(pgdata, 'PG_VERSION')) || !templateUsable(template)) return false;
  const partial = `${pgdata}.seeding`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(join(template, 'pgdata'), partial, { recursive: true });
  // An empty pgdata left by an earlier start that died in initdb is replaced.
  rmSync(pgdata, { recursive: true, force: true });
  renameSync(partial, pgdata);
  return true;
}

/** Marks a template directory finished (after its database was made and closed). */
export function markTemplate(template: string): void {
  writeFileSync(join(template, MARK), `${JSON.stringify({ pglite: pgliteVersion(), made: 'npm run pgdata-template' })}\n`);
}
