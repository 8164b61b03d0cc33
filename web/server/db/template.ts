/**
 * A fresh PGlite data directory in about a second instead of half a minute. PGlite's first start
 * on an empty directory runs initdb in WebAssembly (35 s measured on a busy two-core machine): a
 * portal's first deploy, or a server moved to a new volume, could not be reached meanwhile. So a
 * template is made once, initdb done and the migrations of that day applied, and a server whose
 * data directory has no database yet copies it there. Migrations newer than the template are
 * applied at start as always. The template names the PGlite version that made it: another
 * version's files may not be readable, so a stale template is ignored rather than trusted.
 *
 * Who makes it: `npm run pgdata-template` (an image build, a deploy script: then even the first
 * start is fast), or else the first start that needs it (a plain checkout has none: it is made per
 * install, never committed); that start pays initdb once, and every later new directory is quick.
 * An install the server cannot write to (a read-only image) runs initdb in place, as before.
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

/** Whether the PGlite data directory `pgdata` holds a database already (no template needed). */
export function hasDatabase(pgdata: string): boolean {
  return existsSync(join(pgdata, 'PG_VERSION'));
}

/**
 * Makes the template at `template`: `build(dir)` leaves a migrated and closed database in `dir`.
 * Built beside it and renamed into place, so a half-made template is never used; two servers
 * making it at once each build their own and the later rename gives way. A stale template (another
 * PGlite version) is replaced. Returns whether a usable template is there now; a failure to write
 * it (a read-only install) is reported in the returned error, not thrown.
 */
export async function makeTemplate(build: (dir: string) => Promise<void>, template = TEMPLATE_DIR): Promise<{ made: boolean; error?: Error }> {
  const building = `${template}.building-${process.pid}`;
  try {
    rmSync(building, { recursive: true, force: true });
    await build(building);
    rmSync(join(building, 'carto-server.lock'), { force: true });
    markTemplate(building);
    if (existsSync(template) && !templateUsable(template)) rmSync(template, { recursive: true, force: true });
    try {
      renameSync(building, template);
    } catch (e) {
      // Another process renamed its own into place meanwhile: use that one.
      if (!templateUsable(template)) throw e;
      rmSync(building, { recursive: true, force: true });
    }
    return { made: true };
  } catch (e) {
    rmSync(building, { recursive: true, force: true });
    return { made: false, error: e as Error };
  }
}
