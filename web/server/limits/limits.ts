/**
 * What one stranger may take of a public server (docs/PROTOCOL.md, "Quotas, limits and headers"):
 * every limit per client address (and per player name for the leaderboard), so one address cannot
 * fill what everyone shares. The clock is injected: tests step it, never wait for it.
 */
import { sha256 } from '../tokens.ts';
import { RateLimiter } from '../http/rate-limit.ts';

export interface LimitOptions {
  /** tables one client address may create per minute (default 30) */
  createPerMinute?: number;
  /** tables open or playing at once that one client address created (default 20; not applied with a createKey: the portal vouches for its players) */
  liveTablesPerAddress?: number;
  /** daily leaderboard results one client address may send per hour (default 20) */
  dailyPerHour?: number;
  /** daily leaderboard results sent under one player name per hour, from anywhere (default 6) */
  dailyPerNamePerHour?: number;
  /** wrong invite codes (or unknown tables) one client address may try per minute before it must wait (default 10) */
  wrongInvitesPerMinute?: number;
}

const HOUR = 3_600_000;

/** The rate limiters of one server, built from its options. */
export class Limits {
  readonly creations: RateLimiter;
  readonly daily: RateLimiter;
  readonly dailyNames: RateLimiter;
  readonly wrongInvites: RateLimiter;
  readonly liveTablesPerAddress: number;

  constructor(options: LimitOptions = {}) {
    this.creations = new RateLimiter(options.createPerMinute ?? 30);
    this.daily = new RateLimiter(options.dailyPerHour ?? 20, 10_000, HOUR);
    this.dailyNames = new RateLimiter(options.dailyPerNamePerHour ?? 6, 10_000, HOUR);
    this.wrongInvites = new RateLimiter(options.wrongInvitesPerMinute ?? 10);
    this.liveTablesPerAddress = options.liveTablesPerAddress ?? 20;
  }
}

/** How an address is stored (with a table it created): hashed, so the database keeps no addresses. */
export const addressKey = (address: string): string => sha256(`address:${address}`).slice(0, 32);
