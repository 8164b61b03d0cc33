import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { chromiumPath, chromiumArgs } from '../tools/scripts/chromium.mjs';
import { countingReporter } from '../tools/scripts/wtr-count-reporter.mjs';
import { bundledTestFiles, PAGE_BUILD, workerScripts } from '../tools/scripts/wtr-bundle.mjs';
import { oneContext } from '../tools/scripts/wtr-one-context.mjs';

/** The repository (this file is in test/): the files below and the served modules are from there. */
const rootDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * (In watch mode, where the test files are served module by module: see `bundled` below.)
 * Packages served to the test pages as one esbuild bundle (split into shared chunks, so each module
 * is there once: one Lit, one TypeBox), not module by module: every test file opens a page of its
 * own, which loaded 646 modules, 247 of them TypeBox's and 45 Lit's, each a request through the
 * dev server and a module for Chromium to parse. Measured: a file that only loads the elements took
 * 5-6 s at a load of 12.
 */
const PREBUNDLED = /^(?:@sinclair\/typebox|lit|lit-html|lit-element|@lit\/[\w-]+|xstate)(?:\/|$)/;
/** Where the imports of those packages are: our sources, the tests' stories, and open-wc's helpers (which import Lit). */
const IMPORTERS = ['components', 'src', 'machines', 'i18n', 'web/client', 'stories', 'test/components', 'node_modules/@open-wc'];
const PREFIX = '/__prebundled__/';

/** Every specifier of a prebundled package imported under IMPORTERS (static, side-effect and dynamic imports). */
function prebundledSpecifiers() {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (/\.(?:ts|js|mjs)$/.test(entry.name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/(?:\bfrom|\bimport\s*\(?)\s*['"]([^'"./][^'"]*)['"]/g)) if (PREBUNDLED.test(m[1])) found.add(m[1]);
      }
    }
  };
  for (const dir of IMPORTERS) walk(join(rootDir, dir));
  return [...found].sort();
}

/**
 * Serves PREBUNDLED packages from one esbuild build (about a second), made when a served module first
 * imports one: with the test files bundled (below) that is only in watch mode.
 */
function prebundlePlugin() {
  /** specifier -> served path */
  const entries = new Map();
  /** served path -> code */
  const files = new Map();
  let built = null;
  const prebundle = async () => {
    const specifiers = prebundledSpecifiers();
    const entryPoints = specifiers.map((s, i) => ({ in: s, out: `e${i}` }));
    const result = await build({ ...PAGE_BUILD, absWorkingDir: rootDir, entryPoints, outdir: join(rootDir, PREFIX) });
    for (const f of result.outputFiles) files.set(PREFIX + basename(f.path), f.text);
    specifiers.forEach((s, i) => entries.set(s, `${PREFIX}e${i}.js`));
  };
  return {
    name: 'prebundle',
    async resolveImport({ source }) {
      if (!PREBUNDLED.test(source)) return undefined;
      await (built ??= prebundle());
      const served = entries.get(source);
      // An import the scan did not find would load a second copy of its package beside the bundle's.
      if (!served) throw new Error(`${source} is not prebundled: test/web-test-runner.config.mjs scans IMPORTERS for it`);
      return served;
    },
    async serve({ path }) {
      if (!path.startsWith(PREFIX)) return undefined;
      await (built ??= prebundle());
      const code = files.get(path);
      return code === undefined ? undefined : { body: code, type: 'js' };
    },
  };
}

/**
 * Files that take longest (one file at a time, bundled, at a load of 14: 6-7 s each, then 3-4 s, the
 * rest 0.5-2.5 s): started first, so none is left to run alone at the end.
 */
const LONGEST_FIRST = [
  'carto-game-themes',
  'carto-game',
  'themes',
  'carto-game-online',
  'editor/balance-report',
  'pseudo-locale-screens',
  'editor/editor-elements',
  'carto-replay',
  'editor/carto-editor',
  'carto-setup',
].map((name) => `test/components/${name}.test.ts`);

const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

/** Every test file, as paths from the root (the glob below finds the same). */
const testFiles = readdirSync(join(rootDir, 'test/components'), { recursive: true })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `test/components/${f.split('\\').join('/')}`)
  .sort();

/**
 * The test files and the worker scripts they start, each served as an esbuild bundle (split into the
 * chunks they share) in place of its module graph (tools/scripts/wtr-bundle.mjs). The runner's
 * commands (@web/test-runner-commands) are bundled too: they reach this run's server through its
 * web socket module, which the runner serves.
 */
const bundled = bundledTestFiles({
  rootDir,
  files: [...testFiles, ...workerScripts(rootDir, ['components', 'web/client', 'machines', 'src'])],
  tsconfig,
  external: ['/__web-dev-server__web-socket.js'],
});

export default {
  rootDir,
  // The longest files first, then the rest in the glob's order: started last, a long file alone kept the stage running after every other had ended.
  files: [...LONGEST_FIRST, 'test/components/**/*.test.ts'],
  nodeResolve: true,
  // Lit's TS decorators need the tsconfig (experimentalDecorators); without it Chromium sees raw decorators.
  plugins: [bundled.plugin, prebundlePlugin(), esbuildPlugin({ ts: true, tsconfig })],
  middleware: [bundled.middleware],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath(), headless: true, args: chromiumArgs },
      // every file's page in one context, each with a storage of its own (tools/scripts/wtr-one-context.mjs)
      createBrowserContext: oneContext(),
    }),
  ],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
  // One file per processor and one more: a file mostly waits (a page loading its modules, a lazy
  // language or element arriving, a fake server's answer), and the others compute meanwhile (two at
  // once used 87 s of CPU in 151 s on an idle 2-core machine; three passed, 219 of 219). The tests wait
  // for what they expect (test/components/until.ts), never a fixed time: two files at once beside
  // the unit stage once failed on waitUntil's 1 s for a German text, a wait that measured the load.
  // mocha's limit is 60 s: a hung test still fails, and one slowed by a busy machine does not.
  concurrency: Math.max(2, availableParallelism()) + 1,
  testFramework: { config: { timeout: 60000 } },
  // A file's tests must end within 10 minutes (a hung test fails after mocha's 60 s anyway): wtr's own
  // 2 were measured by a file sharing the machine, and 5 once by carto-card-tip.test.ts, started first
  // while the dev server compiled every element cold beside the unit tier at a load of 40.
  testsFinishTimeout: 600_000,
};
