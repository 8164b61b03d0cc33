import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { placementMachine, previewAt, type PlacementInput } from '../../machines/placement.machine.ts';
import { findCard } from '../../src/content/official.ts';
import type { AmbushCard, ExploreCard, HeroCard } from '../../src/content/types.ts';
import type { Action } from '../../src/game/types.ts';
import { parseNotation } from '../../src/grid/notation.ts';
import { newSheet } from '../../src/rules/sheet.ts';

const sheet = (text: string) => newSheet(parseNotation(text));
const empty4 = sheet('. . . .\n. . . .\n. . . .\n. . . .');

function start(input: PlacementInput) {
  const emitted: Action[] = [];
  const actor = createActor(placementMachine, { input }).start();
  actor.on('placement.action', (e) => emitted.push(e.action));
  return { actor, emitted, ctx: () => actor.getSnapshot().context };
}

const farmland = findCard('farmland') as ExploreCard; // option 0: X/X (coin); option 1: plus
const orchard = findCard('orchard') as ExploreCard; // XXX/..X, forest or farm

describe('placement statechart', () => {
  it('previews while hovering without adding undo steps, and places on click', () => {
    const { actor, ctx } = start({ player: 0, sheet: empty4, card: farmland });
    actor.send({ type: 'placement.hovered', at: [0, 0] });
    actor.send({ type: 'placement.hovered', at: [1, 0] });
    expect(ctx().preview).toMatchObject({
      legal: true,
      cells: [
        [1, 0],
        [2, 0],
      ],
    });
    expect(ctx().history).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'placement.moved', at: [2, 3] });
    expect(actor.getSnapshot().value).toBe('previewing');
    // Placed: hovering elsewhere no longer moves the ghost.
    actor.send({ type: 'placement.hovered', at: [0, 0] });
    expect(ctx().preview?.cells).toEqual([
      [2, 3],
      [3, 3],
    ]);
  });

  it("refuses a position with the rules' reason and will not confirm it", () => {
    const { actor, ctx, emitted } = start({ player: 0, sheet: sheet('. M\n. .'), card: farmland });
    actor.send({ type: 'placement.moved', at: [0, 1] });
    expect(ctx().preview?.legal).toBe(false);
    expect(ctx().preview?.reason).toBeTruthy();
    actor.send({ type: 'placement.confirmed' });
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('turns and mirrors the placed shape, and undoes each step back to nothing placed', () => {
    const { actor, ctx } = start({ player: 0, sheet: empty4, card: orchard });
    actor.send({ type: 'placement.terrain.chosen', terrain: 'farm' });
    actor.send({ type: 'placement.moved', at: [0, 1] });
    expect(ctx().preview?.cells).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 3],
    ]);
    actor.send({ type: 'placement.rotated' });
    // XXX/..X turned a quarter clockwise: .X/.X/XX, held by its top space (the corner is empty), so it stays under the pointer.
    expect(ctx().preview?.cells).toEqual([
      [0, 1],
      [1, 1],
      [2, 0],
      [2, 1],
    ]);
    actor.send({ type: 'placement.flipped' });
    expect(ctx().flipped).toBe(true);
    expect(ctx().preview?.cells).toContainEqual([0, 1]);
    actor.send({ type: 'placement.undone' });
    actor.send({ type: 'placement.undone' });
    expect(ctx().preview?.cells).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 3],
    ]);
    actor.send({ type: 'placement.undone' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(ctx().at).toBeNull();
    actor.send({ type: 'placement.undone' });
    expect(ctx().terrain).toBe(orchard.terrains[0]);
  });

  it('a placement restored after a reload, even a refused one, is one Undo away from the fresh start', () => {
    const { actor, ctx } = start({
      player: 0,
      sheet: sheet('. M\n. .'),
      card: farmland,
      restore: { option: 0, terrain: null, turns: 1, flipped: false, at: [0, 1] },
    });
    expect(ctx().at).toEqual([0, 1]);
    expect(ctx().preview?.legal).toBe(false);
    actor.send({ type: 'placement.undone' });
    expect(ctx().at).toBeNull();
    expect(ctx().turns).toBe(0);
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('redraws the hovering ghost at once after a turn, a flip or another option (no pointer move needed)', () => {
    const { actor, ctx } = start({ player: 0, sheet: empty4, card: orchard });
    actor.send({ type: 'placement.hovered', at: [1, 1] });
    const before = ctx().preview?.cells;
    actor.send({ type: 'placement.rotated' });
    expect(ctx().preview?.cells.length).toBe(4);
    expect(ctx().preview?.cells).not.toEqual(before);
    expect(ctx().preview?.cells).toContainEqual([1, 1]);
    actor.send({ type: 'placement.flipped' });
    expect(ctx().preview?.cells).toContainEqual([1, 1]);
  });

  it('holds a shape by the drawn space nearest its corner: the pointed space is always part of the ghost', () => {
    const { actor, ctx } = start({ player: 0, sheet: empty4, card: orchard });
    for (const flipped of [false, true]) {
      for (let turns = 0; turns < 4; turns++) {
        const ghost = previewAt({ ...ctx(), turns, flipped }, [2, 2])!.cells;
        expect(ghost, `turns ${turns}, flipped ${flipped}`).toContainEqual([2, 2]);
      }
    }
    // A suggested drawing is found again with the same anchor (what a hint or a reload restores).
    const cells: [number, number][] = [
      [0, 1],
      [1, 1],
      [2, 0],
      [2, 1],
    ];
    actor.send({ type: 'placement.suggested', action: { type: 'draw', player: 0, option: 0, terrain: 'farm', cells } });
    expect(ctx().at).toEqual([0, 1]);
    expect(ctx().preview?.cells).toEqual(cells);
  });

  it("starts a two-terrain card on its first terrain, takes only the card's terrains, then emits the draw", () => {
    const { actor, ctx, emitted } = start({ player: 2, sheet: empty4, card: orchard });
    expect(ctx().terrain).toBe('forest');
    actor.send({ type: 'placement.terrain.chosen', terrain: 'farm' });
    actor.send({ type: 'placement.moved', at: [1, 0] });
    actor.send({ type: 'placement.terrain.chosen', terrain: 'village' }); // not on the card: ignored
    expect(ctx().terrain).toBe('farm');
    actor.send({ type: 'placement.terrain.chosen', terrain: 'forest' });
    actor.send({ type: 'placement.confirmed' });
    expect(emitted).toEqual([
      {
        type: 'draw',
        player: 2,
        option: 0,
        terrain: 'forest',
        cells: [
          [1, 0],
          [1, 1],
          [1, 2],
          [2, 2],
        ],
      },
    ]);
    expect(actor.getSnapshot().output).toEqual(emitted[0]);
  });

  it('draws the 1x1 fallback with any offered terrain on an empty space', () => {
    const { actor, ctx, emitted } = start({
      player: 0,
      sheet: sheet('F .'),
      card: farmland,
      mode: 'fallback',
      terrains: ['forest', 'village', 'farm', 'water', 'monster'],
    });
    actor.send({ type: 'placement.rotated' });
    expect(ctx().turns).toBe(0);
    actor.send({ type: 'placement.moved', at: [0, 0] });
    expect(ctx().preview).toMatchObject({ legal: false, code: 'placement.overlap' });
    actor.send({ type: 'placement.moved', at: [0, 1] });
    actor.send({ type: 'placement.terrain.chosen', terrain: 'monster' });
    actor.send({ type: 'placement.confirmed' });
    expect(emitted).toEqual([{ type: 'draw', player: 0, option: -1, terrain: 'monster', cells: [[0, 1]] }]);
  });

  it('previews a hero space with its attack marks', () => {
    const dobrik = findCard('dobrik-of-lorkheim') as HeroCard;
    const { actor, ctx, emitted } = start({ player: 1, sheet: sheet('. . .\n. . .\n. . X'), card: dobrik, mode: 'hero' });
    actor.send({ type: 'placement.hovered', at: [0, 0] });
    // Dobrik attacks the four orthogonal neighbours; those inside the map are marked.
    expect(ctx().preview?.marks).toEqual([
      [0, 1],
      [1, 0],
    ]);
    actor.send({ type: 'placement.moved', at: [1, 1] });
    actor.send({ type: 'placement.confirmed' });
    expect(emitted).toEqual([{ type: 'hero', player: 1, cell: [1, 1] }]);
  });

  it('chooses spaces to destroy among the allowed ones only', () => {
    const troll = findCard('giant-troll-ravage') as AmbushCard;
    const { actor, ctx, emitted } = start({
      player: 0,
      sheet: empty4,
      card: troll,
      mode: 'destroy',
      destroy: {
        options: [
          [0, 3],
          [1, 3],
        ],
        count: 1,
      },
    });
    actor.send({ type: 'placement.moved', at: [2, 2] });
    expect(ctx().preview?.legal).toBe(false);
    actor.send({ type: 'placement.confirmed' });
    expect(emitted).toEqual([]);
    actor.send({ type: 'placement.moved', at: [0, 3] });
    actor.send({ type: 'placement.moved', at: [1, 3] });
    expect(ctx().picked).toEqual([[1, 3]]);
    actor.send({ type: 'placement.confirmed' });
    expect(emitted).toEqual([{ type: 'destroy', player: 0, cells: [[1, 3]] }]);
  });
});
