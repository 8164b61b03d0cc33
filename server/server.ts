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

export interface ServerOptions extends StorageOptions, AppOptions {
  port?: number;
  host?: string;
  /** use this open database instead of opening one (tests) */
  db?: Db;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly db: Db;
  readonly service: TableService;
  readonly hub: Hub;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const db = options.db ?? (await openStorage(options));
  const service = new TableService(db);
  const hub = new Hub(db, service);
  await hub.start();
  const app = createApp(service, hub, options);
  const host = options.host ?? '127.0.0.1';
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  // Players keep a connection open between moves: do not drop idle keep-alive sockets after
  // Node's 5 s (each reconnect costs a handshake), and queue bursts of new connections instead of
  // letting the kernel drop them (a dropped SYN is retried after 1, 3, 7, 15 s...).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port ?? 0, host, backlog: 4096 }, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    db,
    service,
    hub,
    async close() {
      await hub.stop();
      // SSE responses never end by themselves: drop open connections so close() returns.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.db) await db.close();
    },
  };
}
