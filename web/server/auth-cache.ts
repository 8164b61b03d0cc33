/**
 * Who a credential is at a table, remembered so that a seat's every request does not cost a query
 * (one per request was a third of the embedded database's work per action). Bounded: the tables
 * used least recently are forgotten first. Only answers the database gave are remembered (never a
 * refusal), and a table's answers are forgotten whenever its seats' credentials change: a seat
 * handed to a newcomer, a guest leaving before the start (the later seats move down one), a
 * retried join's fresh token. Those changes NOTIFY `AUTH_CHANNEL` with the table id in the same
 * statement that makes them (web/server/db/migrations/006_auth_revocation.sql), so every server
 * process sharing a PostgreSQL database forgets them too; the writing process forgets them at once.
 */
export const AUTH_CHANNEL = 'carto_auth';

export class AuthCache {
  /** table id -> credential key (a token's hash, or "user:" + a portal's user id) -> seat */
  private readonly tables = new Map<string, Map<string, number>>();
  private entries = 0;

  constructor(private readonly limit = 50_000) {}

  get(table: string, key: string): number | undefined {
    const seats = this.tables.get(table);
    const seat = seats?.get(key);
    if (seat !== undefined) {
      // Most recently used last: the first table in the map is the one to forget.
      this.tables.delete(table);
      this.tables.set(table, seats!);
    }
    return seat;
  }

  set(table: string, key: string, seat: number): void {
    let seats = this.tables.get(table);
    if (!seats) {
      seats = new Map();
      this.tables.set(table, seats);
    }
    if (!seats.has(key)) this.entries++;
    seats.set(key, seat);
    while (this.entries > this.limit) {
      const oldest = this.tables.keys().next().value as string;
      this.revoke(oldest);
    }
  }

  /** Forgets every credential of a table (its seats changed hands). */
  revoke(table: string): void {
    const seats = this.tables.get(table);
    if (!seats) return;
    this.entries -= seats.size;
    this.tables.delete(table);
  }

  /** Forgets everything (revocations may have been missed: the listening connection was lost). */
  clear(): void {
    this.tables.clear();
    this.entries = 0;
  }

  get size(): number {
    return this.entries;
  }
}
