import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, localImportsOf, ROOT, tsFiles } from '../../support/import-graph.ts';

/**
 * docs/DESIGN.md §1: components -> machines -> src -> content, one direction only. src/ is pure
 * (no Lit, XState, DOM, clock or Math.random, no I/O): the command line's I/O edge is cli/, the
 * server's is server/, outside it.
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
 * it leaves out: the message catalogues, the pages and the harnesses). Packages are not counted here.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  src: ['content'],
  machines: ['src', 'client', 'content'],
  components: ['machines', 'src', 'i18n', 'content'],
  client: ['src'],
  server: ['src', 'client', 'content'],
  cli: ['src', 'content'],
  // the generated message catalogues (lit-localize)
  i18n: [],
  // the pages and their scripts
  site: ['components', 'machines', 'src', 'client', 'content'],
  stories: ['components', 'machines', 'src', 'client', 'i18n', 'content'],
  '.storybook': ['stories', 'components', 'src'],
  // the harnesses: every layer, never the tests
  scripts: ['src', 'machines', 'components', 'client', 'server', 'cli', 'i18n', 'content', 'stories'],
  test: ['src', 'machines', 'components', 'client', 'server', 'cli', 'i18n', 'content', 'stories', 'scripts', 'site', 'package.json'],
};

/**
 * Imports that break the table today, each named, until the code moves: the shared content messages
 * live in components/i18n (issue 37: one top-level i18n layer), `Thinker` in machines/ (it belongs in
 * src/bot/), and three elements open the protocol client themselves. A new break fails; so does an
 * exception that no longer holds (delete it from this list).
 */
const LAYER_EXCEPTIONS: readonly string[] = [
  'cli/main.ts -> components/i18n/content-problems.ts',
  'cli/packs.ts -> components/i18n/content-problems.ts',
  'server/content.ts -> components/i18n/content-problems.ts',
  'client/lazy-thinker.ts -> machines/table/bots.ts',
  'components/carto-game.ts -> client/lazy-thinker.ts',
  'components/carto-game.ts -> client/transport.ts',
  // <carto-game>'s seat connection and its clocks' replacement links, and the game a lobby opens (issue 32)
  'components/table/page-input.ts -> client/http-transport.ts',
  'components/table/page-input.ts -> client/lazy-transport.ts',
  'components/table/page-input.ts -> client/transport.ts',
  'components/controllers/clock-controller.ts -> client/lobby.ts',
  'components/lobby/lobby-game.ts -> client/http-transport.ts',
  'components/lobby/lobby-game.ts -> client/lobby-session.ts',
  'components/lobby/lobby-game.ts -> client/lobby.ts',
  'components/lobby/lobby-game.ts -> client/transport.ts',
  'components/carto-leaderboard.ts -> client/leaderboard.ts',
  // <carto-lobby>'s join screen: what an invite shows (the protocol's Invitation type, issue 32)
  'components/lobby/invitation.ts -> client/transport.ts',
  // <carto-game daily daily-dealt>: the server deals the day's game (issue 36)
  'components/controllers/dealt-daily.ts -> client/leaderboard.ts',
  'components/carto-lobby.ts -> client/lobby-session.ts',
  'components/carto-lobby.ts -> client/lobby.ts',
  'components/carto-lobby.ts -> client/transport.ts',
  // The editor's balance worker starts as the bot's does (standard words, blob: shim, diagnosis).
  'components/editor/balance-run.ts -> client/start-worker.ts',
];

/** Groups of files that import each other round a cycle today, each named until it is untangled. */
const CYCLE_EXCEPTIONS: readonly (readonly string[])[] = [
  ['components/i18n/content-words.ts', 'components/i18n/localization.ts', 'components/i18n/prose.ts'],
  ['machines/table/online-seat.ts', 'machines/table/sources.ts', 'machines/table/wording.ts'],
  ['machines/table/review-actor.ts', 'machines/table/review.ts'],
];

/** The top-level folders that hold TypeScript the repository keeps (git's files, untracked ones not ignored). */
function codeFolders(): string[] {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts'], { cwd: root, encoding: 'utf8' }).split('\n');
  return [...new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]!))].sort();
}

/** Every import from one top-level folder into another that MAY_IMPORT does not allow, as "file -> file". */
function crossLayerImports(): string[] {
  const top = (f: string) => relative(root, f).split('/')[0]!;
  return Object.keys(MAY_IMPORT).flatMap((layer) =>
    tsFiles(join(root, layer)).flatMap((f) =>
      localImportsOf(f)
        .filter((t) => top(t) !== layer && !MAY_IMPORT[layer]!.includes(top(t)))
        .map((t) => `${relative(root, f)} -> ${relative(root, t)}`),
    ),
  );
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

  it('has a rule for every folder that holds code', () => {
    expect(codeFolders()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it('each folder imports only the layers the table allows (named exceptions aside, each still true)', () => {
    const found = [...new Set(crossLayerImports())].sort();
    expect(found.filter((i) => !LAYER_EXCEPTIONS.includes(i))).toEqual([]);
    expect(LAYER_EXCEPTIONS.filter((i) => !found.includes(i))).toEqual([]);
  });

  it('no import cycle anywhere (named exceptions aside, each still a cycle)', () => {
    const files = Object.keys(MAY_IMPORT).flatMap((layer) => tsFiles(join(root, layer)));
    const graph = importGraph(files);
    expect([...graph.values()].flat().length).toBeGreaterThan(1000);
    const groups = cycleGroups(graph).map((g) => g.map((f) => relative(root, f)));
    const named = (g: readonly string[]) => CYCLE_EXCEPTIONS.some((e) => JSON.stringify(e) === JSON.stringify(g));
    expect(groups.filter((g) => !named(g))).toEqual([]);
    expect(CYCLE_EXCEPTIONS.filter((e) => !groups.some((g) => JSON.stringify(g) === JSON.stringify(e)))).toEqual([]);
  });

  it('the layer and cycle checks catch what they are for (a planted import, a planted cycle)', () => {
    const top = (f: string) => f.split('/')[0]!;
    expect(MAY_IMPORT['server']!.includes(top('components/x.ts'))).toBe(false);
    expect(MAY_IMPORT['src']!.includes(top('lit'))).toBe(false);
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', ['e']], ['e', ['d']], ['f', []]]);
    expect(cycleGroups(graph)).toEqual([['a', 'b', 'c'], ['d', 'e']]);
    expect(cycleGroups(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
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
