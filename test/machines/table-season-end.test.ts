/**
 * A season's summary keeps the next season hidden: the engine has already revealed Summer's first
 * card (and walked its ambush onto the map) when Spring is scored, but the table shows Spring's maps
 * and says nothing of Summer until the player continues.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { tableMachine } from '../../machines/table.machine.ts';
import { connectTable } from '../../machines/table.connect.ts';
import type { TableSetup } from '../../machines/table/setup.ts';
import { legalActions } from '../../src/game/legal.ts';
import type { GameState } from '../../src/game/types.ts';
import { tableWording } from '../../components/i18n/table-wording.ts';
import { tinyPack } from '../unit/game/tiny-pack.ts';

const edicts = { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } as const;
// With this code Summer's first card is an ambush that walks onto the map (found by playing the first legal move each turn).
const setup: TableSetup = { players: 1, names: ['Ada'], mode: 'base', map: 'side-a', code: 'AMBU2', edicts };
const monsters = (fills: readonly string[]) => fills.filter((f) => f === 'monster').length;

describe("the season summary does not show the next season's first card", () => {
  it('shows the map without the walked monster, holds back its news, and tells it after Continue', () => {
    const a = createActor(tableMachine, { input: { storage: null, storageKey: '', customTable: tinyPack } }).start();
    a.send({ type: 'table.setup.submitted', setup });
    for (let i = 0; i < 50 && !a.getSnapshot().matches({ running: 'seasonSummary' }); i++) {
      const st = a.getSnapshot().context.shown as GameState;
      a.getSnapshot().context.game!.send({ type: 'game.action', action: legalActions(st, 0)[0]! });
    }
    const s = a.getSnapshot();
    expect(s.matches({ running: 'seasonSummary' })).toBe(true);
    const state = s.context.shown as GameState;
    // The engine has walked Summer's ambush onto the map already.
    expect(monsters(state.sheets[0]!.grid.fills)).toBeGreaterThan(0);
    const view = connectTable(s, undefined, tableWording);
    expect(monsters(view.summary!.maps[0]!.grid.fills)).toBe(0);
    const told = [...s.context.announcement.happenings, ...(s.context.banner?.happenings ?? [])].map((h) => h.code);
    expect(told).toContain('season.scored');
    expect(told).not.toContain('monster.walked');
    expect(told.filter((c) => c === 'card.revealed').length).toBeLessThanOrEqual(2); // Spring's own reveals only
    expect(s.context.walk).toBeNull();
    const summerReveals = state.log.slice(s.context.logSeen).filter((e) => e.action.type === 'reveal').length;
    expect(summerReveals).toBeGreaterThan(0);

    a.send({ type: 'table.season.continued' });
    const after = a.getSnapshot();
    expect(after.matches({ running: 'playing' })).toBe(true);
    expect(after.context.announcement.happenings.map((h) => h.code)).toContain('monster.walked');
    expect(after.context.banner?.happenings.map((h) => h.code)).toContain('monster.walked');
    expect(after.context.walk?.cells.length).toBeGreaterThan(0);
    expect(after.context.logSeen).toBe(state.log.length);
    expect(monsters(connectTable(after, undefined, tableWording).board!.grid.fills)).toBeGreaterThan(0);
    a.stop();
  });
});
