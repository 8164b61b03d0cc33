/**
 * The daily challenge's leaderboard over HTTP (docs/PROTOCOL.md, "Daily challenge"):
 *   POST /daily/:date/:mode/results   { name, actions, score? }  -> 201 { entry, count, claim? }
 *   GET  /daily/:date/:mode/leaderboard?top=N&name=X             -> 200 { date, mode, count, top, you }
 * The server's clock says which day it is (UTC): no result for a day still to come. A name's first
 * result claims it: the answer carries a claim token, and later results under that name need it
 * (`Authorization: Bearer <claim>`). Results are rate-limited per address and per name, before the
 * replay (the costly part) runs.
 */
import type { Context, Hono } from 'hono';
import { utcDay } from '../../../src/game/calendar.ts';
import type { Action } from '../../../src/game/types.ts';
import { ApiError } from '../errors.ts';
import { dayOf, nameKey, type Leaderboard } from '../leaderboard.ts';
import type { Limits } from '../limits/limits.ts';
import { DailyResultBody, parseBody } from './schemas.ts';

export interface DailyOptions {
  readonly now: () => number;
  readonly limits: Limits;
  readonly addressOf: (c: Context) => string;
}

function claimOf(c: Context): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
}

export function dailyRoutes(app: Hono, board: Leaderboard, { now, limits, addressOf }: DailyOptions): void {
  app.post('/daily/:date/:mode/results', async (c) => {
    const { date, mode } = dayOf(c.req.param('date'), c.req.param('mode'), utcDay(now()));
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'body.type', 'Send the body as application/json.');
    const body = parseBody(DailyResultBody, await c.req.text());
    const byAddress = limits.daily.take(addressOf(c), now());
    if (byAddress > 0) {
      c.header('Retry-After', String(byAddress));
      throw new ApiError(429, 'daily.rate', `Too many results sent from this address: try again in ${byAddress} s.`);
    }
    const byName = limits.dailyNames.take(nameKey(body.name), now());
    if (byName > 0) {
      c.header('Retry-After', String(byName));
      throw new ApiError(429, 'daily.name-rate', `Too many results sent under this name: try again in ${byName} s.`);
    }
    const r = await board.submit(date, mode, body.name, body.actions as unknown as Action[], body.score, claimOf(c));
    return c.json(r, 201);
  });

  app.get('/daily/:date/:mode/leaderboard', async (c) => {
    const { date, mode } = dayOf(c.req.param('date'), c.req.param('mode'), utcDay(now()));
    const top = Number(c.req.query('top') ?? 10);
    if (!Number.isInteger(top) || top < 1 || top > 100) throw new ApiError(400, 'daily.top', 'top is a whole number from 1 to 100.');
    return c.json(await board.board(date, mode, top, c.req.query('name')));
  });
}
