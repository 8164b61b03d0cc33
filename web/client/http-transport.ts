/** `Transport` over HTTP + server-sent events (docs/PROTOCOL.md). */
import type { Action } from '../../src/game/types.ts';
import { SseParser } from './sse.ts';
import { decodeAnswer, decodeEvent, newWireState, type WireAnswer, type WireEvent } from './wire.ts';
import type { GameView } from '../../src/game/types.ts';
import {
  ProtocolError,
  type ActResult,
  type Snapshot,
  type SubscribeHandlers,
  type Subscription,
  type OpenTable,
  type Invitation,
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
  /** after this long without a connection, handlers.onUnreachable is told (default 6 s) */
  unreachableAfterMs?: number;
  /**
   * the clock that says how long no connection could be made (default Date.now): a test passes its
   * own, so that a machine slow to make the first connection is not told the server is unreachable
   */
  now?: () => number;
  /**
   * how long a seat's action keeps being sent while the server is out of reach or restarting
   * (default 2 minutes): its idempotency key makes every attempt safe, so a move made just before
   * a restart arrives once the server is back instead of being lost
   */
  patienceMs?: number;
}

interface ErrorBody {
  error?: { code?: string; message?: string };
  version?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function newKey(): string {
  return globalThis.crypto.randomUUID();
}

/** How a seat's POST keeps trying beyond its `attempts` (HttpTransport.post). */
interface Patience {
  /** how long to keep trying, counted from the first attempt */
  patienceMs: number;
  /** the longest wait between two attempts */
  maxWaitMs: number;
  /** told of each failure that will be tried again */
  onRetry?: (problem: ProtocolError) => void;
  /** the clock the patience is counted on (the transport's own: injected in tests) */
  now: () => number;
}

/**
 * A request, tried again on a network failure, a 5xx or a 408: `attempts` times, and beyond that
 * for as long as `patience` allows, waits doubling from `backoffMs` up to its `maxWaitMs`.
 */
async function call<T>(f: typeof fetch, url: string, init: RequestInit, attempts: number, backoffMs: number, patience?: Patience): Promise<T> {
  const { patienceMs = 0, maxWaitMs = 10_000, onRetry, now = Date.now } = patience ?? {};
  let lastError: unknown;
  const until = now() + patienceMs;
  for (let attempt = 0; attempt < attempts || now() < until; attempt++) {
    if (attempt > 0) await sleep(Math.min(maxWaitMs, backoffMs * 2 ** (attempt - 1)));
    let res: Response;
    try {
      res = await f(url, init);
    } catch (e) {
      lastError = e; // the network: the request may or may not have arrived; the key makes a retry safe
      onRetry?.(new ProtocolError(0, 'network', `The server could not be reached: ${(e as Error)?.message ?? 'unknown error'}`));
      continue;
    }
    const body = (await res.json().catch(() => ({}))) as T & ErrorBody;
    if (res.ok) return body;
    const err = new ProtocolError(res.status, body.error?.code ?? `http.${res.status}`, body.error?.message ?? res.statusText, body.version);
    // 408: the server dropped a request it had not read in time (never applied): safe to send again.
    if (res.status < 500 && res.status !== 408) throw err;
    lastError = err;
    onRetry?.(err);
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
  /** give it to the players you invite (with the table id) */
  readonly invite: string;
  /** a read-only token for spectators: a view with no seat and no secrets */
  readonly spectator: string;
}

export interface CreateOptions extends HttpOptions {
  /** list the table in the open tables: anyone may take a seat without the invite */
  listed?: boolean;
  /** the server's creation key (CARTO_CREATE_KEY), or the portal's signed claim for its player (CARTO_PORTAL_SECRET) */
  createKey?: string;
}

/** One of a portal user's tables (GET /me/tables). */
export interface UserTable {
  readonly seat: number;
  readonly yourTurn: boolean;
  readonly table: TableInfo;
}

/** A portal's user's tables on any device, by the portal's signed claim for the user. */
export async function userTables(server: string, claim: string, options: HttpOptions = {}): Promise<UserTable[]> {
  const r = await call<{ tables: UserTable[] }>(
    options.fetch ?? fetch,
    `${server}/me/tables`,
    { headers: { authorization: `Bearer ${claim}` } },
    options.attempts ?? 2,
    options.backoffMs ?? 250,
  );
  return r.tables;
}

/** Creates a table; the creator holds seat 0 (the host). */
export function createTable(server: string, setup: unknown, name: string, options: CreateOptions = {}): Promise<CreatedTable> {
  const init = json({ setup, name, ...(options.listed ? { listed: true } : {}) }, options.createKey ? { authorization: `Bearer ${options.createKey}` } : {});
  // No idempotency for creation: a retry could make a second table, so it is tried once.
  return call(options.fetch ?? fetch, `${server}/tables`, init, 1, 0);
}

/**
 * Takes a seat with an invite, a host's one-seat invite (replacing that seat's player), or none
 * at a listed table (retried safely: the same key returns the same seat).
 */
export function joinTable(
  server: string,
  tableId: string,
  invite: string | undefined,
  name: string,
  options: HttpOptions & { claim?: string } = {},
): Promise<{ table: TableInfo; seat: number; token: string }> {
  const body = invite === undefined ? { name } : { invite, name };
  // With a portal's claim the seat is its user's (the name comes from the claim) and the claim is the seat's token.
  const headers: Record<string, string> = { 'idempotency-key': newKey(), ...(options.claim ? { authorization: `Bearer ${options.claim}` } : {}) };
  return call(
    options.fetch ?? fetch,
    `${server}/tables/${encodeURIComponent(tableId)}/seats`,
    json(body, headers),
    options.attempts ?? 4,
    options.backoffMs ?? 250,
  );
}

/** What an invite shows before joining: the host, the seats, the packs, the time control (no invite needed at a listed table). */
export async function readInvitation(server: string, tableId: string, invite: string | undefined, options: HttpOptions = {}): Promise<Invitation> {
  const headers: Record<string, string> = invite ? { authorization: `Bearer ${invite}` } : {};
  const r = await call<{ invitation: Invitation }>(
    options.fetch ?? fetch,
    `${server}/tables/${encodeURIComponent(tableId)}/invitation`,
    { headers },
    options.attempts ?? 2,
    options.backoffMs ?? 250,
  );
  return r.invitation;
}

/** The listed tables that still have a free seat, newest first. */
export async function openTables(server: string, options: HttpOptions = {}): Promise<OpenTable[]> {
  const r = await call<{ tables: OpenTable[] }>(options.fetch ?? fetch, `${server}/tables?status=open`, {}, options.attempts ?? 2, options.backoffMs ?? 250);
  return r.tables;
}

export class HttpTransport implements Transport {
  private readonly f: typeof fetch;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly unreachableAfterMs: number;
  private readonly now: () => number;
  private readonly patienceMs: number;
  private readonly base: string;
  /** the newest whole view this transport decoded (events, answers): actions' answers come as a difference from it */
  private known: { version: number; view: GameView } | null = null;

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
    this.unreachableAfterMs = options.unreachableAfterMs ?? 6000;
    this.now = options.now ?? Date.now;
    this.patienceMs = options.patienceMs ?? 120_000;
    this.base = `${server}/tables/${encodeURIComponent(tableId)}`;
  }

  private auth(extra: Record<string, string> = {}): Record<string, string> {
    return { authorization: `Bearer ${this.token}`, ...extra };
  }

  async snapshot(): Promise<Snapshot> {
    const s = await call<Snapshot>(this.f, this.base, { headers: this.auth() }, this.attempts, this.backoffMs);
    this.learn(s.version, s.view);
    return s;
  }

  legal(): Promise<{ version: number; actions: Action[] }> {
    return call(this.f, `${this.base}/legal`, { headers: this.auth() }, this.attempts, this.backoffMs);
  }

  start(): Promise<{ version: number; table: TableInfo }> {
    return this.post('start', {});
  }

  act(
    action: Omit<Action, 'player'> & { player?: number },
    options: { version?: number; onRetry?: (problem: ProtocolError) => void } = {},
  ): Promise<ActResult> {
    const body = { action, ...(options.version !== undefined ? { version: options.version } : {}) };
    return this.answered('actions', body, options.onRetry);
  }

  /** Remembers the newest whole view seen, the base of the next compact answer. */
  private learn(version: number, view: GameView | null): void {
    if (view && (!this.known || version > this.known.version)) this.known = { version, view };
  }

  /**
   * A POST whose answer is the seat's next view: it names the version this transport holds
   * (`known`) and the server answers with the difference from it (web/client/wire.ts, encodeAnswer).
   */
  private async answered(path: string, body: unknown, onRetry?: (problem: ProtocolError) => void): Promise<ActResult> {
    const known = this.known;
    // `diff=2`: the difference as `unchanged` places at any depth and `edits` of lists (a server
    // without it sends `unchanged` only, or `same` and `keep`: decodeAnswer reads them all).
    const raw = await this.post<WireAnswer>(known ? `${path}?known=${known.version}&diff=2` : path, body, onRetry);
    const r = decodeAnswer(raw, known);
    // A replayed request's answer shows the table now, under the earlier request's version: not a base.
    if (!r.replayed) this.learn(r.version, r.view);
    return r;
  }

  leave(): Promise<{ version: number; table: TableInfo }> {
    return this.post('leave', {});
  }

  abandon(): Promise<{ version: number; table: TableInfo }> {
    return this.post('abandon', {});
  }

  skip(seat: number): Promise<ActResult> {
    return this.answered('skip', { seat });
  }

  replaceSeat(seat: number): Promise<{ seat: number; invite: string; table: TableInfo }> {
    return this.post('replace', { seat });
  }

  /**
   * A seat's POST, retried with one idempotency key (the server applies it once, even across a
   * restart: the key is in its log) for as long as `patienceMs`, at most 2 s apart so that it
   * lands soon after the server is back.
   */
  private post<T>(path: string, body: unknown, onRetry?: (problem: ProtocolError) => void): Promise<T> {
    return call(this.f, `${this.base}/${path}`, json(body, this.auth({ 'idempotency-key': newKey() })), this.attempts, this.backoffMs, {
      patienceMs: this.patienceMs,
      maxWaitMs: 2000,
      onRetry,
      now: this.now,
    });
  }

  subscribe(handlers: SubscribeHandlers, since?: number): Subscription {
    let last = since ?? -1;
    let closed = false;
    let controller: AbortController | null = null;
    let wake: (() => void) | null = null;
    const status = handlers.onStatus ?? (() => undefined);
    // Since when no connection could be made (null: connected), and whether that was reported.
    let downSince: number | null = this.now();
    let reported = false;
    let lastProblem = new ProtocolError(0, 'network', 'The server does not answer.');
    const check = () => {
      if (!closed && downSince !== null && !reported && this.now() - downSince >= this.unreachableAfterMs) {
        reported = true;
        handlers.onUnreachable?.(lastProblem);
      }
    };
    const failed = (err: ProtocolError) => {
      downSince ??= this.now();
      lastProblem = err;
      check();
    };
    // A connection attempt may hang rather than fail (a dead network): look at the clock too.
    const watch = setInterval(check, Math.max(100, Math.min(1000, this.unreachableAfterMs / 4)));

    const connect = async (): Promise<void> => {
      let delay = this.backoffMs;
      while (!closed) {
        controller = new AbortController();
        status(last < 0 ? 'connecting' : 'reconnecting');
        let problem: ProtocolError | null = null;
        try {
          const headers = this.auth({ accept: 'text/event-stream' });
          if (last >= 0) headers['last-event-id'] = String(last);
          // `diff=2`: events as differences from the previous one, lists as edits (client/wire.ts);
          // a server that does not know it sends them as with `diff=1`, or whole: both decode the same.
          const res = await this.f(`${this.base}/events?diff=2`, { headers, signal: controller.signal });
          if (!res.ok || !res.body) {
            const body = (await res.json().catch(() => ({}))) as ErrorBody;
            const err = new ProtocolError(res.status, body.error?.code ?? `http.${res.status}`, body.error?.message ?? res.statusText);
            // A wrong token or an unknown table does not heal by retrying. A request the server
            // had no time to read (408) or turned away for now (429) does: reconnect as after a drop.
            if (res.status < 500 && res.status !== 408 && res.status !== 429) {
              closed = true;
              status('closed', err);
              return;
            }
            throw err;
          }
          status('open');
          delay = this.backoffMs;
          downSince = null;
          if (reported) {
            reported = false;
            handlers.onUnreachable?.(null);
          }
          // Each connection starts its compact encoding afresh (see wire.ts).
          const wire = newWireState();
          const parser = new SseParser((m) => {
            if (m.event !== 'table' || m.id === undefined) return;
            const version = Number(m.id);
            const event = decodeEvent(JSON.parse(m.data) as WireEvent, wire);
            if (!(version > last)) return; // never twice, even if a server resends
            last = version;
            this.learn(version, event.view);
            handlers.onEvent(event);
          });
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            parser.push(value);
          }
        } catch (e) {
          problem =
            e instanceof ProtocolError ? e : new ProtocolError(0, 'network', `The server could not be reached: ${(e as Error)?.message ?? 'unknown error'}`);
        }
        if (closed) break;
        // A stream that ended after it was open starts a new outage; a failed attempt continues one.
        failed(problem ?? new ProtocolError(0, 'network', 'The connection to the server was lost.'));
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, delay);
        });
        wake = null;
        delay = Math.min(10_000, delay * 2);
      }
    };
    void connect().finally(() => clearInterval(watch));
    return {
      get last() {
        return last;
      },
      close() {
        closed = true;
        clearInterval(watch);
        controller?.abort();
        wake?.();
        status('closed');
      },
      retry() {
        wake?.();
      },
    };
  }
}
