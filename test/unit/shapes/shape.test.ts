import { describe, expect, it } from 'vitest';
import { mirror, orientations, pictureOf, rotate, shapeFromPicture } from '../../../src/shapes/shape.ts';

const pictures = (picture: string[]) => orientations(picture).map(pictureOf);

describe('shapes', () => {
  it('reads a picture into offsets from the top-left of its drawn spaces', () => {
    const s = shapeFromPicture(['..X', '.XX', 'XX.']);
    expect(s.cells).toEqual([
      [0, 2],
      [1, 1],
      [1, 2],
      [2, 0],
      [2, 1],
    ]);
    expect([s.height, s.width]).toEqual([3, 3]);
  });

  it('turns a quarter clockwise and mirrors left to right', () => {
    // X.      XXX
    // X.  ->  X..   (quarter turn clockwise of an L)
    // XX
    expect(pictureOf(rotate(shapeFromPicture(['X.', 'X.', 'XX'])))).toEqual(['XXX', 'X..']);
    expect(pictureOf(mirror(shapeFromPicture(['X.', 'X.', 'XX'])))).toEqual(['.X', '.X', 'XX']);
  });

  it('counts distinct orientations: square 1, line 2, S 4, T 4, L 8', () => {
    expect(orientations(['XX', 'XX'])).toHaveLength(1);
    expect(orientations(['XXXX'])).toHaveLength(2);
    expect(orientations(['.XX', 'XX.'])).toHaveLength(4);
    expect(orientations(['XXX', '.X.'])).toHaveLength(4);
    expect(orientations(['X.', 'X.', 'XX'])).toHaveLength(8);
    expect(orientations(['X'])).toHaveLength(1);
  });

  it('keeps the printed orientation first', () => {
    expect(pictures(['XXX', '..X'])[0]).toEqual(['XXX', '..X']);
  });

  it('carries gap spaces along when turning (Bugbear Assault XoX/XoX has 2 orientations)', () => {
    // XoX       XX
    // XoX  ->   oo   : the two gaps stay between the two monster pairs
    //           XX
    const all = pictures(['XoX', 'XoX']);
    expect(all).toEqual([
      ['XoX', 'XoX'],
      ['XX', 'oo', 'XX'],
    ]);
  });

  it('distinguishes a gap from nothing (Pasture XoX is not two loose squares with nothing between)', () => {
    const s = shapeFromPicture(['XoX']);
    expect(s.cells).toEqual([
      [0, 0],
      [0, 2],
    ]);
    expect(s.gaps).toEqual([[0, 1]]);
    expect(orientations(['XoX']).map((o) => o.gaps)).toEqual([[[0, 1]], [[1, 0]]]);
  });

  it('refuses an empty shape and unknown characters with a code', () => {
    expect(() => shapeFromPicture(['...'])).toThrow(expect.objectContaining({ code: 'shape.empty' }));
    expect(() => shapeFromPicture(['X', 'Y'])).toThrow(expect.objectContaining({ code: 'shape.unknown-char', location: { line: 2, column: 1 } }));
  });
});
