/**
 * The push hub in isolation, with notifications held back and released by the test: a
 * subscriber arriving while notifications are still on their way must not make the hub skip
 * versions for the subscribers already there.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { legalActions } from '../../src/game/index.ts';
import type { Db } from '../../web/server/db/sql.ts';
import { viewOf, type TableEvent } from '../../web/server/events.ts';
import { Hub } from '../../web/server/hub.ts';
import { TableService } from '../../web/server/service.ts';
import { pgliteDb } from './helpers.ts';

let db: Db;
beforeAll(async () => {
  db = await pgliteDb();
});
afterAll(async () => {
  await db.close();
});

const settle = () => new Promise((r) => setTimeout(r, 50));

it('delivers every version to an early subscriber when a later one arrives before the notifications', async () => {
  const held: string[] = [];
  let deliver: (payload: string) => void = () => undefined;
  // The same database, but NOTIFY payloads wait until the test releases them.
  const slowDb: Db = {
    ...db,
    listen: async (_channel, onNotify) => {
      deliver = onNotify;
      return async () => undefined;
    },
  };
  const service = new TableService(db);
  const hub = new Hub(slowDb, service);
  await hub.start();
  const { model } = await service.createTable({ seats: 2, packs: ['base'], seed: 'hub' }, 'A');
  const id = model.id;
  const invite = await inviteOf(service, id);
  await service.join(id, invite, 'B', null);
  const started = await service.start(id, 0);
  held.length = 0;

  const early: TableEvent[] = [];
  await hub.subscribe(id, { seat: 0, last: started.version, send: (e) => early.push(e) });

  // Two actions commit; their notifications are held back.
  for (const seat of [0, 1]) {
    const game = (await service.current(id)).game!;
    await service.act(id, seat, legalActions(game, seat)[0]!, undefined, null);
    held.push(`${id}:${(await service.current(id)).version}`);
  }
  // A second subscriber arrives now: its backlog sees the newest version.
  const late: TableEvent[] = [];
  await hub.subscribe(id, { seat: 1, last: started.version, send: (e) => late.push(e) });
  for (const p of held) deliver(p);
  await settle();

  expect(late.map((e) => e.version)).toEqual([started.version + 1, started.version + 2]);
  expect(early.map((e) => e.version)).toEqual([started.version + 1, started.version + 2]);
  await hub.stop();
});

it('sends the versions this process wrote from its cache: no log row read back, even when their notifications arrive together', async () => {
  let deliver: (payload: string) => void = () => undefined;
  let logReads = 0;
  // The hub's view of the database: notifications held back, reads of the log counted.
  const countingDb: Db = {
    ...db,
    query: (text, params) => {
      if (/FROM carto_log/.test(text)) logReads++;
      return db.query(text, params);
    },
    listen: async (_channel, onNotify) => {
      deliver = onNotify;
      return async () => undefined;
    },
  };
  const service = new TableService(db);
  const hub = new Hub(countingDb, service);
  await hub.start();
  const { model } = await service.createTable({ seats: 2, packs: ['base'], seed: 'hub-cache' }, 'A');
  const id = model.id;
  await service.join(id, await inviteOf(service, id), 'B', null);
  const started = await service.start(id, 0);
  const got: TableEvent[] = [];
  await hub.subscribe(id, { seat: 0, last: started.version, send: (e) => got.push(e) });
  logReads = 0;

  // Three actions commit; their notifications come afterwards, together (as one group commit's do).
  const held: string[] = [];
  for (let k = 0; k < 3; k++) {
    const game = (await service.current(id)).game!;
    const seat = game.tasks.findIndex((q) => q.length > 0);
    const r = await service.act(id, seat, legalActions(game, seat)[0]!, undefined, null);
    held.push(`${id}:${r.version}`);
  }
  for (const p of held) deliver(p);
  await settle();

  expect(got.map((e) => e.version)).toEqual([started.version + 1, started.version + 2, started.version + 3]);
  expect(got.map((e) => e.view)).toEqual([1, 2, 3].map((k) => viewOf(service.recent(id, started.version + k)!, 0)));
  expect(logReads).toBe(0);
  await hub.stop();
});

/** The invite is only stored hashed: recreate a known one for the test. */
async function inviteOf(_service: TableService, id: string): Promise<string> {
  const { sha256 } = await import('../../web/server/tokens.ts');
  await db.query('UPDATE carto_tables SET invite_hash = $2 WHERE id = $1', [id, sha256('test-invite')]);
  return 'test-invite';
}
