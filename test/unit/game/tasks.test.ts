/** Tasks are a union by kind: each kind carries what it needs, and the card it names is of the kind it needs. */
import { describe, expect, it } from 'vitest';
import { describeTask, isRuinsDraw, legalActions, newGame, viewFor, type DestroyTask, type GameState, type Task } from '../../../src/game/index.ts';
import { taskCard } from '../../../src/game/task-card.ts';
import { tinyPack } from './tiny-pack.ts';

const options = { players: 2, edicts: { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } } as const;
const destroy: DestroyTask = {
  kind: 'destroy',
  player: 0,
  sheet: 0,
  card: 'imp',
  monster: 0,
  count: 1,
  options: [
    [0, 0],
    [0, 1],
  ],
};

describe('tasks by kind', () => {
  it('a draw task resolves an explore card, and naming another kind of card is a corrupt state', () => {
    const s = newGame(tinyPack, options, 5);
    const draw = s.tasks[0]![0]!;
    expect(draw.kind).toBe('draw');
    if (draw.kind !== 'draw') return;
    expect(taskCard(s.cards, draw)).toMatchObject({ id: 'dot', kind: 'explore' });
    expect(() => taskCard(s.cards, { ...draw, card: 'imp' })).toThrow(/draw task names 'imp', which is not an explore card/);
    expect(taskCard(s.cards, { kind: 'monster', player: 0, sheet: 1, card: 'imp' })).toMatchObject({ kind: 'ambush' });
  });

  it('the ruins requirement belongs to draw tasks only', () => {
    const s = newGame(tinyPack, options, 5);
    expect(s.tasks[0]![0]).toEqual({ kind: 'draw', player: 0, sheet: 0, card: 'dot', ruins: true });
    expect(isRuinsDraw(s.tasks[0]![0])).toBe(true);
    expect(isRuinsDraw({ kind: 'draw', player: 0, sheet: 0, card: 'dot' })).toBe(false);
    expect(isRuinsDraw(destroy)).toBe(false);
    expect(isRuinsDraw(undefined)).toBe(false);
  });

  it('a destroy task says how many of which spaces, and its legal actions are exactly those choices', () => {
    const s = newGame(tinyPack, options, 5);
    const withDestroy: GameState = { ...s, tasks: [[destroy], []] };
    expect(describeTask(destroy)).toBe("choose 1 space(s) for imp to destroy on player 0's sheet");
    expect(legalActions(withDestroy, 0)).toEqual([
      { type: 'destroy', player: 0, cells: [[0, 0]] },
      { type: 'destroy', player: 0, cells: [[0, 1]] },
    ]);
    expect(legalActions({ ...withDestroy, tasks: [[{ ...destroy, count: 2 }], []] }, 0)).toEqual([
      {
        type: 'destroy',
        player: 0,
        cells: [
          [0, 0],
          [0, 1],
        ],
      },
    ]);
  });

  it("another player's view hides a destroy task's choices and nothing else", () => {
    const s = newGame(tinyPack, options, 5);
    const draw = s.tasks[1]![0] as Task;
    const state: GameState = { ...s, tasks: [[destroy], [draw]] };
    const other = viewFor(state, 1);
    expect(other.tasks[0]).toEqual([{ ...destroy, options: [] }]);
    expect(other.tasks[1]).toEqual([draw]);
    expect(viewFor(state, 0).tasks[0]).toEqual([destroy]);
  });
});
