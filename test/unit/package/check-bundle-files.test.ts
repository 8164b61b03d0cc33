import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBundleFiles, references } from '../../../tools/scripts/package/check-bundle-files.mjs';

// The build's check that the tarball is its own CDN: a bundle's lazy chunk or worker left out of
// package.json "files" fails it.
describe('the tarball holds every file the bundles load', () => {
  it('reads static and dynamic imports and worker URLs from minified code, and nothing else', () => {
    const code =
      'import{a}from"./shared-1.js";const d=()=>import(`./de-2.js`);new Worker(new URL(`assets/w-3.js`,import.meta.url));const s={$schema:"../schema/p.schema.json"},t="assets/not-loaded.js"';
    expect(references('dist/carto.js', code).sort()).toEqual(['dist/assets/w-3.js', 'dist/de-2.js', 'dist/shared-1.js']);
  });

  const dir = mkdtempSync(join(tmpdir(), 'bundle-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write('dist/carto.js', 'const l=()=>import("./lazy-a.js")');
  write('dist/lazy-a.js', 'new Worker(new URL("assets/bot-b.js",import.meta.url),{type:"module"})');
  write('dist/assets/bot-b.js', 'self.onmessage=()=>{}');

  it('fails when package.json "files" leaves out a chunk or the worker a bundle loads, at any depth', () => {
    write('package.json', JSON.stringify({ name: 'p', version: '1.0.0', files: ['dist/carto.js'] }));
    const { problems } = checkBundleFiles(['dist/carto.js'], dir);
    expect(problems).toEqual([
      'dist/carto.js loads dist/lazy-a.js, which the tarball lacks (package.json "files")',
      'dist/lazy-a.js loads dist/assets/bot-b.js, which the tarball lacks (package.json "files")',
    ]);
  }, 60_000); // `npm pack --dry-run`: a few seconds, many more on a loaded machine

  it('passes when every reachable file is packed', () => {
    write('package.json', JSON.stringify({ name: 'p', version: '1.0.0', files: ['dist/*.js', 'dist/assets'] }));
    expect(checkBundleFiles(['dist/carto.js'], dir)).toEqual({ problems: [], files: 3 });
  }, 60_000);
});
