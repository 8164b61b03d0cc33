import { describe, expect, it } from 'vitest';
import { gridKey } from '../../../components/map/keys.ts';

// <carto-map>'s keyboard on a 3 x 4 map (components/map/keys.ts); the browser test drives the same keys through the element.
describe("the map's keyboard", () => {
  const at = [1, 2] as const;
  const key = (k: string, ctrl = false, from: readonly [number, number] = at) => gridKey(k, ctrl, from, 3, 4);

  it('moves one space with the arrows, never past an edge', () => {
    expect([key('ArrowUp'), key('ArrowDown'), key('ArrowLeft'), key('ArrowRight')]).toEqual([
      [0, 2],
      [2, 2],
      [1, 1],
      [1, 3],
    ]);
    expect([key('ArrowUp', false, [0, 0]), key('ArrowLeft', false, [0, 0]), key('ArrowDown', false, [2, 3]), key('ArrowRight', false, [2, 3])]).toEqual([
      [0, 0],
      [0, 0],
      [2, 3],
      [2, 3],
    ]);
  });

  it("goes to the row's ends with Home and End, to the map's corners with Ctrl, to the first and last rows with Page Up and Down", () => {
    expect([key('Home'), key('End'), key('Home', true), key('End', true), key('PageUp'), key('PageDown')]).toEqual([
      [1, 0],
      [1, 3],
      [0, 0],
      [2, 3],
      [0, 2],
      [2, 2],
    ]);
  });

  it('activates with Enter and Space, and leaves every other key alone', () => {
    expect([key('Enter'), key(' ')]).toEqual(['activate', 'activate']);
    expect([key('a'), key('Tab'), key('Escape')]).toEqual([null, null, null]);
  });
});
