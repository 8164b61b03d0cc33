/**
 * A token bucket per key (a client address, a player name): `perMinute` requests per `windowMs`
 * (a minute unless given), in bursts of up to `perMinute`. The map of addresses is bounded: full buckets carry no information and are
 * dropped, and past `maxKeys` the oldest entry goes first (a flood of addresses cannot grow it).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly maxKeys = 10_000,
    private readonly windowMs = 60_000,
  ) {}

  /** Without taking a token: 0 when `key` may go on, else the seconds to wait (counting failures only: take on each failure). */
  wait(key: string, now = Date.now()): number {
    const b = this.buckets.get(key);
    if (!b) return 0;
    const rate = this.perMinute / this.windowMs;
    const tokens = Math.min(this.perMinute, b.tokens + (now - b.at) * rate);
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / rate / 1000);
  }

  /** Takes one token for `key`: 0 when allowed, else the seconds to wait. */
  take(key: string, now = Date.now()): number {
    const rate = this.perMinute / this.windowMs;
    const b = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    b.tokens = Math.min(this.perMinute, b.tokens + (now - b.at) * rate);
    b.at = now;
    this.buckets.delete(key);
    if (b.tokens < 1) {
      this.buckets.set(key, b);
      return Math.ceil((1 - b.tokens) / rate / 1000);
    }
    b.tokens -= 1;
    this.buckets.set(key, b);
    if (this.buckets.size > this.maxKeys) this.prune(now);
    return 0;
  }

  get size(): number {
    return this.buckets.size;
  }

  private prune(now: number): void {
    const rate = this.perMinute / this.windowMs;
    for (const [k, b] of this.buckets) if (b.tokens + (now - b.at) * rate >= this.perMinute) this.buckets.delete(k);
    while (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value as string);
  }
}
