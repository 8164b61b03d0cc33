/** `Transport` over HTTP + server-sent events (docs/PROTOCOL.md). */
import type { Action } from '../src/game/types.ts';
import { SseParser } from './sse.ts';
import { decodeEvent, newWireState, type WireEvent } from './wire.ts';
import {
  ProtocolError,
  type ActResult,
  type Snapshot,
  type SubscribeHandlers,
  type Subscription,
  type TableEvent,
  type TableInfo,
  type Transport,
} from './transport.ts';

export interface HttpOptions {
  /** fetch to use (default globalThis.fetch) */
  fetch?: typeof fetch;
  /** attempts for a POST that fails on the network or with 5xx (default 4) */
  attempts?: number;
  /** first reconnection / retry delay in ms, doubled up to 10 s (default 250) */
  backoffMs?: number;
}

interface ErrorBody {
  error?: { code?: string; message?: string };
  version?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

async function call<T>(f: typeof fetch, url: string, init: RequestInit, attempts: number, backoffMs: number): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(Math.min(10_000, backoffMs * 2 ** (attempt - 1)));
    let res: Response;
    try {
      res = await f(url, init);
    } catch (e) {
      lastError = e; // the network: the request may or may not have arrived; the key makes a retry safe
      continue;
    }
    const body = (await res.json().catch(() => ({}))) as T & ErrorBody;
    if (res.ok) return body;
    const err = new ProtocolError(res.status, body.error?.code ?? `http.${res.status}`, body.error?.message ?? res.statusText, body.version);
    if (res.status < 500) throw err;
    lastError = err;
  }
  if (lastError instanceof ProtocolError) throw lastError;
  throw new ProtocolError(0, 'network', `The server could not be reached: ${(lastError as Error)?.message ?? 'unknown error'}`);
}

function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export interface CreatedTable {
  readonly table: TableInfo;
  readonly seat: number;
  readonly token: string;
  readonly invite: string;
}

/** Creates a table; the creator holds seat 0 (the host). */
export function createTable(server: string, setup: unknown, name: string, options: HttpOptions = {}): Promise<CreatedTable> {
  // No idempotency for creation: a retry could make a second table, so it is tried once.
  return call(options.fetch ?? fetch, `${server}/tables`, json({ setup, name }), 1, 0);
}

/** Takes a seat with an invite (retried safely: the same key returns the same seat). */
export function joinTable(
  server: string,
  tableId: string,
  invite: string,
  name: string,
  options: HttpOptions = {},
): Promise<{ table: TableInfo; seat: number; token: string }> {
  return call(options.fetch ?? fetch, `${server}/tables/${encodeURIComponent(tableId)}/seats`, json({ invite, name }, { 'idempotency-key': newKey() }), options.attempts ?? 4, options.backoffMs ?? 250);
}

export class HttpTransport implements Transport {
  private readonly f: typeof fetch;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly base: string;

  constructor(
    server: string,
    readonly tableId: string,
    readonly seat: number,
    private readonly token: string,
    options: HttpOptions = {},
  ) {
    this.f = options.fetch ?? ((...a) => fetch(...a));
    this.attempts = options.attempts ?? 4;
    this.backoffMs = options.backoffMs ?? 250;
    this.base = `${server}/tables/${encodeURIComponent(tableId)}`;
  }

  private auth(extra: Record<string, string> = {}): Record<string, string> {
    return { authorization: `Bearer ${this.token}`, ...extra };
  }

  snapshot(): Promise<Snapshot> {
    return call(this.f, this.base, { headers: this.auth() }, this.attempts, this.backoffMs);
  }

  legal(): Promise<{ version: number; actions: Action[] }> {
    return call(this.f, `${this.base}/legal`, { headers: this.auth() }, this.attempts, this.backoffMs);
  }

  start(): Promise<{ version: number; table: TableInfo }> {
    const init = json({});
    return call(this.f, `${this.base}/start`, { ...init, headers: { ...this.auth(), 'content-type': 'application/json', 'idempotency-key': newKey() } }, this.attempts, this.backoffMs);
  }

  act(action: Omit<Action, 'player'> & { player?: number }, options: { version?: number } = {}): Promise<ActResult> {
    const body = { action, ...(options.version !== undefined ? { version: options.version } : {}) };
    const init = json(body, this.auth({ 'idempotency-key': newKey() }));
    return call(this.f, `${this.base}/actions`, init, this.attempts, this.backoffMs);
  }

  subscribe(handlers: SubscribeHandlers, since?: number): Subscription {
    let last = since ?? -1;
    let closed = false;
    let controller: AbortController | null = null;
    const status = handlers.onStatus ?? (() => undefined);

    const connect = async (): Promise<void> => {
      let delay = this.backoffMs;
      while (!closed) {
        controller = new AbortController();
        status(last < 0 ? 'connecting' : 'reconnecting');
        try {
          const headers = this.auth({ accept: 'text/event-stream' });
          if (last >= 0) headers['last-event-id'] = String(last);
          const res = await this.f(`${this.base}/events`, { headers, signal: controller.signal });
          if (!res.ok || !res.body) {
            const body = (await res.json().catch(() => ({}))) as ErrorBody;
            const err = new ProtocolError(res.status, body.error?.code ?? `http.${res.status}`, body.error?.message ?? res.statusText);
            if (res.status < 500) {
              // A wrong token or an unknown table does not heal by retrying.
              closed = true;
              status('closed', err);
              return;
            }
            throw err;
          }
          status('open');
          delay = this.backoffMs;
          // Each connection starts its compact encoding afresh (see wire.ts).
          const wire = newWireState();
          const parser = new SseParser((m) => {
            if (m.event !== 'table' || m.id === undefined) return;
            const version = Number(m.id);
            const event = decodeEvent(JSON.parse(m.data) as WireEvent, wire);
            if (!(version > last)) return; // never twice, even if a server resends
            last = version;
            handlers.onEvent(event);
          });
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            parser.push(value);
          }
        } catch {
          /* dropped: reconnect below */
        }
        if (closed) break;
        await sleep(delay);
        delay = Math.min(10_000, delay * 2);
      }
    };
    void connect();
    return {
      get last() {
        return last;
      },
      close() {
        closed = true;
        controller?.abort();
        status('closed');
      },
    };
  }
}
