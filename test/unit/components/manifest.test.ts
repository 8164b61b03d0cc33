import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

describe('components/custom-elements.json', () => {
  it('is up to date with the elements (run `npm run analyze` after changing an element)', () => {
    // The analyzer joins --outdir to the working directory, so the scratch folder must be relative to it.
    const out = relative(root, mkdtempSync(join(root, 'node_modules/.cache-cem-')));
    execFileSync(join(root, 'node_modules/.bin/cem'), ['analyze', '--config', 'tools/scripts/package/custom-elements-manifest.config.mjs', '--outdir', out], {
      cwd: root,
      stdio: 'pipe',
    });
    const fresh = JSON.parse(readFileSync(join(root, out, 'custom-elements.json'), 'utf8'));
    const committed = JSON.parse(readFileSync(join(root, 'components/custom-elements.json'), 'utf8'));
    rmSync(join(root, out), { recursive: true, force: true });
    expect(committed).toEqual(fresh);
  }, 90_000);

  it('documents every element with its parts and custom properties', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'components/custom-elements.json'), 'utf8')) as {
      modules: Array<{ declarations?: Array<{ tagName?: string; cssParts?: unknown[]; cssProperties?: unknown[]; summary?: string }> }>;
    };
    const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
    expect(elements.map((e) => e.tagName).sort()).toEqual(expect.arrayContaining(['carto-card', 'carto-map', 'carto-shape']));
    for (const e of elements) {
      expect(e.summary, e.tagName).toBeTruthy();
      expect(e.cssParts?.length, e.tagName).toBeGreaterThan(0);
    }
  });
});
