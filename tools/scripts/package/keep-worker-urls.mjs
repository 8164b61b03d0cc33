// For the module tree (tools/vite.config.ts, `--mode lib`): keeps each worker as a published module of its
// own and its start in the standard words `new Worker(new URL('./x.js', import.meta.url), ...)`, so the
// consumer's bundler (Vite, webpack, Rspack, Parcel) finds the worker, bundles it and rewrites the URL.
// Left to itself, Vite would bundle the worker into dist/lib/assets/ and write an absolute
// "/assets/x-<hash>.js" behind `@vite-ignore`, which no consumer's bundler sees and no page serves.
const WORKER_URL = /(\bnew\s+(?:Worker|SharedWorker)\s*\(\s*new\s+URL\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\.ts\2(\s*,\s*)import\.meta\.url/g;
const PLACEHOLDER = '__CARTO_WORKER_BASE__';

/** @returns {import('vite').Plugin} */
export function keepWorkerUrls() {
  return {
    name: 'carto:keep-worker-urls',
    enforce: 'pre',
    transform(code) {
      if (!code.includes('new Worker')) return null;
      const out = code.replace(WORKER_URL, (_m, head, q, path, comma) => `${head}${q}${path}.js${q}${comma}${PLACEHOLDER}`);
      return out === code ? null : { code: out, map: null };
    },
    renderChunk(code) {
      return code.includes(PLACEHOLDER) ? { code: code.replaceAll(PLACEHOLDER, 'import.meta.url'), map: null } : null;
    },
  };
}

/** The workers the module tree publishes beside the modules that start them. */
export const WORKER_ENTRIES = ['web/client/bot-worker.ts', 'components/editor/balance.worker.ts'];
