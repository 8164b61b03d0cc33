import { describe, expect, it } from 'vitest';
import { stars } from './cards.ts';

describe('Borderlands (6 per completely filled row or column)', () => {
  it('scores nothing without a full line', () => {
    expect(
      stars(
        'borderlands',
        `
      F .
      . F`,
      ),
    ).toBe(0);
  });
  it('scores a full row and a full column', () => {
    // row 0 (F M) and column 1 (M A): 6 + 6
    expect(
      stars(
        'borderlands',
        `
      F M
      . A`,
      ),
    ).toBe(12);
  });
  it('counts wasteland and destroyed as filled, an empty ruins space as empty', () => {
    // row 0 (# * F) is full: 6; column 0 (# r) is not: r is empty ruins
    expect(
      stars(
        'borderlands',
        `
      # * F
      r . .`,
      ),
    ).toBe(6);
  });
});

describe('The Broken Road (3 per filled diagonal from the left edge down-right to the bottom edge)', () => {
  it('scores nothing for a diagonal that misses the left edge', () => {
    // (0,1)-(1,2) is full but starts on the top edge
    expect(
      stars(
        'the-broken-road',
        `
      . F .
      . . F
      . . .`,
      ),
    ).toBe(0);
  });
  it('scores every full diagonal touching the left and bottom edges', () => {
    // (0,0)(1,1)(2,2), (1,0)(2,1), (2,0): 3 x 3
    expect(
      stars(
        'the-broken-road',
        `
      F . .
      W F .
      A M F`,
      ),
    ).toBe(9);
  });
  it("The Broken Road's corner diagonal: the bottom-left space alone is a diagonal", () => {
    // only (2,0) is filled; it touches both the left and the bottom edge: 3
    expect(
      stars(
        'the-broken-road',
        `
      . . .
      . . .
      F . .`,
      ),
    ).toBe(3);
  });
  it('on a wide map, scores only diagonals that reach the bottom edge from the left edge', () => {
    // 2x3: (0,0)(1,1) is full: 3; (1,0) is empty; (0,1)(1,2) does not start at the left edge
    expect(
      stars(
        'the-broken-road',
        `
      F . .
      . F .`,
      ),
    ).toBe(3);
  });
});

describe('Lost Barony (3 x the side of the largest square of filled spaces)', () => {
  it('scores nothing on an empty map', () => {
    expect(
      stars(
        'lost-barony',
        `
      . .
      . .`,
      ),
    ).toBe(0);
  });
  it('scores the side of a 2x2 filled square', () => {
    expect(
      stars(
        'lost-barony',
        `
      F F .
      F M .
      . . .`,
      ),
    ).toBe(6);
  });
  it('Lost Barony with wasteland: wasteland is filled', () => {
    // the whole 3x3 is filled (wasteland, forest, farm, mountain): 3 x 3
    expect(
      stars(
        'lost-barony',
        `
      # # F
      # # F
      A A M`,
      ),
    ).toBe(9);
  });
});

describe('The Cauldrons (1 per empty space whose four sides are filled or the edge)', () => {
  it('scores nothing for empty spaces side by side', () => {
    expect(
      stars(
        'the-cauldrons',
        `
      . .
      . .`,
      ),
    ).toBe(0);
  });
  it('scores enclosed empty spaces', () => {
    // (0,1): edge, F, F, F; (1,0): F, F, edge, edge; (1,2): F, F, edge, edge: 3
    expect(
      stars(
        'the-cauldrons',
        `
      F . F
      . F .`,
      ),
    ).toBe(3);
  });
  it('The Cauldrons at the edge: the edge closes a side, and empty ruins are empty', () => {
    // r(0,0): edge, edge, M, M; (1,1): M, M, edge, edge: 2
    expect(
      stars(
        'the-cauldrons',
        `
      r M
      M .`,
      ),
    ).toBe(2);
  });
});

describe('Dwarvenholds (7 per completely filled row or column containing a mountain)', () => {
  it('scores nothing for a full line without a mountain', () => {
    expect(
      stars(
        'dwarvenholds',
        `
      F F
      . .`,
      ),
    ).toBe(0);
  });
  it('scores a full row with a mountain', () => {
    // row 0 (F M): 7; column 1 (M .) is not full
    expect(
      stars(
        'dwarvenholds',
        `
      F M
      . .`,
      ),
    ).toBe(7);
  });
  it('scores a row and a column sharing the mountain', () => {
    // row 0 (F M) and column 1 (M A); row 1 and column 0 are full without a mountain: 14
    expect(
      stars(
        'dwarvenholds',
        `
      F M
      A A`,
      ),
    ).toBe(14);
  });
});

describe('Silos (10 per completely filled odd-numbered column, counting from 1 at the left)', () => {
  it('scores nothing for a full even column', () => {
    expect(
      stars(
        'silos',
        `
      . F .
      . F .`,
      ),
    ).toBe(0);
  });
  it('scores full columns 1 and 3', () => {
    expect(
      stars(
        'silos',
        `
      F . F
      F . F`,
      ),
    ).toBe(20);
  });
  it('counts mountains and wasteland as filled', () => {
    expect(
      stars(
        'silos',
        `
      M . .
      # . .`,
      ),
    ).toBe(10);
  });
});

describe('Banded Hills (4 per row containing 5+ different terrain types)', () => {
  it('scores nothing for four terrains, wasteland and destroyed spaces not being terrains', () => {
    expect(stars('banded-hills', 'F V A W # *')).toBe(0);
  });
  it('counts the mountain as a terrain type', () => {
    expect(stars('banded-hills', 'F V A W M')).toBe(4);
  });
  it('counts monster as a type and repeated terrains once', () => {
    // row 0: forest, village, farm, water, monster: 4; row 1: forest, village: 0
    expect(
      stars(
        'banded-hills',
        `
      F V A W X
      F F V # *`,
      ),
    ).toBe(4);
  });
});

describe('Starlit Sigil (4 per cluster of exactly three empty spaces enclosed by filled spaces or the edge)', () => {
  it('scores nothing for a cluster of four', () => {
    expect(stars('starlit-sigil', 'F . . . . F')).toBe(0);
  });
  it('scores an enclosed cluster of three', () => {
    expect(
      stars(
        'starlit-sigil',
        `
      F F F F F
      F . . . F
      F F F F F`,
      ),
    ).toBe(4);
  });
  it('lets the map edge enclose the cluster', () => {
    // {(0,0),(0,1),(0,2)} is closed by the top and left edges and filled spaces: 4
    expect(
      stars(
        'starlit-sigil',
        `
      . . . F
      F F F F`,
      ),
    ).toBe(4);
  });
});
