import { describe, expect, it } from 'vitest';
import { carto } from '../helpers/cli.ts';

// 3x4 map with a ruins space at (1,0) and a mountain at (1,2).
const map = `
. . . .
r . M .
. . . .
`;

describe('carto placements', () => {
  it('lists every placement of every option as JSON', async () => {
    // Great River option 1 "X/X/X": upright in columns 0, 1, 3 (column 2 has the mountain) and lying
    // in rows 0 and 2 (two positions each): 7. Option 2, the staircase "..X/.XX/XX.", always covers
    // its 3x3 box's centre: the box at column 1 is centred on the mountain; at column 0 the 4 turns
    // cover two middle-edge spaces each, and only the 2 avoiding the right middle (1,2) fit: 9 in all.
    const run = await carto(['placements', '-', '--card', 'great-river', '--json'], map);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { placements: { option: number; cells: number[][] }[]; fallback: boolean };
    expect(out.fallback).toBe(false);
    expect(out.placements.filter((p) => p.option === 0)).toHaveLength(7);
    expect(out.placements).toHaveLength(9);
    expect(out.placements[0]).toEqual({
      option: 0,
      cells: [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
    });
  });

  it('applies the ruins requirement with --ruins', async () => {
    // Fishing Village "XXXX" fits only in rows 0 and 2, never over the ruins: fallback.
    const run = await carto(['placements', '-', '--card', 'fishing-village', '--ruins', '--json'], map);
    expect(JSON.parse(run.stdout)).toEqual({ placements: [], fallback: true });
    const plain = await carto(['placements', '-', '--card', 'fishing-village', '--json'], map);
    expect(JSON.parse(plain.stdout).placements).toEqual([
      {
        option: 0,
        cells: [
          [0, 0],
          [0, 1],
          [0, 2],
          [0, 3],
        ],
      },
      {
        option: 0,
        cells: [
          [2, 0],
          [2, 1],
          [2, 2],
          [2, 3],
        ],
      },
    ]);
  });

  it('prints one line per placement without --json, and the fallback', async () => {
    const run = await carto(['placements', '-', '--card', 'fishing-village'], map);
    expect(run.stdout).toBe('fishing-village: 2 legal placements\noption 1: 0,0 0,1 0,2 0,3\noption 1: 2,0 2,1 2,2 2,3\n');
    const full = await carto(['placements', '-', '--card', 'fishing-village', '--ruins'], map);
    expect(full.stdout).toMatch(/no option fits: draw a 1x1 square instead \(11 empty spaces\)/);
  });

  it('takes ambush cards too', async () => {
    // Goblin Attack's diagonal (2 orientations) in a 3x3 box at column 0 or 1: at column 1 both
    // diagonals cross the mountain (1,2); at column 0 both fit.
    const run = await carto(['placements', '-', '--card', 'goblin-attack', '--json'], map);
    expect(JSON.parse(run.stdout)).toEqual({
      placements: [
        {
          option: 0,
          cells: [
            [0, 0],
            [1, 1],
            [2, 2],
          ],
        },
        {
          option: 0,
          cells: [
            [0, 2],
            [1, 1],
            [2, 0],
          ],
        },
      ],
      fallback: false,
    });
  });

  it('refuses bad input with exit 2', async () => {
    expect((await carto(['placements', '-', '--card', 'no-such-card'], map)).code).toBe(2);
    expect((await carto(['placements', '-', '--card', 'sentinel-wood'], map)).stderr).toMatch(/scoring card/);
    expect((await carto(['placements', '-'], map)).stderr).toMatch(/--card <id> is required/);
    const bad = await carto(['placements', '-', '--card', 'great-river'], '. . Q\n');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/<stdin>:1:5: unknown character 'Q'/);
  });
});
