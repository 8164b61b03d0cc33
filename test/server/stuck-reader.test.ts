/**
 * A client that opens a table's event stream and stops reading it (a frozen tab, a stranger's
 * script) must not make the server hold every later event for it: once the stream holds more than
 * its limit unsent at two heartbeats in a row, with nothing taken in between, the server cuts it and
 * forgets the subscriber. The kernel's socket buffers take a whole game's backlog from a client that
 * never reads (measured: 280 KB on loopback), so the stalled client is Node's response with nothing
 * taken (the stream's own code, through Hono, unchanged). A real client that reads, given a whole
 * table's backlog at once (a resume from the start, far over the limit), keeps its stream and gets
 * every version.
 */
import { EventEmitter } from 'node:events';
import { connect, type Socket } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStream } from '../../web/server/http/event-stream.ts';
import type { RunningServer } from '../../web/server/server.ts';
import { http, pgliteServer } from './helpers.ts';
import { until } from './sse-capture.ts';
import { chooser, openTable, pickLegal, type Table } from './game-helpers.ts';

/** far under the backlog of the table below */
const LIMIT = 4 * 1024;
let server: RunningServer;
let table: Table;
let versions: number;

beforeAll(async () => {
  server = await pgliteServer({ heartbeatMs: 100, maxStreamBufferBytes: LIMIT });
  table = await openTable(server.url, 2);
  // Twelve moves: a backlog of about 70 KB, far over the limit.
  const pick = chooser(3);
  for (let i = 0; i < 12; i++) {
    const state = await http(`${server.url}/tables/${table.id}`, { token: table.seats[0]!.token });
    const seat = table.seats[state.body.table.waitingFor[0]]!;
    const action = await pickLegal(server.url, table, seat, pick);
    expect((await http(`${server.url}/tables/${table.id}/actions`, { token: seat.token, body: { action } })).status).toBe(200);
  }
  versions = (await server.service.current(table.id)).version;
});
afterAll(async () => {
  await server?.close();
});

/** Asks for seat 0's events from the table's first version (every version at once), over a raw socket. */
function subscribeFromStart(): Socket {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  socket.write(`GET /tables/${table.id}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${table.seats[0]!.token}\r\nLast-Event-ID: 0\r\n\r\n`);
  return socket;
}

/** Node's response as @hono/node-server hands it to a handler, whose client takes nothing until told to. */
class StalledResponse extends EventEmitter {
  writableLength = 0;
  writableEnded = false;
  destroyed = false;
  head: number | null = null;
  writeHead(status: number) {
    this.head = status;
    return this;
  }
  flushHeaders() {}
  write(text: string) {
    this.writableLength += Buffer.byteLength(text);
    return false;
  }
  end() {
    this.writableEnded = true;
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
  /** the client takes everything written so far */
  take() {
    this.writableLength = 0;
    this.emit('drain');
  }
}

/** One event stream through Hono with `outgoing` as Node's response; `send` writes an event. */
async function streamTo(outgoing: StalledResponse) {
  let send: (text: string) => void = () => undefined;
  let unsubscribed = false;
  const app = new Hono();
  app.get('/events', (c) =>
    eventStream(
      c,
      async (s) => {
        send = s;
        return () => (unsubscribed = true);
      },
      { heartbeatMs: 20, maxBufferedBytes: 1000 },
    ),
  );
  await app.request('/events', {}, { outgoing });
  expect(outgoing.head).toBe(200); // written straight into Node's response, as on a real server
  return { send: (text: string) => send(text), unsubscribed: () => unsubscribed };
}

describe('an event stream whose client stops reading', () => {
  it('is cut once it holds more than its limit unsent at two heartbeats, nothing taken between, and unsubscribed', async () => {
    const outgoing = new StalledResponse();
    const stream = await streamTo(outgoing);
    stream.send('x'.repeat(500)); // under the limit (with the keep-alives): kept however long
    await new Promise((r) => setTimeout(r, 200));
    expect(outgoing.destroyed).toBe(false);
    stream.send(`data: ${'x'.repeat(2000)}\n\n`);
    await until(() => outgoing.destroyed, 'the cut', 10_000);
    expect(stream.unsubscribed()).toBe(true);
  });

  it('is kept while its client takes something between heartbeats, however much it holds', async () => {
    const outgoing = new StalledResponse();
    const stream = await streamTo(outgoing);
    for (let i = 0; i < 20; i++) {
      stream.send(`data: ${'x'.repeat(5000)}\n\n`); // five times the limit, at every heartbeat
      await new Promise((r) => setTimeout(r, 15));
      outgoing.emit('drain'); // taken bit by bit: never empty, never stuck
    }
    expect(outgoing.destroyed).toBe(false);
    expect(stream.unsubscribed()).toBe(false);
    outgoing.destroy(); // the client goes
    expect(stream.unsubscribed()).toBe(true);
  });
});

describe('a real event stream', () => {
  it('is kept when the client reads, even a backlog far over the limit sent at once', async () => {
    const socket = subscribeFromStart();
    let got = '';
    socket.on('data', (c: Buffer) => (got += c.toString()));
    await until(() => got.includes(`\nid: ${versions}\n`), 'the last version', 60_000);
    expect(got.length).toBeGreaterThan(4 * LIMIT);
    const ids = [...got.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual(Array.from({ length: versions }, (_, i) => i + 1));
    // Past several heartbeats it is still attached, and keep-alives still come.
    const before = got.length;
    await until(() => got.slice(before).includes(': keep-alive\n\n'), 'a keep-alive', 60_000);
    expect(server.hub.subscriberCount()).toBe(1);
    socket.destroy();
    await until(() => server.hub.subscriberCount() === 0, 'the subscriber to leave', 60_000);
  });
});
