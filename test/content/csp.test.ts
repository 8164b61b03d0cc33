/**
 * Validation must run in a browser page under `Content-Security-Policy: script-src 'self'`, where
 * `eval` and `new Function` throw. Here the loader, bundled as a browser would get it, runs in a
 * V8 context with code generation from strings switched off: the same rule, enforced by the engine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { runInContext, createContext } from 'node:vm';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);

describe('validation under a strict Content-Security-Policy', () => {
  it('uses no eval, new Function or TypeCompiler in the content and scoring sources', () => {
    for (const dir of ['src/content/', 'src/scoring/']) {
      for (const file of readdirSync(new URL(dir, root))) {
        if (!file.endsWith('.ts')) continue;
        const text = readFileSync(new URL(dir + file, root), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
        expect(text, dir + file).not.toMatch(/\bnew Function\b|\beval\s*\(|TypeCompiler|@sinclair\/typebox\/compiler/);
      }
    }
  });

  it('loads, validates and rejects packs with code generation from strings disabled', async () => {
    const entry = `
      import { loadPack, validatePack } from './src/content/load.ts';
      import { officialPackFiles } from './src/content/official.ts';
      const broken = structuredClone(officialPackFiles.base);
      broken['explore.json'].cards[2].terrains = ['lava'];
      broken['maps.json'].cards[0].rows[3] = '. .';
      globalThis.result = {
        evalBlocked: (() => { try { new Function('return 1'); return false; } catch { return true; } })(),
        official: Object.entries(officialPackFiles).map(([id, files]) => [id, validatePack(files).length, Object.keys(loadPack(files).byId).length]),
        broken: validatePack(broken).map((p) => p.file + ' ' + p.pointer),
      };`;
    const out = await build({
      stdin: { contents: entry, resolveDir: new URL('.', root).pathname, loader: 'ts' },
      bundle: true,
      format: 'iife',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const code = out.outputFiles[0]!.text;
    const context = createContext({ structuredClone }, { codeGeneration: { strings: false, wasm: false } });
    runInContext(code, context);
    const result = (context as { result: { evalBlocked: boolean; official: unknown[]; broken: string[] } }).result;
    expect(result.evalBlocked).toBe(true);
    expect(result.official).toEqual([
      ['base', 0, 43],
      ['heroes', 0, 45],
      ['promo', 0, 4],
    ]);
    expect(result.broken).toEqual(['explore.json /cards/2/terrains/0', 'maps.json /cards/0/rows/3']);
  });
});
