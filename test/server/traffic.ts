/**
 * Steady traffic for the outage tests: each table plays on, one action at a time, the way a
 * careful client does: an action keeps its Idempotency-Key across retries until the server
 * answers, so an answer lost in a crash is asked again and replayed, never applied twice. Every
 * acknowledged action is recorded with its version, for the "nothing acknowledged was lost" check.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../web/server/db/sql.ts';
import { chooser, type Table } from './game-helpers.ts';
import { http } from './helpers.ts';

export interface Ack {
  readonly table: string;
  readonly version: number;
  readonly seat: number;
  readonly action: unknown;
}

export interface Traffic {
  readonly acks: Ack[];
  /** refusals seen while the database was away: status and body */
  readonly outages: { status: number; body: any }[];
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One request through node:http (helpers.ts: a fraction of fetch's CPU); null when nobody answered. */
async function call(url: string, init: Parameters<typeof http>[1]): Promise<{ status: number; body: any } | null> {
  try {
    const res = await http(url, { ...init, timeoutMs: 5000 });
    return { status: res.status, body: typeof res.body === 'string' ? null : res.body };
  } catch {
    return null; // the server is gone or restarting
  }
}

/** Plays `tables` on whatever server `url()` names now, until stop(). */
export function traffic(url: () => string, tables: readonly Table[], seed = 1): Traffic {
  const acks: Ack[] = [];
  const outages: { status: number; body: any }[] = [];
  let running = true;
  const pick = chooser(seed);
  const note = (r: { status: number; body: any } | null) => {
    if (r && r.status >= 500) outages.push(r);
    return r;
  };
  const play = async (t: Table) => {
    while (running) {
      const state = note(await call(`${url()}/tables/${t.id}`, { token: t.seats[0]!.token }));
      if (!state || state.status !== 200) {
        await sleep(100);
        continue;
      }
      if (state.body.table.status !== 'playing') return;
      for (const s of state.body.table.waitingFor as number[]) {
        const seat = t.seats[s]!;
        const legal = note(await call(`${url()}/tables/${t.id}/legal`, { token: seat.token }));
        if (!legal || legal.status !== 200 || legal.body.actions.length === 0) break;
        const action = legal.body.actions[pick(legal.body.actions.length)];
        const key = randomUUID();
        // Until the server answers: a lost answer is asked again with the same key.
        for (;;) {
          const r = note(
            await call(`${url()}/tables/${t.id}/actions`, {
              token: seat.token,
              headers: { 'idempotency-key': key },
              body: { action },
            }),
          );
          if (r && r.status === 200) {
            acks.push({ table: t.id, version: r.body.version, seat: s, action });
            break;
          }
          if (r && r.status < 500) break; // refused (the table moved on): decide again
          await sleep(100);
        }
      }
    }
  };
  const done = Promise.all(tables.map(play));
  return {
    acks,
    outages,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Every acknowledged action is in the log at its version, once; the log has no action nobody was told of. */
export async function expectNothingLost(db: Db, tables: readonly Table[], acks: readonly Ack[]): Promise<void> {
  for (const t of tables) {
    const rows = await db.query<{ version: number; seat: number; body: { action: unknown } }>(
      "SELECT version, seat, body FROM carto_log WHERE table_id = $1 AND kind = 'action' ORDER BY version",
      [t.id],
    );
    const mine = acks.filter((a) => a.table === t.id).sort((a, b) => a.version - b.version);
    expect(new Set(mine.map((a) => a.version)).size, 'two acknowledgements name one version').toBe(mine.length);
    expect(
      rows.map((r) => ({ version: r.version, seat: r.seat, action: r.body.action })),
      `table ${t.id}: the log holds exactly the acknowledged actions`,
    ).toEqual(mine.map((a) => ({ version: a.version, seat: a.seat, action: a.action })));
  }
}
