// Bundles the command line into dist/cli/ so that `carto` starts in a fraction of a second: an entry
// (carto.mjs) that parses the arguments and loads, on demand, only the chunk of the command it runs
// (`carto --version` loads no engine code at all). tools/cli/carto.mjs runs it.
// In the repository, tools/cli/carto.mjs runs the sources through tsx while the bundle is older than one
// of them (listed in dist/cli/inputs.json); an installed package has no sources and always runs this.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export async function buildCli() {
  rmSync('dist/cli', { recursive: true, force: true });
  mkdirSync('dist/cli', { recursive: true });
  const result = await build({
    entryPoints: { carto: 'tools/cli/main.ts' },
    outdir: 'dist/cli',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies stay imports, except jsonc-parser (only for locating JSON syntax errors), which is bundled.
    // Its ESM build ("module"): esbuild's Node default ("main" first) takes its UMD build, whose
    // `require("./impl/format")` an ES bundle cannot run ("Dynamic require ... is not supported").
    mainFields: ['module', 'main'],
    external: ['@sinclair/typebox', 'lit', 'lit/*', '@lit/*', 'xstate'],
    metafile: true,
    define: { __CARTO_VERSION__: JSON.stringify(JSON.parse(readFileSync('package.json', 'utf8')).version) },
    logLevel: 'warning',
  });
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/'));
  writeFileSync('dist/cli/inputs.json', JSON.stringify(inputs, null, 1) + '\n');
  console.log(`carto command line bundled: dist/cli/ from ${inputs.length} source files`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildCli();
