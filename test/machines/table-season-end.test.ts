/**
 * A season's summary keeps the next season hidden: the engine has already revealed Summer's first
 * card (and walked its ambush onto the map) when Spring is scored, but the table shows Spring's maps
 * and says nothing of Summer until the player continues.
 */
import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableMachine } from '../../machines/table.machine.ts';
import { connectTable, wholeState, localOf, countStepOf } from '../../machines/table.connect.ts';
import type { TableSetup } from '../../machines/table/setup.ts';
import { legalActions } from '../../src/game/legal.ts';
import type { GameState } from '../../src/game/types.ts';
import { tableWording } from '../../components/words/table-wording.ts';
import { tinyPack } from '../unit/game/tiny-pack.ts';
import { COUNT_STEP_MS } from '../../machines/table/chart-setup.ts';
import { explainScore } from '../../src/game/explain.ts';

const edicts = { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } as const;
// With this code Summer's first card is an ambush that walks onto the map (found by playing the first legal move each turn).
const setup: TableSetup = { players: 1, names: ['Ada'], mode: 'base', map: 'side-a', code: 'AMBU2', edicts };
const monsters = (fills: readonly string[]) => fills.filter((f) => f === 'monster').length;

describe("the season summary does not show the next season's first card", () => {
  it('shows the map without the walked monster, holds back its news, and tells it after Continue', () => {
    const a = createActor(tableMachine, { input: { storage: null, storageKey: '', customTable: tinyPack } }).start();
    a.send({ type: 'table.setup.submitted', setup });
    for (let i = 0; i < 50 && !a.getSnapshot().matches({ running: 'seasonSummary' }); i++) {
      const st = wholeState(a.getSnapshot().context.shown)!;
      localOf(a.getSnapshot().context)!.game!.send({ type: 'game.action', action: legalActions(st, 0)[0]! });
    }
    const s = a.getSnapshot();
    expect(s.matches({ running: 'seasonSummary' })).toBe(true);
    const state = wholeState(s.context.shown)!;
    // The engine has walked Summer's ambush onto the map already.
    expect(monsters(state.sheets[0]!.grid.fills)).toBeGreaterThan(0);
    const view = connectTable(s, undefined, tableWording);
    expect(monsters(view.summary!.maps[0]!.grid.fills)).toBe(0);
    const told = [...s.context.announcement.happenings, ...(s.context.banner?.happenings ?? [])].map((h) => h.code);
    expect(told).toContain('season.scored');
    expect(told).not.toContain('monster.walked');
    expect(told.filter((c) => c === 'card.revealed').length).toBeLessThanOrEqual(2); // Spring's own reveals only
    expect(localOf(s.context)!.walk).toBeNull();
    const summerReveals = state.log.slice(s.context.logSeen).filter((e) => e.action.type === 'reveal').length;
    expect(summerReveals).toBeGreaterThan(0);

    a.send({ type: 'table.season.continued' });
    const after = a.getSnapshot();
    expect(after.matches({ running: 'playing' })).toBe(true);
    expect(after.context.announcement.happenings.map((h) => h.code)).toContain('monster.walked');
    expect(after.context.banner?.happenings.map((h) => h.code)).toContain('monster.walked');
    expect(localOf(after.context)!.walk?.cells.length).toBeGreaterThan(0);
    expect(after.context.logSeen).toBe(state.log.length);
    expect(monsters(connectTable(after, undefined, tableWording).board!.grid.fills)).toBeGreaterThan(0);
    a.stop();
  });
});

/** A solo table played to the end of Spring by the first legal move each turn. */
function atSpringSummary() {
  const a = createActor(tableMachine, { input: { storage: null, storageKey: '', customTable: tinyPack } }).start();
  a.send({ type: 'table.setup.submitted', setup });
  for (let i = 0; i < 50 && !a.getSnapshot().matches({ running: 'seasonSummary' }); i++) {
    const st = wholeState(a.getSnapshot().context.shown)!;
    localOf(a.getSnapshot().context)!.game!.send({ type: 'game.action', action: legalActions(st, 0)[0]! });
  }
  return a;
}

describe("the season's scoring counted out step by step", () => {
  afterEach(() => vi.useRealTimers());

  it("lights each scored edict's spaces in turn (the engine's explanation), counts the stars up, then shows the scoresheet", () => {
    vi.useFakeTimers();
    const a = atSpringSummary();
    const state = wholeState(a.getSnapshot().context.shown)!;
    const spring = state.scores[0]![0]!;
    const spaces = (letter: 'A' | 'B' | 'monsters') => explainScore(state, { player: 0, season: 0, letter }, tinyPack).contributions.flatMap((x) => x.cells);
    const view = () => connectTable(a.getSnapshot(), undefined, tableWording).summary!;

    expect(a.getSnapshot().matches({ running: { seasonSummary: 'counting' } })).toBe(true);
    expect(view().count!.parts).toEqual(['A', 'B', 'coins', 'monsters']);
    expect(view().count!.step).toBe(0);
    expect(view().maps[0]!.highlight).toEqual(spaces('A'));
    expect(view().count!.tallies).toEqual([spring.edicts[0].stars]);

    vi.advanceTimersByTime(COUNT_STEP_MS);
    expect(view().count!.step).toBe(1);
    expect(view().maps[0]!.highlight).toEqual(spaces('B'));
    expect(view().count!.tallies).toEqual([spring.edicts[0].stars + spring.edicts[1].stars]);

    vi.advanceTimersByTime(COUNT_STEP_MS);
    expect(view().count!.step).toBe(2);
    expect(view().maps[0]!.highlight).toEqual([]);
    vi.advanceTimersByTime(COUNT_STEP_MS);
    expect(view().count!.step).toBe(3);
    expect(view().maps[0]!.highlight).toEqual(spaces('monsters'));
    expect(view().count!.tallies).toEqual([spring.total]);

    vi.advanceTimersByTime(COUNT_STEP_MS);
    expect(a.getSnapshot().matches({ running: { seasonSummary: 'counted' } })).toBe(true);
    expect(view().count).toBeNull();
    a.stop();
  });

  it('is skipped at once (the Skip button, or reduced motion), and Continue works while counting', () => {
    vi.useFakeTimers();
    const a = atSpringSummary();
    a.send({ type: 'table.count.skipped' });
    expect(a.getSnapshot().matches({ running: { seasonSummary: 'counted' } })).toBe(true);
    expect(countStepOf(a.getSnapshot())).toBeNull();
    a.stop();
    const b = atSpringSummary();
    expect(countStepOf(b.getSnapshot())).toBe(0);
    b.send({ type: 'table.season.continued' });
    expect(b.getSnapshot().matches({ running: 'playing' })).toBe(true);
    expect(countStepOf(b.getSnapshot())).toBeNull();
    b.stop();
  });
});
