/**
 * The server-dealt daily challenge over HTTP (docs/PROTOCOL.md, "Server-dealt daily"):
 *   POST /daily/:date/:mode/dealt { name }                 -> 201 { table, seat: 0, token, claim? }
 *   GET  /daily/:date/:mode/dealt/leaderboard?top=N&name=X -> 200 { ...board, seed, map }
 * and the held log: GET /tables/:id/log of such a table is 409 `daily.not-over` until its day ends
 * (the log carries the seed, and with it the deck order everyone else is still playing).
 * Today is the UTC day of the injected clock. Starting a game takes from the daily limits per
 * address and per name, like a public-board result.
 */
import type { Context, Hono } from 'hono';
import { dayEndsAt, utcDay } from '../../../src/game/calendar.ts';
import { tableInfo } from '../events.ts';
import { ApiError } from '../errors.ts';
import { dayOf, nameKey } from '../leaderboard.ts';
import type { DealtDaily } from '../dealt-daily.ts';
import type { Limits } from '../limits/limits.ts';
import { addressKey } from '../limits/limits.ts';
import type { TableService } from '../service.ts';
import { DealtStartBody, parseBody } from './schemas.ts';

export interface DealtOptions {
  readonly now: () => number;
  readonly limits: Limits;
  readonly addressOf: (c: Context) => string;
  /** tables open or playing at once, over all clients (a dealt game is a table) */
  readonly maxLive: number;
}

const bearer = (c: Context) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];

export function dealtDailyRoutes(app: Hono, dealt: DealtDaily, service: TableService, { now, limits, addressOf, maxLive }: DealtOptions): void {
  app.post('/daily/:date/:mode/dealt', async (c) => {
    const today = utcDay(now());
    const { date, mode } = dayOf(c.req.param('date'), c.req.param('mode'), today);
    if (date < today)
      throw new ApiError(
        409,
        'daily.over',
        `The server-dealt challenge of ${date} is over (today is ${today}, UTC): its seed is public now, so it is played no more.`,
      );
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) throw new ApiError(415, 'body.type', 'Send the body as application/json.');
    const body = parseBody(DealtStartBody, await c.req.text());
    const address = addressOf(c);
    const byAddress = limits.daily.take(address, now());
    if (byAddress > 0) {
      c.header('Retry-After', String(byAddress));
      throw new ApiError(429, 'daily.rate', `Too many daily games asked for from this address: try again in ${byAddress} s.`);
    }
    const byName = limits.dailyNames.take(nameKey(body.name), now());
    if (byName > 0) {
      c.header('Retry-After', String(byName));
      throw new ApiError(429, 'daily.name-rate', `Too many daily games asked for under this name: try again in ${byName} s.`);
    }
    if ((await service.liveTables()) >= maxLive) {
      c.header('Retry-After', '60');
      throw new ApiError(429, 'create.capacity', 'This server hosts as many tables as it can right now: try again later.');
    }
    const game = await dealt.start(date, mode, body.name, bearer(c), addressKey(address));
    return c.json({ table: tableInfo(game.model, now()), seat: 0, token: game.token, ...(game.claim !== undefined ? { claim: game.claim } : {}) }, 201);
  });

  app.get('/daily/:date/:mode/dealt/leaderboard', async (c) => {
    const at = now();
    const { date, mode } = dayOf(c.req.param('date'), c.req.param('mode'), utcDay(at));
    const top = Number(c.req.query('top') ?? 10);
    if (!Number.isInteger(top) || top < 1 || top > 100) throw new ApiError(400, 'daily.top', 'top is a whole number from 1 to 100.');
    return c.json(await dealt.board(date, mode, top, c.req.query('name'), at));
  });

  // Registered before the table routes: a server-dealt table's log (its seed) waits for the day's end.
  app.use('/tables/:id/log', async (c, next) => {
    const day = await dealt.dayOfTable(c.req.param('id'));
    if (day && now() < dayEndsAt(day.day)) {
      throw new ApiError(
        409,
        'daily.not-over',
        `This game is the server-dealt challenge of ${day.day}: its log (and seed) is published when that day is over (UTC).`,
      );
    }
    await next();
  });
}
