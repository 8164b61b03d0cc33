/** The suggested solo value's spread (src/bot/balance-stats.ts): a 95% interval from the card's own samples. */
import { describe, expect, it } from 'vitest';
import { distribution, meanAndError, meanInterval, suggestSolo } from '../../../src/bot/balance-stats.ts';

describe('balance statistics', () => {
  it('the 95% interval of a mean: t for few samples, and none from one sample', () => {
    // mean 4, sample standard deviation 2 (values 2, 4, 6), n = 3: half-width t(2) 4.30 * 2 / sqrt(3)
    const i = meanInterval([2, 4, 6])!;
    expect(i.low).toBeCloseTo(4 - (4.3 * 2) / Math.sqrt(3), 6);
    expect(i.high).toBeCloseTo(4 + (4.3 * 2) / Math.sqrt(3), 6);
    expect(meanInterval([5])).toBe(null);
    // No spread in the samples: the interval is the mean itself.
    expect(meanInterval([3, 3, 3, 3])).toEqual({ low: 3, high: 3 });
  });

  it('the mean and its standard error: the sample standard deviation over the square root of n', () => {
    // 2, 4, 6: mean 4, sample standard deviation 2, n = 3.
    expect(meanAndError([2, 4, 6]).mean).toBe(4);
    expect(meanAndError([2, 4, 6]).se).toBeCloseTo(2 / Math.sqrt(3), 12);
    expect(meanAndError([7])).toEqual({ mean: 7, se: 0 });
    expect(meanAndError([])).toEqual({ mean: 0, se: 0 });
  });

  it('suggests the official ratio of solo value to stars times the card’s stars, with the same ratio over the interval', () => {
    const official = [
      { designer: false, solo: 20, stars: distribution([5, 5]) },
      { designer: false, solo: 10, stars: distribution([5, 5]) },
    ];
    // 30 solo over 10 stars: 3 per star; the card's mean 6 (4, 6, 8), interval 6 +- 4.30*2/sqrt(3) = 1.03 .. 10.97.
    const s = suggestSolo([{ designer: true, solo: 0, stars: distribution([4, 6, 8]) }, ...official]);
    expect(s.value).toBe(18);
    expect(s.interval).toEqual({ low: Math.round(3 * (6 - (4.3 * 2) / Math.sqrt(3))), high: Math.round(3 * (6 + (4.3 * 2) / Math.sqrt(3))) });
    expect(s.interval!.low).toBeLessThan(s.value);
    expect(s.interval!.high).toBeGreaterThan(s.value);
    // More games of the same spread narrow it.
    const more = suggestSolo([{ designer: true, solo: 0, stars: distribution([4, 6, 8, 4, 6, 8, 4, 6, 8, 4, 6, 8]) }, ...official]);
    expect(more.value).toBe(18);
    expect(more.interval!.high - more.interval!.low).toBeLessThan(s.interval!.high - s.interval!.low);
    // One game: a value, but no spread to tell.
    expect(suggestSolo([{ designer: true, solo: 0, stars: distribution([6]) }, ...official])).toEqual({ value: 18, interval: null });
  });
});
