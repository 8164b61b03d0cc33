/**
 * docs/PROTOCOL.md tells a portal how to replay a finished table's log: with `gameTable`, as the
 * server built the table's content. For base + Heroes bare `combinePacks` gives other content,
 * which `replay` refuses (`replay.content`): the instruction is held here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinePacks, gameTable, officialPack } from '../../src/content/index.ts';
import { CartoError } from '../../src/errors.ts';
import { replay } from '../../src/game/index.ts';
import type { RunningServer } from '../../web/server/server.ts';
import { openTable, playToEnd } from './game-helpers.ts';
import { http, pgliteServer } from './helpers.ts';

describe("replaying a finished table's published log", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await pgliteServer();
  });
  afterAll(async () => server?.close());

  it('replays with gameTable(setup.packs.map(officialPack), setup.choices), as the protocol says, for base + Heroes', async () => {
    const table = await openTable(server.url, 1, { setup: { packs: ['base', 'heroes'], seed: 'log-replay' } });
    expect(await playToEnd(server.url, table, 3)).toBeGreaterThan(10);
    const log = await http(`${server.url}/tables/${table.id}/log`, { token: table.seats[0]!.token });
    expect(log.status).toBe(200);
    const { game, setup } = log.body;
    const replayed = replay(game, gameTable(setup.packs.map(officialPack), setup.choices));
    expect(replayed).toEqual((await server.service.current(table.id)).game);
    // What the protocol said before: refused.
    expect(() => replay(game, combinePacks(setup.packs.map(officialPack), setup.choices))).toThrow(CartoError);
    try {
      replay(game, combinePacks(setup.packs.map(officialPack), setup.choices));
    } catch (e) {
      expect((e as CartoError).code).toBe('replay.content');
    }
  });
});
