// Bundle sizes against DESIGN.md §8: dist/carto.js <= 90 KB gzipped; a page with only <carto-map> <= 25 KB.
// Builds the two one-script-tag bundles first, so the numbers are always of the current source, into
// a scratch folder: dist/ (the package's modules and the command line's bundle) is left alone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function run(): void {
  const out = mkdtempSync(join(tmpdir(), 'carto-bench-bundle-'));
  try {
    for (const mode of ['production', 'map', 'lobby']) {
      execFileSync('npx', ['vite', 'build', '--mode', mode, '--outDir', out, '--logLevel', 'error'], { stdio: 'inherit' });
    }
    console.log('\nBundles (gzip -9 of the built file)');
    for (const [file, budget] of [
      ['carto.js', 90],
      ['carto-map.js', 25],
      ['carto-lobby.js', 40],
    ] as const) {
      const raw = readFileSync(join(out, file));
      const gz = gzipSync(raw, { level: 9 }).length;
      console.log(`  ${`dist/${file}`.padEnd(18)} ${kb(raw.length).padStart(7)} KB raw  ${kb(gz).padStart(6)} KB gzipped  budget ${budget} KB  ${gz / 1024 <= budget ? 'within budget' : 'OVER BUDGET'}`);
    }
    // Modules the game loads on demand (the help, the online client, the review, the computer player's worker), not part of the first load.
    const assets = (existsSync(join(out, 'assets')) ? readdirSync(join(out, 'assets'), { withFileTypes: true }) : []).filter((f) => f.isFile()).map((f) => `assets/${f.name}`);
    for (const file of [...readdirSync(out), ...assets].filter((f) => f.endsWith('.js') && !['carto.js', 'carto-map.js', 'carto-lobby.js'].includes(f))) {
      const raw = readFileSync(join(out, file));
      console.log(`  ${file.padEnd(28)} ${kb(raw.length).padStart(7)} KB raw  ${kb(gzipSync(raw, { level: 9 }).length).padStart(6)} KB gzipped  loaded on demand`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
