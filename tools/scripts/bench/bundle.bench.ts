// Bundle sizes against docs/DESIGN.md §8: dist/carto.js <= 90 KB gzipped; a page with only <carto-map> <= 25 KB. A
// budget is on a page's first load: the file and the chunks it imports statically (the browser fetches
// them before it runs the file), not the chunks it loads on demand.
// Builds the one-script-tag bundles first, so the numbers are always of the current source, into
// a scratch folder: dist/ (the package's modules and the command line's bundle) is left alone.
// tools/scripts/readme-sizes.ts writes these numbers into README.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The bundles a page loads first, with their gzip budgets in KB. */
export const BUDGETS: Readonly<Record<string, number>> = { 'carto.js': 90, 'carto-map.js': 25, 'carto-lobby.js': 40 };

export interface BundleSize {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
  /**
   * A page's first load with this file: its gzip plus that of every chunk it imports statically, at
   * any depth (the browser fetches those before the file runs); what a budget is on.
   */
  readonly firstLoad: number;
  /** the chunks of the first load besides the file */
  readonly chunks: readonly string[];
}

/** The chunks a built module imports statically (`import"./x.js"`, `from"./x.js"`), not its dynamic imports. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]!);
}

/** Builds the one-script bundles into a scratch folder and measures every file they are made of (gzip -9). */
export function measureBundles(): BundleSize[] {
  const out = mkdtempSync(join(tmpdir(), 'carto-bench-bundle-'));
  try {
    for (const mode of ['production', 'map', 'lobby']) {
      execFileSync('npx', ['vite', 'build', '--config', 'tools/vite.config.ts', '--mode', mode, '--outDir', out, '--logLevel', 'error'], { stdio: 'inherit' });
    }
    const assets = (existsSync(join(out, 'assets')) ? readdirSync(join(out, 'assets'), { withFileTypes: true }) : [])
      .filter((f) => f.isFile())
      .map((f) => `assets/${f.name}`);
    const files = [...readdirSync(out), ...assets].filter((f) => f.endsWith('.js'));
    const built = new Map(
      files.map((file) => {
        const raw = readFileSync(join(out, file));
        return [file, { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length, imports: staticImports(raw.toString('utf8')) }] as const;
      }),
    );
    return files.map((file) => {
      const own = built.get(file)!;
      const seen = new Set<string>([file]);
      const todo = [...own.imports];
      for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
        if (seen.has(next) || !built.has(next)) continue;
        seen.add(next);
        todo.push(...built.get(next)!.imports);
      }
      const chunks = [...seen].filter((f) => f !== file).sort();
      return { file, raw: own.raw, gzip: own.gzip, firstLoad: [...seen].reduce((sum, f) => sum + built.get(f)!.gzip, 0), chunks };
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export function run(): void {
  const sizes = measureBundles();
  console.log('\nBundles (gzip -9 of the built file)');
  const firstOf = new Map(sizes.flatMap((s) => (BUDGETS[s.file] === undefined ? [] : s.chunks.map((c) => [c, s.file] as const))));
  for (const { file, raw, gzip, firstLoad, chunks } of sizes) {
    const budget = BUDGETS[file];
    const verdict =
      budget === undefined
        ? firstOf.has(file)
          ? `part of ${firstOf.get(file)!}'s first load`
          : 'loaded on demand'
        : `first load ${kb(firstLoad)} KB (with ${chunks.length} chunk(s) it imports), budget ${budget} KB  ${firstLoad / 1024 <= budget ? 'within budget' : 'OVER BUDGET'}`;
    console.log(`  ${file.padEnd(28)} ${kb(raw).padStart(7)} KB raw  ${kb(gzip).padStart(6)} KB gzipped  ${verdict}`);
  }
}
