/**
 * The PostgreSQL backend: the same protocol against a real PostgreSQL (started by the global
 * setup), migrations racing, and two server processes sharing one database with six players of
 * one table submitting at the same moment.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combinePacks, officialPack } from '../../src/content/index.ts';
import { replay, type GameState } from '../../src/game/index.ts';
import { HttpTransport } from '../../web/client/http-transport.ts';
import type { TableEvent } from '../../web/client/transport.ts';
import { openStorage } from '../../web/server/db/open.ts';
import { migrate } from '../../web/server/db/migrate.ts';
import { startServer } from '../../web/server/server.ts';
import { GENEROUS, http, postgresDb, spawnServer, type ServerProcess } from './helpers.ts';
import { chooser, openTable, pickLegal, playToEnd } from './game-helpers.ts';

describe('storage on PostgreSQL', () => {
  it('migrates once when several processes start together', async () => {
    const url = await postgresDb();
    const dbs = await Promise.all([0, 1, 2].map(() => openStorage({ databaseUrl: url })));
    const names = await dbs[0]!.query<{ name: string }>('SELECT name FROM carto_migrations ORDER BY name');
    // Every migration of web/server/db/migrations, each once.
    expect(names.map((r) => r.name)).toEqual(
      readdirSync(new URL('../../web/server/db/migrations/', import.meta.url))
        .filter((f) => f.endsWith('.sql'))
        .sort(),
    );
    expect(names.map((r) => r.name)).toContain('003_daily.sql');
    // Running again applies nothing.
    expect(await migrate(dbs[0]!)).toEqual([]);
    await Promise.all(dbs.map((d) => d.close()));
  });

  it('keeps the log append-only', async () => {
    const url = await postgresDb();
    const server = await startServer({ ...GENEROUS, databaseUrl: url });
    const table = await openTable(server.url, 1);
    await expect(server.db.query('DELETE FROM carto_log WHERE table_id = $1', [table.id])).rejects.toThrow(/append-only/);
    await expect(server.db.query("UPDATE carto_log SET body = '{}' WHERE table_id = $1", [table.id])).rejects.toThrow(/append-only/);
    await server.close();
  });

  it('plays a whole game through the same SQL as PGlite, and the log replays to the final state', async () => {
    const url = await postgresDb();
    const server = await startServer({ ...GENEROUS, databaseUrl: url });
    const table = await openTable(server.url, 2, { setup: { seed: 'pg-game' } });
    await playToEnd(server.url, table, 4);
    const log = await http(`${server.url}/tables/${table.id}/log`, { token: table.seats[0]!.token });
    expect(log.status).toBe(200);
    const final = replay(log.body.game, combinePacks([officialPack('base')!]));
    expect(final.stage).toBe('gameOver');
    expect(final).toEqual((await server.service.current(table.id)).game);
    await server.close();
  });
});

describe('two server processes sharing one PostgreSQL', () => {
  let url: string;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    url = await postgresDb();
    servers = await Promise.all([spawnServer({ DATABASE_URL: url }), spawnServer({ DATABASE_URL: url })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  it('six players acting at the same moment through both: each action applied once, every client gets every version, the log replays to the state', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const table = await openTable(a, 6, { setup: { seed: 'six-at-once' } });
    const serverOf = (seat: number) => (seat % 2 === 0 ? a : b);
    // create (1) + five joins + start = version 7
    const base = 7;
    expect((await http(`${b}/tables/${table.id}`, { token: table.seats[5]!.token })).body.version).toBe(base);

    // Every seat listens on the process it does not post to: pushes must cross processes.
    const events: TableEvent[][] = table.seats.map(() => []);
    const subs = table.seats.map((s) =>
      new HttpTransport(serverOf(s.seat + 1), table.id, s.seat, s.token).subscribe({ onEvent: (e) => events[s.seat]!.push(e) }, base),
    );

    const pick = chooser(66);
    let acknowledged = 0;
    let rounds = 0;
    for (; rounds < 6; rounds++) {
      const state = await http(`${a}/tables/${table.id}`, { token: table.seats[0]!.token });
      const waiting: number[] = state.body.table.waitingFor;
      if (waiting.length === 0) break;
      // Choose first, then fire every seat's POST at once, alternating processes.
      const actions = await Promise.all(waiting.map((s) => pickLegal(serverOf(s), table, table.seats[s]!, pick)));
      const results = await Promise.all(
        waiting.map((s, i) =>
          http(`${serverOf(s)}/tables/${table.id}/actions`, {
            token: table.seats[s]!.token,
            body: { action: actions[i] },
            headers: { 'idempotency-key': `r${rounds}s${s}` },
          }),
        ),
      );
      for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
      // Distinct versions: no two actions were applied on the same version.
      expect(new Set(results.map((r) => r.body.version)).size).toBe(results.length);
      acknowledged += results.length;
    }
    expect(acknowledged).toBeGreaterThanOrEqual(6 * 3);

    const final = await http(`${b}/tables/${table.id}`, { token: table.seats[1]!.token });
    const version: number = final.body.version;
    expect(version).toBe(base + acknowledged);
    const end = Date.now() + 20_000;
    while (events.some((e) => e.length < version - base) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    for (const e of events) expect(e.map((x) => x.version)).toEqual(Array.from({ length: version - base }, (_, i) => base + 1 + i));
    for (const s of subs) s.close();

    // The stored log holds each acknowledged action exactly once; replaying it gives the state.
    const { Client } = (await import('pg')).default;
    const pg = new Client({ connectionString: url });
    await pg.connect();
    const rows = (await pg.query("SELECT version, seat, body FROM carto_log WHERE table_id = $1 AND kind = 'action' ORDER BY version", [table.id])).rows;
    await pg.end();
    expect(rows.length).toBe(acknowledged);
    const start = (await pg_start(url, table.id)) as { players: number; seed: string };
    const { newGame, apply, toSaved } = await import('../../src/game/index.ts');
    const content = combinePacks([officialPack('base')!]);
    let state: GameState = newGame(content, { players: start.players }, start.seed);
    for (const r of rows) {
      const next = apply(state, r.body.action);
      expect(next.violation).toBeUndefined();
      state = next.state!;
    }
    expect(replay(toSaved(state), content)).toEqual(state);
    // ...and it is what each seat was last shown.
    expect(events[3]!.at(-1)!.view!.sheets[3]).toEqual(JSON.parse(JSON.stringify(state.sheets[3])));
    expect(events[3]!.at(-1)!.view!.log.length).toBeLessThanOrEqual(state.log.length);
  });
});

async function pg_start(url: string, id: string): Promise<unknown> {
  const { Client } = (await import('pg')).default;
  const pg = new Client({ connectionString: url });
  await pg.connect();
  const r = await pg.query("SELECT body FROM carto_log WHERE table_id = $1 AND kind = 'start'", [id]);
  await pg.end();
  return r.rows[0].body;
}
