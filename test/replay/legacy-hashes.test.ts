import { describe, expect, it } from 'vitest';
import { officialTable } from '../../src/content/tables.ts';
import { tableHash } from '../../src/game/content-hash.ts';
import { LEGACY_TABLE_HASHES } from '../../src/game/legacy-hashes.ts';
import { newGame, replay, toSaved } from '../../src/game/index.ts';
import type { TableContent } from '../../src/content/combine.ts';

const tables: Record<string, TableContent> = {};
for (const packs of [['base'], ['heroes'], ['base', 'heroes'], ['base', 'promo'], ['heroes', 'promo'], ['base', 'heroes', 'promo']]) {
  for (const side of ['side-a', 'side-b', 'side-c', 'side-d']) {
    if (side < 'side-c' && !packs.includes('base')) continue;
    if (side >= 'side-c' && !packs.includes('heroes')) continue;
    tables[`${packs.join('+')}, ${side}`] = officialTable(packs, side);
  }
}

describe('content hashes', () => {
  it('map every older hash of an official table to that table today', () => {
    const today = new Map(Object.entries(tables).map(([name, t]) => [tableHash(t), name]));
    expect(Object.keys(LEGACY_TABLE_HASHES)).toHaveLength(16);
    for (const [old, now] of Object.entries(LEGACY_TABLE_HASHES)) expect(today.get(now), `${old} -> ${now}`).toBeDefined();
    expect(new Set(Object.values(LEGACY_TABLE_HASHES)).size).toBe(16);
  });

  it('ignore the words on a scoring card but not its rule or its stack', () => {
    const table = officialTable(['base']);
    const withScoring = (change: (c: TableContent['scoring']['forest'][number]) => object): TableContent => ({
      ...table,
      scoring: { ...table.scoring, forest: table.scoring.forest.map((c, i) => (i === 0 ? (change(c) as typeof c) : c)) },
    });
    const hash = tableHash(table);
    expect(tableHash(withScoring((c) => ({ ...c, text: 'Other words.' })))).toBe(hash);
    expect(tableHash(withScoring((c) => ({ ...c, example: { rows: ['F'], stars: 1, why: 'x' } })))).toBe(hash);
    expect(tableHash(withScoring((c) => ({ ...c, solo: c.solo + 1 })))).not.toBe(hash);
    expect(tableHash(withScoring((c) => ({ ...c, rule: { type: 'per', stars: 2, of: { type: 'spaces', fills: ['forest'] } } })))).not.toBe(hash);
  });

  it('replays a game saved under an older hash, and refuses an unknown one', () => {
    const table = officialTable(['base'], 'side-a');
    const state = newGame(table, { players: 1 }, 'old-save');
    const old = Object.keys(LEGACY_TABLE_HASHES).find((h) => LEGACY_TABLE_HASHES[h] === tableHash(table))!;
    const saved = { ...toSaved(state), content: { id: 'base', hash: old } };
    expect(replay(saved, table).edicts).toEqual(state.edicts);
    expect(() => replay({ ...saved, content: { id: 'base', hash: '0000000000000000' } }, table)).toThrow(expect.objectContaining({ code: 'replay.content' }));
  });
});
