/**
 * The warm-up games a server plays once it listens (web/server/warm-up.ts): whole games of both
 * boxes through the table model, the seats' views and the wire, in memory only. The server keeps
 * answering while it warms, and nothing of the warm-up reaches its database.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { playWarmUpGame, warmUp } from '../../web/server/warm-up.ts';
import { http, pgliteServer } from './helpers.ts';

const NOW = Date.UTC(2026, 10, 28, 12);

describe('warm-up games', () => {
  it('plays the base game and Heroes to their end, writing every seat their events', () => {
    const base = playWarmUpGame(0, NOW);
    const heroes = playWarmUpGame(1, NOW);
    expect(base).toMatchObject({ packs: ['base'], status: 'finished' });
    expect(heroes).toMatchObject({ packs: ['heroes'], status: 'finished' });
    // Create, joins and start, then at least one action per seat in each of the 4 seasons.
    expect(base.version).toBeGreaterThan(6 + 4 * 4);
    expect(base.bytes).toBeGreaterThan(10_000);
    // The same round plays the same game (a fixed seed, no clock in the deal).
    expect(playWarmUpGame(0, NOW + 1)).toEqual({ ...base, bytes: expect.any(Number) });
  });

  it('plays as many games as asked, and fewer once stopped', async () => {
    expect((await warmUp(3, () => NOW).done).map((g) => g.status)).toEqual(['finished', 'finished', 'finished']);
    const stopped = warmUp(50, () => NOW);
    stopped.stop();
    expect((await stopped.done).length).toBeLessThan(50);
  });

  describe('in a running server', () => {
    let server: Awaited<ReturnType<typeof pgliteServer>>;
    afterAll(() => server?.close());

    it('answers while it warms, and stores nothing of its own games', async () => {
      server = await pgliteServer({ warmUpGames: 4 });
      const created = await http(`${server.url}/tables`, { body: { name: 'Host', setup: { seats: 2, packs: ['base'] } } });
      expect(created.status).toBe(201);
      const games = await server.warmedUp;
      expect(games).toHaveLength(4);
      expect(games.every((g) => g.status === 'finished')).toBe(true);
      const rows = await server.db.query<{ id: string }>('SELECT id FROM carto_tables');
      expect(rows.map((r) => r.id)).toEqual([created.body.table.id]);
    });
  });
});
