/**
 * What a viewer received, captured for the secret searches (test/server/redaction.test.ts,
 * dealt-daily.test.ts): a table's event stream read as it travels, each event kept on the wire and decoded.
 */
import { decodeEvent, newWireState, type WireEvent } from '../../web/client/wire.ts';
import { SseParser } from '../../web/client/sse.ts';

/** One message received by `viewer`: a response body, a raw SSE payload, or a decoded event. */
export interface Received {
  readonly viewer: number;
  readonly what: string;
  readonly version: number;
  readonly body: unknown;
}

/** Reads a table's event stream as it travels; stop() ends it. */
export function stream(url: string, id: string, token: string, viewer: number, into: Received[]): { last: () => number; stop: () => void } {
  const controller = new AbortController();
  const wire = newWireState();
  let last = 0;
  const parser = new SseParser((m) => {
    if (m.event !== 'table') return;
    const raw = JSON.parse(m.data) as WireEvent;
    into.push({ viewer, what: `event ${m.id} (on the wire)`, version: raw.version, body: raw });
    // decodeEvent fills in the object it is given: the wire form above stays as it traveled.
    into.push({ viewer, what: `event ${m.id} (decoded)`, version: raw.version, body: decodeEvent(JSON.parse(m.data) as WireEvent, wire) });
    last = raw.version;
  });
  void (async () => {
    try {
      const res = await fetch(`${url}/tables/${id}/events?diff=2`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch {
      /* stopped */
    }
  })();
  return { last: () => last, stop: () => controller.abort() };
}

export async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
