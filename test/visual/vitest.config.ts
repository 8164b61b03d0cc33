/**
 * The visual test's own checks (node): `npx vitest run --config test/visual/vitest.config.ts`.
 * Each builds Storybook in a scratch copy of the tree with one change made, photographs a few
 * stories and expects the comparison with the approved baselines to fail where the change shows.
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
  },
});
