import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { officialTable } from '../../src/content/tables.ts';
import { simulateGame } from '../../src/game/simulate.ts';
import { toSaved } from '../../src/game/replay.ts';
import { carto, type CliRun } from '../helpers/cli.ts';

// Each class of hostile input from issue 17 gets a located sentence and exit 2: never a stack
// trace, never a crash or a runaway allocation.
const dir = mkdtempSync(join(tmpdir(), 'carto-bad-'));
const write = (name: string, text: string) => {
  mkdirSync(join(dir, name, '..'), { recursive: true });
  writeFileSync(join(dir, name), text);
  return name;
};
const pack = (name: string, files: Record<string, unknown>) => {
  for (const [f, v] of Object.entries(files)) write(`${name}/${f}`, typeof v === 'string' ? v : JSON.stringify(v));
  return name;
};
const scoringCard = (rule: unknown) => ({ id: 'deep', kind: 'scoring', name: 'Deep', stack: 'forest', solo: 1, text: 'Deep.', rule });

/** Exit 2, one located message, and nothing that looks like a stack trace. */
function expectLocated(r: CliRun, where: string | RegExp, what: string | RegExp): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr).not.toMatch(/\n\s+at .+[:(]\d+/);
  if (typeof where === 'string') expect(r.stderr).toContain(where);
  else expect(r.stderr).toMatch(where);
  if (typeof what === 'string') expect(r.stderr).toContain(what);
  else expect(r.stderr).toMatch(what);
}

describe('carto on hostile input', () => {
  it('refuses a 10 MB one-row map by its size, before reading it', async () => {
    write('huge.txt', 'F'.repeat(10 * 1024 * 1024));
    expectLocated(await carto(['score', 'huge.txt', '--card', 'sentinel-wood'], '', dir), 'huge.txt: map file is 10.0 MiB', 'at most 64.0 KiB');
    expectLocated(await carto(['placements', '-', '--card', 'great-river'], 'F'.repeat(100_000), dir), '<stdin>: map file is more than 64.0 KiB', 'at most');
  });

  it('refuses a map wider than 64 columns, though small in bytes', async () => {
    write('wide.txt', '.'.repeat(65));
    expectLocated(await carto(['score', 'wide.txt', '--monsters'], '', dir), 'wide.txt: the map is 1 rows by 65 columns', 'at most 64 by 64');
  });

  it('locates a NOTATION error by line and column', async () => {
    write('typo.txt', 'F F .\n. Q .\n');
    expectLocated(await carto(['score', 'typo.txt', '--monsters'], '', dir), 'typo.txt:2:3', 'Q');
  });

  it('refuses a scoring rule nested 1,000 deep at the JSON Pointer where it passes the limit', async () => {
    let rule: unknown = { type: 'per', stars: 1, of: { type: 'spaces', fills: ['forest'] } };
    for (let i = 0; i < 1000; i++) rule = { type: 'sum', of: [rule] };
    pack('deep', { 'pack.json': { id: 'deep', name: 'Deep', files: ['scoring.json'] }, 'scoring.json': { cards: [scoringCard(rule)] } });
    const r = await carto(['validate', 'deep'], '', dir);
    expectLocated(r, /^carto validate: deep\/scoring\.json \/cards\/0\/rule(\/of\/0)+\/of: nests deeper than 64 levels/, 'carto reads at most 64');
    // The same file through every command that reads packs.
    expectLocated(await carto(['cards', '--pack', 'deep'], '', dir), 'deep/scoring.json /cards/0/rule', 'nests deeper');
    expectLocated(await carto(['score', 'typo.txt', '--pack', 'deep', '--card', 'deep'], '', dir), 'deep/scoring.json /cards/0/rule', 'nests deeper');
  });

  it('scores a rule nested as deep as the limit allows (the limit is not in the way of real cards)', async () => {
    let rule: unknown = { type: 'per', stars: 1, of: { type: 'spaces', fills: ['forest'] } };
    for (let i = 0; i < 25; i++) rule = { type: 'sum', of: [rule] };
    pack('nested', { 'pack.json': { id: 'nested', name: 'Nested', files: ['scoring.json'] }, 'scoring.json': { cards: [scoringCard(rule)] } });
    const r = await carto(['score', '-', '--pack', 'nested', '--card', 'deep'], 'F F .\n', dir);
    expect(r).toEqual({ code: 0, stdout: 'deep 2\n', stderr: '' });
  });

  it('refuses a pack of a million problems by size, and lists ten thousand problems without crashing', async () => {
    pack('million', {
      'pack.json': { id: 'million', name: 'M', files: ['explore.json'] },
      'explore.json': `{"cards":[${Array(1_000_000).fill('null').join(',')}]}`,
    });
    expectLocated(await carto(['validate', 'million'], '', dir), 'million/explore.json: pack file is 4.8 MiB', 'at most 1.0 MiB');
    pack('many', { 'pack.json': { id: 'many', name: 'M', files: ['explore.json'] }, 'explore.json': { cards: Array(10_000).fill(null) } });
    const r = await carto(['validate', 'many'], '', dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('many/explore.json /cards/9999:');
    expect(r.stderr).toMatch(/carto validate: 10000 problems in many\n$/);
    pack('wider', { 'pack.json': { id: 'wider', name: 'W', files: ['explore.json'] }, 'explore.json': { cards: Array(10_001).fill(null) } });
    expectLocated(await carto(['validate', 'wider'], '', dir), 'wider/explore.json /cards: a list of 10001 items', 'at most 10000');
  });

  it('locates null entries and broken cells in a saved game', async () => {
    const game = toSaved(simulateGame(officialTable(['base']), { players: 1 }, 'bad-input').state);
    const withNull = { ...game, log: [game.log[0], null, ...game.log.slice(2)] };
    expectLocated(await carto(['replay', '-'], JSON.stringify(withNull), dir), '<stdin> /log/1', 'must be a log entry (an object), not null');
    const i = game.log.findIndex((e) => e.action.type === 'draw');
    const broken = structuredClone(game) as unknown as { log: Array<{ action: { cells: unknown[] } }> };
    broken.log[i]!.action.cells[0] = null;
    write('broken-game.json', JSON.stringify(broken));
    expectLocated(await carto(['replay', 'broken-game.json'], '', dir), `broken-game.json /log/${i}/action/cells/0`, 'must be a [row, column] pair');
    expectLocated(await carto(['replay', '-'], JSON.stringify({ ...game, content: null }), dir), '<stdin> /content', 'must be {"id"');
  });

  it('gives the line and column of a JSON syntax error, in every JSON input', async () => {
    write('syntax/pack.json', '{\n  "id": "x",\n  "name" "X"\n}\n');
    expectLocated(await carto(['validate', 'syntax'], '', dir), 'syntax/pack.json:3:10', "not valid JSON: expected ':'");
    expectLocated(await carto(['replay', '-'], '{"format": "carto-game/1",\n "log": [1, 2,]}', dir), '<stdin>:2:15', 'not valid JSON: expected a value');
    expectLocated(await carto(['cards', '--pack', '-'], '', dir), '<stdin>:1:1', 'not valid JSON');
  });
});

describe('carto in a pipe', () => {
  it('stops quietly when the reader goes away (carto cards | head)', async () => {
    const child = spawn(process.execPath, ['tools/cli/carto.mjs', 'cards', '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // the reader left before the first write
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  }, 30_000);
});
