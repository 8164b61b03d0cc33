import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carto } from '../helpers/cli.ts';
import { officialPackFiles } from '../../src/content/official.ts';

/** Writes a copy of an official pack to a new folder, after `edit` has broken it. */
function packDir(from: keyof typeof officialPackFiles, edit: (files: Record<string, any>) => void = () => {}, parent = tmpdir()): string {
  const files = structuredClone(officialPackFiles[from]) as Record<string, any>;
  edit(files);
  const dir = mkdtempSync(join(parent, 'carto-validate-'));
  for (const [name, value] of Object.entries(files)) writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return dir;
}

describe('carto validate', () => {
  it('exits 0 for the official packs, by folder, by pack.json and by id', async () => {
    for (const arg of ['content/base', 'content/heroes/pack.json', 'promo']) {
      const r = await carto(['validate', arg]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/: pack "(base|heroes|promo)" is valid \(\d+ cards\)\n$/);
    }
  });

  it('exits 2 on a broken pack and names every problem: file, JSON Pointer, sentence', async () => {
    const dir = packDir('base', (f) => {
      f['explore.json'].cards[2].terrains = ['lava'];
      f['maps.json'].cards[1].rows[4] = '. . . .';
      f['ambush.json'].cards[1].id = 'farmland';
    });
    const r = await carto(['validate', dir]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toContain(`${dir}/explore.json /cards/2/terrains/0: "lava" is not one of "forest", "village", "farm", "water", "monster", or "hero"`);
    expect(lines).toContain(`${dir}/maps.json /cards/1/rows/4: the map is not rectangular: this row has 4 spaces but the first row (line 1) has 11`);
    expect(lines).toContain(`${dir}/ambush.json /cards/1/id: duplicate id "farmland": explore.json /cards/3 already uses it`);
    expect(lines.at(-1)).toBe(`carto validate: 3 problems in ${dir}`);
  });

  it('warns, and still exits 0, when a card text no longer says its rule: the mismatch named, in text and --json', async () => {
    const dir = packDir('base', (f) => {
      const wildholds = f['scoring.json'].cards.find((c: { id: string }) => c.id === 'wildholds');
      wildholds.text = 'Earn nine reputation stars for each cluster of six or more village spaces.'; // the rule gives eight
    });
    const r = await carto(['validate', dir]);
    expect(r.code, r.stderr).toBe(0);
    const at = (officialPackFiles.base['scoring.json'] as { cards: Array<{ id: string }> }).cards.findIndex((c) => c.id === 'wildholds');
    expect(r.stderr).toBe(
      `warning: ${dir}/scoring.json /cards/${at}/text: The card text of wildholds no longer matches its rule: the rule has 8, the text does not say it; the text says 9, the rule does not.\n`,
    );
    expect(r.stdout).toBe(`${dir}: pack "base" is valid (43 cards, 1 warning)\n`);
    const j = await carto(['validate', dir, '--json']);
    expect(j.code).toBe(0);
    expect(JSON.parse(j.stdout).warnings).toEqual([
      expect.objectContaining({
        pointer: `/cards/${at}/text`,
        code: 'card-text.mismatch',
        id: 'wildholds',
        locale: 'en',
        mismatches: [
          { kind: 'number-missing', value: 8 },
          { kind: 'number-extra', value: 9 },
        ],
      }),
    ]);
  });

  it('names files relative to the working directory when the pack is inside it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'carto-cwd-'));
    mkdirSync(join(root, 'packs'));
    const dir = packDir('promo', (f) => (f['ambush.json'].cards[0].shape = ['X..X']), join(root, 'packs'));
    const rel = relative(root, dir);
    expect(rel.startsWith('packs/')).toBe(true);
    const r = await carto(['validate', rel], '', root);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${rel}/ambush.json /cards/0/shape: the shape is disconnected`);
  });

  it('reports JSON syntax errors and missing files with their file name', async () => {
    const dir = packDir('promo', (f) => (f['ambush.json'] = '{ "cards": [ }'));
    const r = await carto(['validate', join(dir, 'pack.json')]);
    expect(r.code).toBe(2);
    // The syntax error's line and column: `{ "cards": [ }` breaks at the "}", column 14 of line 1.
    expect(r.stderr).toContain(`${dir}/ambush.json:1:14: not valid JSON: expected a value`);
    const gone = packDir('promo', (f) => (f['pack.json'].files = ['ambush.json', 'maps.json']));
    const g = await carto(['validate', gone]);
    expect(g.stderr).toContain(`${gone}/pack.json /files/1: lists "maps.json", but the pack has no such file`);
  });

  it('exits 2 with usage for a missing argument, two arguments or an unknown folder', async () => {
    expect((await carto(['validate'])).code).toBe(2);
    expect((await carto(['validate', 'a', 'b'])).stderr).toContain("unexpected argument 'b'");
    const r = await carto(['validate', 'no/such/pack']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("no pack 'no/such/pack': not an official pack id (base, heroes, promo), nor a folder or file");
  });

  it('runs as a real process: exit status 2 and the located message on stderr', () => {
    const dir = packDir('base', (f) => (f['seasons.json'].cards[1].time = 0));
    const p = spawnSync('node', ['tools/cli/carto.mjs', 'validate', dir], { encoding: 'utf8' });
    expect(p.status).toBe(2);
    expect(p.stderr).toContain(`${dir}/seasons.json /cards/1/time: must be at least 1, found 0`);
  });
});
