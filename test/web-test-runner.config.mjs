import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromiumPath, chromiumArgs } from '../tools/scripts/chromium.mjs';
import { countingReporter } from '../tools/scripts/wtr-count-reporter.mjs';

export default {
  // The repository (this file is in test/): the files below and the served modules are from there.
  rootDir: fileURLToPath(new URL('..', import.meta.url)),
  files: 'test/components/**/*.test.ts',
  nodeResolve: true,
  // Lit's TS decorators need the tsconfig (experimentalDecorators); without it Chromium sees raw decorators.
  plugins: [esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), headless: true, args: chromiumArgs },
    }),
  ],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
  // One file per processor: a file mostly waits (a page loading its modules, a lazy language or
  // element arriving, a fake server's answer), and a second file computes meanwhile. The tests wait
  // for what they expect (test/components/until.ts), never a fixed time: two files at once beside
  // the unit stage once failed on waitUntil's 1 s for a German text, a wait that measured the load.
  // mocha's limit is 60 s: a hung test still fails, and one slowed by a busy machine does not.
  concurrency: Math.max(2, availableParallelism()),
  testFramework: { config: { timeout: 60000 } },
  // A file's tests must end within 10 minutes (a hung test fails after mocha's 60 s anyway): wtr's own
  // 2 were measured by a file sharing the machine, and 5 once by carto-card-tip.test.ts, started first
  // while the dev server compiled every element cold beside the unit tier at a load of 40.
  testsFinishTimeout: 600_000,
};
