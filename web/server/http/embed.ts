/**
 * Embedding on hosted blogs: an oEmbed provider (https://oembed.com) for the embed pages, and,
 * when the server is given the built site (`npm run build`'s dist-page/), those pages served with
 * their discovery link, which names this very page, so a platform that reads discovery finds it.
 *
 *   GET /oembed?url=<an embed page>&format=json[&maxwidth=&maxheight=]  -> 200 rich JSON
 *   GET /embed/<map|game|daily|replay>.html?...                        -> the page (with siteDir)
 *
 * Only embed pages under the configured base (CARTO_EMBED_URL) get an answer: the provider never
 * wraps another site's page in an iframe. Without a configured base it answers nothing, and the
 * pages carry no discovery link: the request's Host header is the client's to forge, so a base
 * taken from it would let anyone make this server describe an iframe on their own site.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import { ApiError } from '../errors.ts';

export interface EmbedOptions {
  /** the built site (dist-page/): serve its embed pages and assets */
  readonly siteDir?: string | undefined;
  /** where the embed pages are hosted, e.g. `https://example.org/carto/embed/` (this server's own /embed/ included); unset: no oEmbed */
  readonly embedUrl?: string | undefined;
}

/** Each embed page: its title, and its frame's height at the widths people embed it (the page reports its real height). */
const PAGES = {
  map: { title: 'A Cartographers map', height: 520 },
  game: { title: 'A game of Cartographers', height: 900 },
  daily: { title: 'Cartographers: the daily challenge', height: 900 },
  replay: { title: 'A game of Cartographers, replayed', height: 900 },
} as const;

type Page = keyof typeof PAGES;

const MIN_WIDTH = 280;
const MAX_WIDTH = 800;

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The configured base, checked once: a URL ending in a slash. */
function baseOf(embedUrl: string | undefined): URL | null {
  if (!embedUrl) return null;
  const base = new URL(embedUrl);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return base;
}

/** The embed page a URL names, when it is one of ours. */
function pageOf(url: string, b: URL): Page | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.origin !== b.origin || !u.pathname.startsWith(b.pathname)) return null;
  const name = u.pathname.slice(b.pathname.length).replace(/\.html$/, '');
  return name in PAGES ? (name as Page) : null;
}

/** The oEmbed answer for an embed page (type `rich`: an iframe the page sizes by postMessage). */
export function oembedFor(url: string, page: Page, provider: string, maxwidth?: number, maxheight?: number) {
  const width = Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, maxwidth ?? 640));
  const height = Math.max(200, Math.min(PAGES[page].height, maxheight ?? Infinity));
  const title = PAGES[page].title;
  const html = `<iframe src="${escapeAttr(url)}" width="${width}" height="${height}" title="${escapeAttr(title)}" style="border:0;max-width:100%" loading="lazy" allow="clipboard-write"></iframe>`;
  return { version: '1.0', type: 'rich', provider_name: 'Cartographers Live', provider_url: provider, title, html, width, height, cache_age: 86400 };
}

const positive = (v: string | undefined, name: string): number | undefined => {
  if (v === undefined || v === '') return undefined;
  if (!/^\d{1,5}$/.test(v)) throw new ApiError(400, 'oembed.size', `${name} is a whole number of pixels.`);
  return Number(v);
};

export function embedRoutes(app: Hono, options: EmbedOptions): void {
  const base = baseOf(options.embedUrl);
  app.get('/oembed', (c) => {
    const url = c.req.query('url');
    if (!url) throw new ApiError(400, 'oembed.url', 'Give the embed page to describe: /oembed?url=<page>&format=json.');
    const format = c.req.query('format') ?? 'json';
    // The spec's answer to a format the provider does not speak.
    if (format !== 'json') return c.json({ error: { code: 'oembed.format', message: 'Only the json format is provided.' } }, 501);
    if (!base) {
      return c.json(
        {
          error: {
            code: 'oembed.unconfigured',
            message: 'This server describes no embed pages: its operator has not set CARTO_EMBED_URL to where they are hosted.',
          },
        },
        404,
      );
    }
    const page = pageOf(url, base);
    if (!page) return c.json({ error: { code: 'oembed.unknown', message: `Only the embed pages under ${base.href} are described here.` } }, 404);
    return c.json(oembedFor(url, page, base.origin, positive(c.req.query('maxwidth'), 'maxwidth'), positive(c.req.query('maxheight'), 'maxheight')));
  });

  const site = options.siteDir;
  if (!site) return;
  const root = normalize(site);
  const serve = async (c: Context, folder: 'embed' | 'assets', name: string) => {
    const path = `${folder}/${name}`;
    const file = normalize(join(root, path));
    // One plain file name inside its folder: no way up or sideways.
    if (!/^[\w.-]+$/.test(name) || name.startsWith('.') || !file.startsWith(join(root, folder) + sep))
      throw new ApiError(404, 'route.unknown', `No such file: ${path}`);
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      throw new ApiError(404, 'route.unknown', `No such file: ${path}`);
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Pages and scripts of the site: framed by any page, loading only their own files.
    c.header(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src *; frame-ancestors *",
    );
    c.header('Cache-Control', extname(file) === '.html' ? 'no-cache' : 'public, max-age=3600');
    if (path.startsWith('embed/') && extname(file) === '.html' && base) {
      // The discovery link names this very page, query and all, at its configured address (never
      // the Host header's): what a platform asks the provider about, and the provider next to it.
      const self = new URL(name + new URL(c.req.url).search, base).href;
      const oembed = `${new URL('../oembed', base).href}?url=${encodeURIComponent(self)}&format=json`;
      const link = `<link rel="alternate" type="application/json+oembed" href="${escapeAttr(oembed)}" title="${escapeAttr(PAGES[pageOf(self, base) ?? 'map'].title)}" />`;
      return c.body(body.toString('utf8').replace('</head>', `    ${link}\n  </head>`), 200, { 'content-type': type });
    }
    return c.body(new Uint8Array(body), 200, { 'content-type': type });
  };
  app.get('/embed/:file', (c) => serve(c, 'embed', c.req.param('file')));
  app.get('/assets/:file', (c) => serve(c, 'assets', c.req.param('file')));
}
