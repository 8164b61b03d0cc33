/**
 * Starting a module Web Worker that works in every way the toolkit is served:
 *  - from a bundler (Vite, webpack, Rspack, Parcel): the caller's `spawn` is the standard
 *    `() => new Worker(new URL('./x.js', import.meta.url), { type: 'module' })`, the words bundlers
 *    look for to emit the worker and rewrite its URL, so it is called as it is;
 *  - from a CDN (carto.js on another origin): a worker's script must come from the page's origin, so
 *    a same-origin `blob:` module whose one line imports the script starts it (module imports may
 *    cross origins with CORS);
 *  - neither works (404, no CORS, a Content-Security-Policy): `diagnoseWorker` says which, with the URL.
 */

export type Spawn = () => Worker;

/** How a worker script of this URL starts on a page of this origin. */
export function workerStart(script: URL, pageOrigin: string): 'same-origin' | 'blob' {
  return script.origin === pageOrigin || script.protocol === 'blob:' || script.protocol === 'data:' ? 'same-origin' : 'blob';
}

/** The source of the same-origin module that starts a worker script of another origin. */
export function blobShim(script: URL): string {
  return `import ${JSON.stringify(script.href)};\n`;
}

/**
 * The URL `spawn` starts its worker from, as the bundler rewrote it: `spawn` runs once with a
 * stand-in `Worker` that only records its argument (synchronously, so nothing else can see it).
 */
export function scriptUrl(spawn: Spawn): URL {
  const scope = globalThis as { Worker: typeof Worker };
  const real = scope.Worker;
  let url: URL | undefined;
  scope.Worker = class {
    constructor(u: string | URL) {
      url = new URL(u, self.location.href);
    }
  } as unknown as typeof Worker;
  try {
    spawn();
  } finally {
    scope.Worker = real;
  }
  if (!url) throw new Error('spawn did not construct a Worker');
  return url;
}

export interface Started {
  readonly worker: Worker;
  readonly url: URL;
  readonly how: 'same-origin' | 'blob';
}

/**
 * Starts the worker `spawn` describes: itself on the page's origin, else through a `blob:` shim.
 * Throws (with `diagnoseWorker`'s kind of sentence) when the browser refuses both synchronously.
 * `pageOrigin` is the page's; a test passes another to take the `blob:` way to a same-origin script.
 */
export function startWorker(spawn: Spawn, name: string, pageOrigin = self.location.origin): Started {
  const url = scriptUrl(spawn);
  const how = workerStart(url, pageOrigin);
  try {
    const worker =
      how === 'same-origin' ? spawn() : new Worker(URL.createObjectURL(new Blob([blobShim(url)], { type: 'text/javascript' })), { type: 'module', name });
    return { worker, url, how };
  } catch (e) {
    throw new Error(
      `${name} could not start from ${url.href}: ${(e as Error).message} (a Content-Security-Policy without ${how === 'blob' ? 'blob: in worker-src' : 'this origin in worker-src'}?)`,
    );
  }
}

/**
 * Why a worker that never answered did not load, found by fetching its script the way the worker
 * did: a missing file (404, or a page's index.html in its place), a server without CORS for this
 * page, or, when the script is fine, a Content-Security-Policy or an error inside it.
 */
export async function diagnoseWorker(name: string, url: URL, how: Started['how']): Promise<string> {
  const head = `${name} could not start: ${url.href}`;
  let response: Response;
  try {
    response = await fetch(url, { mode: how === 'blob' ? 'cors' : 'same-origin', cache: 'force-cache' });
  } catch {
    return how === 'blob'
      ? `${head} could not be fetched from this page: its server sends no Access-Control-Allow-Origin header (CORS), a Content-Security-Policy's connect-src forbids it, or the network failed. Serve the package's files with CORS, or from the page's own origin.`
      : `${head} could not be fetched (the network failed, or a Content-Security-Policy forbids it).`;
  }
  if (!response.ok)
    return `${head} answered ${response.status} ${response.statusText}: the file is missing. Copy the package's whole dist/ folder, assets/ included, beside carto.js.`;
  const type = response.headers.get('content-type') ?? '';
  if (!/javascript|ecmascript/i.test(type)) {
    return `${head} answered ${type || 'no content type'}, not JavaScript: probably a page served in place of a missing file. Copy the package's whole dist/ folder, assets/ included, beside carto.js.`;
  }
  return `${head} loaded, but the worker did not run: a Content-Security-Policy (worker-src or script-src${how === 'blob' ? ', which must allow blob:' : ''}) forbids it, or the script failed.`;
}
