import { describe, expect, it } from 'vitest';
import { officialTable } from '../../../src/content/tables.ts';
import { SCORING_STACKS } from '../../../src/content/stacks.ts';
import type { EdictLetter } from '../../../src/content/types.ts';
import { EDICT_LETTERS, edictChoiceProblem, newGame, type EdictChoice } from '../../../src/game/index.ts';
import { Rng, seedRng } from '../../../src/random/prng.ts';

const tables = [officialTable(['base']), officialTable(['heroes']), officialTable(['base', 'heroes'], 'side-c')];
const ids = (edicts: Record<EdictLetter, { id: string }>) => EDICT_LETTERS.map((l) => edicts[l].id);

describe('dealing the scoring cards', () => {
  it('deals four different cards, one per stack, over 1,000 seeded setups, random and partly chosen', () => {
    const pick = new Rng(seedRng('deal-test'));
    let chosenSetups = 0;
    for (let i = 0; i < 1000; i++) {
      const table = tables[i % tables.length]!;
      // Every other setup chooses cards for a random subset of letters, from random distinct stacks.
      const chosen: Partial<Record<EdictLetter, string>> = {};
      if (i % 2 === 1) {
        const stacks = pick.shuffle([...SCORING_STACKS]);
        for (const letter of EDICT_LETTERS) if (pick.int(2) === 1) chosen[letter] = pick.pick(table.scoring[stacks.pop()!]).id;
        if (Object.keys(chosen).length > 0) chosenSetups++;
      }
      const state = newGame(table, { players: 1 + (i % 4), edicts: chosen }, `deal-${i}`);
      const cards = EDICT_LETTERS.map((l) => state.edicts[l]);
      expect(new Set(cards.map((c) => c.id)).size, `setup ${i}`).toBe(4);
      expect(cards.map((c) => c.stack).sort(), `setup ${i}`).toEqual([...SCORING_STACKS].sort());
      for (const [letter, id] of Object.entries(chosen)) expect(state.edicts[letter as EdictLetter].id, `setup ${i} ${letter}`).toBe(id);
      expect(state.log[0]!.action).toEqual({ type: 'chance.scoring', edicts: Object.fromEntries(EDICT_LETTERS.map((l) => [l, state.edicts[l].id])) });
    }
    expect(chosenSetups).toBeGreaterThan(400);
  });

  it('gives a letter left random a card of a stack no chosen card took', () => {
    const table = officialTable(['base']);
    for (let seed = 0; seed < 200; seed++) {
      const state = newGame(table, { players: 1, edicts: { A: 'wildholds', C: 'borderlands' } }, seed);
      expect([state.edicts.B.stack, state.edicts.D.stack].sort()).toEqual(['farm-water', 'forest']);
    }
  });

  it('deals an all-random table exactly as before one-per-stack choosing (old game codes keep their cards)', () => {
    // Recorded from the dealing before this change; the golden replays guard the rest of each game.
    const table = officialTable(['base', 'heroes'], 'side-a');
    const deal = (seed: string | number) => ids(newGame(table, { players: 1 }, seed).edicts);
    expect(deal('A7K2QX')).toEqual(['silos', 'jorekburg', 'shieldgate', 'deepwood']);
    expect(deal('golden/6p')).toEqual(['greengold-plains', 'borderlands', 'craylund', 'deepwood']);
    expect(deal(2)).toEqual(['greengold-plains', 'the-broken-road', 'mages-valley', 'heart-of-the-forest']);
    // A partly chosen deal that was already one per stack is unchanged too.
    expect(ids(newGame(officialTable(['base']), { players: 1, edicts: { B: 'wildholds' } }, 'KEEP1').edicts)).toEqual([
      'treetower',
      'wildholds',
      'canal-lake',
      'the-broken-road',
    ]);
  });

  it('refuses one card for two letters, two cards of one stack, and an unknown card, with a sentence', () => {
    const table = officialTable(['base']);
    const refused = (edicts: EdictChoice) => {
      const problem = edictChoiceProblem(table.scoring, edicts);
      expect(() => newGame(table, { players: 1, edicts }, 1)).toThrow(
        expect.objectContaining({ name: 'CartoError', code: problem?.code, message: problem?.message }),
      );
      return problem;
    };
    expect(refused({ A: 'wildholds', C: 'wildholds' })).toEqual({
      code: 'game.edict-repeated',
      message: 'Wildholds is chosen for edicts A and C: each edict needs a card of its own.',
      letters: ['A', 'C'],
    });
    expect(refused({ B: 'great-city', D: 'wildholds' })).toEqual({
      code: 'game.edict-stack',
      message: 'Great City (B) and Wildholds (D) are both village cards: the four edicts take one card from each stack.',
      letters: ['B', 'D'],
    });
    expect(refused({ A: 'canal-lake', B: 'mages-valley', C: 'the-golden-granary' })).toMatchObject({
      code: 'game.edict-stack',
      message: 'Canal Lake (A), Mages Valley (B) and The Golden Granary (C) are all farm and water cards: the four edicts take one card from each stack.',
    });
    expect(refused({ D: 'no-such-card' })).toEqual({
      code: 'game.edict-card',
      message: "Edict D: there is no scoring card 'no-such-card' at this table.",
      letters: ['D'],
    });
    // A Heroes card is unknown at a base-only table.
    expect(refused({ A: 'silos' })?.code).toBe('game.edict-card');
  });

  it('accepts a full choice of one card per stack, a blank letter, and no choice', () => {
    const table = officialTable(['base']);
    expect(edictChoiceProblem(table.scoring, { A: 'treetower', B: 'canal-lake', C: 'wildholds', D: 'borderlands' })).toBeNull();
    expect(edictChoiceProblem(table.scoring, { A: '', B: 'canal-lake' })).toBeNull();
    expect(edictChoiceProblem(table.scoring, {})).toBeNull();
  });
});
