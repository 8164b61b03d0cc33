// The visual test's HTML page: each changed story with its baseline, new and diff images side by
// side, then new, removed and broken ones, then (on the review page) every approved screenshot.
// Plain HTML and CSS, no script: it opens from the file system, without Node.
import type { RunResults, ShotResult, ShotStatus } from './results.ts';

export interface ReportOptions {
  readonly title: string;
  /** folders of the images, relative to the page */
  readonly images: { readonly baseline: string; readonly new: string; readonly diff: string };
  /** list every approved screenshot too (the review page), not only the ones that differ */
  readonly showSame: boolean;
  /** the Storybook a story's name links to (relative to the page), if any */
  readonly storybook?: string;
  /** a sentence about where the page comes from */
  readonly intro: string;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HEADINGS: Record<ShotStatus, string> = {
  changed: 'Changed: baseline, new and diff',
  new: 'New: no approved baseline yet',
  removed: 'Removed: a baseline whose story or variant is gone',
  error: 'Did not render',
  same: 'Unchanged',
};
const ORDER: readonly ShotStatus[] = ['changed', 'new', 'error', 'removed', 'same'];

function figure(src: string, caption: string): string {
  return `<figure><a href="${esc(src)}"><img src="${esc(src)}" alt="${esc(caption)}" loading="lazy"></a><figcaption>${esc(caption)}</figcaption></figure>`;
}

function entry(r: ShotResult, o: ReportOptions): string {
  const name = o.storybook ? `<a href="${esc(`${o.storybook}?path=/story/${r.storyId}`)}">${esc(r.file)}</a>` : esc(r.file);
  const img = (dir: string) => `${dir}/${r.file}`;
  let facts = '';
  let figures = '';
  switch (r.status) {
    case 'changed':
      facts = r.baselineSize !== r.newSize ? `size ${r.baselineSize} → ${r.newSize}; ` : '';
      facts += `${r.diffPixels} pixels differ`;
      figures = figure(img(o.images.baseline), 'baseline') + figure(img(o.images.new), 'new') + figure(img(o.images.diff), 'diff');
      break;
    case 'new':
      facts = `approve with: npm run shots:approve -- ${r.storyId}`;
      figures = figure(img(o.images.new), 'new');
      break;
    case 'removed':
      facts = `drop with: npm run shots:approve -- ${r.storyId}`;
      figures = figure(img(o.images.baseline), 'baseline');
      break;
    case 'error':
      facts = r.error ?? '';
      break;
    case 'same':
      figures = figure(img(o.images.baseline), 'baseline');
  }
  return `<section class="shot ${r.status}" id="${esc(r.file)}"><h3>${name}</h3>${facts ? `<p>${esc(facts)}</p>` : ''}<div class="row">${figures}</div></section>`;
}

/** The page for a run (or, with `results: []` and showSame, for the approved baselines alone). */
export function renderReport(run: RunResults, o: ReportOptions): string {
  const groups = ORDER.map((status) => ({ status, items: run.results.filter((r) => r.status === status) }));
  const shown = (g: { status: ShotStatus; items: readonly ShotResult[] }) => g.items.length > 0 && (g.status !== 'same' || o.showSame);
  const counts = groups
    .map((g) => `<li>${shown(g) ? `<a href="#${g.status}">${g.items.length} ${g.status}</a>` : `${g.items.length} ${g.status}`}</li>`)
    .join('');
  const browser =
    run.baselineChromium && run.baselineChromium !== run.chromium
      ? `<p class="warn">The baselines were taken by Chromium ${esc(run.baselineChromium)}, this run by ${esc(run.chromium)}: small rendering changes may come from the browser.</p>`
      : '';
  const sections = groups
    .filter(shown)
    .map((g) => `<h2 id="${g.status}">${esc(HEADINGS[g.status])} (${g.items.length})</h2>${g.items.map((r) => entry(r, o)).join('')}`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
<style>
  body { font: 15px/1.4 system-ui, sans-serif; margin: 1rem 1.5rem; color: #222; background: #fafafa; }
  h1 { font-size: 1.4rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #ccc; } h3 { font-size: 1rem; margin: 0 0 0.25rem; }
  ul.counts { display: flex; gap: 1.5rem; list-style: none; padding: 0; }
  .shot { margin: 1rem 0 1.5rem; }
  .shot p { margin: 0 0 0.5rem; color: #555; }
  .row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
  figure { margin: 0; flex: 0 1 auto; }
  figure img { display: block; max-width: min(36vw, 640px); height: auto; border: 1px solid #bbb; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .same figure img { max-width: min(30vw, 420px); }
  figcaption { font-size: 0.85rem; color: #555; }
  .changed h3::before { content: '● '; color: #c00; } .new h3::before { content: '● '; color: #06c; }
  .warn { background: #fff3cd; padding: 0.5rem; }
</style>
</head>
<body>
<h1>${esc(o.title)}</h1>
<p>${esc(o.intro)} Tolerance: pixelmatch threshold ${run.tolerance.threshold}, anti-aliasing ignored, at most ${run.tolerance.maxDiffPixels} differing pixels.</p>
${browser}
<ul class="counts">${counts}</ul>
${sections}
</body>
</html>
`;
}
