/**
 * One seat of the load test, speaking the protocol (docs/PROTOCOL.md) without fetch: its POSTs on
 * one kept-alive socket of its own (kept-connection.ts), its event stream over node:http. The browser's transport (client/http-transport.ts: fetch, web streams) cost the load
 * generator about 2.4 ms of CPU per action (undici's fetch and stream plumbing, and their garbage):
 * more than the server, on the same two cores, so the test measured mostly itself. Players have
 * machines of their own; this client costs a fraction of it and still does what a player's client
 * does: the same requests and headers, a fresh Idempotency-Key per action kept across its retries,
 * `?known=V&diff=2` compact answers and `?diff=2` event streams decoded by client/wire.ts (every event
 * whole again, checked against the one before it), reconnection with Last-Event-ID, and each
 * version passed on once, in order.
 */
import { randomUUID } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';
import type { Action, GameView } from '../../../src/game/types.ts';
import { SseParser } from '../../../web/client/sse.ts';
import { ProtocolError, type ActResult, type SubscribeHandlers, type Subscription } from '../../../web/client/transport.ts';
import { KeptConnection, type Answer } from './kept-connection.ts';
import { decodeAnswer, decodeEvent, newWireState, type WireAnswer, type WireEvent, type WireState } from '../../../web/client/wire.ts';

export interface LeanOptions {
  /** attempts for an action that fails on the network or with 5xx/408 (then more, for `patienceMs`) */
  readonly attempts?: number;
  readonly patienceMs?: number;
  /** hears every failure that is tried again: `http 503`, `ECONNRESET`... */
  readonly onRetry?: (what: string) => void;
  /** hears what no retry heals: an event that does not decode (the stream is then reconnected) */
  readonly onProblem?: (what: string) => void;
  /** hears whether each answer was a difference from the view named (`known`) or whole */
  readonly onAnswer?: (compact: boolean) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The games' cards, one object per distinct set for all the seats of this process. Every stream
 * decodes its own copy of them from its first event, and the engine's random player caches what it
 * works out about a card by the card object (compileCard): 400 copies were compiled 400 times
 * over, a tenth of the generator's time. A browser holds one stream, so it never meets this.
 */
const sharedCards = new Map<string, GameView['cards']>();
function shareCards(view: GameView, wire: WireState): void {
  const key = JSON.stringify(view.cards);
  const shared = sharedCards.get(key);
  if (!shared) return void sharedCards.set(key, view.cards);
  (view as { cards: GameView['cards'] }).cards = shared;
  wire.statics = { ...wire.statics!, cards: shared };
}

export class LeanSeat {
  private readonly host: string;
  private readonly port: number;
  private readonly path: string;
  private known: { version: number; view: GameView } | null = null;
  private readonly connection: KeptConnection;

  constructor(
    server: string,
    readonly tableId: string,
    readonly seat: number,
    private readonly token: string,
    private readonly options: LeanOptions,
  ) {
    const url = new URL(server);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.path = `/tables/${encodeURIComponent(tableId)}`;
    this.connection = new KeptConnection(this.host, this.port);
  }

  /** The seat's POSTs, on one kept-alive connection of its own (see kept-connection.ts). */
  private post(path: string, body: string, key: string): Promise<Answer> {
    return this.connection.request('POST', path, { authorization: `Bearer ${this.token}`, 'content-type': 'application/json', 'idempotency-key': key }, body);
  }

  /**
   * The CORS preflight a browser on the portal's page sends before its first action (the POST
   * carries Authorization), on the connection the seat's POSTs will use: the connection is open
   * and the server has it before the seat acts, as a player's browser has by then.
   */
  async preflight(): Promise<void> {
    const res = await this.connection.request(
      'OPTIONS',
      `${this.path}/actions`,
      {
        origin: 'http://portal.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
      '',
    );
    if (res.status !== 204) throw new Error(`the preflight of seat ${this.seat} got ${res.status}`);
  }

  /** Closes the seat's connection for its POSTs (its event stream closes with its subscription). */
  close(): void {
    this.connection.close();
  }

  /** One action, retried like HttpTransport's (same key, waits doubling from 250 ms up to 2 s) on the network, 5xx and 408. */
  async act(action: Omit<Action, 'player'> & { player?: number }): Promise<ActResult> {
    const known = this.known;
    const path = `${this.path}/actions${known ? `?known=${known.version}&diff=2` : ''}`;
    const body = JSON.stringify({ action });
    const key = randomUUID();
    const attempts = this.options.attempts ?? 4;
    const until = Date.now() + (this.options.patienceMs ?? 120_000);
    let last: ProtocolError | null = null;
    for (let attempt = 0; attempt < attempts || Date.now() < until; attempt++) {
      if (attempt > 0) await sleep(Math.min(2000, 250 * 2 ** (attempt - 1)));
      let res: Answer;
      try {
        res = await this.post(path, body, key);
      } catch (e) {
        this.options.onRetry?.((e as { code?: string }).code ?? (e as Error).name);
        last = new ProtocolError(0, 'network', `The server could not be reached: ${(e as Error).message}`);
        continue;
      }
      if (res.status === 200) {
        const wire = JSON.parse(res.text) as WireAnswer;
        this.options.onAnswer?.(wire.base !== undefined);
        const r = decodeAnswer(wire, known);
        if (!r.replayed && r.view && (!this.known || r.version > this.known.version)) this.known = { version: r.version, view: r.view };
        return r;
      }
      let err: { code?: string; message?: string } | undefined;
      try {
        err = (JSON.parse(res.text) as { error?: typeof err }).error;
      } catch {
        err = undefined; // not the server's JSON (a proxy's page): the status says enough
      }
      last = new ProtocolError(res.status, err?.code ?? `http.${res.status}`, err?.message ?? '');
      if (res.status < 500 && res.status !== 408) throw last;
      this.options.onRetry?.(`http ${res.status}`);
    }
    throw last!;
  }

  /** The seat's event stream (`?diff=2`), reconnecting with Last-Event-ID until closed. */
  subscribe(handlers: Pick<SubscribeHandlers, 'onEvent'>): Subscription {
    let last = -1;
    let closed = false;
    let req: ClientRequest | null = null;
    let wake: (() => void) | null = null;
    const connect = async (): Promise<void> => {
      let delay = 250;
      while (!closed) {
        const wire = newWireState();
        const parser = new SseParser((m) => {
          if (m.event !== 'table' || m.id === undefined) return;
          const version = Number(m.id);
          const before = wire.statics;
          const event = decodeEvent(JSON.parse(m.data) as WireEvent, wire);
          if (event.view && before === null) shareCards(event.view, wire);
          if (!(version > last)) return;
          last = version;
          if (event.view && (!this.known || version > this.known.version)) this.known = { version, view: event.view };
          handlers.onEvent(event);
        });
        await new Promise<void>((done) => {
          const headers: Record<string, string> = { authorization: `Bearer ${this.token}`, accept: 'text/event-stream' };
          if (last >= 0) headers['last-event-id'] = String(last);
          // Its own connection (no pool): it stays open for the whole game.
          req = request({ agent: false, host: this.host, port: this.port, path: `${this.path}/events?diff=2`, headers }, (r) => {
            if (r.statusCode !== 200) {
              r.resume();
              if ((r.statusCode ?? 500) < 500) {
                closed = true; // a wrong token does not heal
                this.options.onProblem?.(`seat ${this.seat} of ${this.tableId}: the event stream was refused with ${r.statusCode}`);
              }
              return done();
            }
            delay = 250;
            r.setEncoding('utf8');
            r.on('data', (chunk: string) => {
              try {
                parser.push(chunk);
              } catch (e) {
                this.options.onProblem?.(`seat ${this.seat} of ${this.tableId}: ${(e as Error).message}`);
                r.destroy();
              }
            });
            r.on('end', done);
            r.on('error', done);
            r.on('close', done);
          });
          req.on('error', () => done());
          req.end();
        });
        req = null;
        if (closed) break;
        this.options.onRetry?.('event stream lost');
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, delay);
        });
        wake = null;
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
        (req as ClientRequest | null)?.destroy();
        (wake as (() => void) | null)?.();
      },
    };
  }
}
