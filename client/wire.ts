/**
 * The compact form of table events on one event-stream connection. A seat's view repeats most
 * of itself from one version to the next, and its log only grows at the end (apart from the
 * other seats' entries that appear when a simultaneous phase closes), so each event after the
 * first on a connection sends:
 *   - `log: {from, entries}`: the view's log is the previous event's log cut to `from` entries,
 *     then `entries` (the first event on a connection has from = 0: the whole log);
 *   - no `cards`, `seasons`, `edicts` or `soloTitles` in `view`: they never change during a game
 *     (the first event carrying a view has them);
 *   - on a connection that asked for differences (`?diff=1` on the stream's URL), not even the
 *     parts of the view that are the very same objects as in the previous event's view: `same`
 *     and `keep` name them, as in the answers to actions below. Most of a view is the other seats'
 *     sheets, which one action leaves as they were: a third of the bytes to write and to parse.
 * Both ends keep a `WireState` per connection; `decodeEvent(encodeEvent(e))` equals `e`.
 * Used by the server's SSE handler and by HttpTransport; plain TypeScript, browser-safe.
 */
import type { GameView, LogEntry } from '../src/game/types.ts';
import type { TableEvent } from './protocol.ts';

/** Parts of a view that are the same in every version of one game. */
const STATIC_KEYS = ['cards', 'seasons', 'edicts', 'soloTitles'] as const;
type StaticKey = (typeof STATIC_KEYS)[number];

export interface WireState {
  log: readonly LogEntry[] | null;
  statics: Pick<GameView, StaticKey> | null;
  /** the previous whole view on this connection (the base of the next difference) */
  view?: GameView | null;
  /** the encoding side sends differences from `view` (the connection asked for them) */
  diff?: boolean;
}

export function newWireState(diff = false): WireState {
  return { log: null, statics: null, view: null, diff };
}

/** Fields of the view left out as unchanged (`same`), and items of lists kept (`keep`), see WireAnswer. */
interface Unchanged {
  readonly same?: readonly string[];
  readonly keep?: Readonly<Record<string, readonly number[]>>;
}

export interface WireEvent extends Omit<TableEvent, 'view'>, Unchanged {
  readonly view: Partial<GameView> | null;
  readonly log?: { readonly from: number; readonly entries: readonly LogEntry[] };
}

function sameEntry(a: LogEntry, b: LogEntry): boolean {
  return a === b || (a.seq === b.seq && JSON.stringify(a) === JSON.stringify(b));
}

const unchanged = (a: unknown, b: unknown): boolean => a === b && typeof a === 'object' && a !== null;

/**
 * `view`'s fields as a difference from `was`: a field that is the very same object as `was`'s is
 * named in `same` and left out; a list of the same length that shares some items (the engine keeps
 * what an action did not change) has those items named in `keep` and sent as null.
 */
function difference(view: Record<string, unknown>, was: Record<string, unknown>): Unchanged & { view: Record<string, unknown> } {
  const out: Record<string, unknown> = {};
  const same: string[] = [];
  const keep: Record<string, number[]> = {};
  for (const k in view) {
    const v = view[k];
    const before = was[k];
    if (unchanged(v, before)) {
      same.push(k);
    } else if (Array.isArray(v) && Array.isArray(before) && v.length === before.length && v.some((x, i) => unchanged(x, before[i]))) {
      const kept: number[] = [];
      out[k] = v.map((x, i) => (unchanged(x, before[i]) ? (kept.push(i), null) : x));
      keep[k] = kept;
    } else {
      out[k] = v;
    }
  }
  return { view: out, ...(same.length ? { same } : {}), ...(Object.keys(keep).length ? { keep } : {}) };
}

/** The inverse of difference: `view` with what `same` and `keep` name taken from `was`. */
function patched(view: Record<string, unknown>, { same, keep }: Unchanged, was: Record<string, unknown>): Record<string, unknown> {
  const full: Record<string, unknown> = { ...view };
  for (const k of same ?? []) full[k] = was[k];
  for (const [k, items] of Object.entries(keep ?? {})) {
    const list = [...(full[k] as unknown[])];
    for (const i of items) list[i] = (was[k] as unknown[])[i];
    full[k] = list;
  }
  return full;
}

export function encodeEvent(event: TableEvent, state: WireState): WireEvent {
  const view = event.view;
  if (!view) return event;
  const prev = state.log ?? [];
  let from = 0;
  const n = Math.min(prev.length, view.log.length);
  while (from < n && sameEntry(prev[from]!, view.log[from]!)) from++;
  const { log, cards, seasons, edicts, soloTitles, ...rest } = view;
  let sent: Record<string, unknown> = rest;
  let parts: Unchanged = {};
  if (!state.statics) sent = { ...rest, cards, seasons, edicts, soloTitles };
  else if (state.diff && state.view) ({ view: sent, ...parts } = difference(rest, state.view as unknown as Record<string, unknown>));
  state.log = log;
  state.statics = { cards, seasons, edicts, soloTitles };
  if (state.diff) state.view = view;
  return { ...event, view: sent as Partial<GameView>, log: { from, entries: log.slice(from) }, ...parts };
}

export function decodeEvent(wire: WireEvent, state: WireState): TableEvent {
  const { log: delta, view: slim, same, keep, ...rest } = wire;
  if (!slim) return { ...rest, view: null };
  if (!delta) throw new Error(`event ${wire.version}: a view without its log`);
  const prev = state.log ?? [];
  if (delta.from > prev.length) throw new Error(`event ${wire.version}: keeps ${delta.from} log entries of ${prev.length}`);
  let body = slim as Record<string, unknown>;
  if (same || keep) {
    if (!state.view) throw new Error(`event ${wire.version}: a difference from a view the client does not hold`);
    body = patched(body, { same, keep }, state.view as unknown as Record<string, unknown>);
  }
  const log = [...prev.slice(0, delta.from), ...delta.entries];
  const statics = STATIC_KEYS.every((k) => k in body) ? (body as unknown as Pick<GameView, StaticKey>) : state.statics;
  if (!statics) throw new Error(`event ${wire.version}: the first view on a connection lacks its cards`);
  state.log = log;
  state.statics = { cards: statics.cards, seasons: statics.seasons, edicts: statics.edicts, soloTitles: statics.soloTitles };
  const view = { ...(body as unknown as GameView), ...state.statics, log };
  state.view = view;
  return { ...rest, view };
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
export interface WireAnswer extends Unchanged {
  readonly version: number;
  readonly replayed: boolean;
  readonly table: TableEvent['table'];
  readonly view: Partial<GameView> | null;
  readonly base?: number;
  readonly log?: WireEvent['log'];
}

/** The state of a connection whose previous event carried `view` (the base of a difference). */
function stateAt(view: GameView, diff: boolean): WireState {
  return { log: view.log, statics: view, view, diff };
}

/** The server's side: `view` (at `version`) as a difference from `known` (the same seat's view at `base`). */
export function encodeAnswer(answer: { version: number; replayed: boolean; table: TableEvent['table']; view: GameView | null }, known: { version: number; view: GameView } | null): WireAnswer {
  if (!known || !answer.view) return answer;
  const { view, log, same, keep } = encodeEvent({ version: answer.version, kind: 'action', by: null, seat: answer.view.viewer, table: answer.table, view: answer.view }, stateAt(known.view, true));
  return {
    version: answer.version,
    replayed: answer.replayed,
    table: answer.table,
    base: known.version,
    view,
    log: log!,
    ...(same ? { same } : {}),
    ...(keep ? { keep } : {}),
  };
}

/** The client's side: the whole view again, from the view it named (`known`, at the answer's `base`). */
export function decodeAnswer(answer: WireAnswer, known: { version: number; view: GameView } | null): { version: number; replayed: boolean; table: TableEvent['table']; view: GameView | null } {
  const { base, log, view, same, keep, ...rest } = answer;
  if (base === undefined) return { ...rest, view: view as GameView | null };
  if (!known || known.version !== base) throw new Error(`answer ${answer.version}: a difference from version ${base}, but the client holds ${known?.version ?? 'none'}`);
  const wire: WireEvent = { ...rest, kind: 'action', by: null, seat: known.view.viewer, view, ...(log ? { log } : {}), ...(same ? { same } : {}), ...(keep ? { keep } : {}) };
  return { ...rest, view: decodeEvent(wire, stateAt(known.view, false)).view };
}
