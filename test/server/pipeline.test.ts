/**
 * Pipelined writes on the embedded database (web/server/service.ts, write): the seats of one table
 * acting together are decided one on the other's model and committed in one group, each answered
 * only after that commit; an append decided on another that is not stored is never stored either.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { legalActions } from '../../src/game/index.ts';
import { openStorage } from '../../web/server/db/open.ts';
import type { Db } from '../../web/server/db/sql.ts';
import { TableService } from '../../web/server/service.ts';
import { sha256 } from '../../web/server/tokens.ts';
import { pgliteDir } from './helpers.ts';

let db: Db;
beforeAll(async () => {
  db = await openStorage({ dataDir: pgliteDir() });
});
afterAll(async () => {
  await db.close();
});

/** A started table of `seats` seats; every seat owes an action (the first card is out). */
async function startedTable(service: TableService, seed: string, seats = 4): Promise<string> {
  const { model } = await service.createTable({ seats, packs: ['base'], seed }, 'A');
  await db.query('UPDATE carto_tables SET invite_hash = $2 WHERE id = $1', [model.id, sha256('invite')]);
  for (let s = 1; s < seats; s++) await service.join(model.id, 'invite', `P${s}`, null);
  await service.start(model.id, 0);
  return model.id;
}

const stored = async (id: string) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM carto_log WHERE table_id = $1', [id]))[0]!.n;

it("commits a table's seats acting together as one group, each answered only after it", async () => {
  // Statements that append are held until the test lets them through.
  let release: () => void = () => undefined;
  let held = 0;
  let armed = false;
  const gated: Db = {
    ...db,
    async query(text, params) {
      if (armed && text.includes('carto_append_many')) {
        held++;
        await new Promise<void>((r) => (release = r));
      }
      return db.query(text, params);
    },
  };
  const service = new TableService(gated, { pipelined: true });
  const id = await startedTable(service, 'pipeline-one-group');
  const model = service.peek(id)!;
  const before = await stored(id);
  const groups = service.appends.groups;
  const appends = service.appends.appends;
  let answered = 0;
  armed = true;
  const acts = [0, 1, 2, 3].map((seat) =>
    service.act(id, seat, legalActions(model.game!, seat)[0]!, undefined, null).then((r) => {
      answered++;
      return r;
    }),
  );
  await expect.poll(() => held).toBe(1);
  await new Promise((r) => setTimeout(r, 200));
  // One statement holds all four; nothing is answered or stored before it returns.
  expect(held).toBe(1);
  expect(service.appends.groups - groups).toBe(1);
  expect(service.appends.appends - appends).toBe(4);
  expect(answered).toBe(0);
  expect(await stored(id)).toBe(before);
  armed = false;
  release();
  const results = await Promise.all(acts);
  expect(results.map((r) => r.version)).toEqual([1, 2, 3, 4].map((k) => model.version + k));
  expect(await stored(id)).toBe(before + 4);
  // The model each answer was made from is the one the stored log folds to.
  expect((await new TableService(db).current(id)).game).toEqual(results[3]!.model.game);
});

it('never stores an append decided on another that was not stored: it is decided again on what the database holds', async () => {
  const service = new TableService(db, { pipelined: true });
  const id = await startedTable(service, 'pipeline-refused');
  const model = service.peek(id)!;
  // Another writer (as if another process) plays seat 2 behind this service's back: its kept model is old.
  const other = new TableService(db);
  await other.act(id, 2, legalActions((await other.current(id)).game!, 2)[0]!, undefined, null);
  // Seat 0's append is decided on the old model and refused; seat 1's was decided on seat 0's and
  // comes at the very version the other writer made: it must not be stored as decided.
  const [r0, r1] = await Promise.all([0, 1].map((seat) => service.act(id, seat, legalActions(model.game!, seat)[0]!, undefined, null)));
  expect([r0!.version, r1!.version].sort()).toEqual([model.version + 2, model.version + 3]);
  const truth = await new TableService(db).current(id);
  expect(truth.version).toBe(model.version + 3);
  expect(service.peek(id)!.version).toBe(truth.version);
  expect(service.peek(id)!.game).toEqual(truth.game);
});
