import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCES } from '../../../tools/scripts/visual/storybook-build.ts';
import { reachableFiles, ROOT, tsFiles } from '../../support/import-graph.ts';

/**
 * The visual test rebuilds Storybook when a source changed (tools/scripts/visual/storybook-build.ts): a
 * source left off its list would let it photograph a stale build, as web/client/ once was.
 */
describe("the Storybook build's sources", () => {
  const entries = [...tsFiles(join(ROOT, 'stories')), ...readdirSync(join(ROOT, '.storybook')).map((f) => join(ROOT, '.storybook', f))];
  const reached = reachableFiles(entries).map((f) => relative(ROOT, f));

  it('list every folder and file the stories import, transitively', () => {
    expect(reached.length).toBeGreaterThan(300);
    const outside = reached.filter((f) => !SOURCES.some((s) => f === s || f.startsWith(`${s}/`)));
    expect(outside).toEqual([]);
  });

  it('the walk reaches into the folders it must (it is not vacuous)', () => {
    const tops = new Set(reached.map((f) => f.split('/')[0]));
    for (const top of ['stories', 'components', 'machines', 'src', 'content']) expect(tops).toContain(top);
    expect(reached.some((f) => f.startsWith('web/client/'))).toBe(true);
  });
});
