/**
 * docs/PROTOCOL.md's example portal, followed literally: its code block is written to a fresh
 * folder as portal.mjs and run with node beside a server started as the document says (a portal
 * secret, the portal's webhook receiver). The portal signs in its two users, its claims create and
 * join a table, and its receiver gets the signed webhooks once each; a forged call is refused and a
 * repeated delivery is handled once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../web/server/portal/webhooks.ts';
import type { RunningServer } from '../../web/server/server.ts';
import { http, pgliteServer } from './helpers.ts';
import { examplePortal } from '../helpers/example-portal.ts';
import { SETUP } from './game-helpers.ts';

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

const SECRET = 'change-me-for-the-test';

// One clock for the server and the portal's process, starting at a fixed instant whatever the machine's
// date: the server is given it, the portal (the doc's code, unchanged) gets it through a preload that
// sets Date.now, so signatures, claims and their tolerances are judged on the same, injected time.
const START = Date.parse('2031-05-06T07:08:09Z');
const since = performance.now();
const clock = () => START + Math.round(performance.now() - since);
const FIXED_CLOCK = `data:text/javascript,const s=Number(process.env.PORTAL_CLOCK_MS),t=performance.now();Date.now=()=>s+Math.round(performance.now()-t);`;

describe('the example portal of docs/PROTOCOL.md, in a fresh folder', () => {
  let server: RunningServer;
  let portal: ChildProcess;
  let out = '';
  let base = '';

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'carto-portal-'));
    writeFileSync(join(dir, 'portal.mjs'), examplePortal());
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await pgliteServer({ portalSecret: SECRET, webhookUrl: `${base}/webhook`, webhookIntervalMs: 100, now: clock });
    portal = spawn(process.execPath, ['--import', FIXED_CLOCK, 'portal.mjs'], {
      cwd: dir,
      env: {
        ...process.env,
        PORTAL_CLOCK_MS: String(clock()),
        CARTO_SERVER: server.url,
        CARTO_PORTAL_SECRET: SECRET,
        CARTO_SCRIPT: 'https://cdn.example/carto.js',
        PORT: String(port),
      },
    });
    portal.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    portal.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    for (let i = 0; i < 200 && !out.includes(`portal on ${base}/?user=ada`); i++) await new Promise((r) => setTimeout(r, 100));
    if (!out.includes(`portal on ${base}/?user=ada`)) throw new Error(`the portal did not start: ${out}`);
  });
  afterAll(async () => {
    portal?.kill();
    await server?.close();
  });

  const claimOf = async (user: string) => {
    const page = await http(`${base}/?user=${user}`);
    expect(page.status).toBe(200);
    const m = /portal-token="([^"]+)"/.exec(page.body as string);
    expect(m, page.body as string).not.toBeNull();
    expect(page.body).toContain(`server="${server.url}"`);
    return m![1]!;
  };

  it('signs its users in, and its claims create, join and start a table whose webhooks it receives once each', async () => {
    expect((await http(`${base}/?user=eve`)).status).toBe(403);
    const ada = await claimOf('ada');
    const bo = await claimOf('bo');
    const created = await http(`${server.url}/tables`, { token: ada, body: { setup: SETUP } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.table.seats).toEqual([{ seat: 0, name: 'Ada', user: 'ada' }]);
    const id = created.body.table.id;
    const joined = await http(`${server.url}/tables/${id}/seats`, { token: bo, body: { invite: created.body.invite } });
    expect(joined.body.table.seats[1]).toEqual({ seat: 1, name: 'Bo', user: 'bo' });
    expect((await http(`${server.url}/tables/${id}/start`, { token: ada, body: {} })).status).toBe(200);
    // Deliveries may come in any order: each type, as many times as it happened, each once.
    const count = (type: string) => out.split('\n').filter((l) => l.startsWith(`webhook ${type} `)).length;
    const want = { 'table.created': 1, 'seat.joined': 1, 'table.started': 1, 'turn.owed': 2 };
    await expect.poll(() => Object.fromEntries(Object.keys(want).map((t) => [t, count(t)])), { timeout: 20_000 }).toEqual(want);
    expect(out).toMatch(/^webhook turn\.owed \S+:3:turn\.owed:1 \{"seat":\{"seat":1,"name":"Bo","user":"bo"\},"deadline":null\}$/m);
  });

  it('refuses a forged webhook and handles a repeated delivery once', async () => {
    const body = JSON.stringify({ id: 'x:1:table.abandoned', type: 'table.abandoned', at: '2026-11-27T10:00:00.000Z', table: 'x', version: 1, data: {} });
    // The portal refuses a signature older than its tolerance: the test signs at the injected clock's now.
    const now = Math.floor(clock() / 1000);
    const forged = await fetch(`${base}/webhook`, { method: 'POST', body, headers: { 'carto-signature': signWebhook('not-the-secret', body, now) } });
    expect(forged.status).toBe(401);
    for (let i = 0; i < 2; i++) {
      const r = await fetch(`${base}/webhook`, { method: 'POST', body, headers: { 'carto-signature': signWebhook(SECRET, body, now) } });
      expect(r.status).toBe(204);
    }
    await expect.poll(() => out, { timeout: 5000 }).toContain('webhook table.abandoned');
    expect(out.match(/^webhook table\.abandoned /gm)).toHaveLength(1);
  });
});
