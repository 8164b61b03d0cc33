/**
 * Every bad input answers a 4xx with its code (or 503 for a full disk), never a 500: bodies nested
 * thousands deep, NUL in a query string, a disk with no space left.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { RunningServer } from '../../web/server/server.ts';
import { parseBody, ActionBody, MAX_DEPTH } from '../../web/server/http/schemas.ts';
import { ApiError } from '../../web/server/errors.ts';
import { isStorageFull } from '../../web/server/db/storage-full.ts';
import { http, pgliteServer, spawnServer } from './helpers.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const SETUP = { seats: 2, packs: ['base'] };
const NOW = Date.UTC(2026, 10, 23, 12);

describe('bad input', () => {
  let server: RunningServer;
  let table: { id: string; token: string };
  beforeAll(async () => {
    server = await pgliteServer({ now: () => NOW });
    const r = await http(`${server.url}/tables`, { body: { name: 'Ada', setup: SETUP } });
    table = { id: r.body.table.id, token: r.body.token };
  });
  afterAll(async () => server?.close());

  it('refuses a body nested thousands deep with 400 body.depth, on every endpoint that reads one', async () => {
    const deep = nested(6000);
    const bodies: [string, string][] = [
      ['/tables', `{"name":"Ada","setup":${deep}}`],
      [`/tables/${table.id}/actions`, `{"action":{"type":"draw","cells":${deep}}}`],
      [`/tables/${table.id}/seats`, `{"name":"Bo","invite":${deep}}`],
      ['/daily/2026-11-20/base/results', `{"name":"Ada","actions":[{"type":"draw","x":${deep}}]}`],
    ];
    for (const [path, raw] of bodies) {
      const r = await http(`${server.url}${path}`, { raw, token: table.token });
      expect([path, r.status, r.body.error?.code]).toEqual([path, 400, 'body.depth']);
    }
  });

  it('checks depth without recursion, and lets the protocol’s own nesting through', () => {
    expect(() => parseBody(ActionBody, `{"action":{"type":"draw","x":${nested(100_000)}}}`)).toThrow(/nests deeper than 64/);
    const ok = `{"action":{"type":"draw","x":${nested(MAX_DEPTH - 3)}}}`;
    expect(parseBody(ActionBody, ok).action.type).toBe('draw');
    const e = (() => {
      try {
        parseBody(ActionBody, `{"action":{"type":"draw","x":${nested(MAX_DEPTH)}}}`);
      } catch (err) {
        return err;
      }
    })();
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe('body.depth');
  });

  it('refuses NUL in a query string with 400 request.text (in a path it is an unknown table or day: 404, 400)', async () => {
    expect((await http(`${server.url}/tables/%00`)).status).toBe(404);
    expect((await http(`${server.url}/daily/2026-11-2%00/base/leaderboard`)).body.error.code).toBe('daily.date');
    for (const path of [
      '/daily/2026-11-20/base/leaderboard?name=%00',
      '/daily/2026-11-20/base/leaderboard?top=1&%00=x',
      `/tables/${table.id}/events?token=a%00b`,
      '/oembed?url=%00',
    ]) {
      const r = await http(`${server.url}${path}`);
      expect([path, r.status, r.body.error?.code]).toEqual([path, 400, 'request.text']);
    }
    // A name without NUL still reads the board.
    expect((await http(`${server.url}/daily/2026-11-20/base/leaderboard?name=Ada`)).status).toBe(200);
  });

  it('knows a full disk from its error, wrapped or not', () => {
    expect(isStorageFull(Object.assign(new Error('could not extend file "base/1/2": No space left on device'), { code: '53100' }))).toBe(true);
    expect(isStorageFull(new Error('The embedded database stopped', { cause: Object.assign(new Error('write'), { code: 'ENOSPC' }) }))).toBe(true);
    expect(isStorageFull(Object.assign(new Error('relation does not exist'), { code: '42P01' }))).toBe(false);
  });
});

/** As root, a server whose data directory is a tmpfs barely larger than the database, in a mount namespace of its own. */
const asRoot = process.getuid?.() === 0;
const canUnshare =
  asRoot &&
  (await new Promise<boolean>((resolve) => {
    const c = spawn('unshare', ['--mount', 'true'], { stdio: 'ignore' });
    c.on('error', () => resolve(false));
    c.on('exit', (code) => resolve(code === 0));
  }));

describe.runIf(canUnshare || process.env.CI)('a full disk', () => {
  it('answers 503 storage.full with Retry-After, not 500', { timeout: 600_000 }, async () => {
    const template = inject('pgliteTemplate');
    const dir = mkdtempSync(join(tmpdir(), 'carto-full-'));
    // The template's size plus about half a megabyte: a few dozen tables fit, then the disk is full.
    const mount = `size=$(( $(du -sk ${template} | cut -f1) + 512 ))k`;
    const prefix = [
      'unshare',
      '--mount',
      '--propagation',
      'private',
      'sh',
      '-c',
      `mount -t tmpfs -o ${mount} tmpfs ${dir} && cp -r ${template}/. ${dir}/ && exec "$@"`,
      'sh',
    ];
    const s = await spawnServer({ CARTO_DATA_DIR: dir }, prefix, 200_000);
    try {
      const statuses = new Map<string, number>();
      let full: Response | null = null;
      for (let i = 0; i < 5000 && !full; i++) {
        const res = await fetch(`${s.url}/tables`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Ada'.repeat(13), setup: SETUP }),
        });
        const body = (await res.json()) as { error?: { code: string } };
        const key = `${res.status} ${body.error?.code ?? ''}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (res.status !== 201) full = Object.assign(res, { code: body.error?.code });
      }
      expect(statuses.get('201 ')).toBeGreaterThan(0);
      expect([...statuses.keys()].filter((k) => !k.startsWith('201'))).toEqual(['503 storage.full']);
      expect(full!.headers.get('retry-after')).toBe('60');
      // Reads still answer.
      expect((await http(`${s.url}/daily/2026-11-20/base/leaderboard`)).status).toBeLessThan(500);
    } finally {
      s.child.kill('SIGKILL');
    }
  });
});
