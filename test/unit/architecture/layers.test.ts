import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, localImportsOf, ROOT, tsFiles } from '../../support/import-graph.ts';

/**
 * docs/DESIGN.md §1: components -> machines -> src -> content, one direction only. src/ is pure
 * (no Lit, XState, DOM, clock or Math.random, no I/O): the command line's I/O edge is tools/cli/, the
 * server's is web/server/, outside it.
 */
const root = ROOT;
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
  return new Map(files.map((f) => [f, localImportsOf(f).filter((t) => inSet.has(t))]));
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

/** The groups of files that import each other round a cycle (strongly connected, two files or more), each sorted. */
function cycleGroups(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (f: string): void => {
    index.set(f, next);
    low.set(f, next++);
    stack.push(f);
    onStack.add(f);
    for (const t of graph.get(f) ?? []) {
      if (!index.has(t)) {
        visit(t);
        low.set(f, Math.min(low.get(f)!, low.get(t)!));
      } else if (onStack.has(t)) low.set(f, Math.min(low.get(f)!, index.get(t)!));
    }
    if (low.get(f) === index.get(f)) {
      const group: string[] = [];
      let g: string;
      do {
        g = stack.pop()!;
        onStack.delete(g);
        group.push(g);
      } while (g !== f);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const f of [...graph.keys()].sort()) if (!index.has(f)) visit(f);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * What each folder with code may import besides itself (docs/ARCHITECTURE.md's table, and the folders
 * it leaves out: the pages and the harnesses). Packages are not counted here.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  src: ['content'],
  // the words: the localisation runtime, the packs' words, the content problems' sentences
  i18n: ['src', 'content'],
  machines: ['src', 'web/client', 'content'],
  // the elements are where a page's wiring happens: they start the protocol client and the bot's worker
  components: ['machines', 'src', 'i18n', 'web/client', 'content'],
  'web/client': ['src'],
  'web/server': ['src', 'web/client', 'i18n', 'content'],
  'tools/cli': ['src', 'i18n', 'content'],
  // the pages and their scripts
  'tools/site': ['components', 'machines', 'src', 'web/client', 'i18n', 'content'],
  stories: ['components', 'machines', 'src', 'web/client', 'i18n', 'content'],
  '.storybook': ['stories', 'components', 'src'],
  // the harnesses: every layer, never the tests
  'tools/scripts': ['src', 'machines', 'components', 'web/client', 'web/server', 'tools/cli', 'i18n', 'content', 'stories'],
  // the build's configuration (tools/vite.config.ts) and its plugins
  tools: ['tools/scripts'],
  test: ['src', 'machines', 'components', 'web/client', 'web/server', 'tools/cli', 'i18n', 'content', 'stories', 'tools/scripts', 'tools/site', 'package.json'],
};

/**
 * The layer a file (relative to the root) belongs to: the longest folder of MAY_IMPORT that holds it
 * (tools/cli/main.ts is in `tools/cli`, tools/vite.config.ts in `tools`), else its top-level folder or file.
 */
function layerOf(file: string): string {
  const holding = Object.keys(MAY_IMPORT).filter((l) => file.startsWith(`${l}/`));
  return holding.sort((a, b) => b.length - a.length)[0] ?? file.split('/')[0]!;
}

/** The TypeScript files of one layer (a nested layer's files are its own, not its parent's). */
function layerFiles(layer: string): string[] {
  return tsFiles(join(root, layer)).filter((f) => layerOf(relative(root, f)) === layer);
}

/**
 * Imports that break the table, each named until the code moves. A new break fails; so does an
 * exception that no longer holds (delete it from this list). The compiler holds the same table for
 * the code layers (each folder's tsconfig.json, built by `tsc -b` in the typecheck stage).
 */
const LAYER_EXCEPTIONS: readonly string[] = [];

/** Groups of files that import each other round a cycle, each named until it is untangled. */
const CYCLE_EXCEPTIONS: readonly (readonly string[])[] = [];

/** The layers that hold TypeScript the repository keeps (git's files, untracked ones not ignored; not the root's own). */
function codeFolders(): string[] {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts'], { cwd: root, encoding: 'utf8' }).split('\n');
  return [...new Set(files.filter((f) => f.includes('/')).map(layerOf))].sort();
}

/** Every import from one layer into another that MAY_IMPORT does not allow, as "file -> file". */
function crossLayerImports(): string[] {
  const layerOfPath = (f: string) => layerOf(relative(root, f));
  return Object.keys(MAY_IMPORT).flatMap((layer) =>
    layerFiles(layer).flatMap((f) =>
      localImportsOf(f)
        .filter((t) => layerOfPath(t) !== layer && !MAY_IMPORT[layer]!.includes(layerOfPath(t)))
        .map((t) => `${relative(root, f)} -> ${relative(root, t)}`),
    ),
  );
}

function layerViolations(files: string[], forbidden: RegExp): string[] {
  return files.flatMap((f) =>
    importsOf(f)
      .filter((i) => forbidden.test(i))
      .map((i) => `${relative(root, f)} imports ${i}`),
  );
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
    const forbidden =
      /\b(window|document|customElements|HTMLElement|localStorage|sessionStorage|navigator|fetch|Date\.now|new Date|performance\.now|Math\.random|setTimeout|setInterval)\b/;
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
    const big = [...tsFiles(join(root, 'machines')), ...tsFiles(join(root, 'components'))]
      .filter((f) => lines(f) > 400)
      .map((f) => `${relative(root, f)}: ${lines(f)} lines`);
    expect(big).toEqual([]);
  });

  it('src/ has no import cycle (type-only imports included)', () => {
    const graph = importGraph(engineFiles);
    expect([...graph.values()].flat().length).toBeGreaterThan(100);
    expect(importCycles(graph).map((c) => c.map((f) => relative(root, f)).join(' -> '))).toEqual([]);
  });

  it('has a rule for every folder that holds code', () => {
    expect(codeFolders()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it('each folder imports only the layers the table allows (named exceptions aside, each still true)', () => {
    const found = [...new Set(crossLayerImports())].sort();
    expect(found.filter((i) => !LAYER_EXCEPTIONS.includes(i))).toEqual([]);
    expect(LAYER_EXCEPTIONS.filter((i) => !found.includes(i))).toEqual([]);
  });

  it("docs/ARCHITECTURE.md's layer table says what each layer may import, as this table does", () => {
    const doc = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    const rows = new Map(
      [...doc.matchAll(/^\| `([a-z0-9][a-z0-9/]*)\/` \|[^|]*\| ([^|]*) \|/gm)].map((m) => [
        m[1]!,
        [...m[2]!.matchAll(/`([a-z0-9][a-z0-9/]*)\/`/g)].map((f) => f[1]!).sort(),
      ]),
    );
    const layers = ['src', 'i18n', 'web/client', 'machines', 'components', 'web/server', 'tools/cli', 'tools/site'];
    expect(Object.fromEntries(layers.map((l) => [l, rows.get(l)]))).toEqual(Object.fromEntries(layers.map((l) => [l, [...MAY_IMPORT[l]!].sort()])));
  });

  it("each code layer's TypeScript project references the layers it may import, so the compiler holds the table too", () => {
    const references = (layer: string): string[] => {
      // tsconfig.json allows comments: strip them before parsing.
      const text = readFileSync(join(root, layer, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
      const config = JSON.parse(text) as { references?: { path: string }[] };
      return (config.references ?? []).map((r) => relative(root, join(root, layer, r.path))).sort();
    };
    // content/ is JSON the projects read, not a project; web/server/ compiles the client's wire types itself.
    const projects = (l: string) => MAY_IMPORT[l]!.filter((t) => t !== 'content' && !(l === 'web/server' && t === 'web/client')).sort();
    for (const layer of ['src', 'i18n', 'web/client', 'machines', 'components', 'web/server', 'tools/cli'])
      expect(references(layer), layer).toEqual(projects(layer));
  });

  it('no import cycle anywhere (named exceptions aside, each still a cycle)', () => {
    const files = Object.keys(MAY_IMPORT).flatMap(layerFiles);
    const graph = importGraph(files);
    expect([...graph.values()].flat().length).toBeGreaterThan(1000);
    const groups = cycleGroups(graph).map((g) => g.map((f) => relative(root, f)));
    const named = (g: readonly string[]) => CYCLE_EXCEPTIONS.some((e) => JSON.stringify(e) === JSON.stringify(g));
    expect(groups.filter((g) => !named(g))).toEqual([]);
    expect(CYCLE_EXCEPTIONS.filter((e) => !groups.some((g) => JSON.stringify(g) === JSON.stringify(e)))).toEqual([]);
  });

  it('the layer and cycle checks catch what they are for (a planted import, a planted cycle)', () => {
    expect(MAY_IMPORT['web/server']!.includes(layerOf('components/x.ts'))).toBe(false);
    expect(MAY_IMPORT['src']!.includes(layerOf('lit'))).toBe(false);
    // a nested layer is its own: the command line is not the scripts that build it, nor tools/
    expect([layerOf('tools/cli/main.ts'), layerOf('tools/scripts/build-cli.mjs'), layerOf('tools/vite.config.ts'), layerOf('web/client/wire.ts')]).toEqual([
      'tools/cli',
      'tools/scripts',
      'tools',
      'web/client',
    ]);
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', ['d']],
      ['f', []],
    ]);
    expect(cycleGroups(graph)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    expect(
      cycleGroups(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('the cycle search finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['b', 'd']],
      ['d', []],
    ]);
    expect(importCycles(graph)).toEqual([['b', 'c', 'b']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('the checks catch a violation (they are not vacuous)', () => {
    const probe = join(root, 'components/carto-map.ts');
    expect(layerViolations([probe], /^lit/).length).toBeGreaterThan(0);
    expect(code(probe)).toMatch(/\bHTMLElement\b/);
  });
});
