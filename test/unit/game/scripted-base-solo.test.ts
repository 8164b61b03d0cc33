import { describe, expect, it } from 'vitest';
import { combinePacks } from '../../../src/content/combine.ts';
import { basePack } from '../../../src/content/official.ts';
import { newGame, replay, toSaved } from '../../../src/game/index.ts';
import { first, playUntil, scored, sheetText } from './scripted.ts';

/**
 * A solo game of the base game on the official cards, seed 1, side A. Every action is "the first
 * legal action" (option 1 as printed, topmost then leftmost, the card's first terrain), and the
 * solo walk places the monsters. Edicts fixed: A sentinel-wood (25), B the-golden-granary (20),
 * C wildholds (16), D borderlands (24). Each season's map is printed below and was scored by hand.
 */
const table = combinePacks([basePack]);
const options = { players: 1, edicts: { A: 'sentinel-wood', B: 'the-golden-granary', C: 'wildholds', D: 'borderlands' } } as const;

describe('scripted solo game of the base game (seed 1, official cards)', () => {
  it('scores every season as worked out by hand and ends Oblivious Inkdrinker', () => {
    let s = newGame(table, options, 1);
    // Spring (A sentinel-wood + B the-golden-granary), time 8: hinterland-stream, rift-lands,
    // fishing-village, marshlands, hamlet, homestead.
    let r = playUntil(s, () => first, scored(0));
    s = r.state;
    expect(r.actions).toHaveLength(6);
    expect(sheetText(s)).toBe(
      [
        'AAAFVVVVV..',
        'AF.MVr..VV.',
        'AfFFVV..Mr.',
        '.F..V......',
        '...........',
        '.....M.....',
        '...........',
        '...........',
        '.rM......r.',
        '.....r.M...',
        '...........',
      ].join('\n'),
    );
    // sentinel-wood: forest on the map's edge: (0,3) only = 1. golden-granary: no water, no farm on
    // a ruins space = 0. Coins: hamlet's coin option = 1 (mountain (1,3) still has (1,2) empty).
    // No monster. 1 + 0 + 1 = 2.
    expect(s.scores[0]![0]).toEqual({
      edicts: [
        { letter: 'A', card: 'sentinel-wood', stars: 1 },
        { letter: 'B', card: 'the-golden-granary', stars: 0 },
      ],
      coins: 1,
      monsters: 0,
      total: 2,
    });

    // Summer (B + C wildholds): rift-lands, orchard, forgotten-forest, treetop-village, hinterland-stream, homestead.
    r = playUntil(s, () => first, scored(1));
    s = r.state;
    expect(sheetText(s)).toBe(
      [
        'AAAFVVVVVF.',
        'AF.MVfFFVV.',
        'AfFFVVFFMr.',
        '.FFFV.VFAAA',
        'FFF...VVA..',
        '.....MV.A..',
        '...........',
        '...........',
        '.rM......r.',
        '.....r.M...',
        '...........',
      ].join('\n'),
    );
    // golden-granary 0 (the only farm is off the ruins; (2,9) is an empty ruins space).
    // wildholds: villages (0,4)-(0,8), (1,4), (2,4), (2,5), (3,4), (1,8), (1,9) form one cluster of 11
    // = 8; (3,6), (4,6), (4,7), (5,6) is a cluster of 4 = 0. So 8. Coins: + forgotten-forest's coin = 2.
    // 0 + 8 + 2 = 10.
    expect(s.scores[0]![1]).toEqual({
      edicts: [
        { letter: 'B', card: 'the-golden-granary', stars: 0 },
        { letter: 'C', card: 'wildholds', stars: 8 },
      ],
      coins: 2,
      monsters: 0,
      total: 10,
    });

    // Fall (C + D borderlands): farmland, forgotten-forest, fishing-village, treetop-village, homestead.
    r = playUntil(s, () => first, scored(2));
    s = r.state;
    expect(sheetText(s)).toBe(
      [
        'AAAFVVVVVFA',
        'AF.MVfFFVVA',
        'AfFFVVFFMr.',
        '.FFFV.VFAAA',
        'FFFF..VVA..',
        'VVVVFMV.AFF',
        'V......FFF.',
        'VV.........',
        'VrM......r.',
        '.....r.M...',
        '...........',
      ].join('\n'),
    );
    // wildholds: the cluster of 11 = 8, plus (5,0)-(5,3), (6,0), (7,0), (7,1), (8,0) = 8 villages = 8. 16.
    // borderlands: row 0 (AAAFVVVVVFA) is the only complete row or column = 6.
    // Coins: + farmland's and forgotten-forest's coins = 4. 16 + 6 + 4 = 26.
    expect(s.scores[0]![2]).toEqual({
      edicts: [
        { letter: 'C', card: 'wildholds', stars: 16 },
        { letter: 'D', card: 'borderlands', stars: 6 },
      ],
      coins: 4,
      monsters: 0,
      total: 26,
    });

    // Winter (D + A): marshlands, great-river, goblin-attack (walks from the bottom-right corner),
    // hinterland-stream, gnoll-raid (walks from the top-left corner, counterclockwise), temple-ruins, forgotten-forest.
    r = playUntil(s, () => first, scored(3));
    s = r.state;
    expect(sheetText(s)).toBe(
      [
        'AAAFVVVVVFA',
        'AF.MVfFFVVA',
        'AfFFVVFFMr.',
        '.FFFV.VFAAA',
        'FFFF..VVA..',
        'VVVVFMV.AFF',
        'V..F..WFFF.',
        'VV.FFFW.AAA',
        'VfMFXXW.XrA',
        '..F.Xr.M.XA',
        '....XX....X',
      ].join('\n'),
    );
    // borderlands: still only row 0 = 6. sentinel-wood: (0,3), (0,9), (4,0), (5,10) = 4.
    // Coins: + great-river's and forgotten-forest's coins = 6.
    // Monsters (X at (8,4) (8,5) (8,8) (9,4) (9,9) (10,4) (10,5) (10,10)); the empty spaces next to them:
    // (9,5) (9,8) (8,7) (8,9) (10,9) (9,3) (10,3) (10,6) = -8. 6 + 4 + 6 - 8 = 8.
    expect(s.scores[0]![3]).toEqual({
      edicts: [
        { letter: 'D', card: 'borderlands', stars: 6 },
        { letter: 'A', card: 'sentinel-wood', stars: 4 },
      ],
      coins: 6,
      monsters: -8,
      total: 8,
    });

    // 2 + 10 + 26 + 8 = 46; the cards' solo values 25 + 20 + 16 + 24 = 85; 46 - 85 = -39, below the
    // lowest threshold (-30): the lowest title.
    expect(s.stage).toBe('gameOver');
    expect(s.result).toEqual({
      players: [{ player: 0, total: 46, monsters: -8, rank: 1 }],
      winners: [0],
      solo: { score: -39, cardValues: 85, title: 'Oblivious Inkdrinker' },
    });
    expect(replay(JSON.parse(JSON.stringify(toSaved(s))), table)).toEqual(s);
  });
});
