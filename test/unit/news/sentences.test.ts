/**
 * The English of what happened (components/news/sentences.ts), on the seeded games of
 * test/unit/game/happenings.test.ts and on hand-made happenings for the rare cases (a full coin
 * track). Each expected sentence was read against the map it describes.
 */
import { describe, expect, it } from 'vitest';
import { count, sayContext, sentenceFor, sentencesFor, whereOf } from '../../../components/news/sentences.ts';
import { officialTable } from '../../../src/content/tables.ts';
import { happeningsSince, newGame, playRandomly, type GameState, type Happening } from '../../../src/game/index.ts';

const game = (packs: string[], side: string, players: number, i: number) =>
  playRandomly(newGame(officialTable(packs, side), { players }, `news-${i}`), { seed: i });
const say = (s: GameState, code: Happening['code'], viewer = 0) => {
  const ctx = sayContext(s, ['Ada', 'Bea'], viewer);
  return happeningsSince(s, 0)
    .filter((h) => h.code === code)
    .map((h) => sentenceFor(h, ctx));
};

const heroes2p = game(['heroes'], 'side-c', 2, 0);
const heroesSolo1 = game(['heroes'], 'side-c', 1, 1);
const heroesSolo6 = game(['heroes'], 'side-c', 1, 6);
const baseSolo6 = game(['base'], 'side-a', 1, 6);

describe('sentences for what happened', () => {
  it('count with the right plural, never "1 stars"', () => {
    expect(count(1, 'star')).toBe('1 star');
    expect(count(0, 'star')).toBe('0 stars');
    expect(count(2, 'coin')).toBe('2 coins');
    expect(count(-1, 'star')).toBe('-1 star');
    expect(count(3, 'monster space')).toBe('3 monster spaces');
  });

  it('name spaces as people count them, from 1', () => {
    expect(whereOf([[0, 0]])).toBe('row 1, column 1');
    expect(
      whereOf([
        [8, 8],
        [9, 8],
        [9, 9],
        [10, 10],
      ]),
    ).toBe('rows 9 to 11, columns 9 to 11');
    expect(
      whereOf([
        [4, 2],
        [4, 3],
      ]),
    ).toBe('row 5, columns 3 to 4');
  });

  it('say the solo walk: from which corner, which way, how far, and where the monster landed', () => {
    expect(say(baseSolo6, 'monster.walked')).toEqual(
      expect.arrayContaining([
        'Gnoll Raid: the walk starts in the top-left corner, and the monster fitted there at once: it was drawn on your map at rows 1 to 3, columns 1 to 2.',
        'Kobold Onslaught: the monster walked 44 spaces from the bottom-left corner, heading north up the left edge, and was drawn on your map at rows 6 to 8, columns 2 to 3. It found no room further out, so it walked the ring 1 space in from the edge.',
      ]),
    );
  });

  it("say who drew which monster on whose map, from each player's side", () => {
    expect(say(heroes2p, 'monster.drawn', 0)).toContain('Bea drew the monster of Dragon Inferno on your map at rows 5 to 7, columns 1 to 3.');
    expect(say(heroes2p, 'monster.drawn', 0)).toContain("You drew the monster of Dragon Inferno on Bea's map at rows 9 to 11, columns 9 to 11.");
    expect(say(heroes2p, 'monster.drawn', 1)).toContain("You drew the monster of Dragon Inferno on Ada's map at rows 5 to 7, columns 1 to 3.");
  });

  it('say the zombie spread, the Gorgon and the Troll, and hero kills', () => {
    expect(say(heroesSolo1, 'zombies.spread')[0]).toBe('Zombie Plague: zombies spread into 2 spaces on your map: row 1, column 2; row 2, column 1.');
    expect(say(heroes2p, 'spaces.destroyed', 0)).toEqual([
      "Gorgon Gaze destroyed 1 space on Bea's map as it was drawn: row 7, column 3. You chose it.",
      'Gorgon Gaze destroyed 1 space on your map as it was drawn: row 7, column 7. Bea chose it.',
      expect.stringMatching(/^Giant Troll Ravage destroyed 1 space on (your|Bea's) map after scoring: row \d+, column \d+\.$/),
      expect.stringMatching(/^Giant Troll Ravage destroyed 1 space on (your|Bea's) map after scoring: row \d+, column \d+\.$/),
    ]);
    expect(say(heroesSolo6, 'spaces.destroyed')).toContain('Giant Troll Ravage destroyed 1 space on your map after scoring: row 5, column 8.');
    expect(say(heroesSolo6, 'hero.drawn')).toContain('You drew the hero Dobrik of Lorkheim at row 10, column 3; its attack pattern marks 4 spaces.');
    expect(say(heroesSolo6, 'hero.kills')).toContain('A hero destroyed 1 monster space on your map: row 10, column 4.');
    expect(say(heroes2p, 'hero.kills', 1)).toContain('A hero destroyed 2 monster spaces on your map: row 4, column 10; row 5, column 11.');
  });

  it('say each coin and why', () => {
    const coins = say(heroes2p, 'coins.gained');
    expect(coins).toContain('Bea gained 1 coin for the coin on the shape of Pasture.');
    expect(coins).toContain('You gained 1 coin for surrounding the mountain at row 9, column 10.');
    const ctx = sayContext(heroes2p, ['Ada', 'Bea'], 0);
    const dragon: Happening = { code: 'coins.gained', seq: 0, sheet: 1, by: null, coins: 3, earned: 3, reason: 'monster-enclosed', card: 'dragon-inferno' };
    expect(sentenceFor(dragon, ctx)).toBe('Bea gained 3 coins for surrounding the monster of Dragon Inferno.');
    expect(sentenceFor({ ...dragon, coins: 1 }, ctx)).toBe(
      'Bea gained 1 coin for surrounding the monster of Dragon Inferno. The track had room for only 1 coin of 3.',
    );
    expect(sentenceFor({ ...dragon, sheet: 0, coins: 0 }, ctx)).toBe('Your coin track is full: no coin for surrounding the monster of Dragon Inferno.');
  });

  it("give a season's breakdown per player", () => {
    expect(say(heroes2p, 'season.scored', 0).slice(0, 4)).toEqual([
      "Your score for Spring: 0 stars from Heart of the Forest (A), 0 stars from Ulem's Wallow (B), 2 stars from coins, and nothing lost to monsters; 2 stars in all.",
      "Bea's score for Spring: 0 stars from Heart of the Forest (A), 0 stars from Ulem's Wallow (B), 2 stars from coins, and nothing lost to monsters; 2 stars in all.",
      "Your score for Summer: 0 stars from Ulem's Wallow (B), 0 stars from Dwarvenholds (C), 2 stars from coins, and 11 stars lost to monsters; -9 stars in all.",
      "Bea's score for Summer: 0 stars from Ulem's Wallow (B), 0 stars from Dwarvenholds (C), 2 stars from coins, and 9 stars lost to monsters; -7 stars in all.",
    ]);
    expect(say(heroes2p, 'season.scored', 0)[5]).toBe(
      "Bea's score for Fall: 0 stars from Dwarvenholds (C), 6 stars from Outer Enclave (D), 3 stars from coins, and 8 stars lost to monsters; 1 star in all.",
    );
  });

  it('say reveals, and use "Player N" for a player without a name', () => {
    const ctx = sayContext(heroes2p, [], undefined);
    const lines = sentencesFor(
      happeningsSince(heroes2p, 0)
        .filter((h) => h.code === 'card.revealed' || h.code === 'monster.drawn')
        .slice(0, 40),
      ctx,
    );
    expect(lines).toContain('Ambush! Dragon Inferno is revealed.');
    expect(lines).toContain("Player 1 drew the monster of Dragon Inferno on Player 2's map at rows 9 to 11, columns 9 to 11.");
    expect(lines.some((l) => /^A hero arrives: /.test(l))).toBe(true);
    expect(lines.every((l) => !/\b1 (stars|spaces|coins)\b/.test(l))).toBe(true);
  });
});
