/**
 * viewFor hides what a player may not see, at every step of whole games (local pass-and-play shows
 * these views too): the scanner in test/helpers/secrets.ts defines the secrets from the full state.
 */
import { describe, expect, it } from 'vitest';
import { combinePacks } from '../../../src/content/combine.ts';
import { basePack, heroesPack } from '../../../src/content/official.ts';
import { apply, newGame, randomAction, viewFor, type GameState } from '../../../src/game/index.ts';
import { Rng, seedRng } from '../../../src/random/prng.ts';
import { findSecrets } from '../../helpers/secrets.ts';

function* steps(state: GameState, seed: string): Generator<GameState> {
  const rng = new Rng(seedRng(seed));
  let s = state;
  yield s;
  // Round robin over the seats with a task: open phases then hold several players' choices at once.
  for (let i = 0; i < 3000 && s.stage !== 'gameOver'; i++) {
    const open = [...s.tasks.keys()].filter((p) => s.tasks[p]!.length > 0);
    if (open.length === 0) break;
    const player = open[i % open.length]!;
    const action = randomAction(s, player, rng);
    if (!action) break;
    const r = apply(s, action);
    if (r.violation) throw new Error(r.violation.message);
    s = r.state;
    yield s;
  }
}

describe('viewFor', () => {
  it('the scanner finds the secrets of a whole state (so a clean view means something)', () => {
    const s = newGame(combinePacks([basePack]), { players: 3 }, 'view-scanner-seed');
    const found = findSecrets(s, { state: s, viewer: 0 }).join('\n');
    expect(found).toMatch(/a 'seed' field/);
    expect(found).toMatch(/a 'rng' field/);
    expect(found).toMatch(/hidden deck order/);
    expect(found).toMatch(/shuffle with its order/);
  });

  for (const [name, packs, players, placement] of [
    ['base, 3 players, monsters passed to neighbours', [basePack], 3, 'neighbour'],
    ['base and Heroes, 4 players', [basePack, heroesPack], 4, 'walk'],
  ] as const) {
    it(`shows no seed, generator, deck order or open choice of another, at every step (${name})`, () => {
      const start = newGame(combinePacks([...packs]), { players, ambushPlacement: placement }, `view-${name}`);
      let checked = 0;
      let sawOpenChoice = false;
      for (const s of steps(start, name)) {
        for (let viewer = -1; viewer < players; viewer++) {
          const v = viewFor(s, viewer);
          expect(findSecrets(v, { state: s, viewer }), `viewer ${viewer}, log length ${s.log.length}`).toEqual([]);
          checked++;
        }
        if (s.stage !== 'gameOver' && s.before.some((b) => b !== null)) sawOpenChoice = true;
      }
      expect(sawOpenChoice).toBe(true);
      expect(checked).toBeGreaterThan(100);
    }, 60_000);
  }
});
