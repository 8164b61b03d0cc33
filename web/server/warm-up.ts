/**
 * The rules' hot paths made hot before players need them. A new process runs the rules, the
 * seats' views and the wire encoding in V8's interpreter until they have been called often
 * enough to be compiled; the first burst of actions after a start (a deploy, or a crash with a
 * thousand tables coming back at once) was served three times slower than the same burst a few
 * seconds later (docs/DEPLOY.md, "A server that starts warm"). So, once it listens, the server
 * plays a few whole games of its own in memory, through the same functions an action goes
 * through (the table model's step, each seat's view, event and answer, their JSON), one game
 * per turn of the event loop so that a real request never waits behind more than one.
 * Nothing is stored and nothing leaves the process: the games are the server's own, dealt from
 * a fixed seed, with no player and no table id anyone can ask for.
 */
import { randomAction } from '../../src/game/index.ts';
import { Rng, seedRng } from '../../src/random/prng.ts';
import { encodeAnswer, encodeEvent, newWireState } from '../client/wire.ts';
import { eventFor, tableInfo, viewOf } from './events.ts';
import { step, waitingSeats, type LogRow, type TableModel } from './table-model.ts';

/** Seats and packs of the warm-up games: the common four-seat base game, and Heroes for its own paths. */
const GAMES: readonly { readonly packs: readonly string[]; readonly seats: number }[] = [
  { packs: ['base'], seats: 4 },
  { packs: ['heroes'], seats: 3 },
];

/** What a warm-up game went through: its last version and status, and the JSON it wrote. */
export interface WarmUpGame {
  readonly packs: readonly string[];
  readonly version: number;
  readonly status: TableModel['status'];
  readonly bytes: number;
}

/** Plays one game in memory, projecting every version as the HTTP app would for every seat. */
export function playWarmUpGame(round: number, now: number): WarmUpGame {
  const { packs, seats } = GAMES[round % GAMES.length]!;
  const id = `warm-up-${round}`;
  const rng = new Rng(seedRng(id));
  let version = 0;
  const row = (kind: LogRow['kind'], seat: number, body: unknown): LogRow => ({ version: ++version, kind, seat, body, at: now }) as LogRow;
  let model: TableModel = step(null, id, row('create', 0, { setup: { seats, packs }, name: 'P0' }));
  for (let s = 1; s < seats; s++) model = step(model, id, row('join', s, { name: `P${s}` }));
  model = step(model, id, row('start', 0, { players: seats, seed: id }));
  const wires = Array.from({ length: seats }, () => newWireState('edits'));
  let bytes = 0;
  for (let n = 0; n < 500 && model.status === 'playing' && model.game; n++) {
    const seat = waitingSeats(model)[0];
    if (seat === undefined) break;
    const action = randomAction(model.game, seat, rng);
    if (!action) break;
    const before = model;
    model = step(model, id, row('action', seat, { action }));
    const table = tableInfo(model, now);
    for (let s = 0; s < seats; s++) bytes += JSON.stringify(encodeEvent(eventFor(model, 'action', seat, s, now, table), wires[s]!)).length;
    const known = viewOf(before, seat);
    const answer = { version: model.version, replayed: false, table, view: viewOf(model, seat) };
    bytes += JSON.stringify(encodeAnswer(answer, known ? { version: before.version, view: known } : null, 'edits')).length;
  }
  return { packs, version: model.version, status: model.status, bytes };
}

/**
 * Plays `games` warm-up games, one per turn of the event loop; resolves when done or stopped.
 * `stop()` ends it early (the server closing).
 */
export function warmUp(games: number, now: () => number): { done: Promise<WarmUpGame[]>; stop: () => void } {
  let stopped = false;
  const done = (async () => {
    const played: WarmUpGame[] = [];
    for (let round = 0; round < games && !stopped; round++) {
      await new Promise<void>((r) => setImmediate(r));
      if (!stopped) played.push(playWarmUpGame(round, now()));
    }
    return played;
  })();
  return { done, stop: () => (stopped = true) };
}
