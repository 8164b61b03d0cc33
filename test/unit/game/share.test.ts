import { describe, expect, it } from 'vitest';
import { FILL_EMOJI, mapPicture, SHARE_LIMIT } from '../../../src/game/share.ts';
import { parseNotation } from '../../../src/grid/notation.ts';
import { FILLS } from '../../../src/grid/fills.ts';

describe('share picture', () => {
  it('draws each 2 x 2 block as its most frequent fill, drawings before empty on a tie', () => {
    const grid = parseNotation(`
      F F . V W
      F . V V .
      X . A . M
      . . A . .
      # # * . .`);
    // Blocks: [FF/F.]=forest, [.V/VV]=village, [W/.]=water (1 vs 1: drawn first),
    // [X./..]=empty (3 empty), [A./A.]=farm (2 vs 2), [M/.]=mountain, [##]=wasteland, [*.]=destroyed, [.]=empty.
    const e = FILL_EMOJI;
    expect(mapPicture(grid)).toBe(
      [`${e.forest}${e.village}${e.water}`, `${e.empty}${e.farm}${e.mountain}`, `${e.wasteland}${e.destroyed}${e.empty}`].join('\n'),
    );
  });

  it('an 11 x 11 sheet takes 6 lines of 6 symbols, at most 77 characters, leaving room for the words and link', () => {
    const full = parseNotation(Array.from({ length: 11 }, () => 'F'.repeat(11)).join('\n'));
    const picture = mapPicture(full);
    expect(picture.split('\n')).toHaveLength(6);
    expect(picture.length).toBeLessThanOrEqual(6 * 6 * 2 + 5);
    expect(SHARE_LIMIT - picture.length).toBeGreaterThan(190);
  });

  it('has one single-code-point symbol for every fill', () => {
    for (const f of FILLS) expect([...FILL_EMOJI[f]], f).toHaveLength(1);
    expect(new Set(Object.values(FILL_EMOJI)).size).toBe(FILLS.length);
  });
});
