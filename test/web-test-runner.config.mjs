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
  // One file per processor. (Two files at once once measured slower and failed at a load of 33: 697 s
  // and 81 s of CPU against 569 s and 69 s, a file past wtr's 120 s. On the tree of 27 November, 19:31
  // UTC, at a load of 27 to 32, 218 of 218 passed both ways: one file 165 s and 55 s of CPU, two 160 s
  // and 56 s. On an idle machine the second processor is otherwise left to the other stages' gaps, and
  // npm run test:quick is this stage alone once the unit tier ends.) mocha's 10 s failed a test that
  // passes alone at that load (the online game's end): a hung test still fails, after 60 s.
  concurrency: availableParallelism(),
  testFramework: { config: { timeout: 60000 } },
};
