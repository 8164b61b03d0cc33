// Bundle sizes against DESIGN.md §8: dist/carto.js <= 90 KB gzipped; a page with only <carto-map> <= 25 KB.
// Builds the two library bundles first, so the numbers are always of the current source.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function run(): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--mode', 'map', '--logLevel', 'error'], { stdio: 'inherit' });
  console.log('\nBundles (gzip -9 of the built file)');
  for (const [file, budget] of [
    ['dist/carto.js', 90],
    ['dist/carto-map.js', 25],
  ] as const) {
    const raw = readFileSync(file);
    const gz = gzipSync(raw, { level: 9 }).length;
    console.log(`  ${file.padEnd(18)} ${kb(raw.length).padStart(7)} KB raw  ${kb(gz).padStart(6)} KB gzipped  budget ${budget} KB  ${gz / 1024 <= budget ? 'within budget' : 'OVER BUDGET'}`);
  }
}
