import { describe, expect, it } from 'vitest';
import { apply, happeningsSince, newGame, viewFor, type Action, type GameState } from '../../../src/game/index.ts';
import { gridsAtSeasonEnd, nextSeasonStart } from '../../../src/game/season-end.ts';
import { scoredMap } from '../../../src/game/explain.ts';
import { formatNotation } from '../../../src/grid/notation.ts';
import type { MapGrid } from '../../../src/grid/grid.ts';
import { tinyPack } from './tiny-pack.ts';

const options = { players: 1, edicts: { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } } as const;
const act = (s: GameState, a: Action): GameState => {
  const r = apply(s, a);
  if (r.violation) throw new Error(`${r.violation.code}: ${r.violation.message}`);
  return r.state;
};
const text = (g: MapGrid) => formatNotation(g).trim().replace(/ /g, '');

// The scripted solo game (test/unit/game/scripted-solo.test.ts): Spring ends with the farm, and the
// same step reveals Summer's first card, the imp, which walks onto (0,2) at once.
function springJustScored(): GameState {
  let s = newGame(tinyPack, options, 5);
  s = act(s, { type: 'draw', player: 0, option: 0, terrain: 'forest', cells: [[1, 1]] });
  return act(s, {
    type: 'draw',
    player: 0,
    option: 0,
    terrain: 'farm',
    cells: [
      [0, 0],
      [0, 1],
    ],
  });
}

describe("a season's end without the next season's first card", () => {
  const s = springJustScored();

  it('the engine has already walked the imp onto the map (what must not be shown)', () => {
    expect(s.scores[0]).toHaveLength(1);
    expect(text(s.sheets[0]!.grid)).toBe('AAX.\n.f..\n....');
  });

  it('finds where Summer begins: the reveal of the imp and its walk come after that point, the scoring before it', () => {
    const cut = nextSeasonStart(s.log, 0);
    expect(cut).toBeLessThan(s.log.length);
    const before = happeningsSince({ ...s, log: s.log.slice(0, cut) }, 0).map((h) => h.code);
    const after = happeningsSince(s, cut).map((h) => h.code);
    expect(before).toContain('season.scored');
    expect(before).not.toContain('monster.walked');
    expect(after).toContain('monster.walked');
    expect(after).toContainEqual('card.revealed');
    // Spring has not begun anything after it yet in a season that is still open: the whole log.
    expect(nextSeasonStart(s.log, 1)).toBe(s.log.length);
  });

  it("gives Spring's map without the imp, from the state and from the player's view alike", () => {
    expect(text(gridsAtSeasonEnd(s, 0)[0]!)).toBe('AA..\n.f..\n....');
    expect(text(gridsAtSeasonEnd(viewFor(s, 0), 0)[0]!)).toBe('AA..\n.f..\n....');
    // A season whose successor has not begun keeps the map as it is.
    expect(gridsAtSeasonEnd(s, 1)[0]).toBe(s.sheets[0]!.grid);
  });

  it("explains Spring's score on the map without the imp", () => {
    expect(text(scoredMap(tinyPack, s, 0, 0)!)).toBe('AA..\n.f..\n....');
  });
});
