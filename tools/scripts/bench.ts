// `npm run bench`: every benchmark in tools/scripts/bench/*.bench.ts, or only those named on the command line
// (`npm run bench -- scoring`). Numbers go to standard output; budgets are docs/DESIGN.md §8.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { usage } from './usage.mjs';

usage(`
npm run bench [-- name ...]
Runs every benchmark in tools/scripts/bench/*.bench.ts, or those whose file name starts with a name given.
Numbers go to standard output, as ratios against a baseline timed in the same run.
`);

const dir = join(import.meta.dirname, 'bench');
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
console.log(`node ${process.version}, ${process.arch}; benchmarks: ${files.map((f) => f.replace('.bench.ts', '')).join(', ')}`);
for (const f of files) {
  const mod = (await import(pathToFileURL(join(dir, f)).href)) as { run: () => void | Promise<void> };
  await mod.run();
}
