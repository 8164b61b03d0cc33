/**
 * The HTTP protocol (docs/PROTOCOL.md): JSON over POST for every change, GET for reads, and one
 * server-sent event stream per seat whose event ids are table versions.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { streamSSE } from 'hono/streaming';
import { legalActions, type Action } from '../../src/game/index.ts';
import { encodeEvent, newWireState } from '../../client/wire.ts';
import { ApiError } from '../errors.ts';
import { eventFor, tableInfo, type TableEvent } from '../events.ts';
import type { Hub } from '../hub.ts';
import type { TableService } from '../service.ts';
import { sha256 } from '../tokens.ts';
import { ActionBody, CreateBody, JoinBody, StartBody, parseBody } from './schemas.ts';

export interface AppOptions {
  /** bytes; larger bodies get 413 before they are read whole (default 16 KiB) */
  maxBody?: number;
  /** milliseconds between SSE keep-alive comments (default 15 s) */
  heartbeatMs?: number;
}

function bearer(c: Context): string | undefined {
  const h = c.req.header('authorization');
  const m = h ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  return m?.[1] ?? undefined;
}

function idempotency(c: Context, body: string): { key: string; requestHash: string } | null {
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

export function createApp(service: TableService, hub: Hub, options: AppOptions = {}): Hono {
  const app = new Hono();
  const maxBody = options.maxBody ?? 16 * 1024;
  const heartbeatMs = options.heartbeatMs ?? 15_000;

  app.onError((e, c) => {
    if (e instanceof ApiError) {
      return c.json({ error: { code: e.code, message: e.message }, ...(e.version !== undefined ? { version: e.version } : {}) }, e.status);
    }
    console.error(e);
    return c.json({ error: { code: 'server.error', message: 'The server failed; nothing was changed.' } }, 500);
  });
  app.notFound((c) => c.json({ error: { code: 'route.unknown', message: `No such endpoint: ${c.req.method} ${c.req.path}` } }, 404));

  // Portals embed <carto-game> on their own pages, so any origin may call: seats authenticate with
  // a bearer token in a header, never a cookie, so a foreign page gains nothing without the token.
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['authorization', 'content-type', 'idempotency-key', 'last-event-id', 'accept'],
      maxAge: 600,
    }),
  );

  app.use(
    '*',
    bodyLimit({
      maxSize: maxBody,
      onError: (c) => c.json({ error: { code: 'body.too-large', message: `The request body is larger than ${maxBody} bytes.` } }, 413),
    }),
  );

  app.get('/health', (c) => c.json({ ok: true, storage: service.db.kind }));

  app.post('/tables', async (c) => {
    const body = parseBody(CreateBody, await jsonText(c));
    const { model, token, invite } = await service.createTable(body.setup, body.name);
    return c.json({ table: tableInfo(model), seat: 0, token, invite }, 201);
  });

  app.post('/tables/:id/seats', async (c) => {
    const text = await jsonText(c);
    const body = parseBody(JoinBody, text);
    const r = await service.join(c.req.param('id'), body.invite, body.name, idempotency(c, text));
    return c.json({ table: tableInfo(r.model), seat: r.seat, token: r.token, replayed: r.replayed }, r.replayed ? 200 : 201);
  });

  app.post('/tables/:id/start', async (c) => {
    const id = c.req.param('id');
    const seat = await service.authenticate(id, bearer(c));
    const text = await jsonText(c);
    parseBody(StartBody, text);
    const r = await service.start(id, seat, idempotency(c, text));
    return c.json({ version: r.version, replayed: r.replayed, table: tableInfo(r.model) });
  });

  app.post('/tables/:id/actions', async (c) => {
    const id = c.req.param('id');
    const seat = await service.authenticate(id, bearer(c));
    const text = await jsonText(c);
    const body = parseBody(ActionBody, text);
    const given = (body.action as { player?: unknown }).player;
    if (given !== undefined && given !== seat) {
      throw new ApiError(403, 'seat.other', `This token plays seat ${seat}; it cannot act for seat ${String(given)}.`);
    }
    const action = { ...body.action, player: seat } as unknown as Action;
    const r = await service.act(id, seat, action, body.version, idempotency(c, text));
    const event = eventFor(r.model, 'action', seat, seat);
    return c.json({ version: r.version, replayed: r.replayed, table: event.table, view: event.view });
  });

  app.get('/tables/:id', async (c) => {
    const id = c.req.param('id');
    const seat = await service.authenticate(id, bearer(c));
    const model = await service.current(id);
    const event = eventFor(model, 'action', null, seat);
    return c.json({ version: model.version, seat, table: event.table, view: event.view });
  });

  app.get('/tables/:id/legal', async (c) => {
    const id = c.req.param('id');
    const seat = await service.authenticate(id, bearer(c));
    const model = await service.current(id);
    return c.json({ version: model.version, seat, actions: model.game ? legalActions(model.game, seat) : [] });
  });

  app.get('/tables/:id/log', async (c) => {
    const id = c.req.param('id');
    await service.authenticate(id, bearer(c));
    const { saved, setup } = await service.savedGame(id);
    return c.json({ game: saved, setup });
  });

  app.get('/tables/:id/events', async (c) => {
    const id = c.req.param('id');
    // EventSource cannot send headers, so the token may come in the query string too.
    const seat = await service.authenticate(id, bearer(c) ?? c.req.query('token'));
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
    return streamSSE(c, async (stream) => {
      let chain = Promise.resolve();
      const wire = newWireState();
      const write = (event: TableEvent) => {
        // JSON.stringify never emits a raw newline, so the data fits one "data:" line.
        const frame = `event: table\nid: ${event.version}\ndata: ${JSON.stringify(encodeEvent(event, wire))}\n\n`;
        chain = chain.then(() => stream.write(frame)).then(() => undefined, () => undefined);
      };
      const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
      const unsubscribe = await hub.subscribe(id, { seat, last, send: write });
      const beat = setInterval(() => {
        chain = chain.then(() => stream.write(': keep-alive\n\n')).then(() => undefined).catch(() => undefined);
      }, heartbeatMs);
      try {
        await closed;
      } finally {
        clearInterval(beat);
        unsubscribe();
      }
    });
  });

  return app;
}
