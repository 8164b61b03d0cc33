/**
 * The compact form of table events on one event-stream connection. A seat's view repeats most
 * of itself from one version to the next, and its log only grows at the end (apart from the
 * other seats' entries that appear when a simultaneous phase closes), so each event after the
 * first on a connection sends:
 *   - `log: {from, entries}`: the view's log is the previous event's log cut to `from` entries,
 *     then `entries` (the first event on a connection has from = 0: the whole log);
 *   - no `cards`, `seasons`, `edicts` or `soloTitles` in `view`: they never change during a game
 *     (the first event carrying a view has them).
 * Both ends keep a `WireState` per connection; `decodeEvent(encodeEvent(e))` equals `e`.
 * Used by the server's SSE handler and by HttpTransport; plain TypeScript, browser-safe.
 */
import type { GameView, LogEntry } from '../../src/game/types.ts';
import type { TableEvent } from './protocol.ts';

/** Parts of a view that are the same in every version of one game. */
const STATIC_KEYS = ['cards', 'seasons', 'edicts', 'soloTitles'] as const;
type StaticKey = (typeof STATIC_KEYS)[number];

export interface WireState {
  log: readonly LogEntry[] | null;
  statics: Pick<GameView, StaticKey> | null;
}

export function newWireState(): WireState {
  return { log: null, statics: null };
}

export interface WireEvent extends Omit<TableEvent, 'view'> {
  readonly view: Partial<GameView> | null;
  readonly log?: { readonly from: number; readonly entries: readonly LogEntry[] };
}

function sameEntry(a: LogEntry, b: LogEntry): boolean {
  return a === b || (a.seq === b.seq && JSON.stringify(a) === JSON.stringify(b));
}

export function encodeEvent(event: TableEvent, state: WireState): WireEvent {
  const view = event.view;
  if (!view) return event;
  const prev = state.log ?? [];
  let from = 0;
  const n = Math.min(prev.length, view.log.length);
  while (from < n && sameEntry(prev[from]!, view.log[from]!)) from++;
  const { log, cards, seasons, edicts, soloTitles, ...rest } = view;
  const slim: Partial<GameView> = state.statics ? rest : { ...rest, cards, seasons, edicts, soloTitles };
  state.log = log;
  state.statics = { cards, seasons, edicts, soloTitles };
  return { ...event, view: slim, log: { from, entries: log.slice(from) } };
}

export function decodeEvent(wire: WireEvent, state: WireState): TableEvent {
  const { log: delta, view: slim, ...rest } = wire;
  if (!slim) return { ...rest, view: null };
  if (!delta) throw new Error(`event ${wire.version}: a view without its log`);
  const prev = state.log ?? [];
  if (delta.from > prev.length) throw new Error(`event ${wire.version}: keeps ${delta.from} log entries of ${prev.length}`);
  const log = [...prev.slice(0, delta.from), ...delta.entries];
  const statics = STATIC_KEYS.every((k) => k in slim) ? (slim as Pick<GameView, StaticKey>) : state.statics;
  if (!statics) throw new Error(`event ${wire.version}: the first view on a connection lacks its cards`);
  state.log = log;
  state.statics = { cards: statics.cards, seasons: statics.seasons, edicts: statics.edicts, soloTitles: statics.soloTitles };
  return { ...rest, view: { ...(slim as GameView), ...state.statics, log } };
}

/**
 * The answer to an action (or a skip) in compact form: the client says which version's view it
 * holds (`?known=V` on the POST); when the server still has that version, the answer is the new
 * view as a difference from it, like an event on a connection whose previous event was V (`base`:
 * V, `log: {from, entries}`, no static card data). Without `base` the answer carries the whole
 * view (a client that named no version, or one the server no longer keeps). Parts of the view that
 * are the very same objects as in the base view (the engine keeps what an action did not change)
 * are not sent either: `same` names such fields, `keep` the unchanged items of a changed list
 * (`keep: {sheets: [0, 2]}`: the sheets of seats 0 and 2 are the base's; `null` stands in for them).
 */
export interface WireAnswer {
  readonly version: number;
  readonly replayed: boolean;
  readonly table: TableEvent['table'];
  readonly view: Partial<GameView> | null;
  readonly base?: number;
  readonly log?: WireEvent['log'];
  readonly same?: readonly string[];
  readonly keep?: Readonly<Record<string, readonly number[]>>;
}

/** The server's side: `view` (at `version`) as a difference from `known` (the same seat's view at `base`). */
export function encodeAnswer(answer: { version: number; replayed: boolean; table: TableEvent['table']; view: GameView | null }, known: { version: number; view: GameView } | null): WireAnswer {
  if (!known || !answer.view) return answer;
  const wire = encodeEvent({ version: answer.version, kind: 'action', by: null, seat: answer.view.viewer, table: answer.table, view: answer.view }, { log: known.view.log, statics: known.view });
  const was = known.view as unknown as Record<string, unknown>;
  const view: Record<string, unknown> = {};
  const same: string[] = [];
  const keep: Record<string, number[]> = {};
  for (const [k, v] of Object.entries(wire.view as Record<string, unknown>)) {
    const before = was[k];
    if (v === before && typeof v === 'object' && v !== null) {
      same.push(k);
    } else if (Array.isArray(v) && Array.isArray(before) && v.length === before.length && v.some((x, i) => x === before[i] && typeof x === 'object' && x !== null)) {
      keep[k] = [];
      view[k] = v.map((x, i) => (x === before[i] && typeof x === 'object' && x !== null ? (keep[k]!.push(i), null) : x));
    } else {
      view[k] = v;
    }
  }
  return {
    version: answer.version,
    replayed: answer.replayed,
    table: answer.table,
    base: known.version,
    view: view as Partial<GameView>,
    log: wire.log!,
    ...(same.length ? { same } : {}),
    ...(Object.keys(keep).length ? { keep } : {}),
  };
}

/** The client's side: the whole view again, from the view it named (`known`, at the answer's `base`). */
export function decodeAnswer(answer: WireAnswer, known: { version: number; view: GameView } | null): { version: number; replayed: boolean; table: TableEvent['table']; view: GameView | null } {
  const { base, log, view, same, keep, ...rest } = answer;
  if (base === undefined) return { ...rest, view: view as GameView | null };
  if (!known || known.version !== base) throw new Error(`answer ${answer.version}: a difference from version ${base}, but the client holds ${known?.version ?? 'none'}`);
  const was = known.view as unknown as Record<string, unknown>;
  const full: Record<string, unknown> = { ...view };
  for (const k of same ?? []) full[k] = was[k];
  for (const [k, items] of Object.entries(keep ?? {})) {
    const list = [...(full[k] as unknown[])];
    for (const i of items) list[i] = (was[k] as unknown[])[i];
    full[k] = list;
  }
  const event = decodeEvent({ ...rest, kind: 'action', by: null, seat: known.view.viewer, view: full as Partial<GameView>, ...(log ? { log } : {}) }, { log: known.view.log, statics: known.view });
  return { ...rest, view: event.view };
}
