/**
 * The server tests (node): `npx vitest run --config test/server/vitest.config.ts`.
 * The global setup starts a throwaway PostgreSQL (tools/scripts/pg-test.sh) and prepares a migrated
 * PGlite template directory; it fails the run, saying how to fix it, when PostgreSQL is missing.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './sequencer.ts';

export default defineConfig({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/server/**/*.test.ts'],
    environment: 'node',
    // One test file per processor (vitest's default leaves one of two cores idle); every test makes its
    // own database or data directory, so files do not meet.
    maxWorkers: availableParallelism(),
    // A worker runs file after file with the modules it loaded for the first (the server, the rules,
    // PGlite's client): loading them again for each of 28 files cost about a second of CPU each.
    // What a file needs fresh is set up per file in setup.ts; every test makes its own server and
    // database, so nothing else is shared.
    isolate: false,
    setupFiles: ['test/server/setup.ts'],
    sequence: { sequencer: LongestFirst },
    globalSetup: ['test/server/global-setup.ts'],
    // A whole game over HTTP on PGlite takes about 4 s on an idle machine and 30-60 s at a load average of
    // 28 on 2 cores (measured: redaction.test.ts timed out at 60 s there). A hang still fails, in 3 minutes.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
