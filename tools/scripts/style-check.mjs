// The typecheck stage's style check (Biome, tools/biome-config.jsonc): the linter fails on an error (its warnings
// are listed for a clean-up), and the formatter reports the files that `npm run format` would change.
// The formatter's check fails too once the codebase has been formatted in one commit on main; until
// then it only reports, so that branches open at the time merge without a conflict in every file.
import { spawnSync } from 'node:child_process';

/** Whether an unformatted file fails the check (true once `npm run format` has run on main). */
const STRICT_FORMAT = true;

/** Biome's settings (tools/: a biome.jsonc below the root would be taken for a nested configuration). */
const SETTINGS = 'tools/biome-config.jsonc';
const biome = (args) => spawnSync(process.execPath, ['node_modules/@biomejs/biome/bin/biome', ...args, '--config-path', SETTINGS, '.'], { encoding: 'utf8' });

// Errors only here (`npm run lint` lists the warnings too).
const lint = biome(['lint', '--diagnostic-level=error']);
process.stdout.write(lint.stdout);
process.stderr.write(lint.stderr);
if (lint.status !== 0) process.exit(1);

const format = biome(['format', '--max-diagnostics=0']);
const count = /Found (\d+) error/.exec(format.stdout + format.stderr)?.[1] ?? '0';
if (format.status === 0) console.log('format: every file is formatted');
else if (STRICT_FORMAT) {
  console.error(`format: ${count} files are not formatted: run npm run format`);
  process.exit(1);
} else console.log(`format: ${count} files would change with npm run format (reported only, tools/scripts/style-check.mjs STRICT_FORMAT)`);
