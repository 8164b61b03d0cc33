/** The table statechart playing a daily challenge: dealt at boot, saved apart per day, resumed, and no new game or rematch. */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { tableMachine } from '../../machines/table.machine.ts';
import { connectTable, hintOf, shownGame } from '../../machines/table.connect.ts';
import { tableWording } from '../../components/words/table-wording.ts';
import { dailyStorageKey } from '../../machines/table/daily.ts';
import { dailyDeal, dailyGame } from '../../src/game/daily.ts';
import { MemoryStorage } from '../support/memory-storage.ts';

const start = (storage: MemoryStorage, date = '2026-11-21', mode = 'base' as const) => {
  const actor = createActor(tableMachine, { input: { storage, storageKey: 'k', daily: { date, mode } } });
  actor.start();
  return actor;
};

describe('table statechart: daily challenge', () => {
  it("boots straight into the day's game, saved under the day's key", () => {
    const storage = new MemoryStorage();
    const actor = start(storage);
    const s = actor.getSnapshot();
    expect(s.matches('running')).toBe(true);
    expect(shownGame(s.context)!.log.slice(0, 4)).toEqual(dailyGame('2026-11-21', 'base').state.log.slice(0, 4));
    expect(storage.getItem(dailyStorageKey('k', dailyDeal('2026-11-21', 'base')))).toContain('carto-daily/2026-11-21/base');
    expect(storage.getItem('k')).toBeNull();
    expect(connectTable(s, undefined, tableWording).board?.canAskNewGame).toBe(false);
    actor.send({ type: 'table.newGame.asked' });
    expect(actor.getSnapshot().matches('setup')).toBe(false);
    actor.stop();
  });

  it('offers no hint in a daily challenge, even with a computer to ask, and heads the play screen with the day', () => {
    const think = (() => {
      throw new Error('the daily never asks the computer for a hint');
    }) as never;
    const actor = createActor(tableMachine, { input: { storage: new MemoryStorage(), storageKey: 'k', daily: { date: '2026-11-21', mode: 'base' }, think } });
    actor.start();
    const board = connectTable(actor.getSnapshot(), undefined, tableWording).board!;
    expect(board.hint).toBeNull();
    expect(board.heading).toBe('Daily challenge, November 21, 2026');
    actor.send({ type: 'table.hint.asked' });
    expect(actor.getSnapshot().matches({ running: { playing: { device: { acting: 'hinting' } } } })).toBe(false);
    expect(hintOf(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('another day, or another mode, is another game with its own save', () => {
    const storage = new MemoryStorage();
    start(storage).stop();
    start(storage, '2026-11-22').stop();
    start(storage, '2026-11-22', 'heroes' as never).stop();
    const keys = ['2026-11-21/base', '2026-11-22/base', '2026-11-22/heroes'].map((k) => {
      const [date, mode] = k.split('/') as [string, 'base'];
      return storage.getItem(dailyStorageKey('k', dailyDeal(date, mode)));
    });
    expect(keys.every((k) => k !== null)).toBe(true);
    expect(new Set(keys).size).toBe(3);
  });

  it('a wrong day is said, and nothing is dealt', () => {
    const actor = createActor(tableMachine, { input: { storage: new MemoryStorage(), storageKey: 'k', daily: { date: 'yesterday', mode: 'base' } } });
    actor.start();
    expect(actor.getSnapshot().context.loadProblem).toMatchObject({ kind: 'daily.unavailable', problem: expect.stringMatching(/yesterday/) });
    expect(actor.getSnapshot().context.shown).toBeNull();
    actor.stop();
  });
});
