/** One reader for every picture (src/shapes/picture.ts): shapes, hero attack patterns and `contains` patterns go through it. */
import { describe, expect, it } from 'vitest';
import { gapCells, shapeCells } from '../../../src/content/pictures.ts';
import { attackOffsets } from '../../../src/rules/heroes.ts';
import { readPicture } from '../../../src/shapes/picture.ts';
import { shapeFromPicture } from '../../../src/shapes/shape.ts';

describe('readPicture', () => {
  it('gives every mark row by row and the first stray character', () => {
    expect(readPicture(['X.o', 'oXX'], ['X', 'o'])).toEqual({
      marks: {
        X: [
          [0, 0],
          [1, 1],
          [1, 2],
        ],
        o: [
          [0, 2],
          [1, 0],
        ],
      },
      stray: undefined,
    });
    expect(readPicture(['X.Q', 'Z..'], ['X']).stray).toEqual({ char: 'Q', row: 0, col: 2 });
    expect(readPicture(['H.X'], ['X']).stray).toEqual({ char: 'H', row: 0, col: 0 });
  });

  it('the shape, the content checks and the hero reader agree on what they read', () => {
    const picture = ['XoX', '.XX'];
    expect(shapeCells(picture)).toEqual([
      [0, 0],
      [0, 2],
      [1, 1],
      [1, 2],
    ]);
    expect(gapCells(picture)).toEqual([[0, 1]]);
    expect(shapeFromPicture(picture)).toMatchObject({
      cells: [
        [0, 0],
        [0, 2],
        [1, 1],
        [1, 2],
      ],
      gaps: [[0, 1]],
      height: 2,
      width: 3,
    });
    expect(attackOffsets(['X.', 'HX'])).toEqual([
      [-1, 0],
      [0, 1],
    ]);
  });

  it('reports the first mistake of a pattern in reading order, where it is', () => {
    expect(() => attackOffsets(['H.H', 'Q..'])).toThrow(
      expect.objectContaining({ code: 'hero.pattern', message: 'an attack pattern has exactly one H', location: { line: 1, column: 3 } }),
    );
    expect(() => attackOffsets(['H.Q', 'H..'])).toThrow(
      expect.objectContaining({ message: "unknown character 'Q' in attack pattern (expected H, X or .)", location: { line: 1, column: 3 } }),
    );
    expect(() => attackOffsets(['X.X'])).toThrow(/exactly one H/);
    expect(() => shapeFromPicture(['X.', '.?'])).toThrow(expect.objectContaining({ code: 'shape.unknown-char', location: { line: 2, column: 2 } }));
  });
});
