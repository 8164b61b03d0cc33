/**
 * Group commit of table appends. Every change to a table after its creation is one call of
 * carto_append (web/server/db/migrations/005_accounts.sql); called one by one, each was a statement, a
 * transaction and a durable commit of its own. Here the appends that are ready while the previous
 * group is being written wait, and go together as ONE statement (carto_append_many, migration 007):
 * one transaction, one commit, one sync of the WAL for all of them. Each caller's promise settles
 * only when that statement has returned, that is, after the commit is durable (PostgreSQL with
 * synchronous_commit on; the embedded database's worker answers only after its WAL is synced): no
 * answer to a client ever goes out before its change is on stable storage. A group that fails as a
 * whole (the database went away) fails every append in it, and none of them is stored.
 */
import type { Queryable } from './sql.ts';

export interface Append {
  readonly id: string;
  readonly expected: number;
  readonly kind: string;
  readonly seat: number | null;
  readonly body: unknown;
  readonly key: string | null;
  readonly request_hash: string | null;
  readonly status: string;
  readonly at: number;
  readonly seat_op: unknown;
}

/** An append the database refused (e.g. SQLSTATE 23505, the idempotency key already used), like the driver's error. */
export class AppendError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** An append on its way, and how its caller is answered. */
interface Waiting {
  readonly append: Append;
  readonly resolve: (ok: boolean) => void;
  readonly reject: (e: unknown) => void;
}

export class GroupCommit {
  private queue: Waiting[] = [];
  private inFlight = 0;
  /** statements sent, and appends in them (tests and the load test read these) */
  groups = 0;
  appends = 0;

  /** appends queued behind the group being written (a test waits for them, not for a time) */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * `maxInFlight`: groups written at once (1 on the embedded database, whose one connection runs
   * them one after another anyway; a few on PostgreSQL, whose pool has several connections).
   */
  constructor(
    private readonly db: Queryable,
    private readonly maxInFlight = 1,
    private readonly maxGroup = 200,
  ) {}

  /** Appends one row; resolves to carto_append's answer once the group holding it is committed. */
  append(a: Append): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ append: a, resolve, reject });
      // The appends of this turn of the event loop join the same group.
      if (this.queue.length === 1 && this.inFlight < this.maxInFlight) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const group = this.queue.splice(0, this.maxGroup);
      this.inFlight++;
      void this.write(group).finally(() => {
        this.inFlight--;
        if (this.queue.length > 0) this.flush();
      });
    }
  }

  private async write(group: Waiting[]): Promise<void> {
    this.groups++;
    this.appends += group.length;
    let results: unknown[];
    try {
      const rows = await this.db.query<{ r: unknown[] }>('SELECT carto_append_many($1::jsonb) AS r', [JSON.stringify(group.map((w) => w.append))]);
      results = rows[0]?.r ?? [];
    } catch (e) {
      for (const w of group) w.reject(e);
      return;
    }
    group.forEach((w, i) => {
      const r = results[i];
      if (typeof r === 'boolean') w.resolve(r);
      else if (r && typeof r === 'object' && 'code' in r)
        w.reject(new AppendError(String((r as { message?: unknown }).message), String((r as { code: unknown }).code)));
      else w.reject(new Error(`carto_append_many: no answer for append ${i} of ${group.length}`));
    });
  }
}
