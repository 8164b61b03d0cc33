import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../../tools/cli/commands.ts';
import { gameTable, requireOfficialPack } from '../../src/content/tables.ts';
import { loadPack } from '../../src/content/load.ts';
import { simulateGame } from '../../src/game/simulate.ts';
import { toSaved } from '../../src/game/replay.ts';
import { serializeDraft } from '../../src/content/draft.ts';
import { carto } from '../helpers/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'carto-every-'));
writeFileSync(join(dir, 'map.txt'), 'F F . . .\nF r . M .\nA A W . .\n');

// A pack as the editor exports it (serializeDraft): one file, every pack file under its name.
const examples = join(import.meta.dirname, '../../content/examples/frostlands');
const read = (f: string) => JSON.parse(readFileSync(join(examples, f), 'utf8')) as Record<string, unknown>;
const draft = {
  'pack.json': { ...read('pack.json'), files: ['explore.json', 'ambush.json', 'maps.json', 'scoring.json'] },
  'explore.json': read('explore.json'),
  'ambush.json': read('ambush.json'),
  'maps.json': read('maps.json'),
  'scoring.json': {
    // One card in each of the four stacks (a pack with its own map sides must fill them).
    cards: (['forest', 'farm-water', 'village', 'spaces'] as const).map((stack, i) => ({
      id: i === 0 ? 'frost-groves' : `frost-${stack}`,
      kind: 'scoring',
      name: `Frost ${stack}`,
      stack,
      solo: 2,
      text: 'One star per forest space.',
      rule: { type: 'per', stars: 1, of: { type: 'spaces', fills: ['forest'] } },
    })),
  },
};
writeFileSync(join(dir, 'frost.pack.json'), serializeDraft(draft));

describe('every carto command', () => {
  it('has --help with its usage, every option with a sentence, and an example', async () => {
    for (const cmd of commands) {
      const r = await carto([cmd.name, '--help']);
      expect(r.code, cmd.name).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^Usage: carto ${cmd.name}`));
      for (const name of [...Object.keys(cmd.options), 'json', 'help'])
        expect(r.stdout, `${cmd.name} --${name}`).toMatch(new RegExp(`--${name}\\b.*\\s{2}\\S`));
      for (const p of cmd.positionals) expect(r.stdout).toContain(`<${p.name}>`);
      expect(r.stdout).toMatch(/Examples?:\n {2}carto /);
      expect(cmd.examples.every((e) => e.includes(`carto ${cmd.name}`))).toBe(true);
    }
  });

  it("reads the editor's export, and prints JSON with --json", async () => {
    const json = async (args: string[], stdin = '') => {
      const r = await carto([...args, '--json'], stdin, dir);
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      return JSON.parse(r.stdout) as Record<string, unknown> & unknown[];
    };
    expect(await json(['validate', 'frost.pack.json'])).toMatchObject({ valid: true, id: 'frostlands', cards: 9 });
    expect(await json(['validate', '-'], readFileSync(join(dir, 'frost.pack.json'), 'utf8'))).toMatchObject({ valid: true });
    const cards = await json(['cards', '--pack', 'frost.pack.json']);
    expect((cards as unknown as Array<{ id: string }>).map((c) => c.id)).toContain('frost-groves');
    // F at (0,0) (0,1) (1,0): 3 forest spaces.
    expect(await json(['score', 'map.txt', '--pack', 'frost.pack.json', '--card', 'frost-groves'])).toMatchObject({
      cards: [{ id: 'frost-groves', stars: 3 }],
    });
    const placements = await json(['placements', 'map.txt', '--pack', 'frost.pack.json', '--card', 'frozen-lake']);
    expect((placements.placements as unknown[]).length).toBeGreaterThan(0);
    const sim = await json(['simulate', '--packs', 'base', '--pack', 'frost.pack.json', '--games', '2', '--seed', 'x']);
    expect(sim).toMatchObject({ games: 2, violations: [], packs: ['base', 'frostlands'] });
    // A game played on base + the exported pack replays with --pack, and only with it.
    const table = gameTable([requireOfficialPack('base'), loadPack(draft)]);
    const game = simulateGame(table, { players: 2 }, 'frost');
    writeFileSync(join(dir, 'frost-game.json'), JSON.stringify(toSaved(game.state)));
    expect(await json(['replay', 'frost-game.json', '--pack', 'frost.pack.json'])).toMatchObject({ stage: 'gameOver', scores: game.state.scores });
    const without = await carto(['replay', 'frost-game.json'], '', dir);
    expect(without.code).toBe(2);
    expect(without.stderr).toContain('not made of official packs');
    expect(await json(['init', 'new-pack'])).toMatchObject({ dir: 'new-pack', id: 'new-pack' });
  });

  it('prints errors as JSON on standard error with --json', async () => {
    const r = await carto(['score', 'no-such-map.txt', '--monsters', '--json'], '', dir);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stderr)).toMatchObject({ error: { command: 'score', message: expect.stringContaining("cannot read map file 'no-such-map.txt'") } });
  });
});

describe('carto init', () => {
  it('creates a pack that validates as it is, each file naming its schema', async () => {
    const r = await carto(['init', 'packs/frost', '--name', 'Frost'], '', dir);
    expect(r.code, r.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(join(dir, 'packs/frost/pack.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 1, id: 'frost', name: 'Frost', files: ['explore.json', 'ambush.json', 'scoring.json'] });
    // No node_modules/cartographers-live above a temporary folder: the published address.
    expect(manifest.$schema).toBe(
      `https://unpkg.com/cartographers-live@${JSON.parse(readFileSync('package.json', 'utf8')).version}/content/schema/pack.schema.json`,
    );
    const v = await carto(['validate', 'packs/frost'], '', dir);
    expect(v).toMatchObject({ code: 0, stdout: 'packs/frost: pack "frost" is valid (3 cards)\n' });
  });

  it('names the installed schemas when the folder is inside a project with the package', async () => {
    const project = mkdtempSync(join(tmpdir(), 'carto-project-'));
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(project, 'node_modules/cartographers-live/content/schema'), { recursive: true });
    expect((await carto(['init', 'content/my-pack'], '', project)).code).toBe(0);
    const explore = JSON.parse(readFileSync(join(project, 'content/my-pack/explore.json'), 'utf8'));
    expect(explore.$schema).toBe('../../node_modules/cartographers-live/content/schema/explore.schema.json');
  });

  it('never overwrites: a folder with files in it is refused with exit 2', async () => {
    const r = await carto(['init', '.'], '', dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("'.' already exists and is not an empty folder");
  });
});
