/**
 * The table statechart over a micro table (test/unit/game/tiny-pack.ts: a 3x4 map, seasons of 2
 * time): every screen reachable by model-based traversal (xstate/graph), solo and 2-player
 * pass-and-play, local and online; every path replayed on a real actor and then reloaded from its
 * save, which must come back to the same screen.
 */
import { wholeState, localOf, shownGame } from '../../machines/table.connect.ts';
import { createActor, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { tableMachine } from '../../machines/table.machine.ts';
import { screenFor, seasonsScored, type TableEvent, type TableInput } from '../../machines/table/context.ts';
import type { Phase, Shown, SourceEvent } from '../../machines/table/sources.ts';
import { phaseOfStage } from '../../machines/table/phase.ts';
import { owingSeats } from '../../machines/table/turn.ts';
import { gameOptions, type TableSetup } from '../../machines/table/setup.ts';
import { newGame } from '../../src/game/setup.ts';
import { apply } from '../../src/game/apply.ts';
import { legalActions, waitingFor } from '../../src/game/legal.ts';
import { viewFor } from '../../src/game/view.ts';
import type { Action, GameState, GameView } from '../../src/game/types.ts';
import { MemoryStorage } from '../support/memory-storage.ts';
import { tinyPack } from '../unit/game/tiny-pack.ts';

type Snap = SnapshotFrom<typeof tableMachine>;
type Event = TableEvent | SourceEvent;

const edicts = { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } as const;
const setupFor = (players: number): TableSetup => ({ players, names: ['Ada', 'Bo'].slice(0, players), mode: 'base', map: 'side-a', code: 'MICRO', edicts });

/** The screen a snapshot shows, as a flat name. */
function screenOf(s: Snap): string {
  for (const name of ['setup', 'confirmingNew', 'connecting', 'booting'] as const) if (s.matches(name)) return name;
  for (const name of ['handover', 'seasonSummary', 'gameOver'] as const) if (s.matches({ running: name })) return name;
  if (s.matches({ running: { playing: { device: 'acting' } } })) return 'acting';
  if (s.matches({ running: { playing: { device: 'waiting' } } })) return 'waiting';
  return JSON.stringify(s.value);
}

/** The phase each engine stage is in (what the game statechart's states mirror). */
const PHASE_OF_STAGE: Record<GameState['stage'], Phase> = { draw: 'drawing', ambush: 'ambush', hero: 'hero', effects: 'seasonEnded', gameOver: 'gameOver' };

// The action behind each generated source event, so that a path can be replayed on a real actor.
const actionOf = new WeakMap<object, { player: number; action: Action }>();
// Online, the context holds a seat's view; the whole state behind it is kept here.
const stateOf = new WeakMap<object, GameState>();

function changed(shown: Shown, state: GameState): SourceEvent {
  return {
    type: 'source.changed',
    shown,
    waiting: waitingFor(state),
    owing: owingSeats(state),
    info: null,
    connection: 'open',
    problem: '',
    refusal: null,
    phase: phaseOfStage(state.stage),
  };
}

/** The game moving on: the acting player's first legal action (one interleaving keeps the graph small). */
function nextGame(state: GameState, online: boolean): SourceEvent | null {
  const p = state.tasks.findIndex((q) => q.length > 0);
  if (p < 0) return null;
  const action = legalActions(state, p)[0]!;
  const next = apply(state, action).state!;
  const shown: Shown = online ? { kind: 'online', view: viewFor(next, 0) } : { kind: 'local', state: next };
  if (online) stateOf.set(shown, next);
  const event = changed(shown, next);
  actionOf.set(event, { player: p, action });
  return event;
}

function localEvents(players: number) {
  return (s: Snap): Event[] => {
    const out: Event[] = [];
    const c = s.context;
    if (s.matches('setup')) out.push({ type: 'table.setup.submitted', setup: setupFor(players) });
    if (s.matches('setup') && c.shown) out.push({ type: 'table.newGame.cancelled' });
    if (s.matches('confirmingNew')) out.push({ type: 'table.newGame.confirmed' }, { type: 'table.newGame.cancelled' });
    if (s.matches({ running: 'handover' })) out.push({ type: 'table.device.taken' });
    if (s.matches({ running: 'seasonSummary' })) out.push({ type: 'table.season.continued' });
    if (s.matches({ running: 'gameOver' })) out.push({ type: 'table.rematch' }, { type: 'table.newGame.asked' });
    if (s.matches({ running: 'playing' }) && c.seasonsSeen === 0) out.push({ type: 'table.newGame.asked' });
    const game = s.matches('running') && c.shown ? nextGame(wholeState(c.shown)!, false) : null;
    if (game && (s.matches({ running: 'playing' }) || s.matches({ running: 'handover' }))) out.push(game);
    return out;
  };
}

const serialize = (s: Snap) =>
  JSON.stringify([s.value, shownGame(s.context)?.log.length ?? -1, s.context.seasonsSeen, s.context.shownPlayer, localOf(s.context)?.pending?.code ?? null]);

function localPaths(players: number) {
  const input: TableInput = { storage: new MemoryStorage(), storageKey: 'micro', customTable: tinyPack, newCode: () => 'FRESH' };
  return getShortestPaths(tableMachine, { events: localEvents(players), serializeState: serialize, input, limit: 50_000 } as never) as unknown as Array<{
    state: Snap;
    steps: Array<{ event: Event; state: Snap }>;
  }>;
}

describe('table statechart (model-based)', () => {
  for (const players of [1, 2]) {
    it(`${players === 1 ? 'solo' : '2-player pass-and-play'}: every screen is reachable and agrees with the game it shows`, () => {
      const paths = localPaths(players);
      expect(paths.length).toBeGreaterThan(players === 1 ? 15 : 40);
      const screens = new Set(paths.map((p) => screenOf(p.state)));
      const expected = ['setup', 'confirmingNew', 'acting', 'seasonSummary', 'gameOver', ...(players > 1 ? ['handover'] : [])];
      for (const screen of expected) expect(screens, `reaches ${screen}`).toContain(screen);
      for (const { state } of paths) {
        const c = state.context;
        if (state.matches('running')) {
          // The running screen is always the one the game calls for.
          const want = screenFor(c);
          expect(screenOf(state) === want || (want === 'playing' && ['acting', 'waiting'].includes(screenOf(state)))).toBe(true);
          // Never a season summary already seen, never a hand-over in solo.
          expect(c.seasonsSeen).toBeLessThanOrEqual(seasonsScored(shownGame(c)!));
          if (players === 1) expect(screenOf(state)).not.toBe('handover');
          // The barrier the table shows is the engine's: who still owes an action.
          expect(c.waiting).toBe(waitingFor(wholeState(c.shown)!));
        }
      }
      // "New game" offers the last choices with a fresh code; "Rematch" keeps the code.
      const asked = paths.find((p) => p.state.matches('setup') && p.state.context.shown);
      expect(asked && localOf(asked.state.context)?.setupDraft?.code).toBe('FRESH');
      const over = paths.find((p) => p.state.matches({ running: 'gameOver' }))!.state;
      const rematch = getNextSnapshot(tableMachine, over, { type: 'table.rematch' });
      expect(localOf(rematch.context)?.setup?.code).toBe('MICRO');
      expect(shownGame(rematch.context)?.stage).not.toBe('gameOver');
      expect(shownGame(rematch.context)?.log).toEqual(newGame(tinyPack, gameOptions(setupFor(players)), 'MICRO').log);
    });

    it(`${players === 1 ? 'solo' : '2-player'}: replayed on a real actor, every path's save resumes to the same screen after a reload`, () => {
      const paths = localPaths(players);
      let checked = 0;
      for (const path of paths) {
        const storage = new MemoryStorage();
        const input: TableInput = { storage, storageKey: 'micro', customTable: tinyPack, newCode: () => 'FRESH' };
        const actor = createActor(tableMachine, { input }).start();
        for (const step of path.steps) {
          const behind = actionOf.get(step.event);
          // A game step is the acting player's action sent to the real game (the source relays it back).
          if (behind) localOf(actor.getSnapshot().context)!.game!.send({ type: 'game.action', action: behind.action });
          else actor.send(step.event);
        }
        const before = actor.getSnapshot();
        expect(screenOf(before)).toBe(screenOf(path.state));
        expect(shownGame(before.context)?.log).toEqual(shownGame(path.state.context)?.log);
        // The phase the table shows is the game statechart's state, and it agrees with the engine.
        const shown = shownGame(before.context);
        if (shown && before.matches('running')) expect(before.context.phase).toBe(PHASE_OF_STAGE[shown.stage]);
        actor.stop();
        if (!shown) continue;
        const reloaded = createActor(tableMachine, { input: { ...input } }).start();
        const after = reloaded.getSnapshot();
        // A reload returns to the game: the screen it was on, except that a setup or a confirmation
        // over a running game returns to that game, and a 2-player device is handed over again.
        const want = screenFor({ ...before.context, shownPlayer: -1 });
        const got = screenOf(after);
        expect(got === want || (want === 'playing' && ['acting', 'waiting'].includes(got)), `${screenOf(before)} -> ${got}`).toBe(true);
        expect(shownGame(after.context)?.log).toEqual(shown.log);
        expect(after.context.seasonsSeen).toBe(before.context.seasonsSeen);
        reloaded.stop();
        checked++;
      }
      expect(checked).toBeGreaterThan(10);
      // Hundreds of whole replays: slow on a busy machine, and no assertion is about time.
    }, 60_000);
  }

  it('online (a fake source): connecting, then the seat plays, waits, sees each season and the end; a refusal restarts the task', () => {
    const start = createLocal();
    const input: TableInput = { storage: null, storageKey: '', transport: {} as never };
    const events = (s: Snap): Event[] => {
      const c = s.context;
      if (s.matches('connecting')) {
        const view: Shown = { kind: 'online', view: viewFor(start, 0) };
        stateOf.set(view, start);
        const before: SourceEvent = {
          type: 'source.changed',
          shown: null,
          waiting: 0,
          owing: [],
          info: null,
          connection: 'open',
          problem: '',
          refusal: null,
          phase: 'starting',
        };
        return [changed(view, start), before];
      }
      const out: Event[] = [];
      if (s.matches({ running: 'seasonSummary' })) out.push({ type: 'table.season.continued' });
      if (s.matches({ running: { playing: { device: 'acting' } } }))
        out.push({ type: 'source.refused', refusal: { code: 'turn.wrong-action', message: 'No.' } });
      const full = c.shown ? stateOf.get(c.shown) : undefined;
      const game = full && s.matches({ running: 'playing' }) ? nextGame(full, true) : null;
      if (game) out.push(game);
      return out;
    };
    const paths = getShortestPaths(tableMachine, {
      events,
      serializeState: (s: Snap) => JSON.stringify([s.value, shownGame(s.context)?.log.length ?? -1, s.context.seasonsSeen, s.context.refusal]),
      input,
      limit: 50_000,
    } as never) as unknown as Array<{ state: Snap }>;
    const screens = new Set(paths.map((p) => screenOf(p.state)));
    for (const screen of ['connecting', 'acting', 'waiting', 'seasonSummary', 'gameOver']) expect(screens, `reaches ${screen}`).toContain(screen);
    for (const { state } of paths) {
      expect(screenOf(state)).not.toBe('handover');
      expect(screenOf(state)).not.toBe('setup');
      if (state.context.refusal) expect(screenOf(state)).toBe('acting');
    }
  });
});

function createLocal(): GameState {
  const actor = createActor(tableMachine, { input: { storage: null, storageKey: '', customTable: tinyPack } }).start();
  actor.send({ type: 'table.setup.submitted', setup: setupFor(2) });
  const state = wholeState(actor.getSnapshot().context.shown)!;
  actor.stop();
  return state;
}

describe('table statechart: what a reload keeps', () => {
  it('keeps a tentative placement (option, terrain, turn, position) and the season summary being shown', () => {
    const storage = new MemoryStorage();
    const input: TableInput = { storage, storageKey: 'keep', customTable: tinyPack };
    const a = createActor(tableMachine, { input }).start();
    a.send({ type: 'table.setup.submitted', setup: setupFor(1) });
    type Placement = { send(e: unknown): void; getSnapshot(): { context: { turns: number; at: unknown; terrain: unknown } } };
    const placement = () => a.getSnapshot().children.placement as unknown as Placement;
    // Turn the first card's shape and place it at the top-left corner, without confirming.
    placement().send({ type: 'placement.rotated' });
    placement().send({ type: 'placement.moved', at: [0, 0] });
    const before = placement().getSnapshot().context;
    expect(before.turns).toBe(1);
    a.stop();
    const b = createActor(tableMachine, { input }).start();
    const after = (b.getSnapshot().children.placement as unknown as Placement).getSnapshot().context;
    expect(after.turns).toBe(1);
    expect(after.at).toEqual([0, 0]);
    expect(after.terrain).toEqual(before.terrain);
    b.stop();

    // Play on to the end of spring: the reload comes back to the summary, and after "continue" it does not.
    const c = createActor(tableMachine, { input }).start();
    for (let i = 0; i < 50 && !c.getSnapshot().matches({ running: 'seasonSummary' }); i++) {
      const st = wholeState(c.getSnapshot().context.shown)!;
      localOf(c.getSnapshot().context)!.game!.send({ type: 'game.action', action: legalActions(st, 0)[0]! });
    }
    expect(c.getSnapshot().matches({ running: 'seasonSummary' })).toBe(true);
    c.stop();
    const d = createActor(tableMachine, { input }).start();
    expect(d.getSnapshot().matches({ running: 'seasonSummary' })).toBe(true);
    d.send({ type: 'table.season.continued' });
    d.stop();
    const e = createActor(tableMachine, { input }).start();
    expect(e.getSnapshot().matches({ running: 'seasonSummary' })).toBe(false);
    e.stop();
  });
});
