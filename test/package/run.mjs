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
//   - a React 19 + TypeScript app typechecks (typed props and events, React's ref objects and DOM
//     events), builds, and gets a typed event; one element's entry alone types its events;
//     a Preact file typechecks;
//   - a pack made by the installed `carto init` validates in VS Code's JSON language service;
//   - the installed CLI on a pack with a JSON syntax error (exit 2, file:line:column), its other names;
//   - npm install beside hono@3; a Vite build of editor.js without @cantoo/pdf-lib;
//   - a computer seat and a Hint in the Vite app (build and dev server); a host with its own
//     @lit/localize and a fourth language; the extracted tarball as a CDN on another origin (help,
//     German, Polish, a computer seat, the keepsakes, maps in three languages); the README's two
//     embed snippets on a static host set up as the README says.
// Ends with "N passed, N failed". `--no-build` packs dist/ as the build stage left it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromiumArgs, chromiumPath } from '../../tools/scripts/chromium.mjs';

const root = resolve(import.meta.dirname, '../..');
const fixtures = join(import.meta.dirname, 'fixtures');
const bin = (name) => join(root, 'node_modules/.bin', name);
const repoPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'carto-package-'));
const keep = process.argv.includes('--keep');
// The Vite dev server's port: E2E_PORT + 3 (each worktree has its own range; e2e uses E2E_PORT to + 2, and
// npm test may run the two stages at once), else a fixed one.
const DEV_PORT = Number(process.env.E2E_PORT ?? 4310) + 3;
let passed = 0;
let failed = 0;

function sh(cmd, args, cwd, opts = {}) {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, npm_config_yes: 'true', FORCE_COLOR: '0' },
    ...opts,
  });
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

/**
 * Serves a folder on 127.0.0.1 (any free port); returns its base URL and a close function.
 * `headers` go with every answer (a CDN's `Access-Control-Allow-Origin: *`).
 */
async function serve(dir, headers = {}) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/\/$/, '/index.html'));
    if (!path.startsWith(dir) || !existsSync(path) || statSync(path).isDirectory()) return res.writeHead(404, headers).end();
    res.writeHead(200, { ...headers, 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * One Chromium for every step that opens a page (launched on first use, closed at the end): a launch
 * costs a second or two of CPU, and each page has a context of its own (browser.newPage), as fresh as
 * a new browser's.
 */
let browserLaunch;
function sharedBrowser() {
  browserLaunch ??= import('playwright-core').then(({ chromium }) => chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs }));
  return browserLaunch;
}

let tarball;
try {
  await step('build and pack', () => {
    if (!process.argv.includes('--no-build')) sh(process.execPath, ['tools/scripts/build-package.mjs'], root);
    const out = sh('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], root);
    const [info] = JSON.parse(out);
    tarball = join(work, info.filename);
    return `${info.filename}, ${info.entryCount} files, ${(info.size / 1024).toFixed(0)} KB packed, ${(info.unpackedSize / 1024 / 1024).toFixed(1)} MB unpacked`;
  });
  if (!tarball) throw new Error('no tarball');

  await step('publint --strict', () => sh(bin('publint'), ['--strict', tarball], work).trim().split('\n').pop());
  await step('@arethetypeswrong/cli (ESM-only profile)', () => {
    sh(
      bin('attw'),
      [
        tarball,
        '--profile',
        'esm-only',
        '--format',
        'ascii',
        '--include-entrypoints',
        './elements/carto-map.js',
        './elements/carto-game.js',
        './machines/table.machine.js',
      ],
      work,
    );
    return 'no problem in node16 (ESM) and bundler resolution';
  });

  await step('install size of the package alone', () => {
    const dir = join(work, 'bare');
    mkdirSync(dir);
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'bare', private: true, type: 'module', dependencies: { 'cartographers-live': `file:${tarball}` } }),
    );
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
    // The one-script-tag bundles, served beside the app as a CDN would, with the chunks they load
    // (README: every .js file of dist/ and its assets/ folder).
    const dist = join(apps, 'node_modules/cartographers-live/dist');
    for (const f of readdirSync(dist).filter((f) => f.endsWith('.js'))) cpSync(join(dist, f), join(apps, 'vite-app/public', f));
    cpSync(join(dist, 'assets'), join(apps, 'vite-app/public/assets'), { recursive: true });
    sh(appBin('vite'), ['build', '--logLevel', 'warn', 'vite-app'], apps);
    return `${readdirSync(join(apps, 'vite-app/dist/assets')).join(', ')}`;
  });
  await step('React 19 app typechecks (typed props and events) and builds', () => {
    sh(appBin('tsc'), ['-p', 'react-app/tsconfig.json'], apps);
    sh(appBin('vite'), ['build', '--logLevel', 'warn', 'react-app'], apps);
  });
  await step('Preact JSX typechecks', () => sh(appBin('tsc'), ['-p', 'preact/tsconfig.json'], apps));
  await step("one element's entry alone types its events (nothing imported from /events)", () =>
    sh(appBin('tsc'), ['-p', 'element-types/tsconfig.json'], apps),
  );

  await step('the apps play in Chromium', async () => {
    const browser = await sharedBrowser();
    const notes = [];
    let page;
    try {
      const errors = [];
      page = await browser.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      const vite = await serve(join(apps, 'vite-app/dist'));
      await page.goto(vite.url);
      await page.locator('#score').filter({ hasText: 'sentinel-wood 3' }).waitFor();
      await page
        .locator('#sample')
        .getByRole('gridcell', { name: /^row 1, column 2,/ })
        .click();
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
      await page?.close();
    }
    return notes.join('; ');
  });

  await step('the CLI from the tarball on a pack with a JSON syntax error: exit 2 with file:line:column', () => {
    cpSync(join(apps, 'packs/frost'), join(apps, 'packs/broken'), { recursive: true });
    const file = join(apps, 'packs/broken/explore.json');
    const lines = readFileSync(file, 'utf8').split('\n');
    // Drop the comma at the end of the first line that has one: the parser stops at the next line's first token.
    const at = lines.findIndex((l) => l.trimEnd().endsWith(','));
    lines[at] = lines[at].trimEnd().slice(0, -1);
    writeFileSync(file, lines.join('\n'));
    const where = `packs/broken/explore.json:${at + 2}:${lines[at + 1].search(/\S/) + 1}: not valid JSON`;
    const notes = [];
    for (const args of [
      ['validate', 'packs/broken'],
      ['cards', '--pack', 'packs/broken'],
      ['score', '-', '--card', 'sentinel-wood', '--pack', 'packs/broken'],
    ]) {
      const r = spawnSync(appBin('carto'), args, { cwd: apps, encoding: 'utf8', input: 'F F .\n' });
      if (r.status !== 2 || !r.stderr.includes(where))
        throw new Error(`carto ${args.join(' ')}: exit ${r.status}, ${r.stderr.trim()} (wanted exit 2 and "${where}")`);
      notes.push(`${args[0]} exit 2`);
    }
    // The other names of the command: one no other npm package owns, and -v.
    for (const [name, flag] of [
      ['cartographers-live', '-v'],
      ['cartographers', '--version'],
    ]) {
      const v = sh(appBin(name), [flag], apps).trim();
      if (v !== repoPkg.version) throw new Error(`${name} ${flag} printed ${v}`);
    }
    return `${notes.join(', ')}: "${where}"; cartographers-live -v and cartographers --version print ${repoPkg.version}`;
  });

  await step('npm install of the tarball next to hono@3: no ERESOLVE (the server is not a peer)', () => {
    // The app that installed the package alone, copied, then hono@3 added as a developer would
    // (`npm install hono@3`): npm resolves the whole tree again, peers included, without unpacking
    // the package's own dependencies a second time.
    const dir = join(work, 'hono3');
    cpSync(join(work, 'bare'), dir, { recursive: true });
    sh('npm', ['install', 'hono@^3.12.0', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
    const wanted = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies;
    if (!wanted.hono || !wanted['cartographers-live']) throw new Error(`package.json lists ${JSON.stringify(wanted)}`);
    const hono = JSON.parse(readFileSync(join(dir, 'node_modules/hono/package.json'), 'utf8')).version;
    if (!hono.startsWith('3.')) throw new Error(`hono ${hono} installed`);
    return `hono ${hono} beside cartographers-live`;
  });

  await step('vite build of an app importing editor.js, without @cantoo/pdf-lib installed', () => {
    if (existsSync(join(apps, 'node_modules/@cantoo/pdf-lib'))) throw new Error('@cantoo/pdf-lib is installed: the check would prove nothing');
    sh(appBin('vite'), ['build', '--logLevel', 'warn', 'editor-app'], apps);
    return readdirSync(join(apps, 'editor-app/dist/assets'))
      .filter((f) => f.endsWith('.js'))
      .join(', ');
  });

  await step('Vite app: a computer seat plays and a Hint appears (its build, then its dev server)', async () => {
    const browser = await sharedBrowser();
    const notes = [];
    let dev;
    try {
      const built = await serve(join(apps, 'vite-app/dist'));
      notes.push(`build: ${await withPage(browser, `${built.url}/`, computerAndHint)}`);
      await built.close();
      dev = spawn(appBin('vite'), ['vite-app', '--host', '127.0.0.1', '--port', String(DEV_PORT), '--strictPort'], {
        cwd: apps,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      await new Promise((ok, fail) => {
        let out = '';
        const timer = setTimeout(() => fail(new Error(`vite dev did not start: ${out}`)), 60_000);
        const read = (d) => {
          out += d;
          if (/ready in|Local:/.test(out)) {
            clearTimeout(timer);
            ok();
          }
        };
        dev.stdout.on('data', read);
        dev.stderr.on('data', read);
      });
      notes.push(`dev server: ${await withPage(browser, `http://127.0.0.1:${DEV_PORT}/`, computerAndHint)}`);
    } finally {
      dev?.kill();
    }
    return notes.join('; ');
  });

  await step('a host that configures @lit/localize itself, and a fourth language it registers', async () => {
    const browser = await sharedBrowser();
    const site = await serve(join(apps, 'vite-app/dist'));
    try {
      return await withPage(browser, `${site.url}/localize.html`, async (page) => {
        await page.locator('#host-locale').filter({ hasText: 'host locale en' }).waitFor();
        const cell = (id) => page.locator(`#${id}`).getByRole('gridcell').first();
        await cell('de')
          .and(page.getByRole('gridcell', { name: /^Zeile 1, Spalte 1, Wald/ }))
          .waitFor();
        await cell('fr')
          .and(page.getByRole('gridcell', { name: /^FR row 1, column 1/ }))
          .waitFor();
        await cell('en')
          .and(page.getByRole('gridcell', { name: /^row 1, column 1, forest/ }))
          .waitFor();
        return `German, the registered "fr" (${await cell('fr').getAttribute('aria-label')}) and English side by side`;
      });
    } finally {
      await site.close();
    }
  });

  const cdn = join(work, 'cdn');
  await step('the extracted tarball as a CDN on another origin with CORS: help, German, Polish, a computer seat, the keepsakes', async () => {
    mkdirSync(cdn);
    sh('tar', ['-xzf', tarball, '-C', cdn], work);
    const host = await serve(join(cdn, 'package/dist'), { 'access-control-allow-origin': '*' });
    const pages = join(work, 'cdn-pages');
    mkdirSync(pages);
    const game = (lang) =>
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><script type="module" src="${host.url}/carto.js"></script></head><body><carto-game storage-key=""></carto-game></body></html>`;
    for (const lang of ['en', 'de', 'pl']) writeFileSync(join(pages, `game-${lang}.html`), game(lang));
    writeFileSync(
      join(pages, 'maps.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="${host.url}/carto-map.js"></script></head><body>
        <carto-map id="de" lang="de" map="F ."></carto-map><carto-map id="pl" lang="pl" map="F ."></carto-map><carto-map id="en" map="F ."></carto-map></body></html>`,
    );
    const site = await serve(pages);
    if (new URL(site.url).origin === new URL(host.url).origin) throw new Error('one origin');
    const browser = await sharedBrowser();
    const notes = [];
    try {
      notes.push(
        await withPage(browser, `${site.url}/game-en.html`, async (page) => {
          await page.getByRole('button', { name: 'How to play' }).first().click();
          await page.getByRole('heading', { name: 'How to play' }).first().waitFor();
          // The help's module carries the game-over keepsakes too: they are defined now.
          await page.waitForFunction(() => ['carto-help', 'carto-result', 'carto-replay'].every((t) => customElements.get(t)));
          return 'help opens, the keepsakes (<carto-result>, <carto-replay>) load';
        }),
      );
      notes.push(await withPage(browser, `${site.url}/game-en.html`, computerAndHint));
      notes.push(
        await withPage(browser, `${site.url}/game-de.html`, (page) =>
          page
            .getByRole('button', { name: 'Spiel starten' })
            .waitFor()
            .then(() => 'German'),
        ),
      );
      notes.push(
        await withPage(browser, `${site.url}/game-pl.html`, (page) =>
          page
            .getByRole('button', { name: 'Rozpocznij grę' })
            .waitFor()
            .then(() => 'Polish'),
        ),
      );
      notes.push(
        await withPage(browser, `${site.url}/maps.html`, async (page) => {
          const first = (id) => page.locator(`#${id}`).getByRole('gridcell').first();
          const says = (id, name) => first(id).and(page.getByRole('gridcell', { name })).waitFor();
          await says('de', /^Zeile 1, Spalte 1, Wald/);
          await says('pl', /^rząd 1, kolumna 1 i las/);
          await says('en', /^row 1, column 1, forest/);
          await page.locator('#en').evaluate((m) => (m.lang = 'de'));
          await says('en', /^Zeile 1, Spalte 1, Wald/);
          await says('pl', /^rząd 1, kolumna 1 i las/);
          return 'three maps in German, Polish and English, the English one switched to German';
        }),
      );
      // Every module of dist/ imports from the other origin: no chunk asks for a file the tarball lacks.
      const modules = readdirSync(join(cdn, 'package/dist')).filter((f) => f.endsWith('.js'));
      const failed = await withPage(browser, `${site.url}/maps.html`, (page) =>
        page.evaluate(
          async ({ base, files }) =>
            (
              await Promise.all(
                files.map((f) =>
                  import(`${base}/${f}`).then(
                    () => null,
                    (e) => `${f}: ${e.message}`,
                  ),
                ),
              )
            ).filter(Boolean),
          { base: host.url, files: modules },
        ),
      );
      if (failed.length) throw new Error(`modules that did not import: ${failed.join('; ')}`);
      notes.push(`all ${modules.length} modules of dist/ import cross-origin`);
    } finally {
      await site.close();
      await host.close();
    }
    return notes.join('; ');
  });

  await step("the README's two embed snippets on a static host set up as the README says", async () => {
    // The README's words are the test: its snippets, the files it says to copy, the header it says to send.
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Embed a map or a game in a page'),
      readme.indexOf('\n## ', readme.indexOf('## Embed a map or a game in a page') + 5),
    );
    const snippets = [...section.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]);
    if (snippets.length !== 2) throw new Error(`${snippets.length} html snippets in the embed section`);
    if (!/Copy every `\.js` file of the package's `dist\/` folder and its `assets\/` folder/.test(section))
      throw new Error('the README no longer says which files to copy');
    if (!section.includes('`Access-Control-Allow-Origin: *`')) throw new Error('the README no longer names the CORS header');
    const files = join(work, 'readme-host');
    mkdirSync(files);
    const dist = join(cdn, 'package/dist');
    for (const f of readdirSync(dist)) if (f.endsWith('.js')) cpSync(join(dist, f), join(files, f));
    cpSync(join(dist, 'assets'), join(files, 'assets'), { recursive: true });
    const host = await serve(files, { 'Access-Control-Allow-Origin': '*' });
    const pages = join(work, 'readme-pages');
    mkdirSync(pages);
    snippets.forEach((snippet, i) =>
      writeFileSync(join(pages, `snippet-${i}.html`), `<!doctype html><meta charset="utf-8">\n${snippet.replaceAll('https://your.cdn/', `${host.url}/`)}`),
    );
    const site = await serve(pages);
    const browser = await sharedBrowser();
    try {
      const map = await withPage(browser, `${site.url}/snippet-0.html`, async (page) => {
        const grid = page.getByRole('grid', { name: 'My first season' });
        await grid.getByRole('gridcell', { name: 'row 1, column 1, forest' }).waitFor();
        return `the map snippet shows ${await grid.getByRole('gridcell').count()} spaces`;
      });
      const game = await withPage(browser, `${site.url}/snippet-1.html`, playOneTurn);
      return `${map}; the game snippet: ${game}`;
    } finally {
      await site.close();
      await host.close();
    }
  });
} finally {
  if (browserLaunch) await (await browserLaunch.catch(() => null))?.close();
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`scratch folders kept in ${work}`);
}

/** Opens `url` in a fresh page, runs `fn` on it, and fails on any uncaught page error. */
async function withPage(browser, url, fn) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    // Up to 2 minutes: Vite's dev server bundles the app's dependencies on the first visit, which on a
    // machine shared at a load of 30 once took more than Playwright's 30 s (a limit on a failure only).
    await page.goto(url, { timeout: 120_000 });
    const note = await fn(page);
    if (errors.length) throw new Error(`page errors on ${url}: ${errors.join('; ')}`);
    return note;
  } finally {
    await page.close();
  }
}

/**
 * A game against one computer seat: a Hint (the bot's worker answers) is shown and taken, the move
 * confirmed, and the computer's sheet gets its own shape (the worker plays a move).
 */
async function computerAndHint(page) {
  await page.getByLabel('Name of player 1').fill('Ada');
  await page.getByRole('button', { name: 'Add a computer player' }).click();
  await page.getByLabel('Player 2 is').selectOption('easy');
  // A fixed deal, whose first card is an explore card (an ambush first would offer no Hint and have
  // each player draw on the other's sheet).
  await page.getByLabel('Code', { exact: true }).fill('ROBO01');
  await page.getByRole('button', { name: 'Start the game' }).click();
  const map = page.locator('carto-game carto-map[interactive]');
  await map.waitFor();
  // Both sheets start as the same printed map; the computer's differs from Ada's untouched one once it drew.
  // (The game statechart is the local table's: TableContext.mode, machines/table/context.ts.)
  const sheets = () =>
    page.evaluate(() =>
      document
        .querySelector('carto-game')
        .table$.getSnapshot()
        .context.mode.game.getSnapshot()
        .context.state.sheets.map((s) => JSON.stringify(s.grid)),
    );
  const [untouched] = await sheets();
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const take = page.getByRole('button', { name: 'Use this placement' });
  await take.waitFor({ timeout: 20_000 });
  const planned = await map.getByRole('gridcell', { name: /, planned / }).count();
  if (planned === 0) throw new Error('the Hint planned no space');
  await take.click();
  await page.locator('carto-placement-controls').getByRole('button', { name: 'Confirm' }).click();
  for (let t = 0; (await sheets())[1] === untouched; t++) {
    if (t > 600) {
      const state = await page.evaluate(() => JSON.stringify(document.querySelector('carto-game').table$.getSnapshot().value));
      throw new Error(`the computer never drew (the table is in ${state})`);
    }
    await page.waitForTimeout(50);
  }
  return `a Hint (${planned} spaces planned) taken, and the computer seat drew its shape`;
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
// For tools/scripts/test-all.mjs, which sums every stage.
if (existsSync(join(root, '.test-reports'))) writeFileSync(join(root, '.test-reports/package.json'), JSON.stringify({ passed, failed }));
process.exit(failed > 0 ? 1 : 0);
