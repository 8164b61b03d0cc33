/** A saved game is untrusted JSON: replay refuses a malformed one with `replay.malformed` and where, never a TypeError. */
import { describe, expect, it } from 'vitest';
import { combinePacks } from '../../../src/content/combine.ts';
import { basePack } from '../../../src/content/official.ts';
import { CartoError } from '../../../src/errors.ts';
import { playRandomly } from '../../../src/game/random-player.ts';
import { replay, replayUntil, toSaved } from '../../../src/game/replay.ts';
import { newGame } from '../../../src/game/setup.ts';

const table = combinePacks([basePack], { map: 'side-a' });
const saved = toSaved(playRandomly(newGame(table, { players: 1 }, 'malformed'), { seed: 3 }));
/** The index of the first entry with a player (an action a replay applies). */
const firstAction = saved.log.findIndex((e) => e.player !== null);

const tampered: [string, unknown, string][] = [
  ['null game', null, '/'],
  ['a list for a game', [], '/'],
  ['no content', { ...saved, content: undefined }, '/content'],
  ['null options', { ...saved, options: null }, '/options'],
  ['a log that is not a list', { ...saved, log: { 0: saved.log[0] } }, '/log'],
  ['a null entry', { ...saved, log: saved.log.map((e, i) => (i === firstAction ? null : e)) }, `/log/${firstAction}`],
  ['an entry without action', { ...saved, log: saved.log.map((e, i) => (i === firstAction ? { ...e, action: undefined } : e)) }, `/log/${firstAction}/action`],
  ['an action without type', { ...saved, log: saved.log.map((e, i) => (i === 2 ? { ...e, action: { player: 0 } } : e)) }, '/log/2/action'],
  ['a string for a player', { ...saved, log: saved.log.map((e, i) => (i === firstAction ? { ...e, player: '0' } : e)) }, `/log/${firstAction}/player`],
];

describe('replay of a malformed saved game', () => {
  it('replays the untampered game', () => {
    expect(replay(saved, table).log).toHaveLength(saved.log.length);
  });

  it.each(tampered)('refuses %s with replay.malformed at its pointer', (_, game, pointer) => {
    for (const run of [() => replay(game as never, table), () => replayUntil(game as never, table, () => false)]) {
      let error: unknown;
      try {
        run();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(CartoError);
      expect((error as CartoError).code).toBe('replay.malformed');
      expect((error as CartoError).location.pointer).toBe(pointer === '/' ? '' : pointer);
      expect((error as CartoError).message).toMatch(/^the saved game is malformed at \//);
    }
  });
});
