/**
 * Push: every write NOTIFYs `<table>:<version>` on commit; each process LISTENs once and, for the
 * tables its clients watch, reads the new log rows and sends every seat its own view of every new
 * version, in order. A notification only says "look": the log is the truth, so lost or
 * coalesced notifications cost nothing but a later catch-up.
 */
import { NOTIFY_CHANNEL, type Db } from './db/sql.ts';
import { eventFor, tableInfo, type TableEvent } from './events.ts';
import type { TableService } from './service.ts';
import { step, type TableModel } from './table-model.ts';

export interface Subscriber {
  readonly seat: number;
  /** the last version this subscriber has (its Last-Event-ID) */
  last: number;
  send(event: TableEvent): void;
}

interface Watched {
  readonly subs: Set<Subscriber>;
  model: TableModel | null;
  /** one job at a time per table keeps events in version order */
  queue: Promise<void>;
}

export class Hub {
  private readonly tables = new Map<string, Watched>();
  private unlisten: (() => Promise<void>) | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly service: TableService,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(
      NOTIFY_CHANNEL,
      (payload) => {
        const colon = payload.lastIndexOf(':');
        const id = payload.slice(0, colon);
        const version = Number(payload.slice(colon + 1));
        // Only the tables watched here are caught up now. Every process hears every table's
        // notifications: with each table's players routed to one process (docs/DEPLOY.md) the
        // others only note that their kept model, if any, is old.
        if (this.tables.has(id)) this.enqueue(id, (w) => this.catchUp(id, w, version));
        else this.service.heard(id, version);
      },
      // The listening connection was lost: anything may have been missed.
      () => {
        for (const id of this.tables.keys()) this.enqueue(id, (w) => this.catchUp(id, w, Infinity));
      },
    );
  }

  /** How many subscribers are attached (all tables): closed streams must not linger here. */
  subscriberCount(): number {
    let n = 0;
    for (const w of this.tables.values()) n += w.subs.size;
    return n;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.unlisten?.();
    this.tables.clear();
  }

  /**
   * Adds a subscriber; it first receives every version after `sub.last` (a resume with
   * Last-Event-ID), then every later one as it happens. Resolves once the backlog is sent.
   */
  subscribe(id: string, sub: Subscriber): Promise<() => void> {
    let w = this.tables.get(id);
    if (!w) {
      w = { subs: new Set(), model: null, queue: Promise.resolve() };
      this.tables.set(id, w);
    }
    const watched = w;
    const done = this.enqueue(id, async () => {
      const model = await this.backlog(id, sub);
      // The hub's own model starts where its first subscriber's backlog ended, so no version
      // committed meanwhile is skipped. It never jumps ahead for a later subscriber: the ones
      // already here may still be owed the versions in between (their notifications may be on
      // the way); the catch-up below sends those, and skips the newcomer, who has them.
      if (!watched.model) watched.model = model;
      watched.subs.add(sub);
      await this.catchUp(id, watched, Infinity);
    });
    return done.then(() => () => {
      watched.subs.delete(sub);
      if (watched.subs.size === 0 && this.tables.get(id) === watched) this.tables.delete(id);
    });
  }

  private enqueue(id: string, job: (w: Watched) => Promise<void>): Promise<void> {
    const w = this.tables.get(id);
    if (!w) return Promise.resolve();
    const run = w.queue.then(() => job(w));
    w.queue = run.catch((e) => {
      // A push that fails (the database went away) is retried by the next notification, or by
      // the catch-up after the listening connection is back; after stop() nobody is listening.
      if (!this.stopped) console.error(`push for table ${id}: ${(e as Error).message}`);
    });
    return run;
  }

  /**
   * Replays the table from its start to send one subscriber the versions it missed; returns the
   * model at the version the subscriber now has. A Last-Event-ID beyond the table's version
   * (another table's, a forged one) counts as none: the subscriber gets everything.
   */
  private async backlog(id: string, sub: Subscriber): Promise<TableModel> {
    const current = await this.service.current(id);
    if (sub.last > current.version || sub.last < 0) sub.last = 0;
    if (sub.last === current.version) return current;
    // The versions missed are usually among the latest this process keeps (a new subscriber wants
    // only the current one): sent from there. Replaying the table from its start for each of them
    // cost a thousand tables' 4,000 players, connecting at once, 25 ms of CPU each.
    const kept: TableModel[] = [];
    for (let v = sub.last + 1; v <= current.version; v++) {
      const m = v === current.version ? current : this.service.recent(id, v);
      if (!m) break;
      kept.push(m);
    }
    if (kept.length === current.version - sub.last) {
      const now = this.service.now();
      for (const m of kept) {
        sub.send(eventFor(m, m.last.kind, m.last.seat, sub.seat, now));
        sub.last = m.version;
      }
      return current;
    }
    const rows = await this.service.rows(this.db, id, 0, current.version);
    let model: TableModel | null = null;
    for (const row of rows) {
      model = step(model, id, row);
      if (row.version > sub.last) {
        sub.send(eventFor(model, row.kind, row.seat, sub.seat, this.service.now()));
        sub.last = row.version;
      }
    }
    return model ?? current;
  }

  /** Brings the table's watchers to `target` (a notified version) or to the log's end (Infinity), oldest version first. */
  private async catchUp(id: string, w: Watched, target: number): Promise<void> {
    if (w.subs.size === 0 || !w.model || w.model.version >= target) return;
    // This process usually wrote the notified versions itself: once those writes have their answers
    // the models are among the table's latest in the cache, and no query (nor the rules, to replay
    // the rows) is needed. Group commit notifies a table's consecutive versions together, so the
    // next version may be older than the newest cached one: each is looked up by its number.
    await this.service.settled(id);
    for (let next = this.service.recent(id, w.model.version + 1); next && w.model.version < target; next = this.service.recent(id, w.model.version + 1)) {
      w.model = next;
      this.deliver(w, next);
    }
    if (w.model.version >= target) return;
    // Written by another process: read from the log and run through the rules once, and kept
    // (the service answers the next action here with a difference from one of these versions).
    for (const model of await this.service.after(this.db, id, w.model)) {
      w.model = model;
      this.deliver(w, model);
    }
  }

  private deliver(w: Watched, model: TableModel): void {
    // One table line per version for all its watchers (only the view differs by seat).
    const now = this.service.now();
    const table = tableInfo(model, now);
    for (const sub of w.subs) {
      if (sub.last >= model.version) continue;
      sub.send(eventFor(model, model.last.kind, model.last.seat, sub.seat, now, table));
      sub.last = model.version;
    }
  }
}
