import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const read = (f: string) => readFileSync(join(root, f), 'utf8');

describe('the package entry of each element (components/elements/, published as cartographers-live/elements/<tag>.js)', () => {
  // defineCartoElements registers the game (define.ts) and every other element (play-elements.ts).
  const tags = ['components/define.ts', 'components/play-elements.ts'].flatMap((f) => [...read(f).matchAll(/\['(carto-[a-z-]+)', \w+\]/g)].map((m) => m[1]!));

  it('exists for every element that defineCartoElements registers, and registers that tag', () => {
    expect(tags.length).toBeGreaterThan(8);
    for (const tag of tags) {
      const file = `components/elements/${tag}.ts`;
      expect(existsSync(join(root, file)), file).toBe(true);
      const text = read(file);
      expect(text.includes(`defineOnce('${tag}'`) || text.includes('defineCartoElements()'), file).toBe(true);
    }
  });

  it('also registers every element its element draws (each <carto-x> in its template)', () => {
    for (const tag of tags) {
      const entry = read(`components/elements/${tag}.ts`);
      if (entry.includes('defineCartoElements()')) continue; // registers them all
      const drawn = new Set(
        [...read(`components/${tag}.ts`).matchAll(/html`[^`]*/g)].flatMap((m) => [...m[0].matchAll(/<(carto-[a-z-]+)/g)].map((d) => d[1]!)),
      );
      drawn.delete(tag);
      drawn.delete('carto-game'); // named in prose of some templates; the game is never drawn by a child
      for (const d of drawn) expect(entry, `${tag} draws <${d}>`).toContain(`import './${d}.ts';`);
    }
  });
});
