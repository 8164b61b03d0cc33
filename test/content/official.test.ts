import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { basePack, heroesPack, promoPack, officialPacks, officialPackFiles, findCard } from '../../src/content/official.ts';
import { validatePack } from '../../src/content/load.ts';
import { CONTENT_FILES } from '../../src/content/schema.ts';
import { parseNotation } from '../../src/grid/notation.ts';
import { shapeCells } from '../../src/content/pictures.ts';
import { attackOffsets } from '../../src/rules/heroes.ts';
import type { Pack, ScoringStack } from '../../src/content/types.ts';

const kebab = (name: string) =>
  name
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const perStack = (p: Pack) => {
  const out: Record<string, number> = {};
  for (const c of p.scoring) out[c.stack] = (out[c.stack] ?? 0) + 1;
  return out;
};
const mapCounts = (rows: readonly string[]) => {
  const g = parseNotation(rows.join('\n'));
  return {
    size: `${g.rows}x${g.cols}`,
    mountains: g.fills.filter((f) => f === 'mountain').length,
    ruins: g.ruins.filter(Boolean).length,
    wastelands: g.fills.filter((f) => f === 'wasteland').length,
  };
};

describe('the official packs', () => {
  it('validate with no problem (schema and integrity)', () => {
    for (const [id, files] of Object.entries(officialPackFiles)) expect(validatePack(files), id).toEqual([]);
  });

  it('base: 13 explore cards totalling 16 time, the 2 ruins cards and Rift Lands at 0', () => {
    expect(basePack.explore).toHaveLength(13);
    expect(sum(basePack.explore.map((c) => c.time))).toBe(16);
    expect(basePack.explore.filter((c) => c.ruins).map((c) => [c.id, c.time])).toEqual([
      ['temple-ruins', 0],
      ['outpost-ruins', 0],
    ]);
    const rift = basePack.byId['rift-lands'];
    expect(rift).toMatchObject({ kind: 'explore', time: 0, terrains: ['forest', 'village', 'farm', 'water', 'monster'], options: [{ shape: ['X'] }] });
    // the four 1-time cards give a coin with their first (smaller) shape
    for (const c of basePack.explore.filter((e) => e.time === 1)) {
      expect(
        c.options.map((o) => o.coin === true),
        c.id,
      ).toEqual([true, false]);
      expect(shapeCells(c.options[0]!.shape).length).toBeLessThan(shapeCells(c.options[1]!.shape).length);
    }
    expect(basePack.explore.map((c) => c.number)).toEqual(['05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17']);
  });

  it('base: 4 ambush, 4 season (8/8/7/6), 4 edict, 16 scoring cards in 4 stacks, sides A and B, 14 coins', () => {
    expect(basePack.ambush.map((c) => c.id)).toEqual(['goblin-attack', 'bugbear-assault', 'kobold-onslaught', 'gnoll-raid']);
    expect(basePack.ambush.every((c) => c.time === 0)).toBe(true);
    expect(basePack.byId['bugbear-assault']).toMatchObject({ shape: ['XoX', 'XoX'], pass: 'clockwise', solo: { corner: 'top-right', direction: 'clockwise' } });
    expect(basePack.byId['goblin-attack']).toMatchObject({ shape: ['X..', '.X.', '..X'], pass: 'counterclockwise', solo: { corner: 'bottom-right' } });
    expect(new Set(basePack.ambush.map((c) => c.solo.corner)).size).toBe(4);
    expect(basePack.seasons.map((s) => [s.id, s.time, s.edicts.join('')])).toEqual([
      ['spring', 8, 'AB'],
      ['summer', 8, 'BC'],
      ['fall', 7, 'CD'],
      ['winter', 6, 'DA'],
    ]);
    expect(basePack.edicts.map((e) => e.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect(basePack.scoring).toHaveLength(16);
    expect(perStack(basePack)).toEqual({ forest: 4, 'farm-water': 4, village: 4, spaces: 4 } satisfies Record<ScoringStack, number>);
    expect(basePack.maps.map((m) => m.id)).toEqual(['side-a', 'side-b']);
    expect(mapCounts(basePack.maps[0]!.rows)).toEqual({ size: '11x11', mountains: 5, ruins: 6, wastelands: 0 });
    expect(mapCounts(basePack.maps[1]!.rows)).toEqual({ size: '11x11', mountains: 5, ruins: 6, wastelands: 7 });
    expect(basePack.coinTrack).toBe(14);
    expect(basePack.soloTitles?.map((t) => t.min)).toEqual([30, 20, 10, 0, -5, -10, -20, -30]);
  });

  it('base: scoring cards keep their printed numbers 26-41, solo values and text', () => {
    expect(basePack.scoring.map((c) => c.number)).toEqual(Array.from({ length: 16 }, (_, i) => String(26 + i)));
    expect(basePack.byId['the-broken-road']).toMatchObject({ kind: 'scoring', name: 'The Broken Road', stack: 'spaces', solo: 24 });
    expect(basePack.scoring.every((c) => c.text.length > 10)).toBe(true);
  });

  it("heroes: 11 explore cards (Kethra's Gates included) totalling 16 time, no ruins cards, plus 4 hero cards at time 0", () => {
    expect(heroesPack.explore).toHaveLength(11);
    expect(sum(heroesPack.explore.map((c) => c.time))).toBe(16);
    expect(heroesPack.explore.some((c) => c.ruins)).toBe(false);
    expect(heroesPack.byId['kethras-gates']).toMatchObject({ name: "Kethra's Gates", time: 0, options: [{ shape: ['X'] }] });
    expect(heroesPack.byId['pasture']).toMatchObject({ options: [{ shape: ['XoX'], coin: true }, {}] });
    expect(heroesPack.heroes.map((h) => [h.id, h.time])).toEqual([
      ['dobrik-of-lorkheim', 0],
      ['wren-the-lioness', 0],
      ['freyla-the-true', 0],
      ['dal-of-jolev', 0],
    ]);
    expect(attackOffsets(heroesPack.heroes[0]!.pattern)).toEqual([
      [-1, 0],
      [0, -1],
      [0, 1],
      [1, 0],
    ]);
    expect(attackOffsets(heroesPack.heroes[1]!.pattern)).toEqual([
      [-1, 2],
      [0, 2],
      [1, 2],
    ]);
    expect(attackOffsets(heroesPack.heroes[2]!.pattern)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
    expect(attackOffsets(heroesPack.heroes[3]!.pattern)).toEqual([
      [-1, -1],
      [-1, 1],
      [1, -1],
      [1, 1],
    ]);
  });

  it('heroes: 4 ambush cards with their effects as data, 4 seasons (8/7/7/6), 4 edicts, 16 scoring cards, sides C and D', () => {
    expect(heroesPack.ambush.map((c) => [c.id, c.initial, c.effect])).toEqual([
      ['dragon-inferno', 'D', { type: 'coins-when-enclosed', coins: 3 }],
      ['zombie-plague', 'Z', { type: 'spread-after-scoring' }],
      ['giant-troll-ravage', 'T', { type: 'destroy-adjacent-after-scoring', count: 1 }],
      ['gorgon-gaze', 'G', { type: 'destroy-adjacent-after-drawing', count: 1 }],
    ]);
    expect(heroesPack.seasons.map((s) => s.time)).toEqual([8, 7, 7, 6]);
    expect(heroesPack.edicts).toHaveLength(4);
    expect(heroesPack.scoring).toHaveLength(16);
    expect(perStack(heroesPack)).toEqual({ forest: 4, 'farm-water': 4, village: 4, spaces: 4 });
    expect(heroesPack.byId['ulems-wallow']).toMatchObject({ name: "Ulem's Wallow", stack: 'farm-water' });
    expect(heroesPack.maps.map((m) => [m.id, m.side])).toEqual([
      ['side-c', 'C'],
      ['side-d', 'D'],
    ]);
    expect(mapCounts(heroesPack.maps[0]!.rows)).toEqual({ size: '11x11', mountains: 5, ruins: 6, wastelands: 0 });
    expect(mapCounts(heroesPack.maps[1]!.rows)).toEqual({ size: '11x11', mountains: 5, ruins: 6, wastelands: 7 });
  });

  it('promo: the 4 ambush cards of the mini-expansion, nothing else', () => {
    expect(promoPack.ambush.map((c) => [c.id, c.shape.join('/'), c.pass])).toEqual([
      ['flayer-incursion', 'X./XX', 'counterclockwise'],
      ['insectoid-invasion', '.X/XX/X.', 'clockwise'],
      ['ratman-strike', 'XXX', 'clockwise'],
      ['ogre-charge', 'XX/XX', 'counterclockwise'],
    ]);
    expect(Object.keys(promoPack.byId)).toHaveLength(4);
  });

  it('ids are the kebab-case of the English name and unique across the official packs', () => {
    const seen = new Map<string, string>();
    for (const pack of officialPacks) {
      for (const card of Object.values(pack.byId)) {
        expect(seen.has(card.id), `${card.id} in ${pack.id} and ${seen.get(card.id)}`).toBe(false);
        seen.set(card.id, pack.id);
        if (card.kind === 'season' || card.kind === 'edict' || card.kind === 'map') continue;
        expect(card.id).toBe(kebab(card.name));
      }
    }
    expect(findCard('the-golden-granary')?.name).toBe('The Golden Granary');
    expect(findCard('mages-valley')?.kind).toBe('scoring');
    expect(findCard('heroes-spring')).toMatchObject({ kind: 'season', time: 8 });
    expect(findCard('side-b')).toMatchObject({ kind: 'map', side: 'B' });
    expect(findCard('nope')).toBeUndefined();
  });

  it('are frozen all the way down', () => {
    expect(Object.isFrozen(basePack)).toBe(true);
    expect(Object.isFrozen(basePack.explore)).toBe(true);
    expect(Object.isFrozen(basePack.explore[2]!.options[0]!.shape)).toBe(true);
    expect(Object.isFrozen(heroesPack.byId)).toBe(true);
    expect(() => (basePack.explore as unknown as unknown[]).push(1)).toThrow();
  });

  it('every content file names its $schema, matching its kind', () => {
    const root = new URL('../../content/', import.meta.url);
    for (const pack of ['base', 'heroes', 'promo']) {
      for (const file of readdirSync(new URL(`${pack}/`, root))) {
        if (file === 'words') {
          for (const words of readdirSync(new URL(`${pack}/words/`, root))) {
            const json = JSON.parse(readFileSync(new URL(`${pack}/words/${words}`, root), 'utf8')) as { $schema?: string };
            expect(json.$schema, `${pack}/words/${words}`).toBe('../../schema/words.schema.json');
          }
          continue;
        }
        const json = JSON.parse(readFileSync(new URL(`${pack}/${file}`, root), 'utf8')) as { $schema?: string };
        const kind = file === 'pack.json' ? 'pack' : CONTENT_FILES[file as keyof typeof CONTENT_FILES];
        expect(json.$schema, `${pack}/${file}`).toBe(`../schema/${kind}.schema.json`);
      }
    }
  });
});
