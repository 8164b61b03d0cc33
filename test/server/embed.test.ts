/** oEmbed for the embed pages, and the pages served with their discovery link (server/http/embed.ts). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server.ts';
import { oembedProblems } from '../support/oembed-spec.ts';
import { http, pgliteServer } from './helpers.ts';

describe('oEmbed provider and embed pages', () => {
  let server: RunningServer;
  const site = mkdtempSync(join(tmpdir(), 'carto-site-'));
  mkdirSync(join(site, 'embed'));
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'embed/replay.html'), '<!doctype html><html><head><title>r</title></head><body data-embed="replay"></body></html>');
  writeFileSync(join(site, 'assets/embed.js'), 'export {};');
  writeFileSync(join(site, 'secret.txt'), 'no');

  beforeAll(async () => {
    server = await pgliteServer({ siteDir: site });
  });
  afterAll(async () => server?.close());

  const oembed = (url: string, extra = '') => http(`${server.url}/oembed?url=${encodeURIComponent(url)}&format=json${extra}`);

  it('describes a replay page as a rich oEmbed response that validates against the spec', async () => {
    const page = `${server.url}/embed/replay.html?replay=ABC-_123&step=4`;
    const r = await oembed(page);
    expect(r.status).toBe(200);
    expect(oembedProblems(r.body)).toEqual([]);
    expect(r.body).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Cartographers Live', width: 640 });
    // The iframe shows exactly the page asked about (its query escaped for the attribute).
    expect(r.body.html).toContain(`src="${page.replace(/&/g, '&amp;')}"`);
  });

  it('respects maxwidth and maxheight, within the 280-800 px an embed is made for', async () => {
    const page = `${server.url}/embed/map.html?map=x`;
    const small = await oembed(page, '&maxwidth=300&maxheight=250');
    expect(oembedProblems(small.body, 300, 250)).toEqual([]);
    expect(small.body).toMatchObject({ width: 300, height: 250 });
    expect((await oembed(page, '&maxwidth=5000')).body.width).toBe(800);
    expect((await oembed(page, '&maxwidth=abc')).status).toBe(400);
  });

  it('answers 501 for another format and 404 for a page that is not one of its embeds', async () => {
    expect((await http(`${server.url}/oembed?url=${encodeURIComponent(`${server.url}/embed/map.html`)}&format=xml`)).status).toBe(501);
    expect((await oembed('https://elsewhere.example/embed/map.html')).status).toBe(404);
    expect((await oembed(`${server.url}/embed/secret.html`)).status).toBe(404);
    expect((await oembed('not a url')).status).toBe(404);
    expect((await http(`${server.url}/oembed`)).status).toBe(400);
  });

  it('serves the embed pages with a discovery link naming the page itself, framable from anywhere', async () => {
    const page = `${server.url}/embed/replay.html?replay=XYZ&step=2`;
    const res = await fetch(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const text = await res.text();
    const href = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(text)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBe(`${server.url}/oembed?url=${encodeURIComponent(page)}&format=json`);
    const described = await http(href!);
    expect(oembedProblems(described.body)).toEqual([]);
    expect((await fetch(`${server.url}/assets/embed.js`)).headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${server.url}/embed/..%2Fsecret.txt`)).status).toBe(404);
    // The API keeps its own strict policy.
    expect((await fetch(`${server.url}/health`)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
