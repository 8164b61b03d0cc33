import { describe, expect, it } from 'vitest';
import { scoreOf, stars } from './cards.ts';

describe('Wildholds (8 per village cluster of 6+)', () => {
  it('scores nothing for a cluster of 5', () => {
    expect(stars('wildholds', 'V V V V V')).toBe(0);
  });
  it('scores a cluster of 6', () => {
    expect(
      stars(
        'wildholds',
        `
      V V V
      V V V`,
      ),
    ).toBe(8);
  });
  it('does not join clusters that touch diagonally', () => {
    // {(0,0),(0,1),(0,2)} and {(1,3),(2,3),(3,3)} meet only at a corner: 3 and 3
    expect(
      stars(
        'wildholds',
        `
      V V V .
      . . . V
      . . . V
      . . . V`,
      ),
    ).toBe(0);
  });
});

describe('Greengold Plains (3 per village cluster adjacent to 3+ terrain types)', () => {
  it('scores nothing for two terrain types, one of them twice', () => {
    // V touches F, F and A: two types
    expect(
      stars(
        'greengold-plains',
        `
      F V F
      . A .`,
      ),
    ).toBe(0);
  });
  it('scores a village touching forest, farm and water', () => {
    expect(
      stars(
        'greengold-plains',
        `
      . F .
      A V W`,
      ),
    ).toBe(3);
  });
  it("Greengold Plains' terrain types: mountain counts, empty and wasteland do not", () => {
    // first: F, M, # and '.': two types (forest, mountain): 0. Second: F, M, W: three: 3
    expect(
      stars(
        'greengold-plains',
        `
      . F .
      M V #
      . . .`,
      ),
    ).toBe(0);
    expect(
      stars(
        'greengold-plains',
        `
      . F .
      M V #
      . W .`,
      ),
    ).toBe(3);
  });
});

describe('Great City (1 per space of the largest village cluster not adjacent to a mountain)', () => {
  it('scores nothing when the only cluster touches a mountain', () => {
    expect(stars('great-city', 'V V M')).toBe(0);
  });
  it('scores the spaces of the largest cluster', () => {
    // clusters of 3 and 2: 3
    expect(
      stars(
        'great-city',
        `
      V V V . V
      . . . . V`,
      ),
    ).toBe(3);
  });
  it('Great City next to mountains: the largest cluster away from mountains scores', () => {
    // the cluster of 3 touches M(0,3), so the cluster of 2 is the largest allowed: 2
    const s = scoreOf(
      'great-city',
      `
      V V V M
      . . . .
      V V . .`,
    );
    expect(s.stars).toBe(2);
    expect(s.contributions[0]?.cells).toEqual([
      [2, 0],
      [2, 1],
    ]);
  });
});

describe('Shieldgate (2 per space of the second-largest village cluster)', () => {
  it('scores nothing with a single cluster', () => {
    expect(stars('shieldgate', 'V V V')).toBe(0);
  });
  it('scores the second-largest cluster', () => {
    // clusters of 3 and 2: 2 x 2
    expect(
      stars(
        'shieldgate',
        `
      V V V . V
      . . . . V`,
      ),
    ).toBe(4);
  });
  it('Shieldgate with tied largest clusters: one is largest, the other second', () => {
    // clusters of 3, 3 and 1: the second-largest has 3 spaces: 6
    expect(
      stars(
        'shieldgate',
        `
      V V V . V V V
      . . . . . . .
      V . . . . . .`,
      ),
    ).toBe(6);
  });
});

describe('Traylo Monastery (7 per village cluster containing a 4x1 or 1x4 line)', () => {
  it('scores nothing for a bent cluster of 4', () => {
    expect(
      stars(
        'traylo-monastery',
        `
      V V V
      V . .`,
      ),
    ).toBe(0);
  });
  it('scores a straight line of 4', () => {
    expect(stars('traylo-monastery', 'V V V V')).toBe(7);
  });
  it('finds a vertical line inside a bigger cluster', () => {
    // column 0 holds four villages in a line; (1,1) joins the cluster
    expect(
      stars(
        'traylo-monastery',
        `
      V .
      V V
      V .
      V .`,
      ),
    ).toBe(7);
  });
});

describe('Outer Enclave (the best village cluster: 1 per empty space adjacent to it)', () => {
  it('scores nothing when no empty space touches a village', () => {
    expect(stars('outer-enclave', 'F V F')).toBe(0);
  });
  it('scores the empty spaces around a village', () => {
    expect(
      stars(
        'outer-enclave',
        `
      . . .
      . V .
      . . .`,
      ),
    ).toBe(4);
  });
  it('chooses the cluster worth most, not the largest', () => {
    // the cluster of 3 is hemmed in by mountains (0 empty neighbours); V(3,1) has three: 3
    expect(
      stars(
        'outer-enclave',
        `
      V V V M
      M M M .
      . . . .
      . V . .`,
      ),
    ).toBe(3);
  });
});

describe('Gnomish Colony (6 per village cluster containing a 2x2 square)', () => {
  it('scores nothing for a line of 4', () => {
    expect(stars('gnomish-colony', 'V V V V')).toBe(0);
  });
  it('scores a 2x2 village', () => {
    expect(
      stars(
        'gnomish-colony',
        `
      V V
      V V`,
      ),
    ).toBe(6);
  });
  it('scores a cluster once however many squares it holds', () => {
    // one cluster of 6 holding two 2x2 squares: 6
    expect(
      stars(
        'gnomish-colony',
        `
      V V V
      V V V`,
      ),
    ).toBe(6);
  });
});

describe('Caravansary (the best village cluster: 1 per row and 1 per column it occupies)', () => {
  it('scores nothing without villages', () => {
    expect(
      stars(
        'caravansary',
        `
      F .
      . A`,
      ),
    ).toBe(0);
  });
  it('scores the rows and columns of a line', () => {
    // one row + three columns: 4
    expect(stars('caravansary', 'V V V')).toBe(4);
  });
  it('chooses the cluster worth most, not the largest', () => {
    // the 2x3 block: 2 rows + 3 columns = 5; the line of 5: 1 row + 5 columns = 6
    expect(
      stars(
        'caravansary',
        `
      V V V . . .
      V V V . . .
      . . . . . .
      V V V V V .`,
      ),
    ).toBe(6);
  });
});
