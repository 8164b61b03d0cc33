/**
 * The embedded backend as `npm run serve` runs it, in its own process: a second server on the
 * same data directory refuses to start, and kill -9 in the middle of a game loses no
 * acknowledged action (the restarted server takes over the dead one's lock).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock } from '../../web/server/db/lock-file.ts';
import { openPglite } from '../../web/server/db/pglite.ts';
import { startServer } from '../../web/server/server.ts';
import { GENEROUS, http, pgliteDir, runToExit, spawnServer } from './helpers.ts';
import { chooser, openTable, pickLegal } from './game-helpers.ts';

describe('the PGlite data directory', () => {
  it('refuses a second server on the same directory with a clear message', { timeout: 240_000 }, async () => {
    const dir = pgliteDir();
    const first = await spawnServer({ CARTO_DATA_DIR: dir });
    try {
      const second = await runToExit({ CARTO_DATA_DIR: dir });
      expect(second.code).toBe(1);
      expect(second.output).toContain('data directory is in use by another carto server');
      expect(second.output).toContain(`pid ${first.child.pid}`);
      // The first one is unharmed.
      expect((await http(`${first.url}/health`)).body).toEqual({ ok: true, storage: 'pglite' });
    } finally {
      await first.stop();
    }
    // A clean stop releases the lock (the file stays: it is the kernel lock's anchor, never deleted).
    expect(existsSync(join(dir, 'carto-server.lock'))).toBe(true);
    await (await acquireLock(join(dir, 'carto-server.lock')))();
  });

  it('loses no acknowledged action to kill -9, and the restarted server takes over the lock', { timeout: 240_000 }, async () => {
    const dir = pgliteDir();
    const server = await spawnServer({ CARTO_DATA_DIR: dir });
    const table = await openTable(server.url, 2, { setup: { seed: 'crash' } });
    const pick = chooser(99);
    const acked: number[] = [];
    // Fire actions without waiting for the previous one to finish, and kill the server while
    // some are still in flight: only the acknowledged ones must survive.
    const inflight: Promise<void>[] = [];
    for (let i = 0; i < 8; i++) {
      const state = await http(`${server.url}/tables/${table.id}`, { token: table.seats[0]!.token });
      const s = state.body.table.waitingFor[0] as number;
      const action = await pickLegal(server.url, table, table.seats[s]!, pick);
      const p = http(`${server.url}/tables/${table.id}/actions`, { token: table.seats[s]!.token, body: { action } }).then((r) => {
        if (r.status === 200) acked.push(r.body.version);
      });
      if (i < 6) await p;
      else inflight.push(p.catch(() => undefined));
    }
    server.child.kill('SIGKILL');
    await Promise.all(inflight);
    await new Promise<void>((r) => (server.child.exitCode !== null || server.child.signalCode !== null ? r() : server.child.on('exit', () => r())));
    // The dead server's lock file is still there, naming a dead pid.
    expect(JSON.parse(readFileSync(join(dir, 'carto-server.lock'), 'utf8')).pid).toBe(server.child.pid);

    const restarted = await spawnServer({ CARTO_DATA_DIR: dir });
    try {
      const after = await http(`${restarted.url}/tables/${table.id}`, { token: table.seats[1]!.token });
      expect(after.status).toBe(200);
      expect(acked.length).toBeGreaterThanOrEqual(6);
      expect(after.body.version).toBeGreaterThanOrEqual(Math.max(...acked));
      // The game goes on from there.
      const s = after.body.table.waitingFor[0] as number;
      const action = await pickLegal(restarted.url, table, table.seats[s]!, pick);
      const next = await http(`${restarted.url}/tables/${table.id}/actions`, { token: table.seats[s]!.token, body: { action } });
      expect(next.status).toBe(200);
      expect(next.body.version).toBe(after.body.version + 1);
    } finally {
      await restarted.stop();
    }
  });
});

describe('durable acknowledgements on PGlite', () => {
  it('syncs every acknowledged action to stable storage before answering', async () => {
    const db = await openPglite(pgliteDir());
    const server = await startServer({ ...GENEROUS, db });
    try {
      const table = await openTable(server.url, 2, { setup: { seed: 'sync' } });
      const pick = chooser(4);
      for (let i = 0; i < 6; i++) {
        const state = await http(`${server.url}/tables/${table.id}`, { token: table.seats[0]!.token });
        const seat = table.seats[state.body.table.waitingFor[0] as number]!;
        const action = await pickLegal(server.url, table, seat, pick);
        const before = await db.syncs();
        const r = await http(`${server.url}/tables/${table.id}/actions`, { token: seat.token, body: { action } });
        expect(r.status).toBe(200);
        // By the time the answer arrived, the commit's WAL had been fsynced.
        expect(await db.syncs()).toBeGreaterThan(before);
      }
      // A read commits nothing and syncs nothing.
      const before = await db.syncs();
      await http(`${server.url}/tables/${table.id}`, { token: table.seats[0]!.token });
      expect(await db.syncs()).toBe(before);
    } finally {
      await server.close();
      await db.close();
    }
  });

  it('runs PostgreSQL inside PGlite with fsync on', async () => {
    const db = await openPglite(pgliteDir());
    try {
      expect(await db.query('SHOW fsync')).toEqual([{ fsync: 'on' }]);
      expect(await db.query('SHOW wal_sync_method')).toEqual([{ wal_sync_method: 'fsync' }]);
    } finally {
      await db.close();
    }
  });
});
