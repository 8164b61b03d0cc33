#!/usr/bin/env node
// The `carto` command line. An installed package runs its bundle (dist/cli/, built by `prepare` and
// `prepack`) and nothing else. In the repository, where the sources sit beside it, the bundle runs
// while it is newer than every source it was built from; otherwise the sources run through tsx, so
// the command always does what the code beside it says.
import { existsSync, readFileSync, statSync } from 'node:fs';

const bundle = new URL('../../dist/cli/carto.mjs', import.meta.url);
const inRepository = existsSync(new URL('./main.ts', import.meta.url));

function bundleIsFresh() {
  try {
    const built = statSync(bundle).mtimeMs;
    const inputs = JSON.parse(readFileSync(new URL('../../dist/cli/inputs.json', import.meta.url), 'utf8'));
    return inputs.every((f) => statSync(new URL(`../../${f}`, import.meta.url)).mtimeMs <= built);
  } catch {
    return false; // no bundle, or a source it was built from is gone
  }
}

async function load() {
  if (!inRepository) return import(bundle.href);
  if (bundleIsFresh()) return import(bundle.href);
  const { register } = await import('tsx/esm/api');
  register();
  return import('./main.ts');
}

// `carto cards | head`: the reader left; stop quietly, as other command-line tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

/** Standard input, stopping once more than maxBytes have arrived (the command then refuses it). */
async function readStdin(maxBytes) {
  const chunks = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > maxBytes) break;
  }
  return Buffer.concat(chunks).toString('utf8');
}

const { runCli } = await load();
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  readStdin,
  cwd: process.cwd(),
});
