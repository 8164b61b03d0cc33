/**
 * What the wire costs per action, `?diff=2` (edits of lists) against `?diff=1` timed in the same
 * run, alternating rounds: on the server, the four seats' events (encodeEvent and JSON, the table
 * line's JSON once per version) and the acting seat's answer; on a client, parsing and decoding
 * them. Views come from whole random 4-player games (viewOf: made once per version and seat, as
 * the server does). Prints CPU per action of each and the ratios, with the load average.
 *
 *   npx tsx tools/scripts/load/wire-bench.ts [--games 20] [--rounds 6]
 */
import { loadavg } from 'node:os';
import { randomAction } from '../../../src/game/index.ts';
import { Rng, seedRng } from '../../../src/random/prng.ts';
import { decodeAnswer, decodeEvent, encodeAnswer, encodeEvent, newWireState, type WireEvent } from '../../../web/client/wire.ts';
import { eventFor, tableInfo, viewOf } from '../../../web/server/events.ts';
import { step, type LogRow, type TableModel } from '../../../web/server/table-model.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

/** The models of one whole random game of four, one per version from the start. */
function game(seed: string): TableModel[] {
  const row = (m: TableModel | null, r: { kind: LogRow['kind']; seat: number; body: unknown }) =>
    step(m, seed, { ...r, version: (m?.version ?? 0) + 1, at: 0 } as LogRow);
  let m = row(null, { kind: 'create', seat: 0, body: { setup: { seats: 4, packs: ['base'], seed }, name: 'P0' } });
  for (let p = 1; p < 4; p++) m = row(m, { kind: 'join', seat: p, body: { name: `P${p}` } });
  m = row(m, { kind: 'start', seat: 0, body: { players: 4, seed } });
  const rng = new Rng(seedRng(seed));
  const out = [m];
  while (m.status === 'playing') {
    const seat = m.game!.tasks.findIndex((q) => q.length > 0);
    m = row(m, { kind: 'action', seat, body: { action: randomAction(m.game!, seat, rng)! } });
    out.push(m);
  }
  return out;
}

const games = Array.from({ length: arg('games', 20) }, (_, i) => game(`wire-bench-${i}`));
const actions = games.reduce((n, g) => n + g.length - 1, 0);
// Every view made once beforehand: both forms encode the very same objects, as the server does.
for (const g of games) for (const m of g) for (let s = 0; s < 4; s++) viewOf(m, s);

/** The server's side of every action (four events, one answer): the texts it would send. */
function serve(diff: 'deep' | 'edits'): string[] {
  const texts: string[] = [];
  for (const g of games) {
    const wires = [0, 1, 2, 3].map(() => newWireState(diff));
    for (let i = 1; i < g.length; i++) {
      const m = g[i]!;
      const table = tableInfo(m, 0);
      const tableJson = JSON.stringify(table);
      for (let s = 0; s < 4; s++) {
        const { table: _t, ...rest } = encodeEvent(eventFor(m, 'action', m.last.seat, s, 0, table), wires[s]!);
        texts.push(`{"table":${tableJson},${JSON.stringify(rest).slice(1)}`);
      }
      const seat = m.last.seat;
      const answer = { version: m.version, replayed: false, table: tableInfo(m, 0), view: viewOf(m, seat) };
      texts.push(JSON.stringify(encodeAnswer(answer, { version: m.version - 1, view: viewOf(g[i - 1]!, seat)! }, diff)));
    }
  }
  return texts;
}

/** A client's side: every event parsed and decoded on its seat's connection, every answer from the seat's view before. */
function receive(texts: string[]): void {
  let k = 0;
  for (const g of games) {
    const wires = [0, 1, 2, 3].map(() => newWireState());
    for (let i = 1; i < g.length; i++) {
      for (let s = 0; s < 4; s++) decodeEvent(JSON.parse(texts[k++]!) as WireEvent, wires[s]!);
      const seat = g[i]!.last.seat;
      decodeAnswer(JSON.parse(texts[k++]!), { version: g[i]!.version - 1, view: viewOf(g[i - 1]!, seat)! });
    }
  }
}

/** CPU time (ms) of f. */
function cpu(f: () => void): number {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
}

const totals = { deep: { serve: 0, receive: 0, bytes: 0 }, edits: { serve: 0, receive: 0, bytes: 0 } };
const rounds = arg('rounds', 6);
console.log(
  `wire bench: ${games.length} games, ${actions} actions, ${rounds} rounds; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
for (let r = 0; r <= rounds; r++) {
  for (const diff of r % 2 ? (['edits', 'deep'] as const) : (['deep', 'edits'] as const)) {
    let texts: string[] = [];
    const s = cpu(() => (texts = serve(diff)));
    const c = cpu(() => receive(texts));
    if (r === 0) continue; // the first round warms up
    totals[diff].serve += s;
    totals[diff].receive += c;
    totals[diff].bytes += texts.reduce((n, t) => n + t.length, 0);
  }
}
const per = (ms: number) => ((ms / rounds / actions) * 1000).toFixed(0);
for (const diff of ['deep', 'edits'] as const) {
  const t = totals[diff];
  console.log(
    `  diff=${diff === 'deep' ? 1 : 2}: server ${per(t.serve)} us, client ${per(t.receive)} us of CPU per action; ${(t.bytes / rounds / actions).toFixed(0)} bytes per action (4 events, 1 answer)`,
  );
}
const ratio = (a: number, b: number) => (a / b).toFixed(2);
console.log(
  `  diff=2 / diff=1: server ${ratio(totals.edits.serve, totals.deep.serve)}x, client ${ratio(totals.edits.receive, totals.deep.receive)}x, bytes ${ratio(totals.edits.bytes, totals.deep.bytes)}x; load average now ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
