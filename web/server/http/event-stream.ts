/**
 * A server-sent event stream whose text goes into the response body as it is written. hono's
 * streamSSE passes every write through a TransformStream, its writer and a second ReadableStream
 * (three hand-overs and their promises per event, for every watcher of every version); here the
 * body is one ReadableStream and a write is one enqueue. @hono/node-server reads it into the socket
 * with backpressure and cancels it when the client goes away, which ends the subscription.
 */
import type { Context } from 'hono';

/**
 * `open(send)` subscribes and resolves to its unsubscribe function (called once the client has
 * gone); a comment every `heartbeatMs` keeps proxies from closing an idle stream. A failure to
 * open is logged and ends the stream (the client reconnects).
 */
export function eventStream(c: Context, open: (send: (text: string) => void) => Promise<() => void>, heartbeatMs: number): Response {
  const encoder = new TextEncoder();
  let out: ReadableStreamDefaultController<Uint8Array> | null = null;
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
      out!.enqueue(encoder.encode(text));
    } catch {
      end(); // closed meanwhile
    }
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      out = controller;
    },
    cancel: end,
  });
  const beat = setInterval(() => send(': keep-alive\n\n'), heartbeatMs);
  open(send).then(
    (stop) => {
      if (ended) stop();
      else unsubscribe = stop;
    },
    (e: unknown) => {
      console.error(e);
      if (ended) return; // the client left meanwhile: the stream is cancelled already
      end();
      out!.close();
    },
  );
  c.header('Content-Type', 'text/event-stream');
  c.header('Cache-Control', 'no-cache');
  c.header('Connection', 'keep-alive');
  c.header('Transfer-Encoding', 'chunked');
  return c.body(body);
}
