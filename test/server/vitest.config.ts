/**
 * The server tests (node): `npx vitest run --config test/server/vitest.config.ts`.
 * The global setup starts a throwaway PostgreSQL (scripts/pg-test.sh) and prepares a migrated
 * PGlite template directory; it fails the run, saying how to fix it, when PostgreSQL is missing.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/server/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
