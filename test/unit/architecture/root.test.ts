import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../support/import-graph.ts';

/**
 * The front door (issue 37): a listing of the repository's root shows at most 15 entries, each
 * folder has its line in README's "Where things are" and in docs/ARCHITECTURE.md's "The root", and
 * the only dot entries are those of git, the CI and Storybook, where those tools look for them.
 */
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const entries = [...new Set(files.map((f) => f.split('/')[0]!))].sort();
const listed = entries.filter((e) => !e.startsWith('.'));
const folders = listed.filter((e) => files.some((f) => f.startsWith(`${e}/`)));

/** The folders named in the first column of the table that follows a heading. */
function tableFolders(file: string, heading: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `${file} has "${heading}"`).toBeGreaterThan(-1);
  const section = text.slice(start + heading.length + 2).split(/\n#{1,3} /)[0]!;
  return [...section.matchAll(/^\| `([a-z0-9.-]+)\/` \|/gm)].map((m) => m[1]!).sort();
}

describe('the root of the repository', () => {
  it("lists at most 15 entries; the dot entries are the tools' own", () => {
    expect(folders.length).toBeGreaterThan(5);
    expect(listed.length, listed.join(' ')).toBeLessThanOrEqual(15);
    expect(entries.filter((e) => e.startsWith('.'))).toEqual(['.ci', '.gitignore', '.storybook']);
  });

  it('names every top-level folder in README\'s "Where things are" and docs/ARCHITECTURE.md\'s "The root"', () => {
    expect(tableFolders('README.md', '## Where things are')).toEqual(folders);
    expect(tableFolders('docs/ARCHITECTURE.md', '## The root')).toEqual(folders);
  });
});
