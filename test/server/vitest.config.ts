/**
 * The server tests (node): `npx vitest run --config test/server/vitest.config.ts`.
 * The global setup starts a throwaway PostgreSQL (scripts/pg-test.sh) and prepares a migrated
 * PGlite template directory; it fails the run, saying how to fix it, when PostgreSQL is missing.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/server/**/*.test.ts'],
    environment: 'node',
    // One test file per processor (vitest's default leaves one of two cores idle); every test makes its
    // own database or data directory, so files do not meet.
    maxWorkers: availableParallelism(),
    globalSetup: ['test/server/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
