import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carto } from '../helpers/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'carto-score-'));
// Sentinel Wood: F(0,0) and F(0,1) are on the edge, F(1,1) is the centre: 2.
// Wildholds: no cluster of 6: 0. Monsters: X(2,2) touches empty (1,2) and (2,1): -2.
writeFileSync(join(dir, 'small.txt'), 'F F .\n. F .\n. . X\n');
writeFileSync(join(dir, 'bad.txt'), 'F F .\n. Q .\n');

describe('carto score', () => {
  it('prints "<id> <stars>" for each card, in the order asked', async () => {
    const run = await carto(['score', 'small.txt', '--card', 'sentinel-wood', '--card', 'wildholds'], '', dir);
    expect(run).toEqual({ code: 0, stdout: 'sentinel-wood 2\nwildholds 0\n', stderr: '' });
  });
  it('prints the monster penalty', async () => {
    const run = await carto(['score', 'small.txt', '--monsters'], '', dir);
    expect(run.stdout).toBe('monsters -2\n');
  });
  it('reads the map from standard input with -', async () => {
    // Heroes card: Ulem's Wallow, W between two farms: 4
    const run = await carto(['score', '-', '--card', 'ulems-wallow'], 'A W A\n', dir);
    expect(run.stdout).toBe('ulems-wallow 4\n');
  });
  it('adds the contributions with --json', async () => {
    const run = await carto(['score', 'small.txt', '--card', 'sentinel-wood', '--monsters', '--json'], '', dir);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      cards: [
        {
          id: 'sentinel-wood',
          stars: 2,
          contributions: [
            { cells: [[0, 0]], stars: 1, because: 'forest space adjacent to the map edge' },
            { cells: [[0, 1]], stars: 1, because: 'forest space adjacent to the map edge' },
          ],
        },
      ],
      monsters: {
        stars: -2,
        contributions: [
          { cells: [[1, 2]], stars: -1, because: 'empty space adjacent to a monster' },
          { cells: [[2, 1]], stars: -1, because: 'empty space adjacent to a monster' },
        ],
      },
    });
  });
  it('rejects an unknown card id with exit 2 and a pointer to carto cards', async () => {
    const run = await carto(['score', 'small.txt', '--card', 'no-such-card'], '', dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no scoring card 'no-such-card' \(carto cards lists them\)/);
  });
  it("knows no card named after Object's own properties ('constructor', '__proto__', 'toString')", async () => {
    for (const id of ['constructor', '__proto__', 'toString']) {
      const run = await carto(['score', 'small.txt', '--card', id], '', dir);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`no scoring card '${id}' (carto cards lists them)`);
      expect(run.stderr).not.toMatch(/undefined/);
    }
  });
  it('rejects a card that is not a scoring card', async () => {
    const run = await carto(['score', 'small.txt', '--card', 'side-a'], '', dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/not a scoring card/);
  });
  it('names the file, line and column of a bad map', async () => {
    const run = await carto(['score', 'bad.txt', '--card', 'sentinel-wood'], '', dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/bad\.txt:2:3: unknown character 'Q'/);
  });
  it('asks what to score when given neither --card nor --monsters', async () => {
    const run = await carto(['score', 'small.txt'], '', dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--card <id>/);
  });
});
