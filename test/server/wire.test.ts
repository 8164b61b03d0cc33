/**
 * The compact event encoding must give back exactly viewFor at every version, including when a
 * simultaneous phase closes and the other seats' entries appear inside the log, not at its end.
 */
import { describe, expect, it } from 'vitest';
import { basePack, combinePacks } from '../../src/content/index.ts';
import { apply, newGame, randomAction, viewFor, type GameState } from '../../src/game/index.ts';
import { Rng, seedRng } from '../../src/random/prng.ts';
import { decodeEvent, encodeEvent, newWireState } from '../../client/wire.ts';
import type { TableEvent } from '../../server/events.ts';

function versions(players: number, seed: string): GameState[] {
  const content = combinePacks([basePack]);
  let state = newGame(content, { players }, seed);
  const out = [state];
  const rng = new Rng(seedRng(`${seed}/players`));
  while (state.stage !== 'gameOver') {
    // A random seat among those who owe an action: the entries of a phase land in any order.
    const waiting = state.tasks.flatMap((q, i) => (q.length > 0 ? [i] : []));
    const p = waiting[rng.int(waiting.length)]!;
    const r = apply(state, randomAction(state, p, rng)!);
    state = r.state!;
    out.push(state);
  }
  return out;
}

describe('the compact event encoding', () => {
  const states = versions(3, 'wire');

  it.each([0, 1, 2])('decodes to viewFor(state, %i) at every version of a whole game', (seat) => {
    const server = newWireState();
    const client = newWireState();
    let hiddenThenShown = 0;
    let wireBytes = 0;
    let fullBytes = 0;
    states.forEach((state, i) => {
      const event: TableEvent = { version: i + 1, kind: 'action', by: 0, seat, table: {} as TableEvent['table'], view: viewFor(state, seat) };
      const wire = JSON.parse(JSON.stringify(encodeEvent(event, server)));
      if (wire.log.from < (i === 0 ? 0 : viewFor(states[i - 1]!, seat).log.length)) hiddenThenShown++;
      wireBytes += JSON.stringify(wire).length;
      fullBytes += JSON.stringify(event).length;
      expect(decodeEvent(wire, client)).toEqual(JSON.parse(JSON.stringify(event)));
    });
    // The log was rewritten inside (not only appended to) at least once: the phase closings.
    expect(hiddenThenShown).toBeGreaterThan(0);
    // ...and the point of it: far fewer bytes than full views.
    expect(wireBytes).toBeLessThan(fullBytes / 2);
  });

  it('refuses a delta that does not fit what the client has', () => {
    const event: TableEvent = { version: 9, kind: 'action', by: 0, seat: 0, table: {} as TableEvent['table'], view: viewFor(states[5]!, 0) };
    const wire = encodeEvent(event, { log: viewFor(states[4]!, 0).log, statics: { cards: {}, seasons: [], edicts: {} as never, soloTitles: [] } });
    expect(() => decodeEvent(wire, newWireState())).toThrow(/keeps \d+ log entries of 0|lacks its cards/);
  });
});
