import { describe, expect, it } from 'vitest';
import { officialTable } from '../../../src/content/tables.ts';
import { applyInPlace } from '../../../src/game/apply.ts';
import { sameJson } from '../../../src/game/content-hash.ts';
import { newGame, simulateGame, stableJson, type Action } from '../../../src/game/index.ts';
import { begin } from '../../../src/game/work.ts';
import { buildMasks, gridMasks } from '../../../src/rules/masks.ts';

/**
 * The fast paths must not change a game: the trusted in-place path of unchecked simulations gives
 * the same game as the checked path (every action validated, state stepped the same way), the
 * placement masks carried across drawings equal masks rebuilt from the map, and the in-place step
 * still refuses a bad action when it is not trusted.
 */
describe('engine fast paths', () => {
  const setups = [
    { packs: ['base'], side: 'side-b', players: 1 },
    { packs: ['heroes'], side: 'side-d', players: 3 },
    { packs: ['base', 'heroes'], side: 'side-c', players: 6 },
  ];
  for (const { packs, side, players } of setups) {
    it(`an unchecked (trusted) game equals the checked game of the same seed: ${packs.join('+')}, ${players} player(s)`, () => {
      const table = officialTable(packs, side);
      for (let g = 0; g < 6; g++) {
        const fast = simulateGame(table, { players }, `same/${g}`);
        const checked = simulateGame(table, { players }, `same/${g}`, { check: true });
        expect(checked.violations).toEqual([]);
        expect(stableJson(fast.state)).toBe(stableJson(checked.state));
      }
    });
  }

  it('carried placement masks equal masks rebuilt from the map, on every sheet after every action', () => {
    const table = officialTable(['base', 'heroes'], 'side-d');
    for (let g = 0; g < 4; g++) {
      const game = simulateGame(table, { players: 2 }, `masks/${g}`);
      // Replay it step by step and compare the masks of each new sheet.
      const { w, rng } = begin(newGame(table, { players: 2 }, `masks/${g}`));
      for (const e of game.state.log) {
        if (e.player === null) continue;
        expect(applyInPlace(w, rng, e.action as Action, false)).toBeNull();
        for (const sheet of w.sheets) {
          const m = gridMasks(sheet.grid);
          const fresh = buildMasks(sheet.grid);
          expect([...m.filled]).toEqual([...fresh.filled]);
          expect([...m.freeRuins]).toEqual([...fresh.freeRuins]);
          expect(m.anyFreeRuins).toBe(fresh.anyFreeRuins);
        }
      }
      expect(stableJson(w.log)).toBe(stableJson(game.state.log));
    }
  });

  it('the untrusted in-place step refuses what apply refuses, and leaves the state unchanged', () => {
    const table = officialTable(['base']);
    const { w, rng } = begin(newGame(table, { players: 1 }, 3));
    const before = stableJson(w);
    const overlap: Action = { type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[1, 3]] }; // (1,3) is a mountain on side A
    expect(applyInPlace(w, rng, overlap, false)?.code).toMatch(/^placement\./);
    // A refusal leaves the working state as it was.
    expect(stableJson(w)).toBe(before);
    expect(applyInPlace(w, rng, { type: 'hero', player: 0, cell: [0, 0] }, false)?.code).toBe('turn.wrong-action');
    expect(applyInPlace(w, rng, { type: 'draw', player: 4, option: 0, terrain: 'forest', cells: [[0, 0]] }, false)?.code).toBe('action.player');
    expect(stableJson(w)).toBe(before);
  });

  it('sameJson agrees with comparing stableJson texts', () => {
    const cases: [unknown, unknown][] = [
      [
        { a: 1, b: [1, { c: 'x' }] },
        { b: [1, { c: 'x' }], a: 1 },
      ],
      [{ a: 1, u: undefined }, { a: 1 }],
      [{ a: 1 }, { a: 1, b: null }],
      [
        [1, 2],
        [1, 2, 3],
      ],
      [[undefined], [null]],
      [{ a: [0] }, { a: { 0: 0 } }],
      [NaN, null],
      ['1', 1],
      [{ a: { b: { c: [1, 2] } } }, { a: { b: { c: [1, 3] } } }],
    ];
    for (const [a, b] of cases) expect(sameJson(a, b)).toBe(stableJson(a) === stableJson(b));
  });
});
