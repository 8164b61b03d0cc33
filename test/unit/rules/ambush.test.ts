import { describe, expect, it } from 'vitest';
import baseAmbush from '../../../content/base/ambush.json' with { type: 'json' };
import heroesAmbush from '../../../content/heroes/ambush.json' with { type: 'json' };
import type { AmbushCard } from '../../../src/content/types.ts';
import { drawMonster, soloAmbushWalk, soloWalkOrder } from '../../../src/rules/ambush.ts';
import { ambushPlacements } from '../../../src/rules/placements.ts';
import { ambushCard, rowsOf, sheetOf } from './helpers.ts';

const cards = [...baseAmbush.cards, ...heroesAmbush.cards] as unknown as AmbushCard[];
const card = (id: string) => cards.find((c) => c.id === id)!;

const empty = Array.from({ length: 11 }, () => '.'.repeat(11)).join('\n');
// Ring 0 (the outer edge) all forest: every position on ring 0 covers an edge space, so each walk
// moves one ring in and lands on that ring's corner, one step diagonally inside.
const crowded = ['F'.repeat(11), ...Array.from({ length: 9 }, () => 'F' + '.'.repeat(9) + 'F'), 'F'.repeat(11)].join('\n');

// Worked by hand with the anchor of docs/RULINGS.md: the bounding box's top-left goes on the walked
// space, pushed up/left to stay inside the ring's rectangle. The first walked space is the corner.
const expected: Record<string, { empty: [number, number][]; crowded: [number, number][] }> = {
  // 3x3 diagonal from the bottom-right corner: box at (8,8); ring 1 box at (7,7).
  'goblin-attack': {
    empty: [
      [8, 8],
      [9, 9],
      [10, 10],
    ],
    crowded: [
      [7, 7],
      [8, 8],
      [9, 9],
    ],
  },
  // 2x3 XoX/XoX from the top-right: box at (0,8); ring 1 at (1,7).
  'bugbear-assault': {
    empty: [
      [0, 8],
      [0, 10],
      [1, 8],
      [1, 10],
    ],
    crowded: [
      [1, 7],
      [1, 9],
      [2, 7],
      [2, 9],
    ],
  },
  // 3x2 X./XX/X. from the bottom-left: box at (8,0); ring 1 at (7,1).
  'kobold-onslaught': {
    empty: [
      [8, 0],
      [9, 0],
      [9, 1],
      [10, 0],
    ],
    crowded: [
      [7, 1],
      [8, 1],
      [8, 2],
      [9, 1],
    ],
  },
  // 3x2 XX/X./XX from the top-left: box at (0,0); ring 1 at (1,1).
  'gnoll-raid': {
    empty: [
      [0, 0],
      [0, 1],
      [1, 0],
      [2, 0],
      [2, 1],
    ],
    crowded: [
      [1, 1],
      [1, 2],
      [2, 1],
      [3, 1],
      [3, 2],
    ],
  },
  // 3x3 ..X/XXX/X.. from the bottom-left: box at (8,0); ring 1 at (7,1).
  'dragon-inferno': {
    empty: [
      [8, 2],
      [9, 0],
      [9, 1],
      [9, 2],
      [10, 0],
    ],
    crowded: [
      [7, 3],
      [8, 1],
      [8, 2],
      [8, 3],
      [9, 1],
    ],
  },
  // 1x1 from the top-left.
  'zombie-plague': { empty: [[0, 0]], crowded: [[1, 1]] },
  // 2x3 XXX/.X. from the top-right: box at (0,8); ring 1 at (1,7).
  'giant-troll-ravage': {
    empty: [
      [0, 8],
      [0, 9],
      [0, 10],
      [1, 9],
    ],
    crowded: [
      [1, 7],
      [1, 8],
      [1, 9],
      [2, 8],
    ],
  },
  // 2x3 X.X/.X. from the bottom-right: box at (9,8); ring 1 at (8,7).
  'gorgon-gaze': {
    empty: [
      [9, 8],
      [9, 10],
      [10, 9],
    ],
    crowded: [
      [8, 7],
      [8, 9],
      [9, 8],
    ],
  },
};

describe('solo ambush walk, each official card', () => {
  it('covers the 8 ambush cards of both games', () => {
    expect(Object.keys(expected).sort()).toEqual(cards.map((c) => c.id).sort());
  });

  for (const [id, want] of Object.entries(expected)) {
    it(`${id}: starts in its corner on an empty map`, () => {
      expect(soloAmbushWalk(sheetOf(empty), card(id))?.cells).toEqual(want.empty);
    });
    it(`${id}: moves one ring in when the edge is full`, () => {
      expect(soloAmbushWalk(sheetOf(crowded), card(id))?.cells).toEqual(want.crowded);
    });
  }
});

describe('solo ambush walk, direction and anchor', () => {
  it('Goblin Attack walks north up the right edge (counter-clockwise from bottom-right)', () => {
    // (10,10) filled: the box at (8,8) fails. Walking north, squares (9,10) and (8,10) push the box
    // back to (8,8) (tried once); (7,10) gives box (7,8): cells (7,8) (8,9) (9,10), all empty.
    // Walking west instead would have found (8,7).
    const sheet = sheetOf(empty.slice(0, -1) + 'F');
    expect(soloAmbushWalk(sheet, card('goblin-attack'))?.cells).toEqual([
      [7, 8],
      [8, 9],
      [9, 10],
    ]);
  });

  it('Gnoll Raid walks south down the left edge (counter-clockwise from top-left)', () => {
    // (0,0) filled: the first position fails; the next square south (1,0) gives box (1,0).
    const sheet = sheetOf('F' + empty.slice(1));
    expect(soloAmbushWalk(sheet, card('gnoll-raid'))?.cells).toEqual([
      [1, 0],
      [1, 1],
      [2, 0],
      [3, 0],
      [3, 1],
    ]);
  });

  it('never turns or mirrors the monster, and lets Bugbear gaps lie over filled spaces', () => {
    // 2x4 map; Bugbear XoX/XoX upright fits only at box (0,0)..(1,2) or (0,1)..(1,3).
    // Mountains in column 1 are under the gaps of the box at (0,0): legal there.
    const sheet = sheetOf(`
      . M . .
      . M . .`);
    expect(soloAmbushWalk(sheet, card('bugbear-assault'))).toMatchObject({
      row: 0,
      col: 0,
      cells: [
        [0, 0],
        [0, 2],
        [1, 0],
        [1, 2],
      ],
      gaps: [
        [0, 1],
        [1, 1],
      ],
    });
    // A 3x2 map has room only for the turned (3-tall) Bugbear: the walk ignores the ambush,
    // while a neighbour (multiplayer) may turn it.
    const tall = sheetOf('..\n..\n..');
    expect(soloAmbushWalk(tall, card('bugbear-assault'))).toBeNull();
    expect(ambushPlacements(tall, card('bugbear-assault')).placements).toHaveLength(1);
  });

  it('is ignored when the monster fits nowhere', () => {
    expect(soloAmbushWalk(sheetOf('F.F\n.F.\nF.F'), card('kobold-onslaught'))).toBeNull();
  });

  it('tries each ring from the same corner, skipping repeated positions', () => {
    // 4x4 map, 2x2 shape, top-left clockwise: ring 0 gives boxes (0,0) (0,1) (0,2), then down the
    // right side (1,2) (2,2), along the bottom (2,1) (2,0), up the left (1,0); ring 1 is 2x2: (1,1).
    const steps = soloWalkOrder(4, 4, 2, 2, 'top-left', 'clockwise').map((s) => [s.ring, s.row, s.col]);
    expect(steps).toEqual([
      [0, 0, 0],
      [0, 0, 1],
      [0, 0, 2],
      [0, 1, 2],
      [0, 2, 2],
      [0, 2, 1],
      [0, 2, 0],
      [0, 1, 0],
      [1, 1, 1],
    ]);
  });
});

describe('multiplayer ambush', () => {
  it('offers every orientation, and a 1x1 monster when the shape fits nowhere', () => {
    const gnoll = card('gnoll-raid');
    // 3x2 empty: XX/X./XX and its mirror XX/.X/XX both fit; the 2x3 turns are too wide.
    expect(ambushPlacements(sheetOf('..\n..\n..'), gnoll).placements).toHaveLength(2);
    const full = sheetOf('F.F\n.F.\nF.F');
    expect(ambushPlacements(full, gnoll)).toEqual({ placements: [], fallback: true });
    const { sheet } = drawMonster(full, [[1, 0]], gnoll);
    expect(rowsOf(sheet)).toEqual(['F.F', 'XF.', 'F.F']);
    expect(sheet.monsters).toEqual([{ card: 'gnoll-raid', cells: [3] }]);
  });

  it('records the initial and effect of a special ambush monster', () => {
    const dragon = card('dragon-inferno');
    const { sheet } = drawMonster(sheetOf('...'), [[0, 1]], dragon);
    expect(sheet.monsters[0]).toEqual({ card: 'dragon-inferno', initial: 'D', effect: { type: 'coins-when-enclosed', coins: 3 }, cells: [1] });
    expect(() => drawMonster(sheet, [[0, 1]], ambushCard(['X']))).toThrow(expect.objectContaining({ code: 'rules.overlap' }));
  });
});
