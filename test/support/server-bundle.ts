/**
 * The reference server (`web/server/main.ts`) bundled once into one JavaScript file, for tests that
 * start it as a process many times: `node bundle.mjs` instead of `node --import tsx main.ts`, which
 * loads tsx's loader and transforms each of the server's modules again in every process (measured on
 * the shared machine: 5.8-7.8 s of CPU to a listening server through tsx, 2.5-4.1 s from the bundle).
 *
 * The same sources, run as they are: the packages stay imports (resolved from the repository's
 * node_modules, which is why the bundle goes under node_modules/.cache), and each module's
 * `import.meta.url`/`dirname`/`filename` is its own file's, so the server finds its migrations, its
 * PGlite worker and its template where the sources keep them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Each of our modules keeps the location it has in the tree, whatever file it is bundled into. */
const ownLocation: Plugin = {
  name: 'own-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const contents = text
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: args.path.endsWith('ts') ? 'ts' : 'js' };
    });
  },
};

export interface ServerBundle {
  /** the file to run with `node` */
  readonly entry: string;
  /**
   * The same server for a process that lives seconds (the server tests start about twenty): its
   * WebAssembly (PGlite's PostgreSQL) compiled by V8's baseline compiler only, without optimising
   * the hot functions again on a background thread, which costs more CPU than seconds of queries
   * give back (measured: a start to listening on PGlite took 1.2-1.5 s of CPU, 0.9-1.0 s so).
   * What the code does is the same; only how V8 compiles it differs.
   */
  readonly shortLived: string;
  remove(): void;
}

/** Bundles web/server/main.ts into a folder of its own under node_modules/.cache. */
export async function buildServerBundle(): Promise<ServerBundle> {
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'carto-server-bundle-'));
  const entry = join(dir, 'main.mjs');
  await build({
    entryPoints: [join(root, 'web/server/main.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [ownLocation],
    logLevel: 'warning',
  });
  const shortLived = join(dir, 'short-lived.mjs');
  writeFileSync(shortLived, "import { setFlagsFromString } from 'node:v8';\nsetFlagsFromString('--liftoff-only');\nawait import('./main.mjs');\n");
  return {
    entry,
    shortLived,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
