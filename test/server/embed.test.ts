/** oEmbed for the embed pages, and the pages served with their discovery link (web/server/http/embed.ts). */
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../web/server/server.ts';
import { oembedProblems } from '../support/oembed-spec.ts';
import { GENEROUS, http, pgliteServer } from './helpers.ts';

/** A GET with a Host header of the caller's choosing (fetch will not send one). */
function withHost(url: string, host: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += String(d)));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Where the embed pages are hosted, as an operator configures it (CARTO_EMBED_URL). */
const BASE = 'https://carto.example/embed/';

describe('oEmbed provider and embed pages', () => {
  let server: RunningServer;
  let bare: RunningServer;
  const site = mkdtempSync(join(tmpdir(), 'carto-site-'));
  mkdirSync(join(site, 'embed'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'embed/replay.html'), '<!doctype html><html><head><title>r</title></head><body data-embed="replay"></body></html>');
  writeFileSync(join(site, 'assets/embed.js'), 'export {};');
  writeFileSync(join(site, 'secret.txt'), 'no');

  beforeAll(async () => {
    server = await pgliteServer({ siteDir: site, embedUrl: BASE });
    // The same database (one PGlite start fewer): the two differ only in their configured address.
    bare = await startServer({ ...GENEROUS, siteDir: site, db: server.db });
  });
  afterAll(async () => {
    // bare first: it runs on server's database, which server closes.
    await bare?.close();
    await server?.close();
  });

  const oembed = (url: string, extra = '') => http(`${server.url}/oembed?url=${encodeURIComponent(url)}&format=json${extra}`);

  it('describes a replay page as a rich oEmbed response that validates against the spec', async () => {
    const page = `${BASE}replay.html?replay=ABC-_123&step=4`;
    const r = await oembed(page);
    expect(r.status).toBe(200);
    expect(oembedProblems(r.body)).toEqual([]);
    expect(r.body).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Cartographers Live', width: 640 });
    // The iframe shows exactly the page asked about (its query escaped for the attribute).
    expect(r.body.html).toContain(`src="${page.replace(/&/g, '&amp;')}"`);
  });

  it('respects maxwidth and maxheight, within the 280-800 px an embed is made for', async () => {
    const page = `${BASE}map.html?map=x`;
    const small = await oembed(page, '&maxwidth=300&maxheight=250');
    expect(oembedProblems(small.body, 300, 250)).toEqual([]);
    expect(small.body).toMatchObject({ width: 300, height: 250 });
    expect((await oembed(page, '&maxwidth=5000')).body.width).toBe(800);
    expect((await oembed(page, '&maxwidth=abc')).status).toBe(400);
  });

  it('answers 501 for another format and 404 for a page that is not one of its embeds', async () => {
    expect((await http(`${server.url}/oembed?url=${encodeURIComponent(`${BASE}map.html`)}&format=xml`)).status).toBe(501);
    expect((await oembed('https://elsewhere.example/embed/map.html')).status).toBe(404);
    expect((await oembed(`${BASE}secret.html`)).status).toBe(404);
    // This server's own address is not the configured base either.
    expect((await oembed(`${server.url}/embed/map.html`)).status).toBe(404);
    expect((await oembed('not a url')).status).toBe(404);
    expect((await http(`${server.url}/oembed`)).status).toBe(400);
  });

  it('serves the embed pages with a discovery link naming the page at its configured address, framable from anywhere', async () => {
    const page = `${server.url}/embed/replay.html?replay=XYZ&step=2`;
    const res = await fetch(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const text = await res.text();
    const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(text)?.[1]?.replace(/&amp;/g, '&');
    const configured = `${BASE}replay.html?replay=XYZ&step=2`;
    expect(href).toBe(`https://carto.example/oembed?url=${encodeURIComponent(configured)}&format=json`);
    const described = await http(href!.replace('https://carto.example', server.url));
    expect(oembedProblems(described.body)).toEqual([]);
    expect((await fetch(`${server.url}/assets/embed.js`)).headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${server.url}/embed/..%2Fsecret.txt`)).status).toBe(404);
    // The API keeps its own strict policy.
    expect((await fetch(`${server.url}/health`)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('with a forged Host describes nothing: not without a configured base, and only the configured base with one', async () => {
    const evil = 'http://evil.example/embed/map.html';
    const q = (url: string) => `/oembed?url=${encodeURIComponent(url)}&format=json`;
    const unconfigured = await withHost(`${bare.url}${q(evil)}`, 'evil.example');
    expect(unconfigured).toMatchObject({ status: 404, body: { error: { code: 'oembed.unconfigured' } } });
    // Even its own address is not described without CARTO_EMBED_URL.
    expect((await http(`${bare.url}${q(`${bare.url}/embed/map.html`)}`)).body.error.code).toBe('oembed.unconfigured');
    const configured = await withHost(`${server.url}${q(evil)}`, 'evil.example');
    expect(configured).toMatchObject({ status: 404, body: { error: { code: 'oembed.unknown' } } });
    const honest = await withHost(`${server.url}${q(`${BASE}map.html`)}`, 'evil.example');
    expect(honest.status).toBe(200);
    expect(honest.body.html).toContain(`src="${BASE}map.html"`);
    expect(honest.body.html).not.toContain('evil.example');
  });

  it('serves the pages without a discovery link when no base is configured', async () => {
    const text = await (await fetch(`${bare.url}/embed/replay.html?replay=XYZ`)).text();
    expect(text).toContain('data-embed="replay"');
    expect(text).not.toContain('oembed');
  });
});
