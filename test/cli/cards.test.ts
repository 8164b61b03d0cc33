import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carto } from '../helpers/cli.ts';
import { officialPackFiles } from '../../src/content/official.ts';

interface Row {
  id: string;
  kind: string;
  name: string;
  pack: string;
  number?: string;
  generatedText?: { en: string; de: string; pl: string };
}

describe('carto cards', () => {
  it('--json lists every card of both official packs (and the promo pack) with id, kind, name and pack', async () => {
    const r = await carto(['cards', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const rows = JSON.parse(r.stdout) as Row[];
    const count = (pack: string, kind?: string) => rows.filter((x) => x.pack === pack && (!kind || x.kind === kind)).length;
    expect([
      count('base', 'explore'),
      count('base', 'ambush'),
      count('base', 'season'),
      count('base', 'edict'),
      count('base', 'scoring'),
      count('base', 'map'),
    ]).toEqual([13, 4, 4, 4, 16, 2]);
    expect([
      count('heroes', 'explore'),
      count('heroes', 'ambush'),
      count('heroes', 'hero'),
      count('heroes', 'season'),
      count('heroes', 'edict'),
      count('heroes', 'scoring'),
      count('heroes', 'map'),
    ]).toEqual([11, 4, 4, 4, 4, 16, 2]);
    expect(count('promo')).toBe(4);
    for (const row of rows) {
      expect(Object.keys(row).slice(0, 4)).toEqual(['id', 'kind', 'name', 'pack']);
      expect(['explore', 'ambush', 'hero', 'season', 'edict', 'scoring', 'map']).toContain(row.kind);
    }
    const road = rows.find((x) => x.id === 'the-broken-road')!;
    expect({ ...road, generatedText: undefined }).toEqual({
      id: 'the-broken-road',
      kind: 'scoring',
      name: 'The Broken Road',
      pack: 'base',
      number: '40',
      generatedText: undefined,
    });
    // Every scoring card carries the text its rule generates, in the three languages; no other card does.
    for (const row of rows) expect(row.generatedText !== undefined).toBe(row.kind === 'scoring');
    expect(rows.find((x) => x.id === 'wildholds')!.generatedText).toEqual({
      en: 'Earn eight reputation stars for each cluster of six or more village spaces.',
      de: 'Erhalte acht Ruhmessterne für jede Gruppe aus sechs oder mehr Dorffeldern.',
      pl: 'Zdobądź 8 Gwiazdek Reputacji za każdy klaster 6 lub więcej obszarów Wioski.',
    });
    expect(rows).toContainEqual({ id: 'kethras-gates', kind: 'explore', name: "Kethra's Gates", pack: 'heroes' });
    expect(rows).toContainEqual({ id: 'side-d', kind: 'map', name: 'Wastelands', pack: 'heroes' });
  });

  it('prints a table without --json', async () => {
    const r = await carto(['cards', '--pack', 'heroes']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id\s+kind\s+name\s+pack$/);
    expect(lines).toHaveLength(1 + 45);
    expect(lines.find((l) => l.startsWith('dal-of-jolev'))).toMatch(/^dal-of-jolev\s+hero\s+Dal of Jolev\s+heroes$/);
  });

  it('--pack takes an official id or a pack folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'carto-pack-'));
    writeFileSync(join(dir, 'pack.json'), JSON.stringify({ id: 'my-pack', name: 'Mine', files: ['ambush.json'] }));
    writeFileSync(join(dir, 'ambush.json'), JSON.stringify(officialPackFiles.promo['ambush.json']));
    const r = await carto(['cards', '--pack', dir, '--pack', 'promo', '--json']);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Row[];
    expect(rows.map((x) => x.pack)).toEqual(['my-pack', 'my-pack', 'my-pack', 'my-pack', 'promo', 'promo', 'promo', 'promo']);
  });

  it('exits 2 on bad input: an unknown option, a missing --pack value, a broken or missing pack', async () => {
    expect((await carto(['cards', '--wide'])).stderr).toContain("unknown option '--wide'");
    expect((await carto(['cards', '--pack'])).code).toBe(2);
    const missing = await carto(['cards', '--pack', 'no/such/dir']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("no pack 'no/such/dir'");
    const dir = mkdtempSync(join(tmpdir(), 'carto-pack-'));
    writeFileSync(join(dir, 'pack.json'), JSON.stringify({ id: 'bad', name: 'Bad', files: ['ambush.json'] }));
    writeFileSync(join(dir, 'ambush.json'), JSON.stringify({ cards: [{ id: 'x' }] }));
    const broken = await carto(['cards', '--pack', dir]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('ambush.json /cards/0/kind: missing the required property "kind"');
  });
});
