#!/usr/bin/env node
// `npm run test:package` (and the `package` stage of `npm test`): the package as a developer gets it.
// `npm pack` once, then, in scratch folders that install the tarball from the npm registry's
// dependencies with one shared npm cache:
//   - publint and @arethetypeswrong/cli on the tarball;
//   - the install size of the package alone;
//   - a plain Node ESM script scores a map; every entry imports without a DOM; @lit-labs/ssr renders
//     <carto-map>; the installed `carto` runs from its bundle (no tsx anywhere);
//   - a strict Vite + TypeScript app typechecks, builds, and its page plays a turn in Chromium;
//     the two one-script-tag bundles on one page share the game's context;
//   - a React 19 + TypeScript app typechecks (typed props and events), builds, and gets a typed event;
//     a Preact file typechecks;
//   - a pack made by the installed `carto init` validates in VS Code's JSON language service.
// Ends with "N passed, N failed". `--no-build` packs dist/ as the build stage left it.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const root = resolve(import.meta.dirname, '../..');
const fixtures = join(import.meta.dirname, 'fixtures');
const bin = (name) => join(root, 'node_modules/.bin', name);
const repoPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'carto-package-'));
const keep = process.argv.includes('--keep');
let passed = 0;
let failed = 0;

function sh(cmd, args, cwd, opts = {}) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, npm_config_yes: 'true', FORCE_COLOR: '0' }, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${r.status}\n${r.stdout}\n${r.stderr}`.trim());
  return r.stdout;
}

async function step(name, fn) {
  const t0 = Date.now();
  try {
    const note = await fn();
    passed++;
    console.log(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)${note ? `: ${note}` : ''}`);
  } catch (e) {
    failed++;
    console.log(`FAIL ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n${e.stack ?? e}`);
  }
}

const npmInstall = (cwd) => sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], cwd);

function duBytes(dir) {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) total += statSync(join(e.parentPath, e.name)).size;
  return total;
}

/** Serves a folder on 127.0.0.1 (any free port); returns its base URL and a close function. */
async function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/\/$/, '/index.html'));
    if (!path.startsWith(dir) || !existsSync(path) || statSync(path).isDirectory()) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

let tarball;
try {
  await step('build and pack', () => {
    if (!process.argv.includes('--no-build')) sh(process.execPath, ['scripts/build-package.mjs'], root);
    const out = sh('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], root);
    const [info] = JSON.parse(out);
    tarball = join(work, info.filename);
    return `${info.filename}, ${info.entryCount} files, ${(info.size / 1024).toFixed(0)} KB packed, ${(info.unpackedSize / 1024 / 1024).toFixed(1)} MB unpacked`;
  });
  if (!tarball) throw new Error('no tarball');

  await step('publint --strict', () => sh(bin('publint'), ['--strict', tarball], work).trim().split('\n').pop());
  await step('@arethetypeswrong/cli (ESM-only profile)', () => {
    sh(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii', '--include-entrypoints', './elements/carto-map.js', './elements/carto-game.js', './machines/table.machine.js'], work);
    return 'no problem in node16 (ESM) and bundler resolution';
  });

  await step('install size of the package alone', () => {
    const dir = join(work, 'bare');
    mkdirSync(dir);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bare', private: true, type: 'module', dependencies: { 'cartographers-live': `file:${tarball}` } }));
    npmInstall(dir);
    const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
    const packages = Object.keys(lock.packages).filter((p) => p.startsWith('node_modules/')).length;
    for (const server of ['@electric-sql/pglite', 'pg', 'hono', '@hono/node-server', 'tsx']) {
      if (existsSync(join(dir, 'node_modules', server))) throw new Error(`${server} was installed with the element package`);
    }
    return `${packages} packages, ${(duBytes(join(dir, 'node_modules')) / 1024 / 1024).toFixed(1)} MB in node_modules`;
  });

  const apps = join(work, 'apps');
  await step('install the consumer apps (one install, one npm cache)', () => {
    cpSync(fixtures, apps, { recursive: true });
    const dev = repoPkg.devDependencies;
    writeFileSync(
      join(apps, 'package.json'),
      JSON.stringify({
        name: 'consumer-apps',
        private: true,
        type: 'module',
        dependencies: {
          'cartographers-live': `file:${tarball}`,
          '@lit-labs/ssr': dev['@lit-labs/ssr'],
          react: '^19.0.0',
          'react-dom': '^19.0.0',
          preact: '^10.0.0 || ^11.0.0',
        },
        devDependencies: {
          vite: dev.vite,
          typescript: dev.typescript,
          '@vitejs/plugin-react': '*',
          '@types/react': '^19.0.0',
          '@types/react-dom': '^19.0.0',
        },
        overrides: repoPkg.overrides,
      }),
    );
    npmInstall(apps);
  });
  const appBin = (name) => join(apps, 'node_modules/.bin', name);

  await step('Node ESM script scores a map with the engine', () => sh(process.execPath, ['node/score.mjs'], apps).trim());
  await step('every entry imports in Node without a DOM', () => sh(process.execPath, ['node/imports.mjs'], apps).trim().slice(0, 160));
  await step('@lit-labs/ssr renders <carto-map>', () => sh(process.execPath, ['node/ssr.mjs'], apps).trim());
  await step('the installed carto runs from its bundle', () => {
    if (existsSync(join(apps, 'node_modules/tsx'))) throw new Error('tsx is installed: the check would prove nothing');
    if (existsSync(join(apps, 'node_modules/cartographers-live/cli'))) throw new Error('the CLI sources were published');
    const version = sh(appBin('carto'), ['--version'], apps).trim();
    if (version !== repoPkg.version) throw new Error(`carto --version printed ${version}`);
    // Sentinel Wood counts forests on the edge: all but the centre (1,1) here.
    const stars = sh(appBin('carto'), ['score', '-', '--card', 'sentinel-wood'], apps, { input: 'F F .\nF F .\n. . .\n' }).trim();
    if (stars !== 'sentinel-wood 3') throw new Error(`carto score printed ${stars}`);
    sh(appBin('carto'), ['init', 'packs/frost'], apps);
    sh(appBin('carto'), ['validate', 'packs/frost'], apps);
    return `${version}; ${stars}; carto init + validate`;
  });
  await step('a pack outside the repository validates and completes in the JSON language service', () =>
    sh(process.execPath, [join(import.meta.dirname, 'json-language-service.mjs'), join(apps, 'packs/frost')], root).trim(),
  );

  await step('strict Vite + TypeScript app typechecks and builds', () => {
    sh(appBin('tsc'), ['-p', 'vite-app/tsconfig.json'], apps);
    // The two one-script-tag bundles, served beside the app as a CDN would.
    for (const f of ['carto.js', 'carto-map.js']) cpSync(join(apps, 'node_modules/cartographers-live/dist', f), join(apps, 'vite-app/public', f));
    sh(appBin('vite'), ['build', '--logLevel', 'warn', 'vite-app'], apps);
    return `${readdirSync(join(apps, 'vite-app/dist/assets')).join(', ')}`;
  });
  await step('React 19 app typechecks (typed props and events) and builds', () => {
    sh(appBin('tsc'), ['-p', 'react-app/tsconfig.json'], apps);
    sh(appBin('vite'), ['build', '--logLevel', 'warn', 'react-app'], apps);
  });
  await step('Preact JSX typechecks', () => sh(appBin('tsc'), ['-p', 'preact/tsconfig.json'], apps));

  await step('the apps play in Chromium', async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    const notes = [];
    try {
      const errors = [];
      const page = await browser.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      const vite = await serve(join(apps, 'vite-app/dist'));
      await page.goto(vite.url);
      await page.locator('#score').filter({ hasText: 'sentinel-wood 3' }).waitFor();
      await page.locator('#sample').getByRole('gridcell', { name: /^row 1, column 2,/ }).click();
      await page.locator('#activated').filter({ hasText: 'row 0, column 1 of Sample' }).waitFor();
      notes.push(await playOneTurn(page));
      // carto-map.js first, then carto.js: the game's own maps must still find their game.
      await page.goto(`${vite.url}/two-bundles.html`);
      notes.push(`two bundles: ${await playOneTurn(page)}`);
      // The page's own <carto-map player="0">, registered by the first bundle, shows the game's sheet.
      const own = await page.evaluate(() => document.querySelector('#mine')?.shadowRoot?.querySelectorAll('[role="gridcell"]').length ?? 0);
      if (own !== 121) throw new Error(`<carto-map player="0"> inside <carto-game> shows ${own} spaces, not the sheet's 121`);
      await vite.close();
      const react = await serve(join(apps, 'react-app/dist'));
      await page.goto(react.url);
      await page.getByRole('gridcell', { name: /^row 2, column 3,/ }).click();
      await page.locator('#activated').filter({ hasText: 'row 1, column 2 via pointer' }).waitFor();
      notes.push('React: typed carto-cell-activate received');
      await react.close();
      if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    } finally {
      await browser.close();
    }
    return notes.join('; ');
  });
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`scratch folders kept in ${work}`);
}

/** Starts a solo game in the page's <carto-game> and places the first shape by clicking spaces until one is legal. */
async function playOneTurn(page) {
  await page.getByRole('button', { name: 'Start the game' }).click();
  const map = page.locator('carto-game carto-map[interactive]');
  await map.waitFor();
  const drawn = () => map.getByRole('gridcell', { name: /, (forest|village|farm|water|monster)/ }).count();
  const before = await drawn();
  const confirm = page.locator('carto-placement-controls').getByRole('button', { name: 'Confirm' });
  const terrains = page.locator('carto-placement-controls').locator('[part="terrains"] button');
  if ((await terrains.count()) > 0) await terrains.first().click();
  const cells = map.getByRole('gridcell', { name: /, empty/ });
  const n = await cells.count();
  for (let i = 0; i < n && !(await confirm.isEnabled()); i++) await cells.nth(i).click();
  await confirm.click();
  for (let t = 0; (await drawn()) <= before; t++) {
    if (t > 100) throw new Error('the confirmed shape never appeared on the map');
    await page.waitForTimeout(50);
  }
  return `a shape drawn on a ${n}-space-empty map (${(await drawn()) - before} spaces)`;
}

console.log(`\npackage: ${passed} passed, ${failed} failed`);
// For scripts/test-all.mjs, which sums every stage.
if (existsSync(join(root, '.test-reports'))) writeFileSync(join(root, '.test-reports/package.json'), JSON.stringify({ passed, failed }));
process.exit(failed > 0 ? 1 : 0);
