import { describe, expect, it } from 'vitest';
import { combinePacks } from '../../../src/content/combine.ts';
import { basePack, heroesPack } from '../../../src/content/official.ts';
import { newGame, replay, toSaved, type Action } from '../../../src/game/index.ts';
import { first, playSeason } from './scripted.ts';

/**
 * A combined game (base and Heroes explore decks together) on the Heroes map side C, whose ruins
 * spaces (1,4) (3,7) (6,6) (7,2) (9,8) (10,0) now matter: seed 1, solo, every action "the first legal
 * action". Edicts: A sentinel-wood (25), B the-golden-granary (20), C wildholds (16), D borderlands (24).
 */
const table = combinePacks([basePack, heroesPack], { explore: ['base', 'heroes'], map: 'side-c' });
const options = { players: 1, edicts: { A: 'sentinel-wood', B: 'the-golden-granary', C: 'wildholds', D: 'borderlands' } } as const;
const rows = (...r: string[]) => r.join('\n');
const covers = (a: Action, r: number, c: number) => a.type === 'draw' && a.cells.some(([x, y]) => x === r && y === c);

describe('scripted combined game with ruins on a Heroes map (seed 1)', () => {
  it('follows the ruins chain and scores every season as worked out by hand', () => {
    let s = newGame(table, options, 1);
    expect(s.content.id).toBe('base+heroes');
    // Spring (A + B): timber-grove, coastal-encampment, farmland, marshlands, then outpost-ruins:
    // hillside-terrace must cover an empty ruins space; the first such placement covers (3,7).
    let r = playSeason(s, () => first, 0);
    s = r.state;
    expect(covers(r.actions[4]!, 3, 7)).toBe(true);
    expect(r.maps[0]).toBe(
      rows(
        'A.F.VVVF...',
        'AMFFv..FFF.',
        '.......F...',
        '......AaM..',
        '......AA...',
        '...M.......',
        '......r....',
        '..r........',
        '.........M.',
        '.....M..r..',
        'r..........',
      ),
    );
    // sentinel-wood: (0,2) (0,7) = 2. golden-granary: no water; farm on the ruins (3,7) = 3.
    // Coins: timber-grove and farmland coin options = 2. 2 + 3 + 2 = 7.
    expect(s.scores[0]![0]).toEqual({
      edicts: [
        { letter: 'A', card: 'sentinel-wood', stars: 2 },
        { letter: 'B', card: 'the-golden-granary', stars: 3 },
      ],
      coins: 2,
      monsters: 0,
      total: 7,
    });

    // Summer (B + C): outpost-ruins then fishing-village on the ruins (6,6); mangrove-swamp,
    // kethras-gates, temple-ruins then marshlands on the ruins (7,2); farmland; orchard.
    r = playSeason(s, () => first, 1);
    s = r.state;
    expect(r.actions.filter((a) => covers(a, 6, 6) || covers(a, 7, 2))).toHaveLength(2);
    expect(r.maps[0]).toBe(
      rows(
        'AFF.VVVF..A',
        'AMFFv..FFFA',
        'FFFFFF.F...',
        'F.F..FAaM..',
        '......AA...',
        '...M.......',
        'F..VVVv....',
        'FFf........',
        'F........M.',
        '.....M..r..',
        'r..........',
      ),
    );
    // golden-granary: still only the farm on (3,7) = 3. wildholds: village clusters of 4 and 4 = 0.
    // Coins: + farmland = 3, + mountain (1,1) surrounded (F F A F) = 4. 3 + 0 + 4 = 7.
    expect(s.scores[0]![1]).toEqual({
      edicts: [
        { letter: 'B', card: 'the-golden-granary', stars: 3 },
        { letter: 'C', card: 'wildholds', stars: 0 },
      ],
      coins: 4,
      monsters: 0,
      total: 7,
    });

    // Fall (C + D): hillside-terrace, hinterland-stream, great-river, fishing-village.
    r = playSeason(s, () => first, 2);
    s = r.state;
    expect(r.maps[0]).toBe(
      rows(
        'AFF.VVVF..A',
        'AMFFv..FFFA',
        'FFFFFF.F.AA',
        'F.F.WFAaMAA',
        '.AAAW.AA...',
        '.A.MWVVVV..',
        'FA.VVVv....',
        'FFf........',
        'F........M.',
        '.....M..r..',
        'r..........',
      ),
    );
    // wildholds: (5,5)-(5,8) joins (6,3)-(6,6) through (5,5)-(6,5): 8 villages = 8; the top cluster
    // has 4. borderlands: no complete row or column = 0. Coins: + great-river = 5. 8 + 0 + 5 = 13.
    expect(s.scores[0]![2]).toEqual({
      edicts: [
        { letter: 'C', card: 'wildholds', stars: 8 },
        { letter: 'D', card: 'borderlands', stars: 0 },
      ],
      coins: 5,
      monsters: 0,
      total: 13,
    });

    // Winter (D + A): pasture, Dragon Inferno walks to (8,2) (9,0) (9,1) (9,2) (10,0) (the last on
    // the ruins (10,0)), mangrove-swamp, homestead, fishing-village.
    r = playSeason(s, () => first, 3);
    s = r.state;
    expect(r.maps[0]).toBe(
      rows(
        'AFF.VVVF..A',
        'AMFFv..FFFA',
        'FFFFFFAFAAA',
        'F.F.WFAaMAA',
        '.AAAW.AA...',
        '.A.MWVVVV..',
        'FA.VVVvFFF.',
        'FFfV...F.F.',
        'F.XVVVVVVM.',
        'XXXV.M..r..',
        'x..........',
      ),
    );
    // borderlands: row 2 (FFFFFFAFAAA) is complete = 6. sentinel-wood: (0,1) (0,2) (0,7) and
    // (2,0) (3,0) (6,0) (7,0) (8,0) = 8. Coins: + pasture = 6. Empty spaces next to the dragon:
    // (8,1) (10,1) (10,2) = -3. 6 + 8 + 6 - 3 = 17.
    expect(s.scores[0]![3]).toEqual({
      edicts: [
        { letter: 'D', card: 'borderlands', stars: 6 },
        { letter: 'A', card: 'sentinel-wood', stars: 8 },
      ],
      coins: 6,
      monsters: -3,
      total: 17,
    });
    // 7 + 7 + 13 + 17 = 44; solo values 85; 44 - 85 = -41: Oblivious Inkdrinker.
    expect(s.result).toEqual({
      players: [{ player: 0, total: 44, monsters: -3, rank: 1 }],
      winners: [0],
      solo: { score: -41, cardValues: 85, title: 'Oblivious Inkdrinker' },
    });
    expect(replay(JSON.parse(JSON.stringify(toSaved(s))), table)).toEqual(s);
  });
});
