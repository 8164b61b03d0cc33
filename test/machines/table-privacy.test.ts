/** Pass-and-play keeps the other maps hidden until everyone has drawn: what happened on them is not said to the next person either. */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { tableMachine } from '../../machines/table.machine.ts';
import { happeningsForDevice } from '../../machines/table.connect.ts';
import { viewerOf } from '../../machines/table/context.ts';
import type { TableSetup } from '../../machines/table/setup.ts';
import type { Happening } from '../../src/game/happenings.ts';
import { MemoryStorage } from '../support/memory-storage.ts';

const coin = (sheet: number): Happening => ({ code: 'coins.gained', seq: sheet, sheet, by: sheet, coins: 1, earned: 1, reason: 'shape' }) as Happening;
const scored = { code: 'season.scored', seq: 9, season: 0, player: 0, score: {} } as unknown as Happening;

function table(players: number) {
  const a = createActor(tableMachine, { input: { storage: new MemoryStorage(), storageKey: 'p' } }).start();
  const setup: TableSetup = { players, names: ['Ada', 'Bo'].slice(0, players), mode: 'base', map: 'side-a', code: 'PRIV1' };
  a.send({ type: 'table.setup.submitted', setup });
  a.send({ type: 'table.device.taken' });
  return a;
}

describe('what the person at a shared device is told', () => {
  it("in pass-and-play: their own map's happenings and the season's scores, not another person's coin", () => {
    const a = table(2);
    const viewer = viewerOf(a.getSnapshot().context);
    const other = 1 - viewer;
    expect(happeningsForDevice(a.getSnapshot().context, [coin(other), coin(viewer), scored])).toEqual([coin(viewer), scored]);
    a.stop();
  });

  it('solo: everything', () => {
    const a = table(1);
    expect(happeningsForDevice(a.getSnapshot().context, [coin(1), coin(0)])).toHaveLength(2);
    a.stop();
  });
});
