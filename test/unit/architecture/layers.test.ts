import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
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

/** Each file's imports of other files in the set (relative specifiers resolved; type-only imports count too). */
function importGraph(files: string[]): Map<string, string[]> {
  const inSet = new Set(files);
  return new Map(files.map((f) => [f, importsOf(f).filter((i) => i.startsWith('.')).map((i) => resolve(dirname(f), i)).filter((t) => inSet.has(t))]));
}

/** Every cycle a depth-first search meets (one per back edge), each as the files around it, first file repeated at the end. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (f: string): void => {
    state.set(f, 'open');
    path.push(f);
    for (const t of graph.get(f) ?? []) {
      if (state.get(t) === 'open') cycles.push([...path.slice(path.indexOf(t)), t]);
      else if (!state.has(t)) visit(t);
    }
    path.pop();
    state.set(f, 'done');
  };
  for (const f of [...graph.keys()].sort()) if (!state.has(f)) visit(f);
  return cycles;
}

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

  it('src/ has no import cycle (type-only imports included)', () => {
    const graph = importGraph(engineFiles);
    expect([...graph.values()].flat().length).toBeGreaterThan(100);
    expect(importCycles(graph).map((c) => c.map((f) => relative(root, f)).join(' -> '))).toEqual([]);
  });

  it('the cycle search finds a cycle when there is one', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['b', 'd']], ['d', []]]);
    expect(importCycles(graph)).toEqual([['b', 'c', 'b']]);
    expect(importCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('the checks catch a violation (they are not vacuous)', () => {
    const probe = join(root, 'components/carto-map.ts');
    expect(layerViolations([probe], /^lit/).length).toBeGreaterThan(0);
    expect(code(probe)).toMatch(/\bHTMLElement\b/);
  });
});
