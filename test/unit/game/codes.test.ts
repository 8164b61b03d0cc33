import { describe, expect, it } from 'vitest';
import { describeViolationCode, INVARIANT_CODES, isViolationCode, VIOLATION_CODES } from '../../../src/codes.ts';
import { apply, newGame, type Action, type GameState } from '../../../src/game/index.ts';
import { tinyPack } from './tiny-pack.ts';

const options = { players: 1, edicts: { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } } as const;
const act = (s: GameState, a: Action): GameState => {
  const r = apply(s, a);
  if (r.violation) throw new Error(`${r.violation.code}: ${r.violation.message}`);
  return r.state;
};

describe('the closed list of violation codes (src/codes.ts)', () => {
  it('holds distinct, namespaced codes, each with a meaning', () => {
    expect(new Set(VIOLATION_CODES).size).toBe(VIOLATION_CODES.length);
    for (const code of [...VIOLATION_CODES, ...INVARIANT_CODES]) expect(code).toMatch(/^[a-z]+(\.[a-z]+(-[a-z]+)*)+$/);
    for (const code of VIOLATION_CODES) expect(describeViolationCode(code).length).toBeGreaterThan(5);
    expect(isViolationCode('turn.wrong-action')).toBe(true);
    expect(isViolationCode('turn.whatever')).toBe(false);
  });

  it('lists the thrown form of every hero refusal (placeHero rethrows checkHero’s code under rules.)', () => {
    for (const code of VIOLATION_CODES.filter((c) => c.startsWith('hero.'))) expect(VIOLATION_CODES).toContain(`rules.${code}`);
  });

  it('every refusal apply returns, whether returned or thrown by a rule, carries a listed code', () => {
    let s = newGame(tinyPack, options, 5);
    const refused = (a: unknown) => apply(s, a as Action).violation;
    const seen = [
      refused({ type: 'fly', player: 0 }),
      refused({ type: 'draw', player: 3, option: 0, terrain: 'forest', cells: [[1, 1]] }),
      refused({ type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[1]] }),
      refused({ type: 'draw', player: 0, option: 'one', terrain: 'forest', cells: [[1, 1]] }),
      refused({ type: 'hero', player: 0, cell: [0, 0] }),
      refused({ type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[0, 0]] }),
    ];
    // To the fall (the script of scripted-solo.test.ts), where the 1x1 fallback is required.
    s = act(s, { type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[1, 1]] });
    s = act(s, {
      type: 'draw',
      player: 0,
      option: 0,
      terrain: 'farm',
      cells: [
        [0, 0],
        [0, 1],
      ],
    });
    s = act(s, { type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[2, 0]] });
    s = act(s, {
      type: 'draw',
      player: 0,
      option: 0,
      terrain: 'water',
      cells: [
        [2, 2],
        [2, 3],
      ],
    });
    // The fallback on a filled space: drawFallback throws, and apply returns it as a violation.
    const thrown = refused({ type: 'draw', player: 0, option: -1, terrain: 'forest', cells: [[0, 0]] });
    seen.push(thrown);
    expect(thrown?.code).toBe('rules.overlap');
    expect(seen[0]?.message).toBe("unknown action type 'fly' (expected draw, monster, destroy or hero)");
    expect(seen.map((v) => v?.code)).toEqual([
      'action.unknown',
      'action.player',
      'action.cells',
      'action.draw',
      'turn.wrong-action',
      'placement.ruins',
      'rules.overlap',
    ]);
    for (const v of seen) expect(isViolationCode(v!.code)).toBe(true);
  });
});
