/**
 * The table with computer players (machines/table/bots.ts, review.ts): computer seats play by
 * themselves and are never handed the device; a hint is the bot's move for the device player, shown
 * and then taken as the tentative placement; the review of a solo game replays each turn with the
 * computer playing on. The thinker is the engine's bot itself (the page runs it in a worker), spied
 * on to check that it only ever gets one player's view.
 */
import { createActor, waitFor, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { tableMachine } from '../../machines/table.machine.ts';
import { connectTable, hintOf, wholeState, localOf, reviewTableOf, reviewOf } from '../../machines/table.connect.ts';
import { tableWording } from '../../components/words/table-wording.ts';
import { connectReview, reviewKeyEvent } from '../../machines/review.connect.ts';
import type { TableInput } from '../../machines/table/context.ts';
import type { Thinker } from '../../machines/table/bots.ts';
import { markCostly, playOut, turnsOf, type ReviewTurn } from '../../machines/table/review.ts';
import type { TableSetup } from '../../machines/table/setup.ts';
import type { PlacementContext } from '../../machines/placement.machine.ts';
import { decide } from '../../src/bot/decide.ts';
import { legalActions } from '../../src/game/legal.ts';
import type { GameState, GameView } from '../../src/game/types.ts';
import { MemoryStorage } from '../support/memory-storage.ts';
import { tinyPack } from '../unit/game/tiny-pack.ts';

const edicts = { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } as const;

/** The engine's bot as the thinker, keeping every view it was given. */
function spyThinker(): { think: Thinker; views: GameView[] } {
  const views: GameView[] = [];
  return { views, think: async (view, options) => (views.push(view), decide(view, options)) };
}

function table(think: Thinker | undefined): Actor<typeof tableMachine> {
  const input: TableInput = { storage: new MemoryStorage(), storageKey: 'bots', customTable: tinyPack, newCode: () => 'FRESH', ...(think ? { think } : {}) };
  return createActor(tableMachine, { input }).start();
}

const settle = () => new Promise((r) => setTimeout(r, 0));

type PlacementRef = { send(e: unknown): void; getSnapshot(): { context: PlacementContext } };
const placementOf = (a: Actor<typeof tableMachine>) => a.getSnapshot().children.placement as unknown as PlacementRef | undefined;

describe('computer seats', () => {
  it('a person against the computer: the computer plays its own turns from its view only, nobody hands it the device, the game ends', async () => {
    const spy = spyThinker();
    const a = table(spy.think);
    const setup: TableSetup = { players: 2, names: ['Ada', 'Robo'], mode: 'base', map: 'side-a', code: 'VS1', edicts, bots: [null, 'easy'] };
    a.send({ type: 'table.setup.submitted', setup });
    const screens = new Set<string>();
    for (let i = 0; i < 200 && !a.getSnapshot().matches({ running: 'gameOver' }); i++) {
      const s = a.getSnapshot();
      screens.add(JSON.stringify(s.value));
      if (s.matches({ running: 'seasonSummary' })) a.send({ type: 'table.season.continued' });
      else if (s.matches({ running: { playing: { device: 'acting' } } })) {
        const st = wholeState(s.context.shown)!;
        localOf(s.context)!.game!.send({ type: 'game.action', action: legalActions(st, 0)[0]! });
      } else if (s.matches({ running: { playing: { computers: 'computing' } } })) {
        // The board shows the person's map meanwhile, and says who is thinking.
        const view = connectTable(s, undefined, tableWording);
        expect(view.board?.computing).toBe('Robo');
        expect(view.board?.sheet).toBe(0);
        await waitFor(a, (x) => !x.matches({ running: { playing: { computers: 'computing' } } }) || x.context.refusal !== null, { timeout: 5000 });
        expect(a.getSnapshot().context.refusal).toBeNull();
      } else await settle();
    }
    const end = a.getSnapshot();
    expect(end.matches({ running: 'gameOver' })).toBe(true);
    // One person: never a hand-over screen.
    expect([...screens].some((x) => x.includes('handover'))).toBe(false);
    const state = wholeState(end.context.shown)!;
    const robo = state.log.filter((e) => e.player === 1 && ['draw', 'monster', 'destroy', 'hero'].includes(e.action.type));
    expect(robo.length).toBeGreaterThan(0);
    // Every question carried one player's view: no seed, no generator, no deck order.
    // (A computer task may be asked twice: its thinking restarts when the person's task changes meanwhile.)
    expect(spy.views.length).toBeGreaterThanOrEqual(robo.length);
    for (const v of spy.views) {
      expect(v.viewer).toBe(1);
      expect(typeof v.deck).toBe('number');
      expect('seed' in v || 'rng' in v).toBe(false);
    }
    a.stop();
  });

  it('the computer draws while the person is still placing, and the person’s unconfirmed placement stays', async () => {
    const a = table(spyThinker().think);
    a.send({
      type: 'table.setup.submitted',
      setup: { players: 2, names: ['Ada', 'Robo'], mode: 'base', map: 'side-a', code: 'VS4', edicts, bots: [null, 'strong'] },
    });
    expect(a.getSnapshot().matches({ running: { playing: { device: 'acting', computers: 'computing' } } })).toBe(true);
    placementOf(a)!.send({ type: 'placement.moved', at: [1, 1] });
    const placement = placementOf(a);
    await waitFor(a, (s) => wholeState(s.context.shown)!.log.some((e) => e.player === 1));
    const s = a.getSnapshot();
    expect(s.matches({ running: { playing: { device: 'acting', computers: 'idle' } } })).toBe(true);
    expect(placementOf(a)).toBe(placement);
    expect(placementOf(a)!.getSnapshot().context.at).toEqual([1, 1]);
    // The computer's task is decided once: it does not think again until it has a new one.
    expect(wholeState(s.context.shown)!.tasks[1]).toEqual([]);
    a.stop();
  });

  it('a reload keeps the computer seats: the computer takes up its open task again', async () => {
    const storage = new MemoryStorage();
    const input: TableInput = { storage, storageKey: 'bots-reload', customTable: tinyPack, think: spyThinker().think };
    const a = createActor(tableMachine, { input }).start();
    // Without a thinker's answer yet (the computer's task is still open), the page goes away.
    a.send({
      type: 'table.setup.submitted',
      setup: { players: 2, names: ['Ada', 'Robo'], mode: 'base', map: 'side-a', code: 'VS5', edicts, bots: [null, 'easy'] },
    });
    a.stop();
    const b = createActor(tableMachine, { input }).start();
    expect(localOf(b.getSnapshot().context)?.setup?.bots).toEqual([null, 'easy']);
    expect(b.getSnapshot().matches({ running: { playing: { computers: 'computing' } } })).toBe(true);
    await waitFor(b, (s) => wholeState(s.context.shown)!.log.some((e) => e.player === 1));
    b.stop();
  });

  it('two people and a computer: the device is handed between the people only', async () => {
    const a = table(spyThinker().think);
    const setup: TableSetup = { players: 3, names: ['Ada', 'Bo', 'Robo'], mode: 'base', map: 'side-a', code: 'VS3', edicts, bots: [null, null, 'strong'] };
    a.send({ type: 'table.setup.submitted', setup });
    const handedTo: string[] = [];
    for (let i = 0; i < 300 && !a.getSnapshot().matches({ running: 'gameOver' }); i++) {
      const s = a.getSnapshot();
      if (s.matches({ running: 'handover' })) {
        handedTo.push(connectTable(s, undefined, tableWording).handover!.name);
        a.send({ type: 'table.device.taken' });
      } else if (s.matches({ running: 'seasonSummary' })) a.send({ type: 'table.season.continued' });
      else if (s.matches({ running: { playing: { device: 'acting' } } })) {
        const st = wholeState(s.context.shown)!;
        const p = st.tasks.findIndex((q) => q.length > 0);
        localOf(s.context)!.game!.send({ type: 'game.action', action: legalActions(st, p)[0]! });
      } else await waitFor(a, (x) => !x.matches({ running: { playing: { computers: 'computing' } } }), { timeout: 5000 });
    }
    expect(a.getSnapshot().matches({ running: 'gameOver' })).toBe(true);
    expect(new Set(handedTo)).toEqual(new Set(['Ada', 'Bo']));
    a.stop();
  });

  it('without a thinker a computer seat says it is stuck instead of waiting silently', async () => {
    const a = table(undefined);
    a.send({
      type: 'table.setup.submitted',
      setup: { players: 2, names: ['Robo', 'Ada'], mode: 'base', map: 'side-a', code: 'VS2', edicts, bots: [null, 'easy'] },
    });
    const st = wholeState(a.getSnapshot().context.shown)!;
    localOf(a.getSnapshot().context)!.game!.send({ type: 'game.action', action: legalActions(st, 0)[0]! });
    await waitFor(a, (x) => x.context.refusal !== null, { timeout: 2000 });
    expect(a.getSnapshot().context.refusal).toMatchObject({ code: 'bot.stuck', message: expect.stringMatching(/no computer player/) });
    a.stop();
  });
});

describe('the hint', () => {
  it('is the bot’s move, shown as the ghost with its projected stars; taken, it becomes the tentative placement and is confirmed as usual', async () => {
    const spy = spyThinker();
    const a = table(spy.think);
    a.send({ type: 'table.setup.submitted', setup: { players: 1, names: ['Ada'], mode: 'base', map: 'side-a', code: 'HINT1', edicts } });
    expect(connectTable(a.getSnapshot(), placementOf(a)!.getSnapshot().context, tableWording).board?.hint?.status).toBe('offered');
    a.send({ type: 'table.hint.asked' });
    expect(connectTable(a.getSnapshot(), placementOf(a)!.getSnapshot().context, tableWording).board?.hint?.status).toBe('thinking');
    await waitFor(a, (s) => s.matches({ running: { playing: { device: { acting: 'hinted' } } } }));
    const suggestion = hintOf(a.getSnapshot())!.action;
    expect(suggestion.type).toBe('draw');
    const view = connectTable(a.getSnapshot(), placementOf(a)!.getSnapshot().context, tableWording).board!;
    expect(view.hint?.status).toBe('shown');
    expect(view.ghost?.cells).toEqual(suggestion.type === 'draw' ? suggestion.cells : []);
    expect(view.hint?.seasonTotal).toBe(view.season?.total);
    // The hint asked for the player's own view.
    expect(spy.views.at(-1)!.viewer).toBe(0);
    a.send({ type: 'table.hint.taken' });
    const p = placementOf(a)!.getSnapshot().context;
    expect(p.preview?.cells).toEqual(suggestion.type === 'draw' ? suggestion.cells : []);
    expect(p.history.length).toBe(1);
    expect(hintOf(a.getSnapshot())).toBeNull();
    placementOf(a)!.send({ type: 'placement.confirmed' });
    await settle();
    const log = wholeState(a.getSnapshot().context.shown)!.log;
    expect(log.find((e) => e.player === 0 && e.action.type === 'draw')?.action).toEqual(suggestion);
    a.stop();
  });

  it('dismissed, it leaves the player’s own placement as it was', async () => {
    const a = table(spyThinker().think);
    a.send({ type: 'table.setup.submitted', setup: { players: 1, names: ['Ada'], mode: 'base', map: 'side-a', code: 'HINT2', edicts } });
    placementOf(a)!.send({ type: 'placement.moved', at: [2, 3] });
    const before = placementOf(a)!.getSnapshot().context;
    a.send({ type: 'table.hint.asked' });
    await waitFor(a, (s) => s.matches({ running: { playing: { device: { acting: 'hinted' } } } }));
    a.send({ type: 'table.hint.dismissed' });
    expect(a.getSnapshot().matches({ running: { playing: { device: { acting: 'unhinted' } } } })).toBe(true);
    const after = placementOf(a)!.getSnapshot().context;
    expect(after.at).toEqual(before.at);
    expect(connectTable(a.getSnapshot(), after, tableWording).board?.ghost?.cells).toEqual(before.preview?.cells);
    a.stop();
  });
});

describe('the review of a solo game', () => {
  async function finishedSolo(think: Thinker) {
    const a = table(think);
    a.send({ type: 'table.setup.submitted', setup: { players: 1, names: ['Ada'], mode: 'base', map: 'side-a', code: 'REVIEW', edicts } });
    for (let i = 0; i < 100 && !a.getSnapshot().matches({ running: 'gameOver' }); i++) {
      const s = a.getSnapshot();
      if (s.matches({ running: 'seasonSummary' })) a.send({ type: 'table.season.continued' });
      else {
        const st = wholeState(s.context.shown)!;
        // The last legal move: a poor player, so the computer has something to teach.
        const moves = legalActions(st, 0);
        localOf(s.context)!.game!.send({ type: 'game.action', action: moves[moves.length - 1]! });
      }
    }
    return a;
  }

  it('replays each turn with the computer playing on: the costs add up, the three costliest are marked, arrows move between turns', async () => {
    const spy = spyThinker();
    const a = await finishedSolo(spy.think);
    expect(connectTable(a.getSnapshot(), undefined, tableWording).over?.canReview).toBe(true);
    a.send({ type: 'table.review.opened' });
    await waitFor(a, (s) => s.matches({ running: { gameOver: { reviewing: 'ready' } } }), { timeout: 20_000 });
    const c = a.getSnapshot().context;
    const state = wholeState(c.shown)!;
    const turns = reviewOf(a.getSnapshot()).progress!.turns;
    expect(turns.length).toBe(turnsOf(state, tinyPack).length);
    expect(turns.length).toBeGreaterThan(3);
    const final = state.result!.players[0]!.total;
    // The last move led to the real score; each turn's "yours" is the next turn's "computer's".
    expect(turns.at(-1)!.yours.stars).toBe(final);
    for (let t = 0; t + 1 < turns.length; t++) expect(turns[t]!.yours.stars).toBe(turns[t + 1]!.bot!.stars);
    const sum = turns.reduce((n, t) => n + t.cost!, 0);
    expect(sum).toBe(turns[0]!.bot!.stars - final);
    // The computer's stars are a real replay: the first turn again, by hand.
    const first = await playOut(turnsOf(state, tinyPack)[0]!.before, async (v, o) => decide(v, o));
    expect(turns[0]!.bot!.stars).toBe(first.stars);
    // The costliest (positive) turns are marked, at most three.
    const costly = turns.filter((t) => t.costly);
    expect(costly.length).toBeLessThanOrEqual(3);
    const unmarked = turns.filter((t) => !t.costly).map((t) => t.cost!);
    for (const t of costly) {
      expect(t.cost!).toBeGreaterThan(0);
      for (const u of unmarked) expect(t.cost!).toBeGreaterThanOrEqual(u);
    }
    // The review saw views only.
    for (const v of spy.views) expect('seed' in v).toBe(false);
    // Keyboard: End, then ArrowUp.
    const view = connectReview(reviewTableOf(a.getSnapshot()), tableWording)!;
    expect(view.rows.length).toBe(turns.length);
    a.send(reviewKeyEvent(view, 'End')!);
    expect(reviewOf(a.getSnapshot()).turn).toBe(turns.length - 1);
    a.send(reviewKeyEvent(connectReview(reviewTableOf(a.getSnapshot()), tableWording)!, 'ArrowUp')!);
    expect(reviewOf(a.getSnapshot()).turn).toBe(turns.length - 2);
    expect(reviewKeyEvent(view, 'x')).toBeNull();
    // Closed and opened again: the review is kept, not worked out twice.
    const asked = spy.views.length;
    a.send({ type: 'table.review.closed' });
    a.send({ type: 'table.review.opened' });
    expect(a.getSnapshot().matches({ running: { gameOver: { reviewing: 'ready' } } })).toBe(true);
    expect(spy.views.length).toBe(asked);
    a.stop();
  });

  it('marks the costliest turns, ties to the earlier, never a turn that cost nothing', () => {
    const turn = (index: number, cost: number): ReviewTurn => ({
      index,
      season: 0,
      card: 'x',
      grid: { rows: 1, cols: 1, fills: ['empty'], ruins: [false] },
      yours: { action: { type: 'hero', player: 0, cell: [0, 0] }, stars: 0 },
      bot: null,
      cost,
      costly: false,
    });
    const marked = markCostly([turn(0, 2), turn(1, 5), turn(2, 0), turn(3, 2), turn(4, -3), turn(5, 2)]);
    expect(marked.filter((t) => t.costly).map((t) => t.index)).toEqual([0, 1, 3]);
    expect(markCostly([turn(0, 0), turn(1, -1)]).some((t) => t.costly)).toBe(false);
  });
});

describe('the review after a game of several players', () => {
  /** Plays a local game to its end: every person's task by its last legal move, computers by themselves. */
  async function finished(setup: TableSetup, think: Thinker) {
    const a = table(think);
    a.send({ type: 'table.setup.submitted', setup });
    for (let i = 0; i < 400 && !a.getSnapshot().matches({ running: 'gameOver' }); i++) {
      const s = a.getSnapshot();
      if (s.matches({ running: 'seasonSummary' })) a.send({ type: 'table.season.continued' });
      else if (s.matches({ running: 'handover' })) a.send({ type: 'table.device.taken' });
      else if (s.matches({ running: { playing: { device: 'acting' } } })) {
        const st = wholeState(s.context.shown)!;
        const p = st.tasks.findIndex((q, seat) => q.length > 0 && !setup.bots?.[seat]);
        const moves = legalActions(st, p);
        localOf(s.context)!.game!.send({ type: 'game.action', action: moves[moves.length - 1]! });
      } else await waitFor(a, (x) => x !== s, { timeout: 5000 }).catch(() => settle());
    }
    expect(a.getSnapshot().matches({ running: 'gameOver' })).toBe(true);
    return a;
  }

  it("a person against a computer reviews their own turns (not the computer's), measured by their own total", async () => {
    const a = await finished(
      { players: 2, names: ['Ada', 'Robo'], mode: 'base', map: 'side-a', code: 'VSREV', edicts, bots: [null, 'easy'] },
      spyThinker().think,
    );
    const over = connectTable(a.getSnapshot(), undefined, tableWording).over!;
    expect(over.canReview).toBe(true);
    expect(over.reviewable).toEqual([{ player: 0, name: 'Ada' }]);
    // The computer's seat has nothing to review.
    a.send({ type: 'table.review.opened', player: 1 });
    expect(a.getSnapshot().matches({ running: { gameOver: 'results' } })).toBe(true);
    a.send({ type: 'table.review.opened' });
    await waitFor(a, (s) => s.matches({ running: { gameOver: { reviewing: 'ready' } } }), { timeout: 30_000 });
    const c = a.getSnapshot().context;
    const state = wholeState(c.shown)!;
    const turns = reviewOf(a.getSnapshot()).progress!.turns;
    expect(reviewOf(a.getSnapshot()).progress!.player).toBe(0);
    expect(turns.length).toBe(turnsOf(state, tinyPack, 0).length);
    const final = state.result!.players.find((p) => p.player === 0)!.total;
    expect(turns.at(-1)!.yours.stars).toBe(final);
    for (let t = 0; t + 1 < turns.length; t++) expect(turns[t]!.yours.stars).toBe(turns[t + 1]!.bot!.stars);
    expect(turns.reduce((n, t) => n + t.cost!, 0)).toBe(turns[0]!.bot!.stars - final);
    expect(connectReview(reviewTableOf(a.getSnapshot()), tableWording)!.final).toBe(final);
    a.stop();
  }, 60_000);

  it('two people at one device: one review each, by name; the second starts afresh', async () => {
    const a = await finished({ players: 2, names: ['Ada', 'Bo'], mode: 'base', map: 'side-a', code: 'TWOREV', edicts }, spyThinker().think);
    const over = connectTable(a.getSnapshot(), undefined, tableWording).over!;
    expect(over.reviewable.map((p) => p.name)).toEqual(['Ada', 'Bo']);
    a.send({ type: 'table.review.opened', player: 1 });
    await waitFor(a, (s) => s.matches({ running: { gameOver: { reviewing: 'ready' } } }), { timeout: 30_000 });
    const state = wholeState(a.getSnapshot().context.shown)!;
    const review = reviewOf(a.getSnapshot()).progress!;
    expect(review.player).toBe(1);
    expect(review.turns.map((t) => t.yours.action)).toEqual(turnsOf(state, tinyPack, 1).map((t) => t.action));
    expect(review.turns.at(-1)!.yours.stars).toBe(state.result!.players.find((p) => p.player === 1)!.total);
    a.send({ type: 'table.review.closed' });
    a.send({ type: 'table.review.opened', player: 0 });
    expect(reviewOf(a.getSnapshot()).player).toBe(0);
    await waitFor(a, (s) => s.matches({ running: { gameOver: { reviewing: 'ready' } } }), { timeout: 30_000 });
    expect(reviewOf(a.getSnapshot()).progress!.turns.map((t) => t.yours.action)).toEqual(turnsOf(state, tinyPack, 0).map((t) => t.action));
    a.stop();
  }, 90_000);
});
