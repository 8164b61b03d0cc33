/**
 * A small seeded PRNG (sfc32, Chris Doty-Humphrey's Small Fast Counting generator) whose whole
 * state is four 32-bit unsigned integers: plain JSON that sits inside a GameState, so a saved
 * game resumes with exactly the same future draws. No Math.random anywhere in the engine.
 */
export type RngState = readonly [number, number, number, number];

/** splitmix32 step: spreads a 32-bit seed over the four state words. */
function splitmix32(x: number): [number, number] {
  x = (x + 0x9e3779b9) | 0;
  let z = x;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  z ^= z >>> 16;
  return [x, z >>> 0];
}

/** A 32-bit hash of a string seed (FNV-1a), so "my game" and 42 are both valid seeds. */
export function hashSeed(seed: number | string): number {
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) throw new RangeError(`A seed must be a finite number (got ${seed}).`);
    // Integers keep their 32-bit value; fractions and big numbers are folded through their text.
    if (Number.isInteger(seed) && Math.abs(seed) <= 0xffffffff) return seed >>> 0;
    seed = String(seed);
  }
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function seedRng(seed: number | string): RngState {
  let x = hashSeed(seed);
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [nx, z] = splitmix32(x);
    x = nx;
    out.push(z);
  }
  const s = out as unknown as [number, number, number, number];
  // sfc32 wants a few rounds to forget a weak seed.
  const m = [...s];
  for (let i = 0; i < 12; i++) nextUint32(m);
  return [m[0]!, m[1]!, m[2]!, m[3]!];
}

/** One sfc32 step on a MUTABLE state array (hot loops copy the state once, step it, then freeze it back). */
export function nextUint32(s: number[]): number {
  const a = s[0]! >>> 0;
  const b = s[1]! >>> 0;
  const c = s[2]! >>> 0;
  const d = s[3]! >>> 0;
  const t = (((a + b) >>> 0) + d) >>> 0;
  s[3] = (d + 1) >>> 0;
  s[0] = (b ^ (b >>> 9)) >>> 0;
  s[1] = (c + (c << 3)) >>> 0;
  s[2] = (((c << 21) | (c >>> 11)) + t) >>> 0;
  return t;
}

/** An integer in [0, n), unbiased (rejection of the short last bucket). */
export function nextInt(s: number[], n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`nextInt needs a whole n between 1 and 2^32 (got ${n}).`);
  if (n === 1) return 0;
  const limit = 0x100000000 - (0x100000000 % n);
  let x = nextUint32(s);
  while (x >= limit) x = nextUint32(s);
  return x % n;
}

/**
 * A random generator bound to a copy of a state: draw from it, then read `state()` back into the
 * game. The object never goes into the game state, only its four numbers do.
 */
export class Rng {
  private readonly s: number[];
  constructor(state: RngState) {
    this.s = [state[0], state[1], state[2], state[3]];
  }
  int(n: number): number {
    return nextInt(this.s, n);
  }
  /** Fisher-Yates on a copy; the input is untouched. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = nextInt(this.s, i + 1);
      const t = out[i] as T;
      out[i] = out[j] as T;
      out[j] = t;
    }
    return out;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list.');
    return items[nextInt(this.s, items.length)] as T;
  }
  state(): RngState {
    return [this.s[0]!, this.s[1]!, this.s[2]!, this.s[3]!];
  }
}
