import { describe, expect, it } from 'vitest';
import { parseNotation } from '../../../src/grid/notation.ts';
import { allCells, cellOf, edgeSides, emptyGrid, fillAt, gridFromRows, indexOf, neighbours, onEdge, withFills } from '../../../src/grid/grid.ts';
import { isFilled, isTerrain } from '../../../src/grid/fills.ts';

describe('grid cells', () => {
  const g = emptyGrid(3, 4);

  it('maps cells to row-major indices and back', () => {
    expect(indexOf(g, 2, 1)).toBe(9);
    expect(cellOf(g, 9)).toEqual([2, 1]);
    expect(allCells(g)).toHaveLength(12);
  });

  it('gives orthogonal neighbours only, clipped by the map edge', () => {
    expect(neighbours(g, 1, 1)).toEqual([
      [0, 1],
      [1, 2],
      [2, 1],
      [1, 0],
    ]);
    expect(neighbours(g, 0, 0)).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(neighbours(g, 2, 3)).toEqual([
      [1, 3],
      [2, 2],
    ]);
  });

  it('counts the sides on the map edge', () => {
    expect(edgeSides(g, 0, 0)).toBe(2);
    expect(edgeSides(g, 0, 1)).toBe(1);
    expect(edgeSides(g, 1, 1)).toBe(0);
    expect(onEdge(g, 1, 3)).toBe(true);
    expect(edgeSides(emptyGrid(1, 1), 0, 0)).toBe(4);
  });

  it('draws without changing the original grid', () => {
    const drawn = withFills(
      g,
      [
        [0, 0],
        [0, 1],
      ],
      'forest',
    );
    expect(fillAt(drawn, 0, 1)).toBe('forest');
    expect(fillAt(g, 0, 1)).toBe('empty');
    expect(() => withFills(g, [[3, 0]], 'forest')).toThrow(/outside/);
  });

  it('rejects reads outside the map and impossible sizes', () => {
    expect(() => fillAt(g, -1, 0)).toThrow(/outside the 3x4 map/);
    expect(() => emptyGrid(0, 3)).toThrow(/at least one row/);
  });

  it('treats ruins as unfilled and wasteland/destroyed as filled spaces of no terrain', () => {
    const m = parseNotation('r # * M f');
    expect(m.fills.map(isFilled)).toEqual([false, true, true, true, true]);
    expect(m.fills.map(isTerrain)).toEqual([false, false, false, true, true]);
  });
});

describe('a grid from rows of fills (no text)', () => {
  const text = ['F . M r', 'v W # *', 'X H A x'].join('\n');
  const parsed = parseNotation(text);
  const rows = [0, 1, 2].map((r) => parsed.fills.slice(r * 4, r * 4 + 4));
  const ruins = [0, 1, 2].map((r) => parsed.ruins.slice(r * 4, r * 4 + 4));

  it('is the grid the notation gives, every fill and ruins mark included', () => {
    expect(gridFromRows(rows, ruins)).toEqual(parsed);
    expect(gridFromRows(rows).ruins).toEqual(new Array(12).fill(false));
    expect(gridFromRows(rows).fills).toEqual(parsed.fills);
  });

  it('refuses ragged rows, a name that is no fill, and no rows', () => {
    expect(() => gridFromRows([['forest', 'empty'], ['forest']])).toThrow(/Row 1 has 1 spaces, row 0 has 2/);
    expect(() => gridFromRows([['forest', 'Forest']])).toThrow(/Space \(0, 1\) is 'Forest', not a fill/);
    expect(() => gridFromRows([['forest', 'fores']])).toThrow(/not a fill/);
    expect(() => gridFromRows([['forest', 7 as unknown as string]])).toThrow(/not a fill/);
    expect(() => gridFromRows([])).toThrow(RangeError);
    expect(() => gridFromRows([['forest']], [[true], [false]])).toThrow(/2 rows of ruins for 1 rows/);
  });
});
