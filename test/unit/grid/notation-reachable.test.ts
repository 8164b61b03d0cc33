/**
 * The notation can write every map the engine can reach: random Heroes games (a zombie ambush on a
 * ruins space inside a hero's pattern leaves a destroyed space on ruins), every state of each, every
 * sheet formatted and read back to the same grid.
 */
import { describe, expect, it } from 'vitest';
import { modeTable } from '../../../src/content/tables.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { newGame } from '../../../src/game/setup.ts';
import type { GameState } from '../../../src/game/types.ts';
import { formatNotation, parseNotation } from '../../../src/grid/notation.ts';

const GAMES = 12;

describe('NOTATION round trip over reachable states', () => {
  it(`formats and reads back every sheet of every state of ${GAMES} random Heroes games`, () => {
    let states = 0;
    let destroyedOnRuins = 0;
    const failures: string[] = [];
    const visit = (s: GameState) => {
      states++;
      for (const sheet of s.sheets) {
        const g = sheet.grid;
        g.fills.forEach((f, i) => {
          if (f === 'destroyed' && g.ruins[i]) destroyedOnRuins++;
        });
        try {
          const back = parseNotation(formatNotation(g));
          expect(back).toEqual({ rows: g.rows, cols: g.cols, fills: [...g.fills], ruins: [...g.ruins] });
        } catch (e) {
          failures.push(`${(e as Error).message}`);
        }
      }
      return false;
    };
    for (let game = 0; game < GAMES; game++) {
      const table = modeTable(game % 2 ? 'heroes' : 'combined', game % 4 < 2 ? 'side-c' : 'side-d');
      const start = newGame(table, { players: 1 + (game % 3) }, `notation-${game}`);
      visit(start);
      const end = playRandomly(start, { until: visit, seed: game });
      expect(end.stage).toBe('gameOver');
    }
    expect(failures).toEqual([]);
    expect(states).toBeGreaterThan(GAMES * 50);
    // The case the notation lacked is among the states visited.
    expect(destroyedOnRuins).toBeGreaterThan(0);
  });
});
