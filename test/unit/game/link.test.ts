import { describe, expect, it } from 'vitest';
import { gameFromCode, gameFromText, gameText, mapCode, MAX_CODE, packText, replayCode, unpackText } from '../../../src/game/link.ts';
import { formatNotation, parseNotation } from '../../../src/grid/notation.ts';
import { dailyGame, DAILY_MODES } from '../../../src/game/daily.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { toSaved } from '../../../src/game/replay.ts';
import { newGame } from '../../../src/game/setup.ts';
import { modeTable } from '../../../src/content/tables.ts';
import type { GameState } from '../../../src/game/types.ts';

const BASE = 'https://cartographers.example.org/play/?replay=';

describe('game links', () => {
  it('a finished solo game of every mode fits a URL of at most 2,000 characters, and comes back as the canonical saved game', async () => {
    let longest = 0;
    for (const mode of DAILY_MODES) {
      for (let i = 0; i < 12; i++) {
        const over = playRandomly(dailyGame(`2026-0${1 + (i % 9)}-1${i % 10}`, mode).state, { seed: i });
        const code = await replayCode(over);
        const url = BASE + code;
        longest = Math.max(longest, url.length);
        expect(url.length, `${mode} #${i}`).toBeLessThanOrEqual(2000);
        const back = await gameFromCode(code);
        expect(back.game).toEqual(toSaved(over));
        expect(back.state.result).toEqual(over.result);
      }
    }
    // The compression does its share: far from the limit, not just under it.
    expect(longest).toBeLessThan(1200);
  }, 60_000);

  it('a 6-player game round-trips too (players and every kind of action)', async () => {
    const over = playRandomly(newGame(modeTable('combined', 'side-d'), { players: 6, ambushPlacement: 'neighbour' }, 'six'), { seed: 2 });
    const text = gameText(over);
    for (const letter of ['D', 'M']) expect(text).toContain(`${letter}5`);
    expect((await gameFromCode(await packText(text))).game).toEqual(toSaved(over));
  });

  it('a finished map travels in a link too, and comes back space for space', async () => {
    const over = playRandomly(dailyGame('2026-03-03', 'heroes').state, { seed: 6 });
    const text = formatNotation(over.sheets[0]!.grid);
    const code = await mapCode(text);
    expect((BASE + code).length).toBeLessThanOrEqual(2000);
    expect(parseNotation(await unpackText(code))).toEqual(over.sheets[0]!.grid);
  });

  it('refuses to write a game still being played (its deck is secret)', () => {
    const running = dailyGame('2026-05-05', 'base').state;
    expect(() => gameText(running)).toThrow(/Only a finished game/);
  });

  it('refuses damaged links with a sentence', async () => {
    const over = playRandomly(dailyGame('2026-05-06', 'heroes').state, { seed: 1 });
    const text = gameText(over);
    await expect(unpackText('not a code!')).rejects.toThrow(/damaged or not a Cartographers link/);
    await expect(unpackText('AAAA')).rejects.toThrow(/does not inflate/);
    await expect(unpackText('A'.repeat(MAX_CODE + 1))).rejects.toThrow(/longer than/);
    // A bomb: a small code that inflates far past the limit.
    const bomb = await packText(' '.repeat(1_000_000));
    expect(bomb.length).toBeLessThan(2000);
    await expect(unpackText(bomb)).rejects.toThrow(/inflates past/);
    expect(() => gameFromText('{"f":1}')).toThrow(/fields are missing/);
    // A move changed: the engine refuses it on replay (the first drawing moved off the map).
    const forged = text.replace(/"a":"(D0\d[FVAWXH])../, '"a":"$1__');
    expect(forged).not.toBe(text);
    expect(() => gameFromText(forged)).toThrow(/refused|outside|map/);
    // A game cut short is not finished.
    const cut = text.replace(/ [^ ]+"\}$/, '"}');
    expect(() => gameFromText(cut)).toThrow(/not finished/);
  });

  it('keeps the hidden deck out of a running game: only the stage decides, not the caller', () => {
    const s = dailyGame('2026-05-07', 'combined').state;
    const almost = playRandomly(s, { seed: 4, until: (x: GameState) => x.season === 3 });
    expect(almost.stage).not.toBe('gameOver');
    expect(() => gameText(almost)).toThrow(/finished/);
  });
});
