/**
 * The late-seat sweep (web/server/server.ts, sweepLate) on two servers sharing one database, as
 * processes behind a load balancer with table affinity: the one that serves a table judges it from
 * the model it keeps; the other leaves it alone while it is played (it rebuilt every timed table
 * through the rules every round before), and judges it too once nobody wrote to it for a whole
 * phase's time. The servers' clock is the test's.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../web/server/db/sql.ts';
import { startServer, type RunningServer } from '../../web/server/server.ts';
import { GENEROUS, http, pgliteDb } from './helpers.ts';

let db: Db;
let hook: Server;
let serving: RunningServer;
let other: RunningServer;
let clock = Date.UTC(2026, 10, 27, 10, 0, 0);

beforeAll(async () => {
  db = await pgliteDb();
  hook = createServer((req, res) => req.resume().on('end', () => res.writeHead(200).end()));
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  const options = {
    ...GENEROUS,
    db,
    webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
    webhookSecret: 'late-sweep-secret',
    now: () => clock,
    webhookIntervalMs: 3600_000,
    lateSweepMs: 3600_000,
  };
  serving = await startServer(options);
  other = await startServer(options);
});

afterAll(async () => {
  await serving.close();
  await other.close();
  await new Promise((r) => hook.close(r));
  await db.close();
});

it('judges a table where it is kept, leaves it to that process while it is played, and judges it everywhere once it is quiet', async () => {
  const created = await http(`${serving.url}/tables`, { body: { name: 'Ada', setup: { seats: 2, packs: ['base'], seed: 'late', turnSeconds: 60 } } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.table.id;
  const ada: string = created.body.token;
  const joined = await http(`${serving.url}/tables/${id}/seats`, { body: { invite: created.body.invite, name: 'Bo' } });
  expect(joined.status).toBe(201);
  expect((await http(`${serving.url}/tables/${id}/start`, { token: ada, body: {} })).status).toBe(200);
  // Ada plays her part; Bo does not, and is late a minute on.
  const legal = await http(`${serving.url}/tables/${id}/legal`, { token: ada });
  expect((await http(`${serving.url}/tables/${id}/actions`, { token: ada, body: { action: legal.body.actions[0] } })).status).toBe(200);
  clock += 60_001;
  expect(await serving.sweepLate()).toBe(1);
  // The other process keeps nothing of the table, and it was written to a moment ago (by the
  // database's clock): not rebuilt, not judged.
  expect(await other.sweepLate()).toBe(0);
  expect(other.service.peek(id)).toBeUndefined();
  // Nobody writes for longer than a phase's time: every process judges it (the same event id).
  await db.query("UPDATE carto_tables SET updated_at = now() - interval '61 seconds' WHERE id = $1", [id]);
  expect(await other.sweepLate()).toBe(1);
  expect(other.service.peek(id)?.version).toBe(serving.service.peek(id)?.version);
  const late = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM carto_webhooks WHERE event_id LIKE $1 || ':late:%'", [id]);
  expect(late[0]!.n).toBe(1);
});
