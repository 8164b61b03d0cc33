// A static file server on 127.0.0.1 for a built Storybook (storybook-static), for the scripts that
// open its stories in Chromium. Only files under the folder are served.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
};

export interface StaticServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly base: string;
  close(): Promise<void>;
}

/** Serves `dir` on a free port of 127.0.0.1 until closed, with `headers` on every file (the pointer bench's cross-origin isolation). */
export async function serveStatic(dir: string, headers: Readonly<Record<string, string>> = {}): Promise<StaticServer> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path === '/' ? 'index.html' : path);
    readFile(file).then(
      (body) => {
        // A build does not change while it is served: a page may keep what it loaded (Chromium's memory
        // cache, and with it V8's compiled code) for every story it opens after.
        res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=86400, immutable' });
        res.end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
