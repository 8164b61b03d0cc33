/**
 * The daily challenge's leaderboard over HTTP (docs/PROTOCOL.md, "Daily challenge"):
 *   POST /daily/:date/:mode/results   { name, actions, score? }  -> 201 { entry, count }
 *   GET  /daily/:date/:mode/leaderboard?top=N&name=X             -> 200 { date, mode, count, top, you }
 * The server's clock says which day it is (UTC): no result for a day still to come.
 */
import type { Hono } from 'hono';
import { utcDay } from '../../src/game/calendar.ts';
import type { Action } from '../../src/game/types.ts';
import { ApiError } from '../errors.ts';
import { dayOf, type Leaderboard } from '../leaderboard.ts';
import { DailyResultBody, parseBody } from './schemas.ts';

export function dailyRoutes(app: Hono, board: Leaderboard, now: () => number = Date.now): void {
  app.post('/daily/:date/:mode/results', async (c) => {
    const { date, mode } = dayOf(c.req.param('date'), c.req.param('mode'), utcDay(now()));
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'body.type', 'Send the body as application/json.');
    const body = parseBody(DailyResultBody, await c.req.text());
    const r = await board.submit(date, mode, body.name, body.actions as unknown as Action[], body.score);
    return c.json(r, 201);
  });

  app.get('/daily/:date/:mode/leaderboard', async (c) => {
    const { date, mode } = dayOf(c.req.param('date'), c.req.param('mode'), utcDay(now()));
    const top = Number(c.req.query('top') ?? 10);
    if (!Number.isInteger(top) || top < 1 || top > 100) throw new ApiError(400, 'daily.top', 'top is a whole number from 1 to 100.');
    return c.json(await board.board(date, mode, top, c.req.query('name')));
  });
}
