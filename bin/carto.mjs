#!/usr/bin/env node
// The `carto` command line. The engine is TypeScript; tsx loads it directly, so the command
// always runs the source it sits beside (no separate build step to forget).
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli/main.ts');
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
