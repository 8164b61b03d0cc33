/** Drives tables through the HTTP API the way a portal's clients would. */
import { expect } from 'vitest';
import { http } from './helpers.ts';

export interface Seat {
  readonly seat: number;
  readonly token: string;
}

export interface Table {
  readonly id: string;
  readonly invite: string;
  readonly seats: Seat[];
}

export const SETUP = { seats: 2, packs: ['base'], seed: 'server-test' };

/** Creates a table with `players` seats, fills them and (by default) starts it. */
export async function openTable(url: string, players: number, { start = true, setup = {} as Record<string, unknown> } = {}): Promise<Table> {
  const created = await http(`${url}/tables`, { body: { name: 'Host', setup: { ...SETUP, seats: players, ...setup } } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.table.id;
  const seats: Seat[] = [{ seat: 0, token: created.body.token }];
  for (let s = 1; s < players; s++) {
    const joined = await http(`${url}/tables/${id}/seats`, { body: { invite: created.body.invite, name: `Player ${s}` } });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    seats.push({ seat: joined.body.seat, token: joined.body.token });
  }
  if (start) {
    const started = await http(`${url}/tables/${id}/start`, { token: seats[0]!.token, body: {} });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
  }
  return { id, invite: created.body.invite, seats };
}

/** A small deterministic generator for choosing among legal actions (tests must not use Math.random). */
export function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

/** One legal action of this seat chosen by `pick`, or null when the seat has nothing to do. */
export async function pickLegal(url: string, table: Table, seat: Seat, pick: (n: number) => number): Promise<any | null> {
  const legal = await http(`${url}/tables/${table.id}/legal`, { token: seat.token });
  expect(legal.status).toBe(200);
  const actions: any[] = legal.body.actions;
  return actions.length ? actions[pick(actions.length)] : null;
}

/** Plays the table to its end with every seat choosing among legal actions; returns actions sent. */
export async function playToEnd(url: string, table: Table, seed = 1): Promise<number> {
  const pick = chooser(seed);
  let sent = 0;
  for (let guard = 0; guard < 2000; guard++) {
    const state = await http(`${url}/tables/${table.id}`, { token: table.seats[0]!.token });
    if (state.body.table.status === 'finished') return sent;
    for (const s of state.body.table.waitingFor as number[]) {
      const seat = table.seats[s]!;
      const action = await pickLegal(url, table, seat, pick);
      if (!action) continue;
      const r = await http(`${url}/tables/${table.id}/actions`, { token: seat.token, body: { action } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      sent++;
    }
  }
  throw new Error('the game did not end');
}
