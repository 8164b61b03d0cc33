/**
 * Writes the bundle sizes into README.md, measured by the bundle bench (tools/scripts/bench/bundle.bench.ts),
 * never typed: `npm run readme:sizes`. README marks each number as
 * `<!-- size:carto.js -->98.0 KB<!-- /size -->` (a budgeted bundle: its first load, with the chunks it
 * imports statically); a lazily loaded chunk is named by its prefix
 * (`size:lazy-elements` for lazy-elements-<hash>.js), a language by `size:de` (the largest of its chunks).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { BUDGETS, kb, measureBundles } from './bench/bundle.bench.ts';
import { usage } from './usage.mjs';

usage(`npm run readme:sizes

Builds the one-script bundles into a scratch folder (as \`npm run bench -- bundle\` does), measures
them (gzip -9) and writes the numbers into README.md between its <!-- size:... --> marks.
`);

const sizes = measureBundles();
const readme = readFileSync('README.md', 'utf8');
const missing: string[] = [];
const written = readme.replace(/<!-- size:([\w.-]+) -->[^<]*<!-- \/size -->/g, (_m, name: string) => {
  const matching = sizes.filter((s) => s.file === name || s.file.startsWith(`${name}-`) || s.file.startsWith(`assets/${name}-`));
  if (matching.length === 0) {
    missing.push(name);
    return _m;
  }
  // A budgeted bundle's size is its first load (the file and the chunks it imports statically).
  return `<!-- size:${name} -->${kb(Math.max(...matching.map((s) => (BUDGETS[s.file] === undefined ? s.gzip : s.firstLoad))))} KB<!-- /size -->`;
});
if (missing.length) throw new Error(`README names bundles the build did not make: ${missing.join(', ')}`);
writeFileSync('README.md', written);
console.log(`README.md: ${[...written.matchAll(/<!-- size:/g)].length} sizes written`);
