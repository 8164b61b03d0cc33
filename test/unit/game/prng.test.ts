import { describe, expect, it } from 'vitest';
import { Rng, hashSeed, nextInt, nextUint32, seedRng } from '../../../src/random/index.ts';

describe('seeded PRNG (sfc32)', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const draw = (seed: number | string) => {
      const r = new Rng(seedRng(seed));
      return Array.from({ length: 8 }, () => r.int(1000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw('table 7')).toEqual(draw('table 7'));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps its whole state as four 32-bit numbers that survive JSON and resume the sequence', () => {
    const r = new Rng(seedRng(7));
    r.int(10);
    const saved = JSON.parse(JSON.stringify(r.state())) as [number, number, number, number];
    expect(saved).toHaveLength(4);
    for (const w of saved) expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
    const a = new Rng(saved);
    const expected = Array.from({ length: 5 }, () => r.int(1 << 30));
    expect(Array.from({ length: 5 }, () => a.int(1 << 30))).toEqual(expected);
  });

  it('draws integers below n roughly uniformly (chi-square over 60,000 draws of a fixed seed)', () => {
    const s = [...seedRng(1)];
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60000; i++) counts[nextInt(s, 6)]!++;
    const chi = counts.reduce((acc, c) => acc + (c - 10000) ** 2 / 10000, 0);
    // 5 degrees of freedom: 20.5 is the 0.999 quantile.
    expect(chi).toBeLessThan(20.5);
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = ['a', 'b', 'c', 'd', 'e', 'f'];
    const out = new Rng(seedRng(3)).shuffle(input);
    expect(input).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect([...out].sort()).toEqual(input);
  });

  it('rejects a bad bound and a non-finite seed', () => {
    expect(() => nextInt([1, 2, 3, 4], 0)).toThrow(RangeError);
    expect(() => hashSeed(Number.NaN)).toThrow(RangeError);
  });

  it('produces 32-bit unsigned words', () => {
    const s = [...seedRng(0)];
    for (let i = 0; i < 100; i++) {
      const x = nextUint32(s);
      expect(x >>> 0).toBe(x);
    }
  });
});
