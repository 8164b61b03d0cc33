import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { compareImages } from '../../../tools/scripts/visual/compare.ts';
import { TOLERANCE } from '../../../tools/scripts/visual/config.ts';
import { BaselineJudge, compareWithBaselines } from '../../../tools/scripts/visual/run.ts';
import { selectStories, storyMatcher } from '../../../tools/scripts/visual/select.ts';
import type { Shot } from '../../../tools/scripts/visual/capture.ts';

/** A PNG of paper colour, with `paint` colouring some pixels. */
function image(width: number, height: number, paint: (x: number, y: number) => [number, number, number] | null = () => null): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b] = paint(x, y) ?? [243, 234, 211];
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}
/** A solid square of `size` pixels at (10, 10) in forest green. */
const square =
  (size: number, rgb: [number, number, number] = [47, 125, 58]) =>
  (x: number, y: number) =>
    x >= 10 && x < 10 + size && y >= 10 && y < 10 + size ? rgb : null;

describe('compareImages', () => {
  it('finds identical images the same, with no diff image', () => {
    const c = compareImages(image(40, 30, square(8)), image(40, 30, square(8)));
    expect(c).toMatchObject({ same: true, diffPixels: 0, sizeChanged: false });
    expect(c.diffPng).toBeUndefined();
  });

  it(`tolerates up to ${TOLERANCE.maxDiffPixels} differing pixels (a 4x4 square of another colour)`, () => {
    const c = compareImages(image(40, 30), image(40, 30, square(4)));
    expect(c.diffPixels).toBe(16);
    expect(c.same).toBe(true);
  });

  it('fails on a 5x5 square (25 pixels) and draws the differing pixels in red on the diff image', () => {
    const c = compareImages(image(40, 30), image(40, 30, square(5)));
    expect(c.diffPixels).toBe(25);
    expect(c.same).toBe(false);
    const diff = PNG.sync.read(c.diffPng!);
    const at = (x: number, y: number) => [...diff.data.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 3)];
    expect(at(12, 12)).toEqual([230, 0, 0]);
    expect(at(30, 25)).not.toEqual([230, 0, 0]);
  });

  it('ignores colour changes below the threshold (one step of each channel), even over the whole image', () => {
    const c = compareImages(
      image(40, 30),
      image(40, 30, () => [244, 235, 212]),
    );
    expect(c.same).toBe(true);
  });

  it("fails on a changed colour over a card's worth of pixels (forest #2f7d3a to #3f9a4b)", () => {
    const c = compareImages(image(40, 30, square(20)), image(40, 30, square(20, [63, 154, 75])));
    expect(c.diffPixels).toBe(400);
    expect(c.same).toBe(false);
  });

  it('fails on a change of size, even when the common part is the same', () => {
    const c = compareImages(image(40, 30), image(40, 32));
    expect(c).toMatchObject({ same: false, sizeChanged: true, baselineSize: '40x30', newSize: '40x32' });
    expect(PNG.sync.read(c.diffPng!).height).toBe(32);
  });
});

describe('choosing stories by id', () => {
  const stories = ['cards-cartographers--great-river', 'cards-cartographers--orchard', 'elements-carto-map--empty'].map((id) => ({
    id,
    title: '',
    name: '',
    importPath: '',
  }));
  it('takes exact ids and prefixes ending in *, and every story for no words', () => {
    expect(selectStories(stories, ['elements-carto-map--empty']).map((s) => s.id)).toEqual(['elements-carto-map--empty']);
    expect(selectStories(stories, ['cards-*']).length).toBe(2);
    expect(selectStories(stories, []).length).toBe(3);
    expect(storyMatcher(['cards-cartographers--orchard'])('cards-cartographers--orchard-2')).toBe(false);
  });
  it('refuses a word that matches no story (a mistyped id)', () => {
    expect(() => selectStories(stories, ['cards-cartographers--great-rivers'])).toThrow(/no story matches/);
  });
});

describe('compareWithBaselines', () => {
  const root = mkdtempSync(join(tmpdir(), 'carto-visual-unit-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const baselines = join(root, 'baselines');
  const report = join(root, 'report');
  mkdirSync(baselines);
  writeFileSync(join(baselines, 'a--same@1280.png'), image(20, 20));
  writeFileSync(join(baselines, 'a--changed@1280.png'), image(20, 20));
  writeFileSync(join(baselines, 'a--gone@1280.png'), image(20, 20));
  writeFileSync(join(baselines, 'b--not-run@1280.png'), image(20, 20));
  const shot = (storyId: string, png: Buffer): Shot => ({ storyId, variant: '1280', file: `${storyId}@1280.png`, png });
  const run = compareWithBaselines(
    {
      shots: [shot('a--same', image(20, 20)), shot('a--changed', image(20, 20, square(6))), shot('a--new', image(20, 20))],
      errors: [{ file: 'a--broken@1280.png', error: 'storyThrewException: boom' }],
      stories: [
        { storyId: 'a--same', result: 'ok' },
        { storyId: 'a--broken', result: 'storyThrewException: boom' },
      ],
    },
    { baselineDir: baselines, reportDir: report, inScope: (id) => id.startsWith('a--'), chromium: '1.2.3' },
  );
  const status = Object.fromEntries(run.results.map((r) => [r.file, r.status]));

  it('counts each story that rendered and played, and names what went wrong with one that did not', () => {
    expect(run.stories).toEqual([
      { storyId: 'a--same', status: 'ok' },
      { storyId: 'a--broken', status: 'error', error: 'storyThrewException: boom' },
    ]);
    expect(JSON.parse(readFileSync(join(report, 'results.json'), 'utf8')).stories).toEqual(run.stories);
  });

  it('sorts every shot and every baseline in scope into same, changed, new, removed and error', () => {
    expect(status).toEqual({
      'a--same@1280.png': 'same',
      'a--changed@1280.png': 'changed',
      'a--new@1280.png': 'new',
      'a--gone@1280.png': 'removed',
      'a--broken@1280.png': 'error',
    });
  });

  it('writes results.json and a report that shows baseline, new and diff side by side for a changed story', () => {
    expect(JSON.parse(readFileSync(join(report, 'results.json'), 'utf8')).results.length).toBe(5);
    const html = readFileSync(join(report, 'index.html'), 'utf8');
    const section = html.slice(html.indexOf('<section class="shot changed"'), html.indexOf('</section>', html.indexOf('<section class="shot changed"')));
    expect(section).toContain('36 pixels differ');
    for (const sub of ['baseline', 'new', 'diff']) {
      expect(section).toContain(`src="${sub}/a--changed@1280.png"`);
      expect(existsSync(join(report, sub, 'a--changed@1280.png'))).toBe(true);
    }
    expect(html).toContain('npm run shots:approve -- a--new');
    expect(html).toContain('storyThrewException: boom');
    // Unchanged screenshots are counted, not shown, in the failure report.
    expect(html).not.toContain('src="baseline/a--same@1280.png"');
  });
});

describe('BaselineJudge', () => {
  const dir = mkdtempSync(join(tmpdir(), 'carto-visual-judge-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'a--story@1280.png'), image(20, 20, square(6)));
  const shot = (png: Buffer) => ({ file: 'a--story@1280.png', png });

  it("accepts a first screenshot within the tolerance of its baseline, and no other (the capture's retake rule)", () => {
    const judge = new BaselineJudge(dir);
    expect(judge.accepts(shot(image(20, 20, square(6))))).toBe(true);
    expect(judge.accepts(shot(image(20, 20, square(8))))).toBe(false);
    expect(judge.accepts(shot(image(21, 20, square(6))))).toBe(false);
    expect(judge.accepts({ file: 'b--no-baseline@1280.png', png: image(20, 20) })).toBe(false);
  });

  it('compares each screenshot once: the run reuses what the capture asked', () => {
    const judge = new BaselineJudge(dir);
    const png = image(20, 20, square(8));
    const first = judge.compare(shot(png));
    expect(first).toMatchObject({ same: false, diffPixels: 28 });
    expect(judge.compare(shot(png))).toBe(first);
    expect(judge.compare({ file: 'b--no-baseline@1280.png', png })).toBeNull();
  });
});
