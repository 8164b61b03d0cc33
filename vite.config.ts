import { defineConfig } from 'vite';
import { resolve } from 'node:path';

// Two builds from one config:
//  - default: the library bundle dist/carto.js (every element, engine and content), one script tag;
//  - `--mode page`: the demo pages as a static site in dist-page/, which the end-to-end tests serve.
export default defineConfig(({ mode }) =>
  mode === 'page'
    ? {
        build: {
          outDir: 'dist-page',
          rollupOptions: {
            input: {
              index: resolve(import.meta.dirname, 'index.html'),
            },
          },
        },
      }
    : {
        build: {
          outDir: 'dist',
          // Library builds in ES format keep whitespace by default; the one-script-tag bundle is for pages, so minify it whole.
          minify: true,
          rolldownOptions: { output: { minify: true } },
          lib: {
            entry: resolve(import.meta.dirname, 'components/carto.ts'),
            formats: ['es'],
            fileName: () => 'carto.js',
          },
        },
      },
);
