import { describe, expect, it } from 'vitest';
import { scoreOf, stars } from './cards.ts';

describe('Sentinel Wood (1 per forest space adjacent to the map edge)', () => {
  it('scores nothing for a forest in the middle', () => {
    // the only forest has four in-map neighbours
    expect(
      stars(
        'sentinel-wood',
        `
      . . .
      . F .
      . . .`,
      ),
    ).toBe(0);
  });
  it('scores forest spaces on the edge, not inside', () => {
    // (0,0) and (2,2) touch the edge, (1,1) does not: 2
    expect(
      stars(
        'sentinel-wood',
        `
      F . .
      . F .
      . . F`,
      ),
    ).toBe(2);
  });
  it('counts a forest drawn on ruins, and a corner forest once', () => {
    // f at the corner (two edge sides, counted once) + F at (0,2)... on a 1-row map every space is on the edge: 1 + 1
    expect(
      stars(
        'sentinel-wood',
        `
      f . F
      . . .`,
      ),
    ).toBe(2);
  });
  it('explains each forest space with the rule', () => {
    const s = scoreOf(
      'sentinel-wood',
      `
      F .
      . .`,
    );
    expect(s.contributions).toEqual([{ cells: [[0, 0]], stars: 1, because: 'forest space adjacent to the map edge' }]);
  });
});

describe('Treetower (1 per forest space whose four sides are filled or the edge)', () => {
  it('scores nothing for a forest with an empty side', () => {
    // all four sides empty
    expect(
      stars(
        'treetower',
        `
      . . .
      . F .
      . . .`,
      ),
    ).toBe(0);
  });
  it('counts the map edge as a filled side', () => {
    // (0,0): up and left are the edge, right M, down W: 1
    expect(
      stars(
        'treetower',
        `
      F M .
      W . .`,
      ),
    ).toBe(1);
  });
  it('counts wasteland and destroyed spaces as filled, an empty ruins space as empty', () => {
    // F(1,1): up #, left *, right V, down r (empty ruins, not filled): 0; with a farm on the ruins (a): 1
    expect(
      stars(
        'treetower',
        `
      . # .
      * F V
      . r .`,
      ),
    ).toBe(0);
    expect(
      stars(
        'treetower',
        `
      . # .
      * F V
      . a .`,
      ),
    ).toBe(1);
  });
});

describe('Greenbough (1 per row and 1 per column with a forest)', () => {
  it('scores nothing without forest', () => {
    expect(
      stars(
        'greenbough',
        `
      A .
      . W`,
      ),
    ).toBe(0);
  });
  it('scores each row and column holding a forest', () => {
    // rows 0 and 2, columns 0 and 2: 4
    expect(
      stars(
        'greenbough',
        `
      F . .
      . . .
      . . F`,
      ),
    ).toBe(4);
  });
  it('lets one forest score its row and its column, and a row of forests once', () => {
    // row 0 once (1) + columns 0, 1, 2 (3): 4
    expect(
      stars(
        'greenbough',
        `
      F F F
      . . .`,
      ),
    ).toBe(4);
  });
});

describe('Stoneside Forest (3 per mountain connected to another mountain through one forest cluster)', () => {
  it('scores nothing when the forest touches one mountain only', () => {
    // the forest cluster {(0,1)} touches M(0,0) and an empty space
    expect(stars('stoneside-forest', 'M F . M')).toBe(0);
  });
  it('scores both mountains linked by a forest cluster', () => {
    // cluster {(0,1),(0,2)} touches both mountains: 2 x 3
    expect(stars('stoneside-forest', 'M F F M')).toBe(6);
  });
  it('counts a mountain once however many links it has', () => {
    // F(0,1) links M(0,0)-M(0,2); F(1,0) links M(0,0)-M(2,0); three mountains, each once: 9
    expect(
      stars(
        'stoneside-forest',
        `
      M F M
      F . .
      M . .`,
      ),
    ).toBe(9);
  });
  it('does not chain two forest clusters', () => {
    // {(0,1)} and {(0,3)} are separate clusters, each touching one mountain
    expect(stars('stoneside-forest', 'M F . F M')).toBe(0);
  });
});

describe('Faunlost Thicket (2 per forest space in the longest vertical run)', () => {
  it('scores nothing without forest', () => {
    expect(
      stars(
        'faunlost-thicket',
        `
      . A
      W .`,
      ),
    ).toBe(0);
  });
  it('scores the longest column run of forest', () => {
    // column 0 has a run of 3; column 2 runs of 2 and 1: 3 x 2
    expect(
      stars(
        'faunlost-thicket',
        `
      F . F
      F . F
      F . .
      . . F`,
      ),
    ).toBe(6);
  });
  it('ignores horizontal runs and breaks a run at a mountain', () => {
    // row 0 has four forests side by side, but vertical runs are: column 0 rows 0-1 (2), others 1: 2 x 2
    expect(
      stars(
        'faunlost-thicket',
        `
      F F F F
      F . . .
      M . . .
      F . . .`,
      ),
    ).toBe(4);
  });
});

describe('Deepwood (6 per forest cluster of 5+ adjacent to no village)', () => {
  it('scores nothing for a cluster of 4', () => {
    expect(stars('deepwood', 'F F F F .')).toBe(0);
  });
  it('scores a cluster of 5', () => {
    expect(
      stars(
        'deepwood',
        `
      F F F F F
      . . . . .`,
      ),
    ).toBe(6);
  });
  it('rejects a cluster touching a village', () => {
    // top cluster scores; bottom one touches V(2,5): 6
    expect(
      stars(
        'deepwood',
        `
      F F F F F .
      . . . . . .
      F F F F F V`,
      ),
    ).toBe(6);
  });
});

describe('Heart of the Forest (2 per forest space whose four sides are forest or the edge)', () => {
  it('scores nothing for a forest beside an empty space', () => {
    // F(0,0): three edge sides, right side empty
    expect(stars('heart-of-the-forest', 'F .')).toBe(0);
  });
  it('scores a whole 2x2 forest on a 2x2 map', () => {
    // every side is forest or the edge: 4 x 2
    expect(
      stars(
        'heart-of-the-forest',
        `
      F F
      F F`,
      ),
    ).toBe(8);
  });
  it('does not count other filled spaces as forest', () => {
    // (0,0) scores; (0,1) and (1,0) touch the mountain: 2
    expect(
      stars(
        'heart-of-the-forest',
        `
      F F
      F M`,
      ),
    ).toBe(2);
  });
});

describe('Sleepy Valley (4 per row with 3+ forest spaces)', () => {
  it('scores nothing for rows of 2 and 1', () => {
    expect(
      stars(
        'sleepy-valley',
        `
      F F .
      F . .`,
      ),
    ).toBe(0);
  });
  it('scores every row with three forests', () => {
    // rows 0 and 2 have 3; row 1 has 2: 8
    expect(
      stars(
        'sleepy-valley',
        `
      F F F
      F . F
      F F F`,
      ),
    ).toBe(8);
  });
  it('counts forests apart in a row, and never columns', () => {
    // row 0 has 3 forests apart (4); column 0 has 3 but columns do not count
    expect(
      stars(
        'sleepy-valley',
        `
      F . F . F
      F . . . .
      F . . . .`,
      ),
    ).toBe(4);
  });
});
