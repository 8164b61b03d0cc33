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
import { SseParser, type SseMessage } from '../../web/client/sse.ts';

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

/** Seat `seat`'s event at `version`: its view of `state` after an action of seat 0. */
const eventOf = (version: number, state: GameState, seat: number): TableEvent => ({
  version,
  kind: 'action',
  by: 0,
  seat,
  table: {} as TableEvent['table'],
  view: viewFor(state, seat),
});

describe('the compact event encoding', () => {
  const states = versions(3, 'wire');

  it.each([0, 1, 2])('decodes to viewFor(state, %i) at every version of a whole game', (seat) => {
    const server = newWireState();
    const client = newWireState();
    let hiddenThenShown = 0;
    let wireBytes = 0;
    let fullBytes = 0;
    states.forEach((state, i) => {
      const event: TableEvent = eventOf(i + 1, state, seat);
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

  it.each([0, 1, 2])('with differences (?diff=1) decodes to viewFor(state, %i) at every version, in a quarter of the bytes', (seat) => {
    const server = newWireState(true);
    const client = newWireState();
    const plain = newWireState();
    let diffBytes = 0;
    let plainBytes = 0;
    let differences = 0;
    let previous: TableEvent | null = null;
    states.forEach((state, i) => {
      const event: TableEvent = eventOf(i + 1, state, seat);
      const text = JSON.stringify(encodeEvent(event, server));
      const wire = JSON.parse(text);
      expect(wire.same ?? wire.keep).toBeUndefined();
      if (wire.unchanged) differences++;
      diffBytes += text.length;
      plainBytes += JSON.stringify(encodeEvent(event, plain)).length;
      const decoded = decodeEvent(wire, client);
      expect(decoded).toEqual(JSON.parse(JSON.stringify(event)));
      // Decoding fills in the new view, never the one it was a difference from (the client's previous).
      if (previous) expect(previous.view).toEqual(JSON.parse(JSON.stringify(viewFor(states[i - 1]!, seat))));
      previous = decoded;
    });
    // Every event after the first is a difference (the seat's own tasks and the table move on).
    expect(differences).toBe(states.length - 1);
    // Measured: about a quarter of the compact events without differences (the other seats' sheets
    // stay home, and of a changed sheet only what changed travels).
    expect(diffBytes).toBeLessThan(plainBytes / 3);
  });

  it('refuses unchanged places that are not in the view it holds, or inside what was sent whole', () => {
    const server = newWireState(true);
    const client = newWireState();
    decodeEvent(JSON.parse(JSON.stringify(encodeEvent(eventOf(1, states[5]!, 0), server))), client);
    const next = JSON.parse(JSON.stringify(encodeEvent(eventOf(2, states[6]!, 0), server)));
    expect(next.unchanged.length).toBeGreaterThan(0);
    const copy = () => ({ ...client, view: client.view, log: client.log, statics: client.statics });
    expect(() => decodeEvent({ ...next, unchanged: [['nothing-here']] }, copy())).toThrow(/the base view does not have: nothing-here/);
    expect(() => decodeEvent({ ...next, unchanged: [['turn', 'x']] }, copy())).toThrow(/inside what was sent whole: turn.x/);
    expect(() => decodeEvent({ ...next, unchanged: [[]] }, copy())).toThrow(/names the whole view/);
    expect(decodeEvent(next, copy()).view).toEqual(JSON.parse(JSON.stringify(viewFor(states[6]!, 0))));
  });

  it('refuses a difference from a view the client does not hold', () => {
    const server = newWireState(true);
    const [first, second] = [0, 1].map((i) => encodeEvent(eventOf(i + 1, states[i + 5]!, 0), server));
    // A client that lost the first event (its state still knows the log and cards, not the view).
    const client = newWireState();
    decodeEvent(JSON.parse(JSON.stringify(first)), client);
    client.view = null;
    expect(() => decodeEvent(JSON.parse(JSON.stringify(second)), client)).toThrow(/difference from a view the client does not hold/);
  });

  it('refuses a delta that does not fit what the client has', () => {
    const event: TableEvent = eventOf(9, states[5]!, 0);
    const wire = encodeEvent(event, { log: viewFor(states[4]!, 0).log, statics: { cards: {}, seasons: [], edicts: {} as never, soloTitles: [] } });
    expect(() => decodeEvent(wire, newWireState())).toThrow(/keeps \d+ log entries of 0|lacks its cards/);
  });

  it.each([
    [1, false],
    [3, false],
    [1, true],
    [3, true],
  ])(
    "an action's answer, a difference from the view %i versions back, decodes to viewFor at every version (unchanged places at any depth: %s)",
    (back, deep) => {
      let compact = 0;
      let whole = 0;
      for (let i = back; i < states.length; i++) {
        for (const seat of [0, 1, 2]) {
          const known = { version: i - back + 1, view: viewFor(states[i - back]!, seat) };
          const view = viewFor(states[i]!, seat);
          const text = JSON.stringify(encodeAnswer({ version: i + 1, replayed: false, table: {} as TableEvent['table'], view }, known, deep));
          const answer = JSON.parse(text);
          expect(answer.base).toBe(i - back + 1);
          // A client that did not ask for `unchanged` (an older one) gets `same` and `keep` only.
          if (!deep) expect(answer.unchanged).toBeUndefined();
          else expect(answer.same ?? answer.keep).toBeUndefined();
          expect(answer.view.cards).toBeUndefined();
          // The client's copy of its view went through JSON too.
          const decoded = decodeAnswer(answer, JSON.parse(JSON.stringify(known)));
          expect(decoded.view).toEqual(JSON.parse(JSON.stringify(view)));
          compact += text.length;
          whole += JSON.stringify(view).length;
        }
      }
      // Measured: a quarter of the whole views one version back, a third three back (more sheets
      // changed); at any depth under an eighth and a fifth.
      expect(compact).toBeLessThan(whole / (deep ? (back === 1 ? 8 : 4) : back === 1 ? 4 : 2.5));
    },
  );

  it('refuses an answer that is a difference from a view the client does not hold', () => {
    const answer = encodeAnswer(
      { version: 7, replayed: false, table: {} as TableEvent['table'], view: viewFor(states[6]!, 0) },
      { version: 6, view: viewFor(states[5]!, 0) },
    );
    expect(() => decodeAnswer(answer, { version: 5, view: viewFor(states[4]!, 0) })).toThrow(/difference from version 6/);
    expect(decodeAnswer({ ...answer, base: undefined, view: viewFor(states[6]!, 0) }, null).view).toEqual(viewFor(states[6]!, 0));
  });

  it.each([0, 1, 2])('with edits of lists (?diff=2) decodes to viewFor(state, %i) at every version, in fewer bytes than ?diff=1', (seat) => {
    const server = newWireState('edits');
    const deep = newWireState(true);
    const client = newWireState();
    let editBytes = 0;
    let deepBytes = 0;
    let edited = 0;
    let previous: TableEvent | null = null;
    states.forEach((state, i) => {
      const event: TableEvent = eventOf(i + 1, state, seat);
      const text = JSON.stringify(encodeEvent(event, server));
      const wire = JSON.parse(text);
      // A sheet's fills that changed in a few cells travel as those cells: [place, [index, value...]].
      for (const [path, items] of wire.edits ?? []) {
        edited++;
        expect(path.at(-1)).toBe('fills');
        expect(items.length % 2).toBe(0);
      }
      editBytes += text.length;
      deepBytes += JSON.stringify(encodeEvent(event, deep)).length;
      const decoded = decodeEvent(wire, client);
      expect(decoded).toEqual(JSON.parse(JSON.stringify(event)));
      // The edited lists are copies: the view they were edited from is left as it was.
      if (previous) expect(previous.view).toEqual(JSON.parse(JSON.stringify(viewFor(states[i - 1]!, seat))));
      previous = decoded;
    });
    expect(edited).toBeGreaterThan(states.length / 2);
    // Measured: about two thirds of the bytes of ?diff=1 (a changed sheet sends its changed cells, not its 121 fills).
    expect(editBytes).toBeLessThan(deepBytes * 0.75);
  });

  it('refuses edits outside their list, of a list the base does not have, or of the whole view', () => {
    const server = newWireState('edits');
    const client = newWireState();
    let i = 5;
    decodeEvent(JSON.parse(JSON.stringify(encodeEvent(eventOf(1, states[i]!, 0), server))), client);
    let next = JSON.parse(JSON.stringify(encodeEvent(eventOf(2, states[++i]!, 0), server)));
    // The first action of seat 0 after state 5 that changes its sheet.
    while (!next.edits) next = JSON.parse(JSON.stringify(encodeEvent(eventOf(i + 2, states[++i]!, 0), server)));
    const copy = () => ({ ...client, view: client.view, log: client.log, statics: client.statics });
    // `client` holds the view before the one `next` differs from: take the one just before it.
    client.view = JSON.parse(JSON.stringify(viewFor(states[i - 1]!, 0)));
    client.log = client.view!.log;
    const [path, items] = next.edits[0];
    expect(() => decodeEvent({ ...next, edits: [[path, [121, 'forest']]] }, copy())).toThrow(/an edit outside its list/);
    expect(() => decodeEvent({ ...next, edits: [[['nothing-here'], items]] }, copy())).toThrow(/the base view does not have: nothing-here/);
    expect(() => decodeEvent({ ...next, edits: [[[], items]] }, copy())).toThrow(/names the whole view/);
    expect(decodeEvent(next, copy()).view).toEqual(JSON.parse(JSON.stringify(viewFor(states[i]!, 0))));
  });

  it.each([1, 3])("an action's answer with edits (diff=2), a difference from the view %i versions back, decodes to viewFor at every version", (back) => {
    let edits = 0;
    let compact = 0;
    let deep = 0;
    for (let i = back; i < states.length; i++) {
      for (const seat of [0, 1, 2]) {
        const known = { version: i - back + 1, view: viewFor(states[i - back]!, seat) };
        const view = viewFor(states[i]!, seat);
        const text = JSON.stringify(encodeAnswer({ version: i + 1, replayed: false, table: {} as TableEvent['table'], view }, known, 'edits'));
        const answer = JSON.parse(text);
        if (answer.edits) edits++;
        expect(decodeAnswer(answer, JSON.parse(JSON.stringify(known))).view).toEqual(JSON.parse(JSON.stringify(view)));
        compact += text.length;
        deep += JSON.stringify(encodeAnswer({ version: i + 1, replayed: false, table: {} as TableEvent['table'], view }, known, true)).length;
      }
    }
    expect(edits).toBeGreaterThan(0);
    expect(compact).toBeLessThan(deep * 0.8);
  });
});

describe('the event-stream reader', () => {
  const frames = [
    'event: table\nid: 1\ndata: {"a":1}\n\n',
    ': keep-alive\n\n',
    'event: table\nid: 2\ndata: {"b":"x\\ny"}\ndata: second line\n\n',
    'data: no event name\n\n',
  ];
  const expected = [
    { id: '1', event: 'table', data: '{"a":1}' },
    { id: '2', event: 'table', data: '{"b":"x\\ny"}\nsecond line' },
    // The last event id stays until another is sent (the spec).
    { id: '2', event: 'message', data: 'no event name' },
  ];

  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('reads the same events with %s line ends, however the text is cut into chunks', (_name, end) => {
    const text = frames.join('').replaceAll('\n', end);
    for (let cut = 1; cut <= text.length; cut++) {
      const got: SseMessage[] = [];
      const parser = new SseParser((m) => got.push(m));
      for (let i = 0; i < text.length; i += cut) parser.push(text.slice(i, i + cut));
      expect(got, `chunks of ${cut}`).toEqual(expected);
    }
  });
});
