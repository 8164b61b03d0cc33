import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { gameMachine } from '../../machines/game.machine.ts';
import { placementMachine } from '../../machines/placement.machine.ts';
import { selectWaiting } from '../../machines/selectors.ts';
import { legalActions } from '../../src/game/legal.ts';
import { checkState, nonJsonAt } from '../../src/game/invariants.ts';
import { replay, toSaved } from '../../src/game/replay.ts';
import type { Action, GameContent } from '../../src/game/types.ts';
import { tinyPack } from '../unit/game/tiny-pack.ts';

const input = { content: tinyPack, options: { players: 2, edicts: { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } }, seed: 5 } as const;

describe('game statechart', () => {
  it('waits at the drawing barrier until both players have drawn', () => {
    const actor = createActor(gameMachine, { input }).start();
    expect(actor.getSnapshot().matches({ season: { turn: 'drawing' } })).toBe(true);
    expect(selectWaiting(actor.getSnapshot())).toBe(2);
    const turn = actor.getSnapshot().context.state.turn;
    actor.send({ type: 'game.action', action: legalActions(actor.getSnapshot().context.state, 0)[0]! });
    expect(selectWaiting(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().context.state.turn).toBe(turn);
    actor.send({ type: 'game.action', action: legalActions(actor.getSnapshot().context.state, 1)[0]! });
    expect(actor.getSnapshot().context.state.turn).toBeGreaterThan(turn);
  });

  it('keeps a refused action as a violation and does not move', () => {
    const actor = createActor(gameMachine, { input }).start();
    const before = actor.getSnapshot().context.state;
    actor.send({ type: 'game.action', action: { type: 'hero', player: 0, cell: [0, 0] } });
    expect(actor.getSnapshot().context.violation?.code).toBe('turn.wrong-action');
    expect(actor.getSnapshot().context.state).toBe(before);
  });

  it('restores a persisted snapshot mid-turn and plays on to the end', () => {
    const actor = createActor(gameMachine, { input }).start();
    actor.send({ type: 'game.action', action: legalActions(actor.getSnapshot().context.state, 0)[0]! });
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const resumed = createActor(gameMachine, { input, snapshot: saved }).start();
    expect(resumed.getSnapshot().context.state).toEqual(actor.getSnapshot().context.state);
    expect(selectWaiting(resumed.getSnapshot())).toBe(1);
    for (let i = 0; i < 200 && resumed.getSnapshot().status !== 'done'; i++) {
      const s = resumed.getSnapshot().context.state;
      const p = s.tasks.findIndex((q) => q.length > 0);
      resumed.send({ type: 'game.action', action: legalActions(s, p)[0]! });
    }
    expect(resumed.getSnapshot().matches('gameOver')).toBe(true);
    expect(resumed.getSnapshot().context.state.result?.winners.length).toBeGreaterThan(0);
  });

  it('model-based: every state reachable over the tiny table keeps the engine invariants (xstate/graph)', () => {
    // Events: player 0's first and player 1's last legal action, in either order: the graph covers every
    // interleaving of the simultaneous phases through the whole game.
    const model = createTestModel(gameMachine, {
      events: (snapshot) => {
        const s = snapshot.context.state;
        const out: { type: 'game.action'; action: Action }[] = [];
        for (let p = 0; p < s.options.players; p++) {
          const legal = legalActions(s, p);
          if (legal.length > 0) out.push({ type: 'game.action', action: legal[p === 0 ? 0 : legal.length - 1]! });
        }
        return out;
      },
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.state.sheets.map((x) => x.grid.fills), snapshot.context.state.tasks, snapshot.context.state.turn]),
      limit: 20000,
    });
    const paths = model.getShortestPaths({ input, limit: 20000 } as never);
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.some((p) => p.state.matches({ season: { turn: 'drawing' } }) && p.state.context.waiting === 1)).toBe(true);
    for (const path of paths) {
      const s = path.state.context.state;
      expect(checkState(s)).toEqual([]);
      expect(nonJsonAt(s)).toBeNull();
      // The statechart mirrors the engine's stage.
      if (s.stage === 'draw') expect(path.state.matches({ season: { turn: 'drawing' } })).toBe(true);
      if (s.stage === 'gameOver') expect(path.state.matches('gameOver')).toBe(true);
    }
  });
});

describe('game statechart, model-based over a micro table (several choices per player)', () => {
  // The tiny table on a 2x3 map (one ruins space) with seasons of 1 time: each season is one
  // explore card, perhaps after the ruin and the imp. Each player may send its FIRST or its LAST
  // legal action, in either order, so the graph holds every interleaving of two different choices
  // per player through the whole game: a few hundred distinct states, many different endings.
  const microPack: GameContent = {
    ...tinyPack,
    packs: ['micro'],
    map: { ...tinyPack.map, id: 'micro-side', rows: ['.r.', '...'] },
    seasons: tinyPack.seasons.map((season) => ({ ...season, time: 1 })),
  };
  const microInput = { content: microPack, options: { players: 2, edicts: { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } }, seed: 5 } as const;

  it('keeps the engine invariants in every reachable state, and different choices lead to different games', () => {
    const model = createTestModel(gameMachine, {
      events: (snapshot) => {
        const s = snapshot.context.state;
        const out: { type: 'game.action'; action: Action }[] = [];
        for (let p = 0; p < s.options.players; p++) {
          const legal = legalActions(s, p);
          for (const i of new Set([0, legal.length - 1])) if (legal[i]) out.push({ type: 'game.action', action: legal[i] });
        }
        return out;
      },
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.state.sheets.map((x) => x.grid.fills), snapshot.context.state.tasks, snapshot.context.state.turn]),
    });
    const paths = model.getShortestPaths({ input: microInput, limit: 5000 } as never);
    expect(paths.length).toBeGreaterThan(200);
    const endings = new Set<string>();
    for (const path of paths) {
      const snap = path.state;
      const s = snap.context.state;
      expect(checkState(s)).toEqual([]);
      expect(nonJsonAt(s)).toBeNull();
      // The barrier counts exactly the players who still owe an action.
      expect(snap.context.waiting).toBe(s.tasks.filter((q) => q.length > 0).length);
      if (s.stage === 'draw') expect(snap.matches({ season: { turn: 'drawing' } })).toBe(true);
      if (s.stage === 'ambush') expect(snap.matches({ season: { turn: 'ambush' } })).toBe(true);
      if (s.stage === 'gameOver') {
        expect(snap.matches('gameOver')).toBe(true);
        expect(s.scores.every((row) => row.length === 4)).toBe(true);
        // Every ending replays from its saved form to the same state.
        expect(replay(JSON.parse(JSON.stringify(toSaved(s))), microPack)).toEqual(s);
        endings.add(JSON.stringify(s.result));
      }
    }
    // The ambush barrier was reached with one player still to draw the imp on the other's sheet.
    expect(paths.some((p) => p.state.matches({ season: { turn: 'ambush' } }) && p.state.context.waiting === 1)).toBe(true);
    // The choices matter: several different final results.
    expect(endings.size).toBeGreaterThan(5);
    // About 2 s on a quiet machine; the machine is shared, so a generous limit.
  }, 30_000);
});

describe('placement statechart', () => {
  it('previews with a reason, undoes, and emits the action on confirm', () => {
    const game = createActor(gameMachine, { input }).start();
    const s = game.getSnapshot().context.state;
    const task = s.tasks[0]![0]!;
    const emitted: Action[] = [];
    const actor = createActor(placementMachine, {
      input: { player: 0, sheet: s.sheets[0]!, card: s.cards[task.card] as never, ruins: task.kind === 'draw' && task.ruins === true },
    }).start();
    actor.on('placement.action', (e) => emitted.push(e.action));
    actor.send({ type: 'placement.moved', at: [0, 0] });
    // Seed 5 opens with ruin + dot: (0,0) is not a ruins space.
    expect(actor.getSnapshot().context.preview).toMatchObject({ legal: false, code: 'placement.ruins' });
    actor.send({ type: 'placement.confirmed' });
    expect(actor.getSnapshot().value).toBe('previewing');
    actor.send({ type: 'placement.moved', at: [1, 1] });
    expect(actor.getSnapshot().context.preview?.legal).toBe(true);
    actor.send({ type: 'placement.undone' });
    expect(actor.getSnapshot().context.at).toEqual([0, 0]);
    actor.send({ type: 'placement.undone' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'placement.moved', at: [1, 1] });
    actor.send({ type: 'placement.confirmed' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[1, 1]] }]);
    game.send({ type: 'game.action', action: emitted[0]! });
    expect(game.getSnapshot().context.violation).toBeNull();
  });
});
