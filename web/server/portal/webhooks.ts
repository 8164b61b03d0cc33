/**
 * Webhooks: every event of webhook-events.ts goes into an outbox in the database (carto_webhooks,
 * one row per event id: enqueuing it again changes nothing) and is POSTed to the portal's receiver,
 * signed, until the receiver answers 2xx. A failed delivery waits base * 2^attempts (capped) and
 * is tried again, up to maxAttempts, then given up. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so several server processes on one PostgreSQL never send the same delivery at once.
 *
 * Signature (docs/PROTOCOL.md): `Carto-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" with the webhook secret>`; the event id is also in `Carto-Event-Id`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/sql.ts';
import type { WebhookEvent } from './webhook-events.ts';

export interface WebhookOptions {
  /** the portal's receiver */
  readonly url: string;
  /** the shared secret the signature is made with */
  readonly secret: string;
  /** the clock (tests set their own) */
  readonly now?: () => number;
  /** the HTTP client (tests may wrap it) */
  readonly fetch?: typeof fetch;
  /** the first retry's pause (default 2 s), doubled each time */
  readonly baseDelayMs?: number;
  /** the longest pause between tries (default 1 h) */
  readonly maxDelayMs?: number;
  /** tries before giving up (default 15: about a day with the defaults) */
  readonly maxAttempts?: number;
  /** a receiver that has not answered by then failed this try (default 10 s) */
  readonly timeoutMs?: number;
}

export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
}

/**
 * Whether `header` is this server's signature of `body`, made within `toleranceSec` of `nowMs`
 * (an old delivery replayed by someone who recorded it is refused).
 */
export function verifyWebhook(secret: string, body: string, header: string | null | undefined, nowMs: number, toleranceSec = 300): boolean {
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) return false;
  const t = Number(m[1]);
  if (Math.abs(nowMs / 1000 - t) > toleranceSec) return false;
  const want = Buffer.from(signWebhook(secret, body, t).slice(-64), 'hex');
  return timingSafeEqual(want, Buffer.from(m[2]!, 'hex'));
}

export class WebhookOutbox {
  private readonly now: () => number;
  private readonly fetch: typeof fetch;
  private readonly base: number;
  private readonly max: number;
  private readonly attempts: number;
  private readonly timeout: number;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<number> | null = null;
  /** the round after the running one, shared by the calls made while it runs */
  private next: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: WebhookOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.base = options.baseDelayMs ?? 2000;
    this.max = options.maxDelayMs ?? 3600_000;
    this.attempts = options.maxAttempts ?? 15;
    this.timeout = options.timeoutMs ?? 10_000;
  }

  /** Stores the events to send (an id already stored is left as it is). */
  async enqueue(events: readonly WebhookEvent[]): Promise<void> {
    for (const e of events) {
      await this.db.query('INSERT INTO carto_webhooks (event_id, body, next_at) VALUES ($1, $2, to_timestamp($3 / 1000.0)) ON CONFLICT (event_id) DO NOTHING', [
        e.id,
        JSON.stringify(e),
        this.now(),
      ]);
    }
    if (events.length > 0 && this.timer) void this.deliverDue();
  }

  /** Sends every delivery that is due now, once each; resolves with how many the receiver took. */
  deliverDue(): Promise<number> {
    // One round at a time in this process. A call while a round is sending gets the round after it:
    // the running round chose its rows before this call, and rows stored since are due too. Calls
    // meanwhile share that next round, so rounds are never doubled.
    if (!this.running) {
      this.running = this.round().finally(() => (this.running = null));
      return this.running;
    }
    this.next ??= this.running.then(() => {
      this.next = null;
      return this.deliverDue();
    });
    return this.next;
  }

  private async round(): Promise<number> {
    const now = this.now();
    // Claim the due rows for longer than a try can take: another process skips them meanwhile.
    const due = await this.db.query<{ event_id: string; body: string; attempts: number }>(
      `UPDATE carto_webhooks SET next_at = to_timestamp($1 / 1000.0)
        WHERE event_id IN (SELECT event_id FROM carto_webhooks
                            WHERE delivered_at IS NULL AND given_up_at IS NULL AND next_at <= to_timestamp($2 / 1000.0)
                            ORDER BY next_at LIMIT 20 FOR UPDATE SKIP LOCKED)
        RETURNING event_id, body, attempts`,
      [now + 2 * this.timeout, now],
    );
    let delivered = 0;
    for (const row of due) {
      const error = await this.send(row.event_id, row.body);
      const tried = row.attempts + 1;
      if (error === null) {
        delivered++;
        await this.db.query('UPDATE carto_webhooks SET delivered_at = to_timestamp($2 / 1000.0), attempts = $3, last_error = NULL WHERE event_id = $1', [
          row.event_id,
          this.now(),
          tried,
        ]);
      } else if (tried >= this.attempts) {
        await this.db.query('UPDATE carto_webhooks SET given_up_at = to_timestamp($2 / 1000.0), attempts = $3, last_error = $4 WHERE event_id = $1', [
          row.event_id,
          this.now(),
          tried,
          error,
        ]);
        console.error(`webhook ${row.event_id}: given up after ${tried} tries (${error})`);
      } else {
        const pause = Math.min(this.max, this.base * 2 ** (tried - 1));
        await this.db.query('UPDATE carto_webhooks SET next_at = to_timestamp($2 / 1000.0), attempts = $3, last_error = $4 WHERE event_id = $1', [
          row.event_id,
          this.now() + pause,
          tried,
          error,
        ]);
      }
    }
    return delivered;
  }

  /** One try: null when the receiver took it (2xx), else why not. */
  private async send(id: string, body: string): Promise<string | null> {
    try {
      const res = await this.fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'carto-event-id': id,
          'carto-signature': signWebhook(this.options.secret, body, Math.floor(this.now() / 1000)),
        },
        body,
        signal: AbortSignal.timeout(this.timeout),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.ok ? null : `HTTP ${res.status}`;
    } catch (e) {
      return (e as Error).message.slice(0, 200);
    }
  }

  /** Delivers due rows every `intervalMs` (and right after each enqueue) until stop(). */
  start(intervalMs = 1000): void {
    this.timer ??= setInterval(() => void this.deliverDue().catch((e) => console.error(`webhooks: ${(e as Error).message}`)), intervalMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Where an event stands (tests, operators). */
  async status(id: string): Promise<{ attempts: number; delivered: boolean; givenUp: boolean; lastError: string | null } | null> {
    const r = (
      await this.db.query<{ attempts: number; delivered_at: unknown; given_up_at: unknown; last_error: string | null }>(
        'SELECT attempts, delivered_at, given_up_at, last_error FROM carto_webhooks WHERE event_id = $1',
        [id],
      )
    )[0];
    return r ? { attempts: r.attempts, delivered: r.delivered_at !== null, givenUp: r.given_up_at !== null, lastError: r.last_error } : null;
  }
}
