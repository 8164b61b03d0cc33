// The project's import graph as the tests read it: TypeScript files, their import and export
// specifiers (static and dynamic, type-only included), and relative ones resolved to files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The repository root. */
export const ROOT = join(import.meta.dirname, '../..');

/** Every .ts file under a folder (declarations left out), walked; none when it is missing. */
export function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return tsFiles(p);
    return /\.ts$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

const importRe = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers a file imports, as written. */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importRe)].map((m) => (m[1] ?? m[2] ?? m[3]) as string);
}

/** The files a file imports by relative specifier, resolved (`./x.js` may name `./x.ts`). */
export function localImportsOf(file: string): string[] {
  return importsOf(file)
    .filter((i) => i.startsWith('.'))
    .map((i) => resolve(dirname(file), i))
    .map((t) => (!existsSync(t) && t.endsWith('.js') && existsSync(t.replace(/\.js$/, '.ts')) ? t.replace(/\.js$/, '.ts') : t));
}

/** Every file reachable from `entries` by relative imports (the entries included); JSON and other non-code files end a path. */
export function reachableFiles(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let f = queue.pop(); f !== undefined; f = queue.pop()) {
    if (seen.has(f) || !existsSync(f)) continue;
    seen.add(f);
    if (/\.(ts|mts|js|mjs)$/.test(f)) queue.push(...localImportsOf(f));
  }
  return [...seen].sort();
}
