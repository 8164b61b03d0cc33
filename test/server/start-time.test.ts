/**
 * CARTO_START_TIME: the server's clock starts at a given instant, so a test of the daily leaderboard
 * (which refuses a day after the server's today) gives the same verdict on a machine set to any date.
 */
import { describe, expect, it } from 'vitest';
import { http, pgliteDir, runToExit, spawnServer } from './helpers.ts';

describe('CARTO_START_TIME', () => {
  it('refuses a value that is not an ISO 8601 date and time, with the variable named', async () => {
    const run = await runToExit({ CARTO_DATA_DIR: pgliteDir(), CARTO_START_TIME: 'yesterday' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('CARTO_START_TIME is "yesterday", which is not an ISO 8601 date and time');
  });

  it("sets the server's today: the day after it has not begun, the day itself has", { timeout: 240_000 }, async () => {
    // Ten minutes before midnight: the server's clock runs on from its start, and this test ends (or
    // times out) within four minutes, so the server's today is 2031-03-04 throughout, however slowly a
    // busy machine starts it (a start of over a minute at a load average of 40 made it 03-05 from 23:59).
    const server = await spawnServer({ CARTO_DATA_DIR: pgliteDir(), CARTO_START_TIME: '2031-03-04T23:50:00Z' }, undefined, 200_000);
    try {
      const today = await http(`${server.url}/daily/2031-03-04/base/leaderboard`);
      expect(today.status).toBe(200);
      expect(today.body.count).toBe(0);
      const tomorrow = await http(`${server.url}/daily/2031-03-05/base/leaderboard`);
      expect(tomorrow.status).toBe(400);
      expect(tomorrow.body.error.code).toBe('daily.future');
      expect(tomorrow.body.error.message).toContain('today is 2031-03-04, UTC');
    } finally {
      await server.stop();
    }
  });
});
