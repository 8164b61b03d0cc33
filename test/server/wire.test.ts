/**
 * The compact event encoding must give back exactly viewFor at every version, including when a
 * simultaneous phase closes and the other seats' entries appear inside the log, not at its end.
 */
import { describe, expect, it } from 'vitest';
import { basePack, combinePacks } from '../../src/content/index.ts';
import { apply, newGame, randomAction, viewFor, type GameState } from '../../src/game/index.ts';
import { Rng, seedRng } from '../../src/random/prng.ts';
import { decodeAnswer, decodeEvent, encodeAnswer, encodeEvent, newWireState } from '../../web/client/wire.ts';
import type { TableEvent } from '../../web/server/events.ts';

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

  it.each([1, 3])('an action\'s answer, a difference from the view %i versions back, decodes to viewFor at every version', (back) => {
    let compact = 0;
    let whole = 0;
    for (let i = back; i < states.length; i++) {
      for (const seat of [0, 1, 2]) {
        const known = { version: i - back + 1, view: viewFor(states[i - back]!, seat) };
        const view = viewFor(states[i]!, seat);
        const answer = JSON.parse(JSON.stringify(encodeAnswer({ version: i + 1, replayed: false, table: {} as TableEvent['table'], view }, known)));
        expect(answer.base).toBe(i - back + 1);
        expect(answer.view.cards).toBeUndefined();
        // The client's copy of its view went through JSON too.
        const decoded = decodeAnswer(answer, JSON.parse(JSON.stringify(known)));
        expect(decoded.view).toEqual(JSON.parse(JSON.stringify(view)));
        compact += JSON.stringify(answer).length;
        whole += JSON.stringify(view).length;
      }
    }
    // Measured: a quarter of the whole views one version back, a third three back (more sheets changed).
    expect(compact).toBeLessThan(whole / (back === 1 ? 4 : 2.5));
  });

  it('refuses an answer that is a difference from a view the client does not hold', () => {
    const answer = encodeAnswer({ version: 7, replayed: false, table: {} as TableEvent['table'], view: viewFor(states[6]!, 0) }, { version: 6, view: viewFor(states[5]!, 0) });
    expect(() => decodeAnswer(answer, { version: 5, view: viewFor(states[4]!, 0) })).toThrow(/difference from version 6/);
    expect(decodeAnswer({ ...answer, base: undefined, view: viewFor(states[6]!, 0) }, null).view).toEqual(viewFor(states[6]!, 0));
  });
});
