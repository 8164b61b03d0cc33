// Bundles the command line into dist/cli/carto.mjs so that `carto` starts in a fraction of a second
// instead of compiling the TypeScript on every run. bin/carto.mjs uses the bundle only while it is
// newer than every source file it was built from (listed in dist/cli/inputs.json); otherwise it runs
// the sources through tsx, so an edited source is never shadowed by a stale bundle.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

mkdirSync('dist/cli', { recursive: true });
const result = await build({
  entryPoints: ['cli/main.ts'],
  outfile: 'dist/cli/carto.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  metafile: true,
  define: { __CARTO_VERSION__: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version) },
  logLevel: 'warning',
});
const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/'));
writeFileSync('dist/cli/inputs.json', JSON.stringify(inputs, null, 1) + '\n');
console.log(`carto command line bundled: dist/cli/carto.mjs from ${inputs.length} source files`);
