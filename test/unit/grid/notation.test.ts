import { describe, expect, it } from 'vitest';
import { formatNotation, parseNotation, NotationError } from '../../../src/grid/notation.ts';
import { fillAt, ruinsAt } from '../../../src/grid/grid.ts';

const corner = `
; a 5x5 corner
F F . . .
F r . M .
A A W . .
. . X X .
. # . . *
`;

describe('parseNotation', () => {
  it('reads the NOTATION example: size, fills and ruins', () => {
    const g = parseNotation(corner);
    expect([g.rows, g.cols]).toEqual([5, 5]);
    expect(fillAt(g, 0, 0)).toBe('forest');
    expect(fillAt(g, 1, 1)).toBe('empty');
    expect(ruinsAt(g, 1, 1)).toBe(true);
    expect(fillAt(g, 1, 3)).toBe('mountain');
    expect(fillAt(g, 2, 0)).toBe('farm');
    expect(fillAt(g, 2, 2)).toBe('water');
    expect(fillAt(g, 3, 2)).toBe('monster');
    expect(fillAt(g, 4, 1)).toBe('wasteland');
    expect(fillAt(g, 4, 4)).toBe('destroyed');
  });

  it('reads every character of the notation', () => {
    const g = parseNotation('. F V A W X H M # * r f v a w x h +');
    expect(g.fills).toEqual([
      'empty',
      'forest',
      'village',
      'farm',
      'water',
      'monster',
      'hero',
      'mountain',
      'wasteland',
      'destroyed',
      'empty',
      'forest',
      'village',
      'farm',
      'water',
      'monster',
      'hero',
      'destroyed',
    ]);
    expect(g.ruins).toEqual([false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]);
  });

  it('accepts packed rows without spaces', () => {
    const g = parseNotation('FV.\n.MW');
    expect([g.rows, g.cols]).toEqual([2, 3]);
    expect(fillAt(g, 1, 2)).toBe('water');
  });

  it('accepts any rectangular size, including one space', () => {
    expect(parseNotation('.').rows).toBe(1);
    const wide = parseNotation('. . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . .');
    expect([wide.rows, wide.cols]).toEqual([2, 15]);
  });

  it('ignores blank lines, comment lines, indentation, trailing spaces and CRLF line ends', () => {
    const g = parseNotation('\r\n   ; comment\r\n    F .  \r\n\r\n    . V\r\n   ');
    expect(g.fills).toEqual(['forest', 'empty', 'empty', 'village']);
  });

  it('round-trips through formatNotation', () => {
    const g = parseNotation(corner);
    expect(formatNotation(g)).toBe('F F . . .\nF r . M .\nA A W . .\n. . X X .\n. # . . *');
    expect(parseNotation(formatNotation(g))).toEqual(g);
    expect(formatNotation(g, { spaced: false }).split('\n')[0]).toBe('FF...');
  });

  it('refuses to format a mountain on ruins, which the notation cannot write', () => {
    const g = parseNotation('r');
    expect(() => formatNotation({ ...g, fills: ['mountain'] })).toThrow(/cannot be on ruins/);
    expect(() => formatNotation({ ...g, fills: ['wasteland'] })).toThrow(/cannot be on ruins/);
  });

  it('writes a destroyed space on ruins as + and reads it back', () => {
    const g = parseNotation('r *');
    const destroyedOnRuins = { ...g, fills: ['destroyed', 'destroyed'] as const };
    expect(formatNotation({ ...destroyedOnRuins, fills: [...destroyedOnRuins.fills] })).toBe('+ *');
    expect(parseNotation('+ *')).toEqual({ rows: 1, cols: 2, fills: ['destroyed', 'destroyed'], ruins: [true, false] });
  });
});

/** Each bad input: the text, the error code, and the line and column it must name. */
const bad: Array<[name: string, text: string, code: string, line: number | undefined, column: number | undefined]> = [
  ['an unknown letter', 'F F\nF Z', 'notation.unknown-char', 2, 3],
  ['a digit', '1 .', 'notation.unknown-char', 1, 1],
  ['upper-case R for ruins', '. R', 'notation.unknown-char', 1, 3],
  ['lower-case m (no mountain on ruins)', 'm .', 'notation.unknown-char', 1, 1],
  ['an unknown letter in a packed row', 'FFq', 'notation.unknown-char', 1, 3],
  ['a short row', 'F F F\nF F', 'notation.ragged', 2, 4],
  ['a long row', 'F F\nF F F', 'notation.ragged', 2, 5],
  ['a ragged packed row', 'FFF\nFF', 'notation.ragged', 2, 3],
  ['an empty text', '', 'notation.empty', undefined, undefined],
  ['only comments and blank lines', '; nothing\n\n   \n; here', 'notation.empty', undefined, undefined],
  ['a double space', 'F  F', 'notation.spacing', 1, 3],
  ['a tab separator', 'F\tF', 'notation.spacing', 1, 2],
  ['mixed packed and spaced', 'FF F', 'notation.spacing', 1, 3],
  ['a separator that is not a space', 'F,F', 'notation.unknown-char', 1, 2],
  ['an unknown character after indentation', '  . .\n  . ?', 'notation.unknown-char', 2, 5],
];

describe('parseNotation rejects bad input with its line and column', () => {
  for (const [name, text, code, line, column] of bad) {
    it(`rejects ${name}`, () => {
      let error: unknown;
      try {
        parseNotation(text, { source: 'map.txt' });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(NotationError);
      const e = error as NotationError;
      expect(e.code).toBe(code);
      expect(e.location.line).toBe(line);
      expect(e.location.column).toBe(column);
      expect(e.location.source).toBe('map.txt');
      expect(e.describe().startsWith('map.txt')).toBe(true);
    });
  }

  it('names the first row in a ragged-row message', () => {
    expect(() => parseNotation('; c\nF F F\nF F')).toThrow('row has 2 spaces but the first row (line 2) has 3');
  });
});
