// Bundle sizes against docs/DESIGN.md §8: dist/carto.js <= 90 KB gzipped; a page with only <carto-map> <= 25 KB.
// Builds the one-script-tag bundles first, so the numbers are always of the current source, into
// a scratch folder: dist/ (the package's modules and the command line's bundle) is left alone.
// scripts/readme-sizes.ts writes these numbers into README.md.
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
}

/** Builds the one-script bundles into a scratch folder and measures every file they are made of (gzip -9). */
export function measureBundles(): BundleSize[] {
  const out = mkdtempSync(join(tmpdir(), 'carto-bench-bundle-'));
  try {
    for (const mode of ['production', 'map', 'lobby']) {
      execFileSync('npx', ['vite', 'build', '--mode', mode, '--outDir', out, '--logLevel', 'error'], { stdio: 'inherit' });
    }
    const assets = (existsSync(join(out, 'assets')) ? readdirSync(join(out, 'assets'), { withFileTypes: true }) : []).filter((f) => f.isFile()).map((f) => `assets/${f.name}`);
    return [...readdirSync(out), ...assets]
      .filter((f) => f.endsWith('.js'))
      .map((file) => {
        const raw = readFileSync(join(out, file));
        return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
      });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export function run(): void {
  const sizes = measureBundles();
  console.log('\nBundles (gzip -9 of the built file)');
  for (const { file, raw, gzip } of sizes) {
    const budget = BUDGETS[file];
    const verdict = budget === undefined ? 'loaded on demand' : `budget ${budget} KB  ${gzip / 1024 <= budget ? 'within budget' : 'OVER BUDGET'}`;
    console.log(`  ${file.padEnd(28)} ${kb(raw).padStart(7)} KB raw  ${kb(gzip).padStart(6)} KB gzipped  ${verdict}`);
  }
}
