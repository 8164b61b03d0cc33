import { describe, expect, it } from 'vitest';
import { apply, newGame, replay, toSaved, viewFor, type Action, type GameState } from '../../../src/game/index.ts';
import { formatNotation } from '../../../src/grid/notation.ts';
import { tinyPack } from './tiny-pack.ts';

const options = { players: 1, edicts: { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } } as const;
const act = (s: GameState, a: Action): GameState => {
  const r = apply(s, a);
  if (r.violation) throw new Error(`${r.violation.code}: ${r.violation.message}`);
  return r.state;
};
const map = (s: GameState) => formatNotation(s.sheets[0]!.grid).trim().replace(/ /g, '');

describe('a scripted solo game on the tiny table (seed 5, edicts A woods, B wet, C farms, D voids)', () => {
  it('plays four seasons whose scores were worked out by hand, and ends Journeyman', () => {
    let s = newGame(tinyPack, options, 5);
    // Spring: ruin then dot, so the dot must cover the ruins space (1,1).
    expect(s.revealed).toEqual(['ruin', 'dot']);
    expect(s.tasks[0]![0]).toMatchObject({ kind: 'draw', card: 'dot', ruins: true });
    expect(apply(s, { type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[0, 0]] }).violation?.code).toBe('placement.ruins');
    s = act(s, { type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[1, 1]] }); // coin 1
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
    // Spring (A woods + B wet): woods 1 (forest 1,1), wet 0, coins 1, no monster: 2.
    expect(s.scores[0]![0]).toEqual({
      edicts: [
        { letter: 'A', card: 'woods', stars: 1 },
        { letter: 'B', card: 'wet', stars: 0 },
      ],
      coins: 1,
      monsters: 0,
      total: 2,
    });
    // Summer: the imp is revealed and walks from the top-left corner clockwise: first empty space (0,2).
    expect(s.revealed).toEqual(['imp', 'dot']);
    expect(map(s)).toBe('AAX.\n.f..\n....');
    s = act(s, { type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[2, 0]] }); // coin 2
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
    // Summer (B wet + C farms): wet 2, farms 2, coins 2, empty (0,3) and (1,2) touch the imp: -2. Total 4.
    expect(s.scores[0]![1]).toMatchObject({ coins: 2, monsters: -2, total: 4 });
    // Fall: ruin then dot again, but the only ruins space is filled: the 1x1 fallback is required.
    expect(s.revealed).toEqual(['ruin', 'dot']);
    expect(apply(s, { type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[1, 0]] }).violation?.code).toBe('placement.fallback-required');
    s = act(s, { type: 'draw', player: 0, option: -1, terrain: 'forest', cells: [[1, 0]] }); // the fallback has no coin
    s = act(s, {
      type: 'draw',
      player: 0,
      option: 0,
      terrain: 'water',
      cells: [
        [1, 2],
        [1, 3],
      ],
    });
    // Fall (C farms + D voids): farms 2, voids 2x1 (only (0,3) empty), coins 2, (0,3) touches the imp: -1. Total 5.
    expect(s.scores[0]![2]).toMatchObject({ edicts: [{ stars: 2 }, { stars: 2 }], coins: 2, monsters: -1, total: 5 });
    // Winter: dot then domino; the domino fits nowhere (one empty space left), so a 1x1 village.
    s = act(s, { type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[0, 3]] }); // coin 3 = the whole track
    expect(apply(s, { type: 'draw', player: 0, option: 0, terrain: 'farm', cells: [[2, 1]] }).violation).toBeDefined();
    s = act(s, { type: 'draw', player: 0, option: -1, terrain: 'village', cells: [[2, 1]] });
    // Winter (D voids + A woods): voids 0, woods 4 (1,0) (1,1) (2,0) (0,3), coins 3, no empty space: 7.
    expect(s.scores[0]![3]).toMatchObject({ edicts: [{ stars: 0 }, { stars: 4 }], coins: 3, monsters: 0, total: 7 });
    expect(map(s)).toBe('AAXF\nFfWW\nFVWW');
    // 2 + 4 + 5 + 7 = 18; the four cards' solo values 1+1+1+2 = 5; 13 >= 10: Journeyman Topographer.
    expect(s.stage).toBe('gameOver');
    expect(s.result).toEqual({
      players: [{ player: 0, total: 18, monsters: -3, rank: 1 }],
      winners: [0],
      solo: { score: 13, cardValues: 5, title: 'Journeyman Topographer' },
    });
    // The state is plain JSON, and the saved game replays to the same state.
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(replay(JSON.parse(JSON.stringify(toSaved(s))), tinyPack)).toEqual(s);
  });

  it('refuses actions out of turn and from players not at the table', () => {
    const s = newGame(tinyPack, options, 5);
    expect(apply(s, { type: 'hero', player: 0, cell: [0, 0] }).violation?.code).toBe('turn.wrong-action');
    expect(apply(s, { type: 'draw', player: 3, option: 0, terrain: 'forest', cells: [[1, 1]] }).violation?.code).toBe('action.player');
  });

  it('hides the deck order and the generator from a player view', () => {
    const s = newGame(tinyPack, options, 5);
    const v = viewFor(s, 0);
    expect(v.deck).toBe(s.deck.length);
    expect('rng' in v).toBe(false);
    expect('seed' in v).toBe(false);
    expect(v.log.filter((e) => e.action.type === 'chance.shuffle').every((e) => (e.action as unknown as { order: unknown[] }).order.length === 0)).toBe(true);
  });

  it('rejects a replay whose log was tampered with', () => {
    let s = newGame(tinyPack, options, 5);
    s = act(s, { type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[1, 1]] });
    const saved = toSaved(s);
    const forged = { ...saved, seed: 6 };
    expect(() => replay(forged, tinyPack)).toThrow(/refused|differs/);
  });
});
