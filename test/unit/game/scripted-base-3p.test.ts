import { describe, expect, it } from 'vitest';
import { combinePacks } from '../../../src/content/combine.ts';
import { basePack } from '../../../src/content/official.ts';
import { newGame, replay, toSaved } from '../../../src/game/index.ts';
import { first, playSeason, type Chooser } from './scripted.ts';

/**
 * A 3-player base game on the official cards, seed 1, side A, edicts as in the solo test (A
 * sentinel-wood, B the-golden-granary, C wildholds, D borderlands). Every player draws "the first
 * legal action"; for an ambush, players 0 and 2 draw the monster at the first legal position on the
 * sheet passed to them, player 1 at the LAST one. The same seed deals the same cards as the solo
 * game, so spring to fall every sheet is the solo game's (scored by hand in scripted-base-solo).
 */
const table = combinePacks([basePack]);
const options = { players: 3, edicts: { A: 'sentinel-wood', B: 'the-golden-granary', C: 'wildholds', D: 'borderlands' } } as const;
const last: Chooser = (legal) => legal[legal.length - 1];
const choose = (_card: string, kind: string, player: number): Chooser => (player === 1 && kind === 'monster' ? last : first);
const rows = (...r: string[]) => r.join('\n');

describe('scripted 3-player game of the base game with ambushes passed between players (seed 1)', () => {
  it('passes each monster to the neighbour in the arrow direction and scores as worked out by hand', () => {
    let s = newGame(table, options, 1);
    const solo = [2, 10, 26];
    for (let season = 0; season < 3; season++) {
      const r = playSeason(s, choose, season);
      s = r.state;
      // Three drawing players: 3 actions per explore card.
      expect(r.actions.length % 3).toBe(0);
      expect(s.scores.map((row) => row[season]!.total)).toEqual([solo[season], solo[season], solo[season]]);
    }

    // Winter: marshlands, great-river, then goblin-attack (arrow counterclockwise): every player
    // passes their sheet, so player p draws on sheet p+1 (0 on 1, 1 on 2, 2 on 0); then
    // hinterland-stream, gnoll-raid (counterclockwise too), temple-ruins, forgotten-forest.
    const r = playSeason(s, choose, 3);
    s = r.state;
    const monsters = s.log.filter((e) => e.action.type === 'monster').map((e) => e.action);
    expect(monsters).toEqual([
      {
        type: 'monster',
        player: 0,
        cells: [
          [7, 7],
          [8, 8],
          [9, 9],
        ],
      }, // on sheet 1
      {
        type: 'monster',
        player: 1,
        cells: [
          [8, 10],
          [9, 9],
          [10, 8],
        ],
      }, // on sheet 2, the last position
      {
        type: 'monster',
        player: 2,
        cells: [
          [7, 7],
          [8, 8],
          [9, 9],
        ],
      }, // on sheet 0
      {
        type: 'monster',
        player: 0,
        cells: [
          [8, 4],
          [8, 5],
          [9, 4],
          [10, 4],
          [10, 5],
        ],
      },
      {
        type: 'monster',
        player: 1,
        cells: [
          [9, 4],
          [9, 6],
          [10, 4],
          [10, 5],
          [10, 6],
        ],
      },
      {
        type: 'monster',
        player: 2,
        cells: [
          [8, 4],
          [8, 5],
          [9, 4],
          [10, 4],
          [10, 5],
        ],
      },
    ]);
    // Sheets 0 and 1 got the same monsters on the same map: they are equal.
    const sheet01 = rows(
      'AAAFVVVVVFA',
      'AF.MVfFFVVA',
      'AfFFVVFFMr.',
      '.FFFV.VFAAA',
      'FFFF..VVA..',
      'VVVVFMV.AFF',
      'V..F..WFFF.',
      'VV.FFFWXAAA',
      'VfMFXXW.XrA',
      '..F.Xr.M.XA',
      '....XX.....',
    );
    expect(r.maps[0]).toBe(sheet01);
    expect(r.maps[1]).toBe(sheet01);
    // borderlands: row 0 only (every column has an empty space) = 6. sentinel-wood: (0,3) (0,9) (4,0)
    // (5,10) = 4. Coins: + great-river and forgotten-forest = 6. Empty spaces next to the monsters
    // (7,7) (8,4) (8,5) (8,8) (9,4) (9,9) (10,4) (10,5): (8,7) (9,5) (8,9) (9,8) (9,3) (10,9) (10,3)
    // (10,6) = -8. 6 + 4 + 6 - 8 = 8.
    const eight = {
      edicts: [
        { letter: 'D', card: 'borderlands', stars: 6 },
        { letter: 'A', card: 'sentinel-wood', stars: 4 },
      ],
      coins: 6,
      monsters: -8,
      total: 8,
    };
    expect(s.scores[0]![3]).toEqual(eight);
    expect(s.scores[1]![3]).toEqual(eight);
    expect(r.maps[2]).toBe(
      rows(
        'AAAFVVVVVFA',
        'AF.MVfFFVVA',
        'AfFFVVFFMr.',
        '.FFFV.VFAAA',
        'FFFF..VVA..',
        'VVVVFMV.AFF',
        'V..F..WFFF.',
        'VV.FFFW.AAA',
        'VfMF..W.ArX',
        '..F.XrXMAX.',
        '....XXX.X..',
      ),
    );
    // Sheet 2: borderlands: row 0, column 6 (V F F V V V W W W X X) and column 8 (V V M A A A F A A A X)
    // = 18. sentinel-wood: the same 4. Coins 6. Empty spaces next to the monsters (8,10) (9,4) (9,6)
    // (9,9) (10,4) (10,5) (10,6) (10,8): (8,9) (9,10) (8,4) (9,3) (9,5) (10,9) (10,3) (10,7) = -8.
    // 18 + 4 + 6 - 8 = 20.
    expect(s.scores[2]![3]).toEqual({
      edicts: [
        { letter: 'D', card: 'borderlands', stars: 18 },
        { letter: 'A', card: 'sentinel-wood', stars: 4 },
      ],
      coins: 6,
      monsters: -8,
      total: 20,
    });

    // Totals: players 0 and 1: 2 + 10 + 26 + 8 = 46; player 2: 2 + 10 + 26 + 20 = 58. Players 0 and 1
    // are also tied on monsters (-8 each): they share rank 2.
    expect(s.stage).toBe('gameOver');
    expect(s.result).toEqual({
      players: [
        { player: 0, total: 46, monsters: -8, rank: 2 },
        { player: 1, total: 46, monsters: -8, rank: 2 },
        { player: 2, total: 58, monsters: -8, rank: 1 },
      ],
      winners: [2],
    });
    expect(replay(JSON.parse(JSON.stringify(toSaved(s))), table)).toEqual(s);
  });
});
