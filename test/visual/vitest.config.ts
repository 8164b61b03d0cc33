/**
 * The visual test's own checks (node): `npx vitest run --config test/visual/vitest.config.ts`.
 * They build Storybook in a scratch copy of the tree with changes made, photograph a few stories
 * and expect the comparison with the approved baselines to fail where a change shows.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'visual',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/visual/**/*.test.ts'],
    environment: 'node',
    // One Storybook build at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 600_000,
    // the scratch copy's Storybook build and its photographs are made once, before the checks
    hookTimeout: 600_000,
  },
});
