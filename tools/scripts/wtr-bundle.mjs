// Serves each browser test file (test/components) as an esbuild bundle, split into chunks that the
// files share, in place of its module graph: a test file's page loaded about 250-650 modules, each a
// request through the dev server, Chromium's network service and its browser process, then a module
// for the page to fetch, parse and link. That cost about 2 s of CPU per page whatever the test did,
// which, over 32 pages, was most of the browser stage's CPU. The code the page runs is the same:
// the same sources, the same Lit and XState builds (the `development` condition, as the dev server
// resolves them), dynamic imports still loaded when called (as chunks of their own).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { build } from 'esbuild';

/**
 * What every esbuild build for the test pages shares: ES modules for Chromium, split into shared
 * chunks, kept in memory, with the condition the dev server's node resolution uses (so the same
 * builds of Lit and XState as served module by module).
 */
export const PAGE_BUILD = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2023',
  conditions: ['development'],
  write: false,
  logLevel: 'error',
};

/** Where the bundles are served from. */
const PREFIX = '/__bundled__/';

/** `new URL('./x.ts', import.meta.url)`: how a module names a worker script next to it (the words bundlers look for). */
const SCRIPT_URL = /new URL\((['"])(\.\.?\/[^'"]+)\1,\s*import\.meta\.url\)/g;

/** The path from the root (no leading slash) of `file` as named in the module at `from`. */
const fromRoot = (rootDir, from, file) =>
  relative(rootDir, join(dirname(from), file))
    .split(sep)
    .join('/');

/**
 * The scripts named so in the sources under `dirs` (paths from the root): worker scripts, bundled
 * as entries of their own.
 */
export function workerScripts(rootDir, dirs) {
  const found = new Set();
  for (const dir of dirs) {
    for (const f of readdirSync(join(rootDir, dir), { recursive: true })) {
      if (!/\.ts$/.test(f)) continue;
      const path = join(rootDir, dir, f);
      for (const m of readFileSync(path, 'utf8').matchAll(SCRIPT_URL)) {
        // (a comment's example names a file that is not there)
        if (existsSync(join(dirname(path), m[2]))) found.add(fromRoot(rootDir, path, m[2]));
      }
    }
  }
  return [...found].sort();
}

/**
 * In a chunk, import.meta.url is the chunk's: a script named next to a module is named from the
 * root instead, where the middleware serves it (bundled too, an entry of its own).
 */
function scriptUrlsFromRoot(rootDir) {
  return {
    name: 'script-urls-from-root',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const contents = source.replace(SCRIPT_URL, (_, q, file) => `new URL(${q}/${fromRoot(rootDir, args.path, file)}${q}, import.meta.url)`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * For web-test-runner: `plugin` bundles `files` (the test files and worker scripts, paths from
 * rootDir) together when the server starts, and `middleware` serves them, before the dev server's
 * own (no transform, no resolution of the chunks' imports): at a file's own path, one import of its
 * bundle, so that its URL (a page's, a worker's) is the one it had unbundled. `external`: what the
 * runner itself must serve. Off in watch mode, where a changed source must be seen at once, and
 * when the build fails (a syntax error in one file): the files are served module by module then,
 * as before, so that only the broken file fails, with the dev server's message.
 */
export function bundledTestFiles({ rootDir, files, tsconfig, external = [] }) {
  /** served path -> code */
  const served = new Map();
  /** a file's path ("/test/components/x.test.ts") -> its entry chunk's served path */
  const entries = new Map();
  const wanted = new Set(files.map((f) => `/${f}`));
  let built = null;
  const plugin = {
    name: 'bundled-test-files',
    serverStart({ config }) {
      // (the runner's server config: its file watcher is on in watch and manual mode)
      if (!config.disableFileWatcher) return;
      // Not awaited: Chromium starts meanwhile; the first request for a test file waits for it.
      built = build({
        ...PAGE_BUILD,
        absWorkingDir: rootDir,
        entryPoints: files,
        tsconfig,
        external,
        outdir: join(rootDir, PREFIX),
        outbase: rootDir,
        entryNames: '[dir]/[name]-[hash]',
        chunkNames: 'chunks/[name]-[hash]',
        sourcemap: 'linked',
        metafile: true,
        plugins: [scriptUrlsFromRoot(rootDir)],
      }).then(
        (result) => {
          for (const f of result.outputFiles) served.set(`/${relative(rootDir, f.path).split(sep).join('/')}`, f.text);
          for (const [out, meta] of Object.entries(result.metafile.outputs)) if (meta.entryPoint) entries.set(`/${meta.entryPoint}`, `/${out}`);
        },
        (error) => console.warn(`The test files are served unbundled: their bundle failed (${error.message.split('\n')[0]})`),
      );
    },
  };
  const middleware = async (ctx, next) => {
    if (!built || !(ctx.path.startsWith(PREFIX) || wanted.has(ctx.path))) return next();
    await built;
    const entry = entries.get(ctx.path);
    // The file itself: one import of its bundle (a test file's describe and it run as it loads).
    const body = entry ? `import '${entry}';\n` : served.get(ctx.path);
    if (body === undefined) return next();
    ctx.type = ctx.path.endsWith('.map') ? 'application/json' : 'application/javascript';
    // A chunk's name has its content's hash: pages that share a browser context load it once.
    if (!entry) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.body = body;
  };
  return { plugin, middleware };
}
