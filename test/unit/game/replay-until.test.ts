import { describe, expect, it } from 'vitest';
import { combinePacks } from '../../../src/content/combine.ts';
import { basePack } from '../../../src/content/official.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { replay, replayUntil, toSaved } from '../../../src/game/replay.ts';
import { newGame } from '../../../src/game/setup.ts';

const table = combinePacks([basePack], { map: 'side-a' });

describe('replayUntil', () => {
  const start = newGame(table, { players: 2 }, 'until');
  const springScored = playRandomly(start, { until: (s) => s.scores[0]!.length === 1, seed: 2 });
  const over = playRandomly(springScored, { seed: 2 });

  it('stops at the first point where the condition holds: the state right after spring was scored', () => {
    const then = replayUntil(toSaved(over), table, (s) => s.scores[0]!.length === 1);
    expect(then).toEqual(springScored);
  });

  it('plays the whole log when the condition never holds, like replay', () => {
    expect(replayUntil(toSaved(over), table, () => false)).toEqual(replay(toSaved(over), table));
  });

  it('refuses another table, as replay does', () => {
    const other = combinePacks([basePack], { map: 'side-b' });
    expect(() => replayUntil(toSaved(over), other, () => false)).toThrow(/played with content/);
  });
});
