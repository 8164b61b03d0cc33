import { problemSentence } from '../../i18n/content-problems.ts';
import { describe, expect, it } from 'vitest';
import { combinePacks } from '../../src/content/combine.ts';
import { basePack, heroesPack, promoPack } from '../../src/content/official.ts';
import { ContentError } from '../../src/content/problems.ts';

const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id);

describe('combinePacks: what a table plays with', () => {
  it('the base game alone: its decks, seasons 8/8/7/6, side A by default', () => {
    const t = combinePacks([basePack]);
    expect(t.packs).toEqual(['base']);
    expect(t.explore).toHaveLength(13);
    expect(t.ambush).toHaveLength(4);
    expect(t.heroes).toHaveLength(0);
    expect(t.seasons.map((s) => s.time)).toEqual([8, 8, 7, 6]);
    expect(t.edicts.map((e) => e.letter)).toEqual(['A', 'B', 'C', 'D']);
    expect(Object.values(t.scoring).map((pool) => pool.length)).toEqual([4, 4, 4, 4]);
    expect(t.map.id).toBe('side-a');
    expect(t.coinTrack).toBe(14);
    expect(t.soloTitles[0]).toEqual({ min: 30, title: 'Legendary Cartographer' });
    expect(Object.isFrozen(t.scoring.forest)).toBe(true);
  });

  it('Heroes alone: 11 explore cards, 4 heroes, its own seasons 8/7/7/6, side C', () => {
    const t = combinePacks([heroesPack]);
    expect(t.explore).toHaveLength(11);
    expect(t.heroes).toHaveLength(4);
    expect(t.seasons.map((s) => s.time)).toEqual([8, 7, 7, 6]);
    expect(t.map.id).toBe('side-c');
    expect(t.explore.some((c) => c.ruins)).toBe(false);
  });

  it('base + Heroes on a Heroes map: Heroes explore deck by default, both ambush decks, base seasons, pools of 8', () => {
    const t = combinePacks([basePack, heroesPack], { map: 'side-d' });
    expect(t.map.id).toBe('side-d');
    expect(ids(t.explore)).toEqual(ids(heroesPack.explore));
    expect(t.ambush).toHaveLength(8);
    expect(t.heroes).toHaveLength(4);
    expect(ids(t.seasons)).toEqual(['spring', 'summer', 'fall', 'winter']);
    expect(Object.values(t.scoring).map((pool) => pool.length)).toEqual([8, 8, 8, 8]);
    expect(t.byId['sentinel-wood']).toBeDefined();
    expect(t.byId['dragon-inferno']).toBeDefined();
  });

  it('base + Heroes with both explore decks: the ruins cards come with the base deck, so the printed ruins matter', () => {
    const t = combinePacks([basePack, heroesPack], { map: 'side-c', explore: ['base', 'heroes'] });
    expect(t.explore).toHaveLength(24);
    expect(ids(t.explore.filter((c) => c.ruins))).toEqual(['temple-ruins', 'outpost-ruins']);
  });

  it("follows the table's choices: ambush decks, heroes, season pack, scoring pools by pack or by card", () => {
    const t = combinePacks([basePack, heroesPack, promoPack], {
      map: 'side-b',
      explore: ['base'],
      ambush: ['heroes', 'promo'],
      heroes: [],
      seasons: 'heroes',
      scoring: { forest: ['heroes'], village: ['wildholds', 'caravansary'], spaces: ['base', 'silos'] },
    });
    expect(t.ambush.map((a) => a.id)).toEqual([...ids(heroesPack.ambush), ...ids(promoPack.ambush)]);
    expect(t.heroes).toEqual([]);
    expect(t.seasons.map((s) => s.time)).toEqual([8, 7, 7, 6]);
    expect(ids(t.edicts)).toEqual(['heroes-edict-a', 'heroes-edict-b', 'heroes-edict-c', 'heroes-edict-d']);
    expect(ids(t.scoring.forest)).toEqual(ids(heroesPack.scoring.filter((c) => c.stack === 'forest')));
    expect(ids(t.scoring.village)).toEqual(['wildholds', 'caravansary']);
    expect(t.scoring.spaces).toHaveLength(5);
    expect(t.scoring['farm-water']).toHaveLength(8);
  });

  it('rejects choices that do not make a table, naming every one', () => {
    let error: unknown;
    try {
      combinePacks([basePack], { map: 'side-c', ambush: ['heroes'], scoring: { forest: ['wildholds', 'nonsense'] } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const lines = (error as ContentError).problems.map((p) => `${p.pointer}: ${problemSentence(p)}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        '/map: no chosen pack has the map side "side-c" (there are: side-a, side-b)',
        '/ambush/0: "heroes" is not one of the chosen packs (base)',
        '/scoring/forest/0: "wildholds" belongs to the "village" stack, not "forest"',
        '/scoring/forest/1: "nonsense" is neither a chosen pack nor a scoring card of one',
      ]),
    );
  });

  it('rejects a table with no seasons or an empty scoring stack', () => {
    expect(() => combinePacks([promoPack])).toThrow(ContentError);
    expect(() => combinePacks([basePack], { scoring: { forest: [] } })).toThrow(/table choices \/scoring\/forest: table\.empty-stack/);
    expect(() => combinePacks([])).toThrow(ContentError);
  });
});
