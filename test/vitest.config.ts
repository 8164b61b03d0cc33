import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath, chromiumArgs } from '../tools/scripts/chromium.mjs';

/**
 * The long checks: the bot's whole games in every setup and exact search values over many
 * positions, the replay over two years of daily deals, the compiled stars against the interpreter on 10,000 maps. The unit project runs a small fixed sample of each (test/support/tier.ts), the slow project every case.
 */
const SLOW = [
  'test/unit/bot/legal.test.ts',
  'test/unit/bot/two-cards.test.ts',
  'test/unit/bot/determinism.test.ts',
  'test/unit/bot/hidden.test.ts',
  'test/unit/bot/value.test.ts',
  'test/unit/bot/budget.test.ts',
  'test/unit/bot/learned.test.ts',
  'test/unit/bot/rollouts.test.ts',
  'test/cli/bot.test.ts',
  'test/unit/game/timeline-days.test.ts',
  'test/unit/scoring/fast-oracle.test.ts',
];

/**
 * Unit files that need modules of their own, fresh: the unit project shares one set of modules among
 * the files each worker runs (isolate: false), since loading vitest and our modules again for each of
 * 134 files was 60% of the tier's CPU (110 s against 42 s, the same 1,071 tests). A file here asserts
 * on module state another file changes (editor-print-optional: the PDF library that
 * editor-print.test.ts provides through print-entry.ts is never provided).
 */
const ISOLATED = ['test/machines/editor-print-optional.test.ts'];

/** The unit tier's files (the unit and unit-isolated projects). */
const UNIT = ['test/unit/**/*.test.ts', 'test/content/**/*.test.ts', 'test/machines/**/*.test.ts', 'test/replay/**/*.test.ts', 'test/cli/**/*.test.ts'];

/** The repository: the globs below are from there (this file is in test/). */
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  test: {
    root,
    // One test file per processor (vitest's default leaves one idle: on two cores, one file at a time).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT,
          exclude: ISOLATED,
          isolate: false,
          environment: 'node',
          provide: { tier: 'sample' },
          // vitest's 5 s default failed tests that pass alone when a 2-core machine ran at load 25-30
          // (CLI processes, PDF builds): a hung test still fails, a slow machine no longer does.
          testTimeout: 60_000,
        },
      },
      {
        // The unit files that load their modules afresh (ISOLATED): `--project 'unit*'` runs both.
        test: { name: 'unit-isolated', include: ISOLATED, environment: 'node', provide: { tier: 'sample' }, testTimeout: 60_000 },
      },
      {
        test: {
          name: 'slow',
          include: SLOW,
          // One set of modules per worker, as in the unit project (45 s of CPU against 38 s, measured).
          isolate: false,
          environment: 'node',
          provide: { tier: 'full' },
          // Every case of a long check: a busy machine may take minutes over one.
          testTimeout: 300_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
