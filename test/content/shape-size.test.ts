/**
 * Pack validation is bounded: a shape larger than the printed map (11 x 11) is refused with
 * `shape.too-large` before anything expands it into spaces (a 1000 x 1000 shape took 10-44 s and up
 * to 1 GB before; its other checks are not run).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPack } from '../../src/content/load.ts';
import { ContentError } from '../../src/content/problems.ts';
import { problemSentence } from '../../i18n/content-problems.ts';

const dir = join(import.meta.dirname, '../../content/examples/frostlands');
const read = (f: string) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { cards: { options: { shape: string[] }[] }[]; files?: string[] };

function withShape(shape: string[]) {
  const pack = read('pack.json');
  const explore = read('explore.json');
  explore.cards[0]!.options[0]!.shape = shape;
  const files: Record<string, unknown> = { 'pack.json': pack, 'explore.json': explore };
  for (const f of pack.files ?? []) files[f] ??= read(f);
  try {
    loadPack(files as never);
    return [];
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    return e.problems;
  }
}

const square = (n: number, c = 'X') => Array.from({ length: n }, () => c.repeat(n));

describe('a shape larger than the map', () => {
  it('is refused, 1000 by 1000, with one problem that says its size and the limit', () => {
    const problems = withShape(square(1000));
    expect(problems.map((p) => [p.file, p.pointer, p.code])).toEqual([['explore.json', '/cards/0/options/0/shape', 'shape.too-large']]);
    expect(problemSentence(problems[0]!)).toBe('the shape is 1,000 rows by 1,000 columns: no shape is larger than the map, 11 by 11');
  });

  it('is refused when only its rows, or only one row, are too long', () => {
    expect(withShape(['X'.repeat(12)]).map((p) => p.code)).toEqual(['shape.too-large']);
    expect(withShape(Array.from({ length: 12 }, () => 'X')).map((p) => p.code)).toEqual(['shape.too-large']);
  });

  it('an 11 by 11 shape is checked as any other (the limit is the map, not less)', () => {
    expect(withShape(square(11))).toEqual([]);
    // Its other checks still run: a hollow 11 by 11 picture with a stray gap.
    const hollow = square(11, 'o').map((row, r) => (r === 0 ? 'X'.repeat(11) : row));
    const codes = withShape(hollow).map((p) => p.code);
    expect(codes).toContain('shape.stray-gap');
    expect(codes).not.toContain('shape.too-large');
  });
});
