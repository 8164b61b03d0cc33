// The tarball is its own CDN (jsDelivr and unpkg serve its files as they are): every file that
// dist/carto.js and dist/carto-map.js can load, at any depth (lazy chunks, languages, the bot's
// worker), must be in the tarball at the relative path the bundle asks for. Called by
// tools/scripts/build-package.mjs after the build; fails the build when a bundle references a file the
// tarball lacks (package.json "files"), or a file that does not exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, posix } from 'node:path';

/** What a module loads: static and dynamic imports, and `new URL('...', import.meta.url)` (workers). */
const REFERENCE = /(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s*|\bnew\s+URL\s*\(\s*)(["'`])((?:\.\.?\/|assets\/)[^"'`$]+?)\1(\s*,\s*import\.meta\.url)?/g;

/** The relative files `file` references, as package paths (a bare `assets/x` only with import.meta.url). */
export function references(file, text = readFileSync(file, 'utf8')) {
  const out = new Set();
  for (const m of text.matchAll(REFERENCE)) {
    const [, , spec, metaUrl] = m;
    if (spec.startsWith('assets/') && !metaUrl) continue;
    if (!/\.[cm]?js$/.test(spec)) continue;
    out.add(posix.normalize(posix.join(posix.dirname(file), spec)));
  }
  return [...out];
}

/** Every file reachable from the entries, with the file that first asked for it. */
export function closure(entries, root = '.') {
  const seen = new Map(entries.map((e) => [e, null]));
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift();
    const path = join(root, file);
    if (!existsSync(path)) continue;
    for (const ref of references(file, readFileSync(path, 'utf8'))) {
      if (seen.has(ref)) continue;
      seen.set(ref, file);
      queue.push(ref);
    }
  }
  return seen;
}

/** The files `npm pack` would put in the tarball (package.json "files"), as package paths. */
export function packedFiles(root = '.') {
  const [info] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  );
  return new Set(info.files.map((f) => normalize(f.path).split('\\').join('/')));
}

/** Problems: one sentence per file a bundle loads that the tarball lacks. */
export function checkBundleFiles(bundles, root = '.') {
  const packed = packedFiles(root);
  const problems = [];
  const reached = closure(bundles, root);
  for (const [file, from] of reached) {
    if (!existsSync(join(root, file))) problems.push(`${from ?? 'the build'} loads ${file}, which was not built`);
    else if (!packed.has(file)) problems.push(`${from ?? 'the build'} loads ${file}, which the tarball lacks (package.json "files")`);
  }
  return { problems, files: reached.size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, files } = checkBundleFiles(['dist/carto.js', 'dist/carto-map.js', 'dist/carto-lobby.js']);
  for (const p of problems) console.error(p);
  console.log(`${files} files reachable from the bundles, ${problems.length} missing from the tarball`);
  process.exit(problems.length ? 1 : 0);
}
