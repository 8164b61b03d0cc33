import { defineConfig, type UserConfig } from 'vite';
import { resolve } from 'node:path';
import { LIBRARY_ENTRIES } from './scripts/package/entries.mjs';
import { minifyCssLiterals } from './scripts/package/minify-css-literals.mjs';
import { keepWorkerUrls, WORKER_ENTRIES } from './scripts/package/keep-worker-urls.mjs';

// The repository (this file is in tools/): every path below is from there.
const root = resolve(import.meta.dirname, '..');

/** A self-contained ES bundle for one script tag (no shared chunks), minified whole. */
function cdnBundle(entry: string, name: string): UserConfig {
  return {
    plugins: [minifyCssLiterals()],
    // Stars through the interpreter: a page scores a few maps a season, and the bit boards' compiler
    // (the search's speed) would weigh about 6 KB gzipped on every page. The same stars
    // (test/unit/scoring/stars-interpreted.test.ts); the bot's worker imports the bit boards itself.
    resolve: { alias: [{ find: /^(.*\/scoring)\/stars\.ts$/, replacement: '$1/stars-interpreted.ts' }] },
    // Relative asset URLs (the bot's worker): the bundle may be served from any folder or CDN.
    base: './',
    build: {
      outDir: 'dist',
      // Never empty dist/: it also holds the module tree and the command line's bundle, which other
      // steps write (tools/scripts/build-package.mjs cleans dist/ once, before all of them).
      emptyOutDir: false,
      // Library builds in ES format keep whitespace by default; these bundles are for pages, so minify them whole.
      minify: true,
      // 'allow-extension': what a lazily loaded module shares with the bundle stays in the bundle (which
      // then exports it to that module) instead of going to a third file every page would load.
      rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: { minify: true } },
      lib: { entry: resolve(root, entry), formats: ['es'], fileName: () => `${name}.js` },
    },
  };
}

/**
 * The pages (tools/site/: the game, the editor, the lobby, the examples and the embed pages) as one static
 * site. tools/site/ is the root, so a page's address is the same in `npm start` and in dist-page/.
 */
function site(): UserConfig {
  return {
    root: resolve(root, 'tools/site'),
    // Relative addresses: the built folder works wherever a site copies it (a sub-folder too).
    base: './',
    build: {
      outDir: resolve(root, 'dist-page'),
      // dist-page/ is outside tools/site/: vite empties such a folder only when told to.
      emptyOutDir: true,
      rolldownOptions: {
        input: {
          index: resolve(root, 'tools/site/index.html'),
          editor: resolve(root, 'tools/site/editor.html'),
          examples: resolve(root, 'tools/site/examples.html'),
          lobby: resolve(root, 'tools/site/lobby.html'),
          // The embed pages, one per kind (tools/site/embed/embed.ts): what an iframe or an oEmbed provider points at.
          'embed/map': resolve(root, 'tools/site/embed/map.html'),
          'embed/game': resolve(root, 'tools/site/embed/game.html'),
          'embed/daily': resolve(root, 'tools/site/embed/daily.html'),
          'embed/replay': resolve(root, 'tools/site/embed/replay.html'),
        },
      },
    },
  };
}

/** Bare imports (lit, @lit/context, xstate, @sinclair/typebox): the package's dependencies, resolved by the user's tools. */
const isDependency = (id: string) =>
  !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:[\\/]/.test(id) && !id.startsWith('@oxc-project/runtime');

// Five builds from one config (tools/scripts/build-package.mjs runs the first four, the `build` script the last):
//  - default: dist/carto.js, every element, the engine and the official content, for one script tag;
//  - `--mode map`: dist/carto-map.js, only <carto-map>, for pages that show maps and play nothing;
//  - `--mode lobby`: dist/carto-lobby.js, only <carto-lobby>, for a portal's lobby page beside carto.js
//    (its own bundle: the online client it carries would weigh on every page that embeds a game);
//  - `--mode lib`: dist/lib/, one ES module per source module (the repository's layout), with the
//    dependencies left as imports: what `import 'cartographers-live/...'` loads in a bundler or Node;
//  - `--mode page`: the pages of tools/site/ as a static site in dist-page/, which the end-to-end tests serve
//    (and `npm start`'s dev server serves tools/site/ the same way).
export default defineConfig(({ mode, command, isPreview }) => {
  if (mode === 'map') return cdnBundle('components/elements/carto-map.ts', 'carto-map');
  if (mode === 'lobby') return cdnBundle('components/elements/carto-lobby.ts', 'carto-lobby');
  if (mode === 'lib') {
    return {
      plugins: [keepWorkerUrls()],
      build: {
        outDir: 'dist/lib',
        emptyOutDir: true,
        minify: false,
        target: 'es2023',
        lib: {
          entry: Object.fromEntries([...LIBRARY_ENTRIES, ...WORKER_ENTRIES].map((e: string) => [e.replace(/\.ts$/, ''), resolve(root, e)])),
          formats: ['es'],
        },
        rolldownOptions: {
          external: isDependency,
          // The content JSON becomes modules next to the code; paths stay the repository's, so the
          // declarations tsc writes (same layout) sit beside their modules.
          output: {
            preserveModules: true,
            preserveModulesRoot: root,
            // The compiler's decorator helper is bundled, not a dependency; npm never packs a node_modules folder.
            entryFileNames: (chunk) => (chunk.name.includes('@oxc-project') ? `helpers/${chunk.name.replace(/^.*\//, '')}.js` : '[name].js'),
          },
        },
      },
    };
  }
  if (mode === 'page' || (command === 'serve' && !isPreview && mode === 'development')) return site();
  return cdnBundle('components/carto-bundle.ts', 'carto');
});
