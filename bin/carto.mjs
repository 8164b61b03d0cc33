#!/usr/bin/env node
// The `carto` command line. It runs the bundle that `npm install` (prepare) and `npm run build` make,
// while that bundle is newer than every source it was built from; otherwise it runs the TypeScript
// sources through tsx, so the command always does what the code beside it says.
import { readFileSync, statSync } from 'node:fs';

function bundleIsFresh() {
  try {
    const built = statSync(new URL('../dist/cli/carto.mjs', import.meta.url)).mtimeMs;
    const inputs = JSON.parse(readFileSync(new URL('../dist/cli/inputs.json', import.meta.url), 'utf8'));
    return inputs.every((f) => statSync(new URL(`../${f}`, import.meta.url)).mtimeMs <= built);
  } catch {
    return false; // no bundle, or a source it was built from is gone
  }
}

async function load() {
  if (bundleIsFresh()) return import('../dist/cli/carto.mjs');
  const { register } = await import('tsx/esm/api');
  register();
  return import('../cli/main.ts');
}

const { runCli } = await load();
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  readStdin: async () => {
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  },
  cwd: process.cwd(),
});
