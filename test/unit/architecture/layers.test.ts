import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md §1: components -> machines -> src -> content, one direction only. src/ is pure
 * (no Lit, XState, DOM, clock or Math.random, no I/O): the command line's I/O edge is cli/, the
 * server's is server/, outside it.
 */
const root = join(import.meta.dirname, '../../..');

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...tsFiles(p));
    else if (/\.ts$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const importRe = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importRe)].map((m) => (m[1] ?? m[2]) as string);
}

/** Strips comments and strings so that prose mentioning `document` does not count. */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/(['"`])(?:\\.|(?!\1)[^\\\n])*\1/g, '""');
}

const engineFiles = tsFiles(join(root, 'src'));

function layerViolations(files: string[], forbidden: RegExp): string[] {
  return files.flatMap((f) => importsOf(f).filter((i) => forbidden.test(i)).map((i) => `${relative(root, f)} imports ${i}`));
}

describe('architecture', () => {
  it('finds the engine files it checks', () => {
    expect(engineFiles.length).toBeGreaterThan(3);
  });

  it('src/ imports no lit, xstate, components or machines', () => {
    expect(layerViolations(engineFiles, /^(lit|@lit\/|xstate)|\/(components|machines)\//)).toEqual([]);
  });

  it('src/ does no I/O and imports no node: modules', () => {
    expect(layerViolations(engineFiles, /^node:|^(fs|path|child_process|http|https|net)$/)).toEqual([]);
  });

  it('src/ touches no DOM global, clock or Math.random', () => {
    const forbidden = /\b(window|document|customElements|HTMLElement|localStorage|sessionStorage|navigator|fetch|Date\.now|new Date|performance\.now|Math\.random|setTimeout|setInterval)\b/;
    const hits = engineFiles.flatMap((f) => {
      const m = code(f).match(forbidden);
      return m ? [`${relative(root, f)} uses ${m[0]}`] : [];
    });
    expect(hits).toEqual([]);
  });

  it('machines/ imports no components and no lit', () => {
    expect(layerViolations(tsFiles(join(root, 'machines')), /^(lit|@lit\/)|\/components\//)).toEqual([]);
  });

  it('components/ never imports the engine reducer or the server (they go through machines/)', () => {
    expect(layerViolations(tsFiles(join(root, 'components')), /src\/game\/apply|(^|\/)server\//)).toEqual([]);
  });

  it('keeps the view layers small: components/carto-game.ts <= 300 lines, no file in machines/ or components/ over 400', () => {
    const lines = (f: string) => readFileSync(f, 'utf8').split('\n').length;
    expect(lines(join(root, 'components/carto-game.ts'))).toBeLessThanOrEqual(300);
    const big = [...tsFiles(join(root, 'machines')), ...tsFiles(join(root, 'components'))].filter((f) => lines(f) > 400).map((f) => `${relative(root, f)}: ${lines(f)} lines`);
    expect(big).toEqual([]);
  });

  it('the checks catch a violation (they are not vacuous)', () => {
    const probe = join(root, 'components/carto-map.ts');
    expect(layerViolations([probe], /^lit/).length).toBeGreaterThan(0);
    expect(code(probe)).toMatch(/\bHTMLElement\b/);
  });
});
