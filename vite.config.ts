import { defineConfig, type UserConfig } from 'vite';
import { resolve } from 'node:path';

/** A self-contained ES bundle for one script tag (no shared chunks), minified whole. */
function library(entry: string, name: string, emptyOutDir: boolean): UserConfig {
  return {
    build: {
      outDir: 'dist',
      emptyOutDir,
      // Library builds in ES format keep whitespace by default; these bundles are for pages, so minify them whole.
      minify: true,
      rolldownOptions: { output: { minify: true } },
      lib: { entry: resolve(import.meta.dirname, entry), formats: ['es'], fileName: () => `${name}.js` },
    },
  };
}

// Three builds from one config (see the `build` script):
//  - default: dist/carto.js, every element, the engine and the official content;
//  - `--mode map`: dist/carto-map.js, only <carto-map>, for pages that show maps and play nothing;
//  - `--mode page`: the demo pages as a static site in dist-page/, which the end-to-end tests serve.
export default defineConfig(({ mode }) => {
  if (mode === 'map') return library('components/carto-map-only.ts', 'carto-map', false);
  if (mode === 'page') {
    return {
      build: {
        outDir: 'dist-page',
        rolldownOptions: { input: { index: resolve(import.meta.dirname, 'index.html'), editor: resolve(import.meta.dirname, 'editor.html'), examples: resolve(import.meta.dirname, 'examples.html'), lobby: resolve(import.meta.dirname, 'lobby.html') } },
      },
    };
  }
  return library('components/carto.ts', 'carto', true);
});
