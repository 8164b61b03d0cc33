import { describe, expect, it } from 'vitest';
import { combinePacks } from '../../../src/content/combine.ts';
import { heroesPack } from '../../../src/content/official.ts';
import { newGame, replay, toSaved } from '../../../src/game/index.ts';
import { act, first, playSeason, sheetText } from './scripted.ts';

/**
 * A solo game of Cartographers Heroes on the official cards, seed 6, side C: three heroes and all
 * four special ambushes (Dragon Inferno, Gorgon Gaze, Giant Troll Ravage, Zombie Plague). Every
 * action is "the first legal action" (for a hero: the first empty space; for a destroy: the first
 * space offered). Edicts fixed so the hand count stays short: A sleepy-valley (24), B ulems-wallow
 * (14), C traylo-monastery (14), D silos (30). The maps are as scored (before after-scoring effects).
 */
const table = combinePacks([heroesPack]);
const options = { players: 1, edicts: { A: 'sleepy-valley', B: 'ulems-wallow', C: 'traylo-monastery', D: 'silos' } } as const;
const rows = (...r: string[]) => r.join('\n');

describe('scripted solo game of Cartographers Heroes (seed 6, every special ambush)', () => {
  it('scores every season as worked out by hand, with heroes, the dragon, gorgon, troll and zombie', () => {
    let s = newGame(table, options, 6);
    // Spring (A sleepy-valley + B ulems-wallow): timber-grove, lagoon, mangrove-swamp, pasture,
    // frontier-dwelling, kethras-gates, hillside-terrace.
    let r = playSeason(s, () => first, 0);
    s = r.state;
    expect(r.maps[0]).toBe(
      rows(
        'FWF.FFFA.A.',
        'WMFFf.F.VVV',
        'AA.......V.',
        'AA.....rMV.',
        '...........',
        '...M.......',
        '......r....',
        '..r........',
        '.........M.',
        '.....M..r..',
        'r..........',
      ),
    );
    // sleepy-valley: rows 0 (5 forests) and 1 (4) = 2 x 4 = 8. ulems-wallow: water (0,1) touches no
    // farm, (1,0) one farm = 0. Coins: timber-grove, lagoon and pasture coin options = 3, and mountain
    // (1,1) is surrounded (W, A, W, F) = 4. No monster. 8 + 0 + 4 = 12.
    expect(s.scores[0]![0]).toEqual({
      edicts: [
        { letter: 'A', card: 'sleepy-valley', stars: 8 },
        { letter: 'B', card: 'ulems-wallow', stars: 0 },
      ],
      coins: 4,
      monsters: 0,
      total: 12,
    });

    // Summer (B + C traylo-monastery): the Dragon Inferno walks from the bottom-left corner
    // counterclockwise: (8,2) (9,0) (9,1) (9,2) (10,0); then kethras-gates, timber-grove,
    // woodland-crossroads, frontier-dwelling, mangrove-swamp.
    expect(s.log.find((e) => e.action.type === 'walk')?.action).toEqual({
      type: 'walk',
      sheet: 0,
      card: 'dragon-inferno',
      cells: [
        [8, 2],
        [9, 0],
        [9, 1],
        [9, 2],
        [10, 0],
      ],
    });
    r = playSeason(s, () => first, 1);
    s = r.state;
    expect(r.maps[0]).toBe(
      rows(
        'FWFFFFFA.A.',
        'WMFFfFF.VVV',
        'AA.F.FF..V.',
        'AAFFFVVvMV.',
        'FFFF..V....',
        'F.FM..V....',
        '......r....',
        '..r........',
        '..X......M.',
        'XXX..M..r..',
        'x..........',
      ),
    );
    // ulems-wallow 0 (same waters). traylo-monastery: village clusters (1,8)-(1,10)+(2,9)+(3,9) and
    // (3,5)-(3,7)+(4,6)+(5,6) have at most 3 in a line = 0. Coins: + timber-grove = 5 (mountains (5,3)
    // and (3,8) still touch empty spaces). Empty spaces next to the dragon: (7,2) (8,0) (8,1) (8,3)
    // (9,3) (10,1) (10,2) = -7. 0 + 0 + 5 - 7 = -2.
    expect(s.scores[0]![1]).toEqual({
      edicts: [
        { letter: 'B', card: 'ulems-wallow', stars: 0 },
        { letter: 'C', card: 'traylo-monastery', stars: 0 },
      ],
      coins: 5,
      monsters: -7,
      total: -2,
    });

    // Fall (C + D silos): hero dal-of-jolev at (0,8), mangrove-swamp, pasture, settlement, hero
    // wren-the-lioness at (0,10), hillside-terrace, woodland-crossroads.
    r = playSeason(s, () => first, 2);
    s = r.state;
    expect(s.sheets[0]!.heroes.map((h) => h.card)).toEqual(['dal-of-jolev', 'wren-the-lioness']);
    expect(r.maps[0]).toBe(
      rows(
        'FWFFFFFAHAH',
        'WMFFfFFVVVV',
        'AAAFAFFV.V.',
        'AAFFFVVvMV.',
        'FFFFAAVFFF.',
        'FFFMAAVF.F.',
        'FFF...r....',
        '.Fr........',
        '..X......M.',
        'XXX..M..r..',
        'x..........',
      ),
    );
    // traylo-monastery: (1,7)-(1,10) is a 1x4 line inside the one village cluster = 7. silos: no odd
    // (1-based) column is complete = 0. Coins: + pasture and settlement = 7. Dragon: the same 7 empty
    // neighbours = -7. 7 + 0 + 7 - 7 = 7.
    expect(s.scores[0]![2]).toEqual({
      edicts: [
        { letter: 'C', card: 'traylo-monastery', stars: 7 },
        { letter: 'D', card: 'silos', stars: 0 },
      ],
      coins: 7,
      monsters: -7,
      total: 7,
    });

    // Winter (D + A): lagoon, hero dobrik-of-lorkheim at (2,8), Gorgon Gaze walks from the
    // bottom-right corner clockwise to (9,8) (9,10) (10,9) and its drawer (the owner) destroys the
    // first space offered, (8,8); Giant Troll Ravage walks from the top-right corner to (6,8) (6,9)
    // (6,10) (7,9); Zombie Plague walks from the top-left corner counterclockwise to (7,0); then
    // frontier-dwelling, coastal-encampment, woodland-crossroads.
    r = playSeason(s, () => first, 3);
    s = r.state;
    expect(r.actions.filter((a) => a.type === 'destroy')).toEqual([{ type: 'destroy', player: 0, cells: [[8, 8]] }]);
    expect(s.sheets[0]!.monsters.map((m) => m.card)).toEqual(['dragon-inferno', 'gorgon-gaze', 'giant-troll-ravage', 'zombie-plague']);
    expect(r.maps[0]).toBe(
      rows(
        'FWFFFFFAHAH',
        'WMFFfFFVVVV',
        'AAAFAFFVHVF',
        'AAFFFVVvMV.',
        'FFFFAAVFFF.',
        'FFFMAAVFWF.',
        'FFFVVVrWXXX',
        'XFr.VVVV.X.',
        '..X.VV..*M.',
        'XXX..M..x.X',
        'x........X.',
      ),
    );
    // silos 0 (every odd column has an empty space). sleepy-valley: rows 0-6 each hold 3 or more
    // forests = 7 x 4 = 28. Coins: + lagoon = 8, mountains (5,3) (F V F A) and (3,8) (H F v V) now
    // surrounded = 10 (the dragon's (8,2) still touches an empty space: no dragon coins).
    // Empty spaces next to a monster: (7,8) (5,10) (7,10) (8,0) (7,2) (8,1) (8,3) (10,1) (9,3) (10,2)
    // (9,7) (10,8) (9,9) (8,10) (10,10) = -15. 0 + 28 + 10 - 15 = 23.
    expect(s.scores[0]![3]).toEqual({
      edicts: [
        { letter: 'D', card: 'silos', stars: 0 },
        { letter: 'A', card: 'sleepy-valley', stars: 28 },
      ],
      coins: 10,
      monsters: -15,
      total: 23,
    });

    // After winter's scoring the effects still resolve in reveal order (docs/RULES.md §4.2): the zombie
    // spreads to (8,0), then the troll's owner destroys one empty neighbour (the first offered, (5,10)).
    expect(s.tasks[0]).toMatchObject([{ kind: 'destroy', card: 'giant-troll-ravage' }]);
    s = act(s, { type: 'destroy', player: 0, cells: [[5, 10]] });
    expect(sheetText(s).split('\n')[8]).toBe('X.X.VV..*M.');
    expect(sheetText(s).split('\n')[5]).toBe('FFFMAAVFWF*');
    // 12 - 2 + 7 + 23 = 40; solo values 24 + 14 + 14 + 30 = 82; 40 - 82 = -42: Oblivious Inkdrinker.
    expect(s.result).toEqual({
      players: [{ player: 0, total: 40, monsters: -29, rank: 1 }],
      winners: [0],
      solo: { score: -42, cardValues: 82, title: 'Oblivious Inkdrinker' },
    });
    expect(replay(JSON.parse(JSON.stringify(toSaved(s))), table)).toEqual(s);
  });
});
