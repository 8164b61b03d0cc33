/**
 * The events a portal's webhook receives, as a pure function of one change to a table (the model
 * before and after one log row) or of the clock passing a deadline. Each event's id is fixed by
 * what it is about (table, version, type, seat), so the same event enqueued twice, by a retry or by
 * a second sweep, is one delivery, and a receiver that saw an id once can ignore it again.
 */
import { deadlineOf } from '../events.ts';
import { waitingSeats, type LogRow, type TableModel } from '../table-model.ts';

export type WebhookType =
  | 'table.created'
  | 'seat.joined'
  | 'table.started'
  | 'turn.owed'
  | 'seat.late'
  | 'seat.skipped'
  | 'seat.left'
  | 'seat.replaced'
  | 'table.abandoned'
  | 'table.expired'
  | 'game.over';

/** A seat as a portal knows it: its number, the name shown, and the portal's user id when it has one. */
export interface SeatRef {
  readonly seat: number;
  readonly name: string;
  readonly user: string | null;
}

export interface WebhookEvent {
  /** unique per event: the receiver's idempotency key */
  readonly id: string;
  readonly type: WebhookType;
  /** when it happened (ISO 8601): the log row's time, or the deadline that passed */
  readonly at: string;
  readonly table: string;
  readonly version: number;
  readonly data: Readonly<Record<string, unknown>>;
}

function seatRef(m: TableModel, seat: number): SeatRef {
  const s = m.seats.find((x) => x.seat === seat);
  return { seat, name: s?.name ?? '', user: s?.user ?? null };
}

function iso(ms: number | undefined): string {
  return new Date(ms ?? 0).toISOString();
}

/**
 * The events one stored row makes. `baseUrl` is where this server is reached (the game-over
 * event names the published log there).
 */
export function webhookEvents(before: TableModel | null, after: TableModel, row: LogRow, baseUrl: string): WebhookEvent[] {
  const out: WebhookEvent[] = [];
  const event = (type: WebhookType, data: Record<string, unknown>, seat?: number): void => {
    out.push({
      id: `${after.id}:${after.version}:${type}${seat === undefined ? '' : `:${seat}`}`,
      type,
      at: iso(row.at),
      table: after.id,
      version: after.version,
      data,
    });
  };
  switch (row.kind) {
    case 'create':
      event('table.created', {
        host: seatRef(after, 0),
        seatCount: after.setup.seats,
        packs: after.setup.packs,
        turnSeconds: after.setup.turnSeconds ?? null,
        listed: after.listed,
      });
      break;
    case 'join':
      event('seat.joined', { seat: seatRef(after, row.seat) }, row.seat);
      break;
    case 'start':
      event('table.started', { seats: after.seats.map((s) => seatRef(after, s.seat)) });
      break;
    case 'leave':
      event('seat.left', { seat: before ? seatRef(before, row.seat) : { seat: row.seat } }, row.seat);
      break;
    case 'replace':
      event('seat.replaced', { seat: seatRef(after, row.seat), was: before ? seatRef(before, row.seat) : null }, row.seat);
      break;
    case 'abandon':
      event('table.abandoned', {});
      break;
    case 'expire':
      event('table.expired', {});
      break;
    case 'action':
      if (row.body.skippedBy !== undefined) {
        // Skipped before the late sweep came by: the portal still hears it was late (the same event id as the sweep's).
        if (before) out.push(...lateEvents(before, row.at ?? 0).filter((e) => e.data.seat && (e.data.seat as SeatRef).seat === row.seat));
        event('seat.skipped', { seat: seatRef(after, row.seat), by: seatRef(after, row.body.skippedBy) }, row.seat);
      }
      break;
  }
  // A seat owes a new turn when it waits now and did not before, or a new phase began.
  const was = before ? new Set(waitingSeats(before)) : new Set<number>();
  const newPhase = before !== null && after.phaseAt !== before.phaseAt;
  const deadline = deadlineOf(after);
  for (const seat of waitingSeats(after)) {
    if (!newPhase && was.has(seat)) continue;
    event('turn.owed', { seat: seatRef(after, seat), deadline: deadline === null ? null : iso(deadline) }, seat);
  }
  if (after.status === 'finished' && before?.status !== 'finished' && after.game?.result) {
    const result = after.game.result;
    event('game.over', {
      standings: result.players.map((p) => ({ ...seatRef(after, p.player), total: p.total, rank: p.rank })),
      winners: result.winners,
      log: `${baseUrl}/tables/${after.id}/log`,
    });
  }
  return out;
}

/** The seats that are late at `now` (past the phase's deadline, still owing), one event each. */
export function lateEvents(m: TableModel, now: number): WebhookEvent[] {
  const deadline = deadlineOf(m);
  if (deadline === null || now <= deadline) return [];
  // The phase's start names the phase: a later phase's lateness is another event.
  return waitingSeats(m).map((seat) => ({
    id: `${m.id}:late:${m.phaseAt}:${seat}`,
    type: 'seat.late' as const,
    at: iso(deadline),
    table: m.id,
    version: m.version,
    data: { seat: seatRef(m, seat), deadline: iso(deadline) },
  }));
}
