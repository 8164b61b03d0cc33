// Serves each browser test file (test/components) as an esbuild bundle, split into chunks that the
// files share, in place of its module graph: a test file's page loaded about 250-650 modules, each a
// request through the dev server, Chromium's network service and its browser process, then a module
// for the page to fetch, parse and link. That cost about 2 s of CPU per page whatever the test did,
// which, over 32 pages, was most of the browser stage's CPU. The code the page runs is the same:
// the same sources, the same Lit and XState builds (the `development` condition, as the dev server
// resolves them), dynamic imports still loaded when called (as chunks of their own).
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { build } from 'esbuild';

/** Where the bundles are served from. */
const PREFIX = '/__bundled__/';

/**
 * `new URL('./x.ts', import.meta.url)` (a worker script, found by bundlers so) names a file next to
 * the module that says it. In a chunk, import.meta.url is the chunk's, so the path is made absolute
 * from the repository's root, where the dev server serves that file as it is (compiled alone).
 */
function workerUrlsFromRoot(rootDir) {
  return {
    name: 'worker-urls-from-root',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromRoot = (file) => `/${relative(rootDir, join(dirname(args.path), file)).split(sep).join('/')}`;
        const contents = source.replace(/new URL\((['"])(\.\.?\/[^'"]+)\1,\s*import\.meta\.url\)/g, (_, q, file) => `new URL(${q}${fromRoot(file)}${q}, import.meta.url)`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * For web-test-runner: `plugin` bundles `files` (the test files, paths from rootDir) together when
 * the server starts, and `middleware` serves them, before the dev server's own (no transform, no
 * resolution of the chunks' imports). `external`: packages the runner itself must serve (its
 * commands talk to this run's server). Off in watch mode, where a changed source must be seen at
 * once: there the files are served module by module, as before.
 */
export function bundledTestFiles({ rootDir, files, tsconfig, external = [] }) {
  /** served path -> code */
  const served = new Map();
  /** test file path ("/test/components/x.test.ts") -> its entry chunk's served path */
  const entries = new Map();
  let built = null;
  const plugin = {
    name: 'bundled-test-files',
    serverStart({ config }) {
      if (config.watch || config.manual) return;
      // Not awaited: Chromium starts meanwhile; the first request for a test file waits for it.
      built = build({
        absWorkingDir: rootDir,
        entryPoints: files,
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2023',
        // the condition the dev server's node resolution uses, so the same builds of Lit and XState
        conditions: ['development'],
        tsconfig,
        external,
        outdir: join(rootDir, PREFIX),
        outbase: rootDir,
        entryNames: '[dir]/[name]-[hash]',
        chunkNames: 'chunks/[name]-[hash]',
        sourcemap: 'linked',
        metafile: true,
        write: false,
        logLevel: 'error',
        plugins: [workerUrlsFromRoot(rootDir)],
      }).then((result) => {
        for (const f of result.outputFiles) served.set(`/${relative(rootDir, f.path).split(sep).join('/')}`, f.text);
        for (const [out, meta] of Object.entries(result.metafile.outputs)) if (meta.entryPoint) entries.set(`/${meta.entryPoint}`, `/${out}`);
      });
    },
  };
  const middleware = async (ctx, next) => {
    if (!built || !(ctx.path.startsWith(PREFIX) || ctx.path.endsWith('.test.ts'))) return next();
    await built;
    const entry = entries.get(ctx.path);
    // The test file itself: one import of its bundle (mocha's describe and it run as it loads).
    const body = entry ? `import '${entry}';\n` : served.get(ctx.path);
    if (body === undefined) return next();
    ctx.type = ctx.path.endsWith('.map') ? 'application/json' : 'application/javascript';
    ctx.body = body;
  };
  return { plugin, middleware };
}
