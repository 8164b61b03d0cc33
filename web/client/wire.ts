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
 *     parts of the view, at any depth, that are the very same objects as in the previous event's
 *     view: `unchanged` lists their places (see WireAnswer). Most of a view is the seats' sheets,
 *     which one action leaves as they were, or changes in a few cells: a sixth of the bytes to
 *     write and to parse.
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
  /** the previous whole view on this connection (the base of the next difference) */
  view?: GameView | null;
  /**
   * The encoding side sends differences from `view`: 'edits' (an event stream that asked for
   * `?diff=2`: `unchanged` paths and `edits` of lists of plain values), 'deep' (`?diff=1`:
   * `unchanged` paths only), 'top' (the answers of clients that asked for neither: `same` and `keep`).
   */
  diff?: Diff;
}

/** How a connection's differences are written (see WireState.diff). */
export type Diff = 'edits' | 'deep' | 'top' | false;

/** The form of differences a request asks for with `diff=` (`1`: unchanged places; `2`: and edits of lists). */
export function diffAsked(param: string | undefined): 'edits' | 'deep' | false {
  return param === '2' ? 'edits' : param === '1' ? 'deep' : false;
}

/** `diff`: the connection asked for differences (`?diff=1`: true or 'deep'; `?diff=2`: 'edits'). */
export function newWireState(diff: boolean | 'deep' | 'edits' = false): WireState {
  return { log: null, statics: null, view: null, diff: diff === true ? 'deep' : diff };
}

/** A place in a view: keys and list indexes from its top, e.g. ['sheets', 0, 'grid', 'ruins']. */
export type ViewPath = readonly (string | number)[];

/** What a difference leaves out, to be taken from the base view (see WireAnswer). */
interface Unchanged {
  /** fields left out (answers of clients that did not ask for `unchanged`) */
  readonly same?: readonly string[];
  /** items of lists sent as null, by field */
  readonly keep?: Readonly<Record<string, readonly number[]>>;
  /** places anywhere in the view: left out of an object, null in a list */
  readonly unchanged?: readonly ViewPath[];
  /**
   * Lists of plain values (a sheet's 121 fills) that differ from the base's in a few items: each is
   * `[place, [index, value, index, value...]]`, the list left out of its object (null in its list)
   * like an unchanged place, to be taken from the base with those items changed (`?diff=2`).
   */
  readonly edits?: readonly (readonly [ViewPath, readonly unknown[]])[];
}

export interface WireEvent extends Omit<TableEvent, 'view'>, Unchanged {
  readonly view: Partial<GameView> | null;
  readonly log?: { readonly from: number; readonly entries: readonly LogEntry[] };
}

/** Each entry's JSON, made once: the copies viewFor makes of redacted entries (a shuffle without its order) are new objects in every view. */
const entryJson = new WeakMap<LogEntry, string>();
function jsonOf(e: LogEntry): string {
  let json = entryJson.get(e);
  if (json === undefined) entryJson.set(e, (json = JSON.stringify(e)));
  return json;
}

function sameEntry(a: LogEntry, b: LogEntry): boolean {
  return a === b || (a.seq === b.seq && jsonOf(a) === jsonOf(b));
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

const LEFT_OUT = Symbol('left out');

/**
 * `view` as a difference from `was` at any depth: every object or list that is the very same as
 * the one at its place in `was` (the engine keeps what an action did not change: the other seats'
 * sheets, and in a changed sheet its ruins, heroes, monsters...) is left out and its place listed
 * in `unchanged`. A changed sheet then costs its changed fills, not its two kilobytes.
 */
function deepDifference(view: Record<string, unknown>, was: Record<string, unknown>, withEdits = false): Unchanged & { view: Record<string, unknown> } {
  const paths: ViewPath[] = [];
  const edits: [ViewPath, unknown[]][] = [];
  const at: (string | number)[] = [];
  const walk = (v: unknown, b: unknown): unknown => {
    if (typeof v !== 'object' || v === null || typeof b !== 'object' || b === null) return v;
    if (v === b) {
      paths.push([...at]);
      return LEFT_OUT;
    }
    if (Array.isArray(v)) {
      if (!Array.isArray(b)) return v;
      if (withEdits && v.length === b.length && v.length >= MIN_EDITED) {
        const changed = plainEdits(v, b);
        if (changed) {
          edits.push([[...at], changed]);
          return LEFT_OUT;
        }
      }
      let out: unknown[] | null = null;
      for (let i = 0; i < v.length && i < b.length; i++) {
        const x = v[i];
        if (typeof x !== 'object' || x === null) continue;
        at.push(i);
        const d = walk(x, b[i]);
        at.pop();
        if (d !== x) (out ??= v.slice())[i] = d === LEFT_OUT ? null : d;
      }
      return out ?? v;
    }
    if (Array.isArray(b)) return v;
    let out: Record<string, unknown> | null = null;
    for (const k in v) {
      const x = (v as Record<string, unknown>)[k];
      if (typeof x !== 'object' || x === null) continue;
      at.push(k);
      const d = walk(x, (b as Record<string, unknown>)[k]);
      at.pop();
      if (d === x) continue;
      out ??= { ...(v as Record<string, unknown>) };
      if (d === LEFT_OUT) delete out[k];
      else out[k] = d;
    }
    return out ?? v;
  };
  // Field by field, so that the answer is an object even when the view is its base (a replay).
  const out: Record<string, unknown> = {};
  for (const k in view) {
    at.push(k);
    const d = walk(view[k], was[k]);
    at.pop();
    if (d !== LEFT_OUT) out[k] = d;
  }
  return { view: out, ...(paths.length ? { unchanged: paths } : {}), ...(edits.length ? { edits } : {}) };
}

/** Lists shorter than this are sent whole: an edit saves nothing on them. */
const MIN_EDITED = 8;

/**
 * `[index, value, ...]` of the items of `v` that differ from `b` (both plain values, equal
 * lengths), or null when `v` holds an object or list, or when too many changed for an edit to pay.
 */
function plainEdits(v: readonly unknown[], b: readonly unknown[]): unknown[] | null {
  const out: unknown[] = [];
  const most = v.length >> 2;
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (typeof x === 'object' && x !== null) return null;
    if (x === b[i]) continue;
    const y = b[i];
    if ((typeof y === 'object' && y !== null) || out.length >= 2 * most) return null;
    out.push(i, x);
  }
  return out;
}

/**
 * The inverse of difference and deepDifference: `view` with what they left out taken from `was`.
 * `view` is the caller's, fresh from JSON.parse: it is filled in where it is (no copies to make
 * and collect, four times per action in every client).
 */
function patched(view: Record<string, unknown>, { same, keep, unchanged: paths, edits }: Unchanged, was: Record<string, unknown>): Record<string, unknown> {
  for (const k of same ?? []) view[k] = was[k];
  for (const [k, items] of Object.entries(keep ?? {})) {
    const list = view[k] as unknown[];
    for (const i of items) list[i] = (was[k] as unknown[])[i];
  }
  for (const path of paths ?? []) {
    const { into, last, from } = placeOf(view, was, path, 'an unchanged place');
    into[last] = from[last];
  }
  for (const [path, items] of edits ?? []) {
    const { into, last, from } = placeOf(view, was, path, 'an edited list');
    const base = from[last];
    if (!Array.isArray(base)) throw new Error(`an edited list the base view does not have: ${path.join('.')}`);
    // A copy: the base list is the previous view's, which stays as it was.
    const list = base.slice();
    for (let i = 0; i + 1 < items.length; i += 2) {
      const k = items[i];
      if (typeof k !== 'number' || !Number.isInteger(k) || k < 0 || k >= list.length) throw new Error(`an edit outside its list: ${path.join('.')}`);
      list[k] = items[i + 1];
    }
    into[last] = list;
  }
  return view;
}

/** The object (or list) of `view` that holds `path`'s last step, and the base's one at the same place. */
function placeOf(
  view: Record<string, unknown>,
  was: Record<string, unknown>,
  path: ViewPath,
  what: string,
): { into: Record<string | number, unknown>; last: string | number; from: Record<string | number, unknown> } {
  if (path.length === 0) throw new Error(`${what} names the whole view`);
  let into = view as Record<string | number, unknown>;
  let from = was as Record<string | number, unknown> | undefined;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    const next = into[key];
    if (typeof next !== 'object' || next === null) throw new Error(`${what} inside what was sent whole: ${path.join('.')}`);
    into = next as Record<string | number, unknown>;
    from = from?.[key] as Record<string | number, unknown> | undefined;
  }
  const last = path[path.length - 1]!;
  if (from === undefined || from === null || !(last in from)) throw new Error(`${what} the base view does not have: ${path.join('.')}`);
  return { into, last, from };
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
  else if (state.diff && state.view) {
    const was = state.view as unknown as Record<string, unknown>;
    ({ view: sent, ...parts } = state.diff === 'top' ? difference(rest, was) : deepDifference(rest, was, state.diff === 'edits'));
  }
  state.log = log;
  state.statics = { cards, seasons, edicts, soloTitles };
  if (state.diff) state.view = view;
  return { ...event, view: sent as Partial<GameView>, log: { from, entries: log.slice(from) }, ...parts };
}

/**
 * The event again, whole. It takes `wire` over (fresh from JSON.parse): its view is filled in and
 * becomes the event's; a caller that keeps the wire form (a capture) passes a copy.
 */
export function decodeEvent(wire: WireEvent, state: WireState): TableEvent {
  const { log: delta, view: slim, same, keep, unchanged: paths, edits, ...rest } = wire;
  if (!slim) return { ...rest, view: null };
  if (!delta) throw new Error(`event ${wire.version}: a view without its log`);
  const prev = state.log ?? [];
  if (delta.from > prev.length) throw new Error(`event ${wire.version}: keeps ${delta.from} log entries of ${prev.length}`);
  let body = slim as Record<string, unknown>;
  if (same || keep || paths || edits) {
    if (!state.view) throw new Error(`event ${wire.version}: a difference from a view the client does not hold`);
    body = patched(body, { same, keep, unchanged: paths, edits }, state.view as unknown as Record<string, unknown>);
  }
  const log = prev.slice(0, delta.from);
  for (const e of delta.entries) log.push(e);
  const statics = STATIC_KEYS.every((k) => k in body) ? (body as unknown as Pick<GameView, StaticKey>) : state.statics;
  if (!statics) throw new Error(`event ${wire.version}: the first view on a connection lacks its cards`);
  state.log = log;
  state.statics = { cards: statics.cards, seasons: statics.seasons, edicts: statics.edicts, soloTitles: statics.soloTitles };
  Object.assign(body, state.statics, { log });
  const view = body as unknown as GameView;
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
 * A client that also says `diff=1` gets `unchanged` instead: the places, at any depth, of what is
 * the base's (`[["sheets", 1], ["sheets", 0, "grid", "ruins"]]`), left out of objects and `null` in
 * lists, as in the events of a stream opened with `?diff=1`.
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
function stateAt(view: GameView, diff: WireState['diff']): WireState {
  return { log: view.log, statics: view, view, diff };
}

/**
 * The server's side: `view` (at `version`) as a difference from `known` (the same seat's view at
 * `base`); `deep`: the client asked for `unchanged` places (`diff=1`: true or 'deep'), and `edits`
 * of lists (`diff=2`: 'edits'), rather than `same` and `keep`.
 */
export function encodeAnswer(
  answer: { version: number; replayed: boolean; table: TableEvent['table']; view: GameView | null },
  known: { version: number; view: GameView } | null,
  deep: boolean | 'deep' | 'edits' = false,
): WireAnswer {
  if (!known || !answer.view) return answer;
  const {
    view,
    log,
    same,
    keep,
    unchanged: paths,
    edits,
  } = encodeEvent(
    { version: answer.version, kind: 'action', by: null, seat: answer.view.viewer, table: answer.table, view: answer.view },
    stateAt(known.view, deep === true ? 'deep' : deep || 'top'),
  );
  return {
    version: answer.version,
    replayed: answer.replayed,
    table: answer.table,
    base: known.version,
    view,
    log: log!,
    ...(same ? { same } : {}),
    ...(keep ? { keep } : {}),
    ...(paths ? { unchanged: paths } : {}),
    ...(edits ? { edits } : {}),
  };
}

/** The client's side: the whole view again, from the view it named (`known`, at the answer's `base`); it takes `answer` over, like decodeEvent. */
export function decodeAnswer(
  answer: WireAnswer,
  known: { version: number; view: GameView } | null,
): { version: number; replayed: boolean; table: TableEvent['table']; view: GameView | null } {
  const { base, log, view, same, keep, unchanged: paths, edits, ...rest } = answer;
  if (base === undefined) return { ...rest, view: view as GameView | null };
  if (!known || known.version !== base)
    throw new Error(`answer ${answer.version}: a difference from version ${base}, but the client holds ${known?.version ?? 'none'}`);
  const wire: WireEvent = {
    ...rest,
    kind: 'action',
    by: null,
    seat: known.view.viewer,
    view,
    ...(log ? { log } : {}),
    ...(same ? { same } : {}),
    ...(keep ? { keep } : {}),
    ...(paths ? { unchanged: paths } : {}),
    ...(edits ? { edits } : {}),
  };
  return { ...rest, view: decodeEvent(wire, stateAt(known.view, false)).view };
}
