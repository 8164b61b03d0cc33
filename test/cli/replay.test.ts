import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { officialTable } from '../../src/content/tables.ts';
import { simulateGame } from '../../src/game/simulate.ts';
import { toSaved } from '../../src/game/replay.ts';
import { carto } from '../helpers/cli.ts';

describe('carto replay', () => {
  it('replays a saved 3-player Heroes game and prints the same scores and winners', async () => {
    const game = simulateGame(officialTable(['heroes'], 'side-d'), { players: 3 }, 'replay-test');
    const dir = mkdtempSync(join(tmpdir(), 'carto-replay-'));
    writeFileSync(join(dir, 'game.json'), JSON.stringify(toSaved(game.state)));
    const r = await carto(['replay', 'game.json', '--json'], '', dir);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.scores).toEqual(game.state.scores);
    expect(out.result).toEqual(game.state.result);
    const text = await carto(['replay', 'game.json'], '', dir);
    expect(text.stdout).toMatch(/^player 0: .* total -?\d+$/m);
    expect(text.stdout).toMatch(/^winner/m);
  });

  it('refuses a file that is not a saved game, with exit 2', async () => {
    expect((await carto(['replay', '-'], '{"hello":1}')).code).toBe(2);
    expect((await carto(['replay', '-'], 'not json')).code).toBe(2);
  });
});
