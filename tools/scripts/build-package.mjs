// Builds everything the npm package publishes into dist/ (package.json "files" and "exports"):
//   dist/carto.js, carto-map.js, carto-lobby.js   the one-script-tag bundles (tools/vite.config.ts), with the chunks
//                                      they load lazily (dist/*.js) and the bot's worker (dist/assets/);
//                                      a check fails the build when one of those is not in the tarball;
//   dist/lib/                          one ES module per source module, with .d.ts beside each
//                                      (vite `--mode lib`, then tsc -p tools/scripts/package/tsconfig.declarations.json);
//   dist/custom-elements.json          the manifest with the published module paths and typed events;
//   dist/types/                        JSX typings (React 19, Preact) and VS Code custom data, both
//                                      generated from that manifest;
//   dist/i18n/en.json                  the English message catalogue, to translate for registerLocale;
//   dist/cli/                          the `carto` command line (tools/scripts/build-cli.mjs).
// `npm run build` and `npm pack` (prepack) run it. It empties dist/ once, first; no later step may.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { buildManifest, writeTypings } from './package/typings.mjs';
import { buildCli } from './build-cli.mjs';
import { compactDeclarations, declarationOrder } from './package/compact-declarations.mjs';
import { checkBundleFiles } from './package/check-bundle-files.mjs';
import { englishCatalogue } from './package/english-catalogue.mjs';

/** The one-script-tag bundles (tools/vite.config.ts), which a CDN serves from the tarball as they are. */
const BUNDLES = ['dist/carto.js', 'dist/carto-map.js', 'dist/carto-lobby.js'];
const started = Date.now();
rmSync('dist', { recursive: true, force: true });
for (const mode of ['production', 'map', 'lobby', 'lib']) await build({ configFile: 'tools/vite.config.ts', mode, logLevel: 'warn' });

execFileSync(join('node_modules', '.bin', 'tsc'), ['-p', 'tools/scripts/package/tsconfig.declarations.json'], { stdio: 'inherit' });
const declarations = rewriteDeclarationSpecifiers('dist/lib');
const { before, after } = compactDeclarations(declarationOrder('dist/lib', declarations));
console.log(`declarations: ${(before / 1024).toFixed(0)} KB as tsc wrote them, ${(after / 1024).toFixed(0)} KB compacted`);

const manifest = buildManifest(JSON.parse(readFileSync('components/custom-elements.json', 'utf8')));
writeFileSync('dist/custom-elements.json', JSON.stringify(manifest, null, 2) + '\n');
writeTypings(manifest, 'dist/types');

// The English messages, the template of a language a consumer adds (registerLocale).
mkdirSync('dist/i18n', { recursive: true });
writeFileSync('dist/i18n/en.json', JSON.stringify(englishCatalogue(), null, 1) + '\n');

await buildCli();

// The tarball is its own CDN: whatever the one-script bundles load must be published beside them.
const { problems, files } = checkBundleFiles(BUNDLES);
if (problems.length) {
  console.error(`The bundles load files the tarball lacks:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`bundles: ${files} files reachable from ${BUNDLES.join(', ')}, all in the tarball`);
console.log(`package built in dist/ (${((Date.now() - started) / 1000).toFixed(1)} s)`);

/**
 * The sources import each other as `./x.ts` (allowImportingTsExtensions) and tsc keeps those
 * specifiers in the declarations; the published modules are `.js`, so the declarations say `.js`
 * too (a consumer's TypeScript then maps `./x.js` to `./x.d.ts` under every module resolution).
 */
function rewriteDeclarationSpecifiers(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    files.push(file);
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(/((?:from|import)\s*\(?\s*['"])(\.\.?\/[^'"]*?)\.ts(['"])/g, '$1$2.js$3');
    if (fixed !== text) writeFileSync(file, fixed);
  }
  return files;
}
