import { describe, expect, it } from 'vitest';
import { stars } from './cards.ts';

describe('Canal Lake (1 per water adjacent to a farm, 1 per farm adjacent to a water)', () => {
  it('scores nothing when water and farm do not touch', () => {
    expect(stars('canal-lake', 'W . A')).toBe(0);
  });
  it('scores both sides of a water-farm border', () => {
    // W(0,0) next to a farm (1), A(0,1) next to a water (1)
    expect(stars('canal-lake', 'W A')).toBe(2);
  });
  it('counts a farm touching several waters once', () => {
    // A(0,1) touches W(0,0), W(0,2), W(1,1): 1; each of those waters touches the farm: 3
    expect(
      stars(
        'canal-lake',
        `
      W A W
      . W .`,
      ),
    ).toBe(4);
  });
});

describe('The Golden Granary (1 per water adjacent to ruins, 3 per farm on ruins)', () => {
  it('scores nothing for a farm beside ruins or water away from them', () => {
    // W(0,0) touches '.' and A; A(1,0) is beside ruins, not on them
    expect(
      stars(
        'the-golden-granary',
        `
      W . r
      A r .`,
      ),
    ).toBe(0);
  });
  it('scores a water beside ruins once and a farm on ruins three times', () => {
    // W(0,0) touches r(0,1) and a(1,0) (both ruins): 1; a(1,0) is a farm on ruins: 3
    expect(
      stars(
        'the-golden-granary',
        `
      W r
      a .`,
      ),
    ).toBe(4);
  });
  it('counts a ruins space drawn over, but not a water standing on ruins itself', () => {
    // w(0,0) is on ruins but touches only '.': 0; W(0,3) touches f(0,2), a forest on ruins: 1
    expect(stars('the-golden-granary', 'w . f W')).toBe(1);
  });
});

describe('Mages Valley (2 per water adjacent to a mountain, 1 per farm adjacent to a mountain)', () => {
  it('scores nothing away from mountains', () => {
    expect(stars('mages-valley', 'W . M . A')).toBe(0);
  });
  it('scores a water and a farm beside a mountain', () => {
    // W(0,0): 2; A(0,2): 1
    expect(stars('mages-valley', 'W M A')).toBe(3);
  });
  it('counts a water between two mountains once, and never a diagonal', () => {
    // W(0,1) touches two mountains: 2; A(1,1) touches the mountains only diagonally: 0
    expect(
      stars(
        'mages-valley',
        `
      M W M
      . A .`,
      ),
    ).toBe(2);
  });
});

describe('Shoreside Expanse (3 per farm cluster touching neither water nor edge, and the same for water and farm)', () => {
  it('scores nothing for clusters on the map edge', () => {
    expect(stars('shoreside-expanse', 'A . W')).toBe(0);
  });
  it('scores an inland farm and an inland water apart', () => {
    // A(1,1) and W(1,3) are inside, each with empty neighbours: 3 + 3
    expect(
      stars(
        'shoreside-expanse',
        `
      . . . . .
      . A . W .
      . . . . .`,
      ),
    ).toBe(6);
  });
  it('rejects clusters that touch each other, and keeps one that touches only a mountain', () => {
    // first map: A and W touch: 0. Second: farm cluster {(1,1),(1,2)} touches M only: 3; W(4,0) is on the edge: 0
    expect(
      stars(
        'shoreside-expanse',
        `
      . . . .
      . A W .
      . . . .`,
      ),
    ).toBe(0);
    expect(
      stars(
        'shoreside-expanse',
        `
      . . . . .
      . A A M .
      . . . . .
      . . . . .
      W . . . .`,
      ),
    ).toBe(3);
  });
});

describe('Craylund (7 per farm cluster adjacent to 3+ water spaces)', () => {
  it('scores nothing for a farm beside two waters', () => {
    expect(stars('craylund', 'W A W')).toBe(0);
  });
  it('scores a farm with three water neighbours', () => {
    // A(1,1) touches W(0,1), W(1,0), W(1,2)
    expect(
      stars(
        'craylund',
        `
      . W .
      W A W`,
      ),
    ).toBe(7);
  });
  it('counts each water space once even when it touches the cluster on three sides', () => {
    // the farm cluster of 5 wraps W(1,1): one water space (not three): 0
    expect(
      stars(
        'craylund',
        `
      A A A
      A W A`,
      ),
    ).toBe(0);
  });
});

describe("Ulem's Wallow (4 per water adjacent to 2+ farm spaces)", () => {
  it('scores nothing for a water beside one farm', () => {
    expect(stars('ulems-wallow', 'W A')).toBe(0);
  });
  it('scores a water between two farms', () => {
    expect(stars('ulems-wallow', 'A W A')).toBe(4);
  });
  it('does not let a neighbouring water count as a farm', () => {
    // W(0,1) touches A(0,0) and W(1,1); W(1,1) touches A(1,0) and W(0,1): one farm each
    expect(
      stars(
        'ulems-wallow',
        `
      A W
      A W`,
      ),
    ).toBe(0);
  });
});

describe('Clawsgrave Peaks (5 per mountain connected to a farm through a water cluster)', () => {
  it('scores nothing when the farm touches the mountain directly', () => {
    // W(0,1) touches both mountains but no farm; A(1,0) touches M(0,0) without water between
    expect(
      stars(
        'clawsgrave-peaks',
        `
      M W M
      A . .`,
      ),
    ).toBe(0);
  });
  it('scores a mountain linked through a water cluster', () => {
    // cluster {(0,1),(0,2)} touches M(0,0) and A(0,3)
    expect(stars('clawsgrave-peaks', 'M W W A')).toBe(5);
  });
  it('scores every mountain sharing the linking water', () => {
    // W(0,1) touches M(0,0), M(0,2) and A(1,1): 2 x 5
    expect(
      stars(
        'clawsgrave-peaks',
        `
      M W M
      . A .`,
      ),
    ).toBe(10);
  });
});

describe('Jorekburg (4 per column with equal, non-zero counts of farm and water)', () => {
  it('scores nothing for a column with a farm and no water', () => {
    expect(
      stars(
        'jorekburg',
        `
      A .
      . .`,
      ),
    ).toBe(0);
  });
  it('scores columns with one of each', () => {
    expect(
      stars(
        'jorekburg',
        `
      A W
      W A`,
      ),
    ).toBe(8);
  });
  it('counts two of each, and never rows', () => {
    // column 0: A W W A (2 and 2): 4; column 1: one farm: 0; row 0 (A A) does not count
    expect(
      stars(
        'jorekburg',
        `
      A A
      W .
      W .
      A .`,
      ),
    ).toBe(4);
  });
});
