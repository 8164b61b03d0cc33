/**
 * A server-sent event stream. On Node (@hono/node-server, which hands the handler its
 * ServerResponse as `c.env.outgoing`) each event's text is written straight into the response:
 * a web ReadableStream in between cost every event of every watcher a TextEncoder copy, an enqueue,
 * and a read with its promises on @hono/node-server's side (the four streams of a table, at every
 * version: a twentieth of the request thread under load). The handler's response then only tells
 * @hono/node-server that it was sent (`x-hono-already-sent`). Elsewhere (no `outgoing`: another
 * runtime, or @hono/node-server's marker unusable) the body is one ReadableStream and a write is one
 * enqueue.
 */
import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';

/**
 * @hono/node-server's "the handler wrote the response itself". It must be Node's own Response
 * (made when the module was loaded, before @hono/node-server put its lighter Response in the global
 * scope): one of the lighter ones carries its status and headers in a private cache, and
 * @hono/node-server would write those out again.
 */
const alreadySent = Object.getOwnPropertySymbols(RESPONSE_ALREADY_SENT).some((s) => s.description === 'cache') ? null : RESPONSE_ALREADY_SENT;

export interface StreamLimits {
  /** milliseconds between keep-alive comments, which keep proxies from closing an idle stream */
  readonly heartbeatMs: number;
  /**
   * Bytes a stream may hold unsent. A reader that stops reading (a stalled tab, a stranger's script)
   * would otherwise make the server keep every later event for it. Held above this at two heartbeats
   * in a row, with nothing drained in between, the stream is cut; the client reconnects with
   * Last-Event-ID and gets what it missed. A long backlog sent at once (a resume) passes, as it drains.
   */
  readonly maxBufferedBytes: number;
}

/**
 * `open(send)` subscribes and resolves to its unsubscribe function (called once the client has
 * gone, or the stream was cut). A failure to open is logged and ends the stream (the client
 * reconnects).
 */
export function eventStream(c: Context, open: (send: (text: string) => void) => Promise<() => void>, limits: StreamLimits): Response {
  c.header('Content-Type', 'text/event-stream');
  c.header('Cache-Control', 'no-cache');
  c.header('Connection', 'keep-alive');
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  const stream = alreadySent && isServerResponse(outgoing) ? direct(c, outgoing, alreadySent) : webStream(c, limits.maxBufferedBytes);
  let ended = false;
  let unsubscribe: (() => void) | null = null;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(beat);
    unsubscribe?.();
  };
  const send = (text: string) => {
    if (ended) return;
    try {
      stream.write(text);
    } catch {
      end(); // closed meanwhile
    }
  };
  stream.onGone(end);
  let over = false; // held more than maxBufferedBytes at the last heartbeat
  const beat = setInterval(() => {
    const drained = stream.drained();
    const wasOver = over;
    over = stream.buffered() > limits.maxBufferedBytes;
    if (over && wasOver && !drained) {
      end();
      stream.abort();
      return;
    }
    send(': keep-alive\n\n');
  }, limits.heartbeatMs);
  open(send).then(
    (stop) => {
      if (ended) stop();
      else unsubscribe = stop;
    },
    (e: unknown) => {
      console.error(e);
      if (ended) return; // the client left meanwhile: the stream is cancelled already
      end();
      stream.close();
    },
  );
  return stream.response;
}

interface Sink {
  write(text: string): void;
  close(): void;
  /** ends the stream at once, dropping what is unsent */
  abort(): void;
  /** bytes written and not yet taken by the client */
  buffered(): number;
  /** whether the client took some of them since the last call */
  drained(): boolean;
  /** `gone` runs once the client has gone (or the stream was closed) */
  onGone(gone: () => void): void;
  readonly response: Response;
}

function isServerResponse(x: unknown): x is ServerResponse {
  return typeof x === 'object' && x !== null && typeof (x as ServerResponse).writeHead === 'function' && typeof (x as ServerResponse).write === 'function';
}

/**
 * Writes into Node's response; the headers are the ones set on the context so far (read from a
 * response made for the purpose: reading `c.res` would make hono copy them into the one returned).
 */
function direct(c: Context, outgoing: ServerResponse, sent: Response): Sink {
  const headers: Record<string, string> = {};
  c.body(null).headers.forEach((value, key) => (headers[key] = value));
  outgoing.writeHead(200, headers);
  outgoing.flushHeaders();
  let drained = false;
  outgoing.on('drain', () => (drained = true));
  return {
    write: (text) => {
      if (outgoing.writableEnded || outgoing.destroyed) throw new Error('the event stream is closed');
      outgoing.write(text);
    },
    close: () => outgoing.end(),
    abort: () => outgoing.destroy(),
    buffered: () => outgoing.writableLength,
    drained: () => {
      const was = drained;
      drained = false;
      return was;
    },
    onGone: (gone) => outgoing.once('close', gone),
    response: sent,
  };
}

/** A web ReadableStream as the response's body (runtimes other than Node); its queue counts bytes. */
function webStream(c: Context, maxBufferedBytes: number): Sink {
  const encoder = new TextEncoder();
  let out: ReadableStreamDefaultController<Uint8Array> | null = null;
  let gone: () => void = () => undefined;
  let pulled = false;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        out = controller;
      },
      pull() {
        pulled = true;
      },
      cancel: () => gone(),
    },
    new ByteLengthQueuingStrategy({ highWaterMark: maxBufferedBytes }),
  );
  return {
    write: (text) => out!.enqueue(encoder.encode(text)),
    close: () => out!.close(),
    abort: () => {
      out!.error(new Error('the client stopped reading the event stream'));
      gone();
    },
    buffered: () => maxBufferedBytes - (out!.desiredSize ?? 0),
    drained: () => {
      const was = pulled;
      pulled = false;
      return was;
    },
    onGone: (f) => (gone = f),
    response: (c.header('Transfer-Encoding', 'chunked'), c.body(body)),
  };
}
