import { describe, expect, it } from 'vitest';
import { drawMonster } from '../../../src/rules/ambush.ts';
import { drawFallback, drawShape, fallbackTerrains } from '../../../src/rules/draw.ts';
import { ambushCard, rowsOf, sheetOf } from './helpers.ts';

// A mountain with three of its four neighbours filled: the fourth, (2,1), completes it.
const almost = `
  . F .
  F M F
  . . .`;

describe('drawing', () => {
  it('draws the shape and fills the coin of a coin option', () => {
    const { sheet, events } = drawShape(
      sheetOf('...'),
      [
        [0, 0],
        [0, 1],
      ],
      'village',
      { coin: true },
    );
    expect(rowsOf(sheet)).toEqual(['VV.']);
    expect(sheet.coins).toBe(1);
    expect(events).toContainEqual({ type: 'coin', reason: 'shape', earned: 1, credited: 1 });
  });

  it('gives a coin when a drawing surrounds a mountain, once per mountain', () => {
    const first = drawShape(sheetOf(almost), [[2, 1]], 'water');
    expect(first.sheet.coins).toBe(1);
    expect(first.sheet.creditedMountains).toEqual([4]);
    expect(first.events).toContainEqual({ type: 'mountain-surrounded', cell: [1, 1] });
    // Drawing next to it again earns nothing more.
    const second = drawShape(
      first.sheet,
      [
        [2, 0],
        [2, 2],
      ],
      'water',
    );
    expect(second.sheet.coins).toBe(1);
    expect(second.events.filter((e) => e.type === 'coin')).toEqual([]);
  });

  it('gives one coin per mountain when one shape surrounds two', () => {
    // M at (1,1) needs (0,1) (2,1) (1,0) (1,2); M at (1,3) needs (0,3) (2,3) (1,2) (1,4).
    // Covering (1,2) completes both: 2 coins.
    const sheet = sheetOf(`
      . F . F .
      F M . M F
      . F . F .`);
    const { sheet: after, events } = drawShape(sheet, [[1, 2]], 'forest');
    expect(after.coins).toBe(2);
    const surrounded = events.flatMap((e) => (e.type === 'mountain-surrounded' ? [e.cell] : []));
    expect(surrounded).toEqual(
      expect.arrayContaining([
        [1, 1],
        [1, 3],
      ]),
    );
    expect(surrounded).toHaveLength(2);
  });

  it('never gives a coin for a mountain on the map edge, which has no fourth side (docs/RULINGS.md)', () => {
    // M at (1,0) is on the left edge: all three of its in-map neighbours filled earns nothing.
    const sheet = sheetOf(`
      F . .
      M . .
      F . .`);
    const { sheet: after, events } = drawShape(sheet, [[1, 1]], 'forest');
    expect(after.coins).toBe(0);
    expect(events.filter((e) => e.type === 'mountain-surrounded')).toEqual([]);
  });

  it('credits the sheet owner when an ambush monster surrounds the mountain, once', () => {
    const goblin = ambushCard(['X'], { id: 'goblin' });
    const { sheet, events } = drawMonster(sheetOf(almost), [[2, 1]], goblin);
    expect(sheet.coins).toBe(1);
    expect(events).toContainEqual({ type: 'coin', reason: 'mountain', earned: 1, credited: 1, cell: [1, 1] });
    expect(sheet.monsters).toEqual([{ card: 'goblin', cells: [7] }]);
    expect(drawShape(sheet, [[2, 0]], 'farm').sheet.coins).toBe(1);
  });

  it('stops at the end of the coin track', () => {
    const full = sheetOf(almost, 14);
    const { sheet, events } = drawShape(full, [[2, 1]], 'water', { coin: true });
    expect(sheet.coins).toBe(14);
    expect(events.filter((e) => e.type === 'coin').map((e) => e.type === 'coin' && e.credited)).toEqual([0, 0]);
    expect(drawShape(sheetOf('..', 13), [[0, 0]], 'farm', { coin: true }).sheet.coins).toBe(14);
  });

  it('refuses to draw over filled spaces, outside the map, or a mountain', () => {
    expect(() => drawShape(sheetOf('M.'), [[0, 0]], 'forest')).toThrow(expect.objectContaining({ code: 'rules.overlap' }));
    expect(() => drawShape(sheetOf('..'), [[0, 2]], 'forest')).toThrow(expect.objectContaining({ code: 'rules.outside' }));
    expect(() => drawShape(sheetOf('..'), [[0, 0]], 'mountain' as never)).toThrow(expect.objectContaining({ code: 'rules.mountain' }));
  });

  it('lets the 1x1 fallback take any terrain but mountain, and hero only with Heroes', () => {
    expect(fallbackTerrains()).toEqual(['forest', 'village', 'farm', 'water', 'monster']);
    expect(fallbackTerrains({ heroes: true })).toContain('hero');
    expect(rowsOf(drawFallback(sheetOf('..'), [0, 1], 'monster').sheet)).toEqual(['.X']);
    expect(() => drawFallback(sheetOf('..'), [0, 1], 'hero')).toThrow(expect.objectContaining({ code: 'rules.fallback-terrain' }));
    expect(rowsOf(drawFallback(sheetOf('..'), [0, 1], 'hero', { heroes: true }).sheet)).toEqual(['.H']);
  });

  it('keeps the sheet plain JSON and leaves the original untouched', () => {
    const before = sheetOf(almost);
    const { sheet } = drawMonster(before, [[2, 1]], ambushCard(['X'], { initial: 'Z', effect: { type: 'spread-after-scoring' } }));
    expect(JSON.parse(JSON.stringify(sheet))).toEqual(sheet);
    expect(rowsOf(before)).toEqual(['.F.', 'FMF', '...']);
    expect(before.coins).toBe(0);
  });
});
