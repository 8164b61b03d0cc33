/**
 * A running server: storage (PGlite by default, PostgreSQL with DATABASE_URL), the table
 * service, the push hub and the HTTP app, listening on host:port.
 */
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openStorage, type StorageOptions } from './db/open.ts';
import type { Db } from './db/sql.ts';
import { createApp, type AppOptions } from './http/app.ts';
import { Hub } from './hub.ts';
import { TableService } from './service.ts';
import { lateEvents, webhookEvents } from './portal/webhook-events.ts';
import { WebhookOutbox, type WebhookOptions } from './portal/webhooks.ts';
import { limitConnections } from './limits/connections.ts';
import { warmUp, type WarmUpGame } from './warm-up.ts';

export interface ServerOptions extends StorageOptions, AppOptions {
  port?: number;
  host?: string;
  /** use this open database instead of opening one (tests); the caller closes it */
  db?: Db;
  /** the database being opened already (main.ts starts it before loading the server); closed with the server */
  storage?: Promise<Db>;
  /** a table nobody changes for this long (ms) expires (default 14 days) */
  idleMs?: number;
  /** a table nobody has started expires after this long without a change (ms, default 6 hours) */
  openIdleMs?: number;
  /** connections open at once, over all clients (default 5,000): past it new ones are closed at once */
  maxConnections?: number;
  /** connections open at once from one client address (default 200; not applied behind a trusted proxy, where every connection is the proxy's) */
  connectionsPerAddress?: number;
  /** how often to look for idle tables (default every 10 minutes) */
  sweepMs?: number;
  /** a request's headers must arrive within this (ms, default 10 s): slow sockets are dropped */
  headersTimeoutMs?: number;
  /** a whole request (not the response: event streams stay open) must arrive within this (ms, default 60 s) */
  requestTimeoutMs?: number;
  /** the portal's webhook receiver: every table event is POSTed there, signed (docs/PROTOCOL.md) */
  webhookUrl?: string | undefined;
  /** the webhooks' signing secret (default: portalSecret) */
  webhookSecret?: string | undefined;
  /** the webhooks' retry and timeout settings (tests shorten them) */
  webhook?: Omit<WebhookOptions, 'url' | 'secret' | 'now'>;
  /** how often to send due webhooks (default every second) */
  webhookIntervalMs?: number;
  /**
   * Games the server plays in memory once it listens, to compile the rules' hot paths before the
   * first burst of players (warm-up.ts; default 0, `npm run serve` 12, CARTO_WARM_UP_GAMES)
   */
  warmUpGames?: number;
  /** how often to look for seats past their deadline, for the seat.late webhook (default every 15 s) */
  lateSweepMs?: number;
  /** where players and portals reach this server (default its own address): the game-over webhook links the log there */
  publicUrl?: string | undefined;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly db: Db;
  readonly service: TableService;
  readonly hub: Hub;
  /** the webhook outbox, when a receiver is configured */
  readonly webhooks: WebhookOutbox | null;
  /** Looks for seats past their deadline now and enqueues their seat.late webhooks (the timer does it too). */
  sweepLate(): Promise<number>;
  /** the warm-up games played since it listened (warmUpGames), once they are all played or the server closes */
  warmedUp: Promise<readonly WarmUpGame[]>;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const secret = options.webhookSecret ?? options.portalSecret;
  if (options.webhookUrl && !secret) throw new Error('A webhook receiver needs a secret to sign with (CARTO_WEBHOOK_SECRET or CARTO_PORTAL_SECRET).');
  const db = options.db ?? (await (options.storage ?? openStorage(options)));
  const service = new TableService(db, options.now ? { now: options.now } : {});
  const hub = new Hub(db, service);
  await hub.start();
  const unwatchCredentials = await service.watchCredentials();
  const app = createApp(service, hub, options);
  const host = options.host ?? '127.0.0.1';
  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  // Node checks the timeouts below on this interval (default 30 s, which let slow sockets live 80 s+).
  const server = createAdaptorServer({ fetch: app.fetch, serverOptions: { connectionsCheckingInterval: Math.min(1000, headersTimeout) } }) as Server;
  // Players keep a connection open between moves: do not drop idle keep-alive sockets after
  // Node's 5 s (each reconnect costs a handshake), and queue bursts of new connections instead of
  // letting the kernel drop them (a dropped SYN is retried after 1, 3, 7, 15 s...). A socket that
  // sends its request slowly is dropped (headersTimeout, requestTimeout).
  server.keepAliveTimeout = 30_000;
  server.headersTimeout = headersTimeout;
  server.requestTimeout = Math.max(headersTimeout, options.requestTimeoutMs ?? 60_000);
  limitConnections(server, options.maxConnections ?? 5000, options.trustProxy ? Infinity : (options.connectionsPerAddress ?? 200));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port ?? 0, host, backlog: 4096 }, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  // Listening first: a request that comes now waits behind at most one warm-up game.
  const warming = warmUp(options.warmUpGames ?? 0, options.now ?? Date.now);
  const idleMs = options.idleMs ?? 14 * 24 * 3600_000;
  const openIdleMs = Math.min(idleMs, options.openIdleMs ?? 6 * 3600_000);
  const sweeping = setInterval(() => void sweep(service, idleMs, openIdleMs), options.sweepMs ?? 600_000);
  sweeping.unref();
  const url = `http://${host}:${port}`;
  const now = options.now ?? Date.now;
  const webhooks = options.webhookUrl && secret ? new WebhookOutbox(db, { ...options.webhook, url: options.webhookUrl, secret, now }) : null;
  const publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');
  if (webhooks) {
    service.onWrite((before, after, row) => webhooks.enqueue(webhookEvents(before, after, row, publicUrl)));
    webhooks.start(options.webhookIntervalMs ?? 1000);
  }
  const sweepLate = async (): Promise<number> => {
    if (!webhooks) return 0;
    let n = 0;
    try {
      for (const t of await service.timedTables()) {
        // Every process sweeps: a table is judged here when this process keeps its model at its
        // version (it serves the table: no query, no rules), or when it is quiet. A table played
        // elsewhere was rebuilt through the rules on every process every round; one that nobody
        // keeps up to date and somebody still plays is judged once it falls quiet.
        const model = service.recent(t.id, t.version) ?? (t.quiet ? await service.current(t.id) : undefined);
        if (!model) continue;
        const events = lateEvents(model, now());
        await webhooks.enqueue(events);
        n += events.length;
      }
    } catch (e) {
      console.error(`late sweep: ${(e as Error).message}`);
    }
    return n;
  };
  const lateSweeping = setInterval(() => void sweepLate(), options.lateSweepMs ?? 15_000);
  lateSweeping.unref();
  return {
    url,
    port,
    db,
    service,
    hub,
    webhooks,
    sweepLate,
    warmedUp: warming.done,
    async close() {
      warming.stop();
      clearInterval(sweeping);
      clearInterval(lateSweeping);
      await webhooks?.stop();
      await hub.stop();
      await unwatchCredentials();
      // SSE responses never end by themselves: drop open connections so close() returns.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.db) await db.close();
    },
  };
}

/** Expires the tables nobody changed for `idleMs`; their watchers are told like any other version. */
export async function sweep(service: TableService, idleMs: number, openIdleMs = idleMs): Promise<number> {
  let n = 0;
  try {
    for (const id of await service.idleTables(idleMs, 100, openIdleMs)) if (await service.expire(id, idleMs, Date.now(), openIdleMs)) n++;
  } catch (e) {
    console.error(`idle sweep: ${(e as Error).message}`);
  }
  return n;
}
