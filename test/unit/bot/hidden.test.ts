import { describe, expect, it } from 'vitest';
import { decide, type BotOptions } from '../../../src/bot/decide.ts';
import { officialTable } from '../../../src/content/tables.ts';
import { apply } from '../../../src/game/apply.ts';
import { newGame } from '../../../src/game/setup.ts';
import type { GameState, GameView } from '../../../src/game/types.ts';
import { viewFor } from '../../../src/game/view.ts';
import { seedRng } from '../../../src/random/prng.ts';
import { sampled } from '../../support/tier.ts';

/** The view with every hidden thing it still carries made unreadable: reading the seed or the generator throws. */
function poisoned(view: GameView): GameView {
  return new Proxy(view, {
    get(target, key, receiver) {
      if (key === 'seed' || key === 'rng') throw new Error(`the bot read the view's ${String(key)}`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** The same game with its hidden parts changed: another deck order, generator and seed. */
function reshuffled(state: GameState): GameState {
  return {
    ...state,
    deck: [...state.deck].reverse(),
    ambushDeck: [...state.ambushDeck].reverse(),
    heroDeck: [...state.heroDeck].reverse(),
    rng: seedRng('other'),
    seed: 'other',
  };
}

/** Positions along a game played by greedy bots: every kind of task comes up (draws, monsters, heroes). */
function positions(packs: string[], side: string, players: number, count: number): GameState[] {
  let s = newGame(officialTable(packs, side), { players }, `hidden/${side}/${players}`);
  const out: GameState[] = [];
  for (let k = 0; k < 400 && s.stage !== 'gameOver' && out.length < count; k++) {
    const p = s.tasks.findIndex((q) => q.length > 0);
    if (k % 4 === 0) out.push(s);
    s = apply(s, decide(viewFor(s, p), { level: 'greedy' })!.action).state!;
  }
  return out;
}

describe('the bot reads only what its player may see', () => {
  const levels: BotOptions[] = [
    { level: 'greedy' },
    { level: 'lookahead', width: 3, budget: 5_000 },
    { level: 'lookahead', width: 2, budget: 5_000, depth: 2 },
    { level: 'lookahead', width: 3, budget: 2_000_000, deep: 3, rollouts: 0 },
    { level: 'lookahead', width: 3, budget: 5_000, rollouts: 3, seed: 2 },
    { level: 'random', seed: 5 },
  ];
  const all = [...positions(['base'], 'side-a', 1, 6), ...positions(['base', 'heroes'], 'side-c', 3, 6)];
  // The unit tier's sample: the last position of each game (fuller maps, fewer drawings to weigh).
  const states = sampled(all, [5, 11]);

  it.each(
    levels.map(
      (o) => [`${o.level!}${o.depth ? ` with ${o.depth} cards more` : ''}${o.deep ? ' two cards deep' : ''}${o.rollouts ? ' with rollouts' : ''}`, o] as const,
    ),
  )('%s: the same decision with the seed and generator poisoned and the deck reordered', { timeout: 300_000 }, (_level, options) => {
    expect(all.length).toBe(12);
    for (const s of states) {
      const p = s.tasks.findIndex((q) => q.length > 0);
      const plain = decide(viewFor(s, p), options);
      expect(plain).not.toBeNull();
      expect(decide(poisoned(viewFor(s, p)), options)).toEqual(plain);
      expect(decide(poisoned(viewFor(reshuffled(s), p)), options)).toEqual(plain);
    }
  });

  it('would notice a read of the seed (the poison works)', () => {
    const view = poisoned(viewFor(newGame(officialTable(['base'], 'side-a'), { players: 1 }, 1), 0));
    expect(() => (view as unknown as Record<string, unknown>).seed).toThrow(/seed/);
  });
});
