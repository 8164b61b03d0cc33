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
import type { GameView, LogEntry } from '../src/game/types.ts';
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
