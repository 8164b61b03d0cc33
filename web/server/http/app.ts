/**
 * The HTTP protocol (docs/PROTOCOL.md): JSON over POST for every change, GET for reads, and one
 * server-sent event stream per seat (or spectator) whose event ids are table versions.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { legalActions, type Action } from '../../../src/game/index.ts';
import { diffAsked, encodeAnswer, encodeEvent, newWireState, type WireEvent } from '../../client/wire.ts';
import type { TableInfo } from '../../client/protocol.ts';
import { StorageUnavailableError } from '../db/sql.ts';
import { isStorageFull, STORAGE_FULL_MESSAGE } from '../db/storage-full.ts';
import { checkRequestText } from './request-text.ts';
import { requestBodyLimit } from './body-limit.ts';
import { eventStream } from './event-stream.ts';
import { ApiError } from '../errors.ts';
import { eventFor, tableInfo, viewOf, type TableEvent } from '../events.ts';
import type { Hub } from '../hub.ts';
import type { Idempotency, TableService, WriteResult } from '../service.ts';
import type { TableModel } from '../table-model.ts';
import { sha256 } from '../tokens.ts';
import { looksLikeClaim, verifyClaim, type PortalClaim } from '../portal/claims.ts';
import { addressKey, Limits, type LimitOptions } from '../limits/limits.ts';
import { dailyRoutes } from './daily.ts';
import { dealtDailyRoutes } from './dealt-daily.ts';
import { DealtDaily } from '../dealt-daily.ts';
import { embedRoutes } from './embed.ts';
import { invitationRoutes } from './invitation.ts';
import { Leaderboard } from '../leaderboard.ts';
import { ActionBody, CreateBody, EmptyBody, JoinBody, SeatBody, parseBody } from './schemas.ts';

export interface AppOptions extends LimitOptions {
  /** bytes; larger bodies get 413 before they are read whole (default 16 KiB) */
  maxBody?: number;
  /** milliseconds between SSE keep-alive comments (default 15 s) */
  heartbeatMs?: number;
  /** bytes an event stream may hold for a client that does not read it, over two heartbeats, before it is cut (default 1 MiB) */
  maxStreamBufferBytes?: number;
  /** tables open or playing at once, over all clients (default 10,000) */
  maxLiveTables?: number;
  /** when set, creating a table needs `Authorization: Bearer <createKey>` (a portal's own backend creates them) */
  createKey?: string | undefined;
  /**
   * The secret a portal signs its players' claims with (HS256 JWTs: docs/PROTOCOL.md). When set, a
   * claim is a seat's credential (any device of that user) and creating a table needs one (or the
   * creation key).
   */
  portalSecret?: string | undefined;
  /** take the client address from X-Forwarded-For (behind a reverse proxy you run) */
  trustProxy?: boolean;
  /** the clock that says which day it is for the daily challenge (tests set their own) */
  now?: () => number;
  /** the server-dealt daily's secret (CARTO_DAILY_SECRET); without it one is made once and kept in the database */
  dailySecret?: string | undefined;
  /** the built site (dist-page/) whose embed pages this server serves with their oEmbed discovery link */
  siteDir?: string | undefined;
  /** where the embed pages are hosted, when not here (the oEmbed provider describes only those) */
  embedUrl?: string | undefined;
}

/**
 * The table line's JSON, made once per version: the hub gives every watcher of a version the same
 * TableInfo object (hub.ts, deliver), and it was written out anew for each of them.
 */
const tableJsons = new WeakMap<TableInfo, string>();

/** An encoded event as JSON, its table line taken from tableJsons. */
function eventJson(event: WireEvent): string {
  const { table, ...rest } = event;
  let json = tableJsons.get(table);
  if (json === undefined) tableJsons.set(table, (json = JSON.stringify(table)));
  return `{"table":${json},${JSON.stringify(rest).slice(1)}`;
}

function bearer(c: Context): string | undefined {
  const h = c.req.header('authorization');
  const m = h ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  return m?.[1] ?? undefined;
}

function idempotency(c: Context, body: string): Idempotency | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw new ApiError(400, 'idempotency.key', 'An Idempotency-Key is 1 to 200 visible ASCII characters.');
  return { key, requestHash: sha256(body) };
}

async function jsonText(c: Context): Promise<string> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'body.type', 'Send the body as application/json.');
  return c.req.text();
}

function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function createApp(service: TableService, hub: Hub, options: AppOptions = {}): Hono {
  const app = new Hono();
  const maxBody = options.maxBody ?? 16 * 1024;
  const streamLimits = { heartbeatMs: options.heartbeatMs ?? 15_000, maxBufferedBytes: options.maxStreamBufferBytes ?? 1024 * 1024 };
  const limits = new Limits(options);
  const now = options.now ?? Date.now;
  const addressOf = (c: Context) => clientAddress(c, options.trustProxy === true);
  const maxLive = options.maxLiveTables ?? 10_000;

  /** The portal's claim in `token` (the bearer by default), null when it is no claim or no portal is configured. */
  const claimOf = (token: string | undefined): PortalClaim | null =>
    token !== undefined && options.portalSecret && looksLikeClaim(token) ? verifyClaim(token, options.portalSecret, now()) : null;

  /** The seat (or SPECTATOR) a request speaks for: a portal's claim (its user's seat) or a token of this server. */
  const who = async (id: string, token: string | undefined): Promise<number> => {
    const claim = claimOf(token);
    if (!claim) return service.authenticate(id, token);
    if (claim.table !== undefined && claim.table !== id) throw new ApiError(401, 'auth.table', 'This claim is for another table.');
    return service.seatOfUser(id, claim.user);
  };
  const whoSeat = async (id: string, token: string | undefined): Promise<number> => {
    const seat = await who(id, token);
    if (seat < 0) throw new ApiError(403, 'spectator.read-only', 'A spectator link only watches the table: it cannot play or change it.');
    return seat;
  };

  /**
   * The model of the version the client says it holds (`?known=V`), when this process still keeps
   * it: looked up before the write, which may push it out of the few kept (the fourth seat of a
   * phase names the version before the other three wrote theirs), and again after it, which may
   * have read it from the log (another process wrote it: a table taken over).
   */
  const knownModel = (c: Context, id: string) => {
    const known = c.req.query('known');
    return known !== undefined && /^\d{1,9}$/.test(known) ? service.recent(id, Number(known)) : undefined;
  };

  /**
   * The answer to a seat's action or skip: the seat's new view, as a difference from `base` (the
   * version the client holds, `?known=V[&diff=1]`) when this process still keeps it, else whole
   * (web/client/wire.ts, encodeAnswer; docs/PROTOCOL.md).
   */
  const answer = (c: Context, seat: number, r: WriteResult, base: TableModel | undefined) => {
    const baseView = base ? viewOf(base, seat) : null;
    const whole = { version: r.version, replayed: r.replayed, table: tableInfo(r.model, now()), view: viewOf(r.model, seat) };
    // `diff=1`: the client reads `unchanged` places at any depth; `diff=2`: and `edits` (client/wire.ts).
    return c.json(encodeAnswer(whole, base && baseView ? { version: base.version, view: baseView } : null, diffAsked(c.req.query('diff'))));
  };

  app.onError((e, c) => {
    if (e instanceof ApiError) {
      const error = { code: e.code, message: e.message, ...(e.params !== undefined ? { params: e.params } : {}) };
      return c.json({ error, ...(e.version !== undefined ? { version: e.version } : {}) }, e.status);
    }
    if (isStorageFull(e)) {
      c.header('Retry-After', '60');
      return c.json({ error: { code: 'storage.full', message: STORAGE_FULL_MESSAGE } }, 503);
    }
    if (e instanceof StorageUnavailableError) {
      c.header('Retry-After', '2');
      return c.json({ error: { code: e.code, message: e.message } }, 503);
    }
    console.error(e);
    return c.json({ error: { code: 'server.error', message: 'The server failed; nothing was changed.' } }, 500);
  });
  app.notFound((c) => c.json({ error: { code: 'route.unknown', message: `No such endpoint: ${c.req.method} ${c.req.path}` } }, 404));

  // Every response may carry a seat token or a view only its seat may see: never cache it, never
  // let a browser guess its type, and never render it as a page (this server serves no pages).
  // Set before the handler runs, as headers of the response to come: the embed pages
  // (web/server/http/embed.ts) replace the two they set themselves (they are pages, framed by other
  // sites). Changing a response after it is made (c.res) makes hono copy it into a web Response
  // whose body @hono/node-server then streams: a tenth of the request thread under load.
  app.use('*', async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    c.header('Referrer-Policy', 'no-referrer');
    await next();
  });

  // Portals embed <carto-game> on their own pages, so any origin may call: seats authenticate with
  // a bearer token in a header, never a cookie, so a foreign page gains nothing without the token.
  // hono's cors answers the preflight (OPTIONS); every other request gets its two headers up front,
  // like the ones above (hono's middleware would set them on a response made for the purpose).
  const preflight = cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['authorization', 'content-type', 'idempotency-key', 'last-event-id', 'accept'],
    exposeHeaders: ['retry-after'],
    maxAge: 600,
  });
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Expose-Headers', 'retry-after');
    await next();
  });

  app.use('*', async (c, next) => {
    checkRequestText(c.req.url);
    await next();
  });

  app.use(
    '*',
    requestBodyLimit(maxBody, (c) => c.json({ error: { code: 'body.too-large', message: `The request body is larger than ${maxBody} bytes.` } }, 413)),
  );

  app.get('/health', async (c) => {
    try {
      await Promise.race([service.db.query('SELECT 1'), new Promise((_, reject) => setTimeout(() => reject(new StorageUnavailableError()), 2000).unref())]);
      return c.json({ ok: true, storage: service.db.kind });
    } catch {
      const e = new StorageUnavailableError('The game database cannot be reached: games are paused and resume by themselves when it is back.');
      return c.json({ ok: false, storage: service.db.kind, error: { code: e.code, message: e.message } }, 503);
    }
  });

  dailyRoutes(app, new Leaderboard(service.db), { now, limits, addressOf });
  dealtDailyRoutes(app, new DealtDaily(service.db, service, options.dailySecret), service, { now, limits, addressOf, maxLive });
  embedRoutes(app, { siteDir: options.siteDir, embedUrl: options.embedUrl });
  invitationRoutes(app, service, { now, limits, addressOf });

  app.get('/tables', async (c) => {
    if (c.req.query('status') !== 'open') throw new ApiError(400, 'tables.status', 'Only the open tables are listed: GET /tables?status=open.');
    return c.json({ tables: await service.openTables() });
  });

  app.post('/tables', async (c) => {
    const claim = claimOf(bearer(c));
    const keyed = options.createKey !== undefined && bearer(c) === options.createKey;
    // The sentence reaches the portal's players (a lobby shows it): it names no key or header.
    if (options.createKey && !keyed && !claim)
      throw new ApiError(401, 'create.key', "Tables on this server are created by its portal: start one from the portal's page.");
    if (options.portalSecret && !keyed && !claim)
      throw new ApiError(401, 'create.claim', "Tables on this server are created by its portal's signed-in players: sign in on the portal first.");
    const body = parseBody(CreateBody, await jsonText(c));
    const name = claim?.name ?? body.name;
    if (name === undefined) throw new ApiError(400, 'body.invalid', 'The request body is wrong at /name: the host needs a name.');
    const address = addressOf(c);
    const wait = limits.creations.take(address, now());
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(429, 'create.rate', `Too many tables created from this address: try again in ${wait} s.`);
    }
    // With a creation key every table comes from the portal's own backend: it vouches for its players.
    const creator = options.createKey ? null : addressKey(address);
    if (creator !== null && (await service.liveTablesOf(creator)) >= limits.liveTablesPerAddress) {
      c.header('Retry-After', '600');
      throw new ApiError(
        429,
        'create.address-capacity',
        `This address already has ${limits.liveTablesPerAddress} tables open or in play: finish or abandon one first (an unstarted table expires by itself after a few hours).`,
      );
    }
    if ((await service.liveTables()) >= maxLive) {
      c.header('Retry-After', '60');
      throw new ApiError(429, 'create.capacity', 'This server hosts as many tables as it can right now: try again later.');
    }
    const { model, token, invite, spectator } = await service.createTable(body.setup, name, body.listed === true, creator, claim?.user);
    // A portal's player plays with the portal's claims (any device): no token of this server is handed out.
    return c.json(
      { table: tableInfo(model, now()), seat: 0, token: claim ? bearer(c) : token, invite, spectator, ...(claim ? { user: claim.user } : {}) },
      201,
    );
  });

  /** A portal's user's tables on any device: the seat, whether it is their turn, and the table. */
  app.get('/me/tables', async (c) => {
    const claim = claimOf(bearer(c));
    if (!claim) throw new ApiError(401, 'auth.claim', "This list needs the portal's claim for the user: send it as a bearer token.");
    const at = now();
    const tables = (await service.userTables(claim.user)).map(({ seat, model }) => {
      const table = tableInfo(model, at);
      return { seat, yourTurn: table.waitingFor.includes(seat), table };
    });
    return c.json({ user: claim.user, tables });
  });

  app.post('/tables/:id/seats', async (c) => {
    const text = await jsonText(c);
    const body = parseBody(JoinBody, text);
    const id = c.req.param('id');
    const claim = claimOf(bearer(c));
    if (claim?.table !== undefined && claim.table !== id) throw new ApiError(401, 'auth.table', 'This claim is for another table.');
    const name = claim?.name ?? body.name;
    if (name === undefined) throw new ApiError(400, 'body.invalid', 'The request body is wrong at /name: a player needs a name.');
    // Guessing invite codes (192 bits) is hopeless, but is throttled all the same: a wrong code
    // or an unknown table costs a token, and an address out of tokens waits.
    const address = addressOf(c);
    const wait = limits.wrongInvites.wait(address, now());
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(429, 'invite.rate', `Too many wrong invite codes from this address: try again in ${wait} s.`);
    }
    const r = await service.join(id, body.invite, name, idempotency(c, text), claim?.user).catch((e: unknown) => {
      if (e instanceof ApiError && (e.code === 'invite.wrong' || e.code === 'table.unknown')) limits.wrongInvites.take(address, now());
      throw e;
    });
    // With a claim, the claim is the seat's credential (any device of the user).
    const seat = {
      table: tableInfo(r.model, now()),
      seat: r.seat,
      token: claim ? bearer(c) : r.token,
      replayed: r.replayed,
      ...(claim ? { user: claim.user } : {}),
    };
    return c.json(seat, r.replayed ? 200 : 201);
  });

  /** The seat's POSTs with an empty body: start, leave, abandon. */
  const seatCommand = (path: string, run: (id: string, seat: number, idem: Idempotency | null) => ReturnType<TableService['start']>) =>
    app.post(`/tables/:id/${path}`, async (c) => {
      const id = c.req.param('id');
      const seat = await whoSeat(id, bearer(c));
      const text = await jsonText(c);
      parseBody(EmptyBody, text);
      const r = await run(id, seat, idempotency(c, text));
      return c.json({ version: r.version, replayed: r.replayed, table: tableInfo(r.model, now()) });
    });
  seatCommand('start', (id, seat, idem) => service.start(id, seat, idem));
  seatCommand('leave', (id, seat, idem) => service.leave(id, seat, idem));
  seatCommand('abandon', (id, seat, idem) => service.abandon(id, seat, idem));

  app.post('/tables/:id/skip', async (c) => {
    const id = c.req.param('id');
    const seat = await whoSeat(id, bearer(c));
    const text = await jsonText(c);
    const body = parseBody(SeatBody, text);
    const base = knownModel(c, id);
    const r = await service.skip(id, seat, body.seat, idempotency(c, text));
    return answer(c, seat, r, base ?? knownModel(c, id));
  });

  app.post('/tables/:id/replace', async (c) => {
    const id = c.req.param('id');
    const seat = await whoSeat(id, bearer(c));
    const body = parseBody(SeatBody, await jsonText(c));
    const r = await service.replaceInvite(id, seat, body.seat);
    return c.json({ seat: body.seat, invite: r.invite, table: tableInfo(r.model, now()) });
  });

  app.post('/tables/:id/actions', async (c) => {
    const id = c.req.param('id');
    const seat = await whoSeat(id, bearer(c));
    const text = await jsonText(c);
    const body = parseBody(ActionBody, text);
    const given = (body.action as { player?: unknown }).player;
    if (given !== undefined && given !== seat) {
      throw new ApiError(403, 'seat.other', `This token plays seat ${seat}; it cannot act for seat ${String(given)}.`);
    }
    const action = { ...body.action, player: seat } as unknown as Action;
    const base = knownModel(c, id);
    const r = await service.act(id, seat, action, body.version, idempotency(c, text));
    return answer(c, seat, r, base ?? knownModel(c, id));
  });

  app.get('/tables/:id', async (c) => {
    const id = c.req.param('id');
    const seat = await who(id, bearer(c));
    const model = await service.current(id);
    const event = eventFor(model, 'action', null, seat, now());
    return c.json({ version: model.version, seat, table: event.table, view: event.view });
  });

  app.get('/tables/:id/legal', async (c) => {
    const id = c.req.param('id');
    const seat = await who(id, bearer(c));
    const model = await service.current(id);
    return c.json({ version: model.version, seat, actions: model.game && seat >= 0 ? legalActions(model.game, seat) : [] });
  });

  app.get('/tables/:id/log', async (c) => {
    const id = c.req.param('id');
    // The portal itself (any claim it signed) may read a finished game's log: its game-over webhook names it.
    if (!claimOf(bearer(c))) await service.authenticate(id, bearer(c));
    const { saved, setup } = await service.savedGame(id);
    return c.json({ game: saved, setup });
  });

  app.get('/tables/:id/events', async (c) => {
    const id = c.req.param('id');
    // EventSource cannot send headers, so the token may come in the query string too.
    const seat = await who(id, bearer(c) ?? c.req.query('token'));
    const resume = c.req.header('last-event-id') ?? c.req.query('lastEventId');
    let last: number;
    if (resume === undefined || resume === '') {
      // A fresh subscriber gets the current version first, then every later one.
      last = (await service.current(id)).version - 1;
    } else if (/^\d{1,9}$/.test(resume)) {
      last = Number(resume);
    } else {
      throw new ApiError(400, 'events.last-event-id', 'Last-Event-ID must be a table version (a whole number).');
    }
    c.header('X-Accel-Buffering', 'no');
    // `?diff=1` (or 2): the client decodes differences from the previous event (client/wire.ts).
    const wire = newWireState(diffAsked(c.req.query('diff')));
    return eventStream(
      c,
      (send) =>
        hub.subscribe(id, {
          seat,
          last,
          // JSON.stringify never emits a raw newline, so the data fits one "data:" line.
          send: (event: TableEvent) => send(`event: table\nid: ${event.version}\ndata: ${eventJson(encodeEvent(event, wire))}\n\n`),
        }),
      streamLimits,
    );
  });

  return app;
}
