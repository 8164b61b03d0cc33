import { describe, expect, it } from 'vitest';
import { combinePacks } from '../../../src/content/combine.ts';
import { basePack } from '../../../src/content/official.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { newGame } from '../../../src/game/setup.ts';

const table = combinePacks([basePack], { map: 'side-a' });

describe('playRandomly', () => {
  it('plays checked legal actions until the condition holds, the same way for the same seeds', () => {
    const start = newGame(table, { players: 2 }, 'fixture');
    const a = playRandomly(start, { until: (s) => s.season === 1, seed: 3 });
    const b = playRandomly(start, { until: (s) => s.season === 1, seed: 3 });
    expect(a.season).toBe(1);
    expect(a.scores.every((r) => r.length === 1)).toBe(true);
    expect(b).toEqual(a);
    expect(playRandomly(start, { until: (s) => s.season === 1, seed: 4 })).not.toEqual(a);
  });

  it('plays to the end of the game without a condition, and stops at maxActions', () => {
    const start = newGame(table, { players: 1 }, 'fixture');
    expect(playRandomly(start).stage).toBe('gameOver');
    const three = playRandomly(start, { maxActions: 3 });
    expect(three.log.filter((e) => e.player !== null).length).toBe(3);
  });
});
