#!/usr/bin/env node
// `npm test`: every test stage in order (typecheck, unit, browser, stories, visual, end-to-end), each timed,
// then one closing line "N passed, N failed" that sums every runner.
// Stages keep going after a failure so one run shows everything; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureSystemDeps } from './system-deps.mjs';
import { usage } from './usage.mjs';

usage(`
npm test [-- stage ...]        (node scripts/test-all.mjs [stage ...])
Runs every test stage in order (typecheck, unit, browser, stories, visual, e2e ...), or only those
named, each timed, then one line "N passed, N failed". Takes 15 minutes or more in full.
`);

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);

/** Counts from vitest's JSON reporter. */
function vitestCounts(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numFailedTestSuites ?? 0) };
}

/** Counts from the visual test's results (scripts/visual/results.ts): a screenshot passes when the same as its baseline. */
function visualCounts(file) {
  const { results } = JSON.parse(readFileSync(file, 'utf8'));
  const passed = results.filter((r) => r.status === 'same').length;
  return { passed, failed: results.length - passed };
}

/** Counts from Playwright's JSON reporter. */
function playwrightCounts(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected };
}

const stages = [
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit'], counts: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) },
  {
    name: 'unit',
    cmd: ['npx', 'vitest', 'run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/unit.json`],
    counts: () => vitestCounts(`${reports}/unit.json`),
  },
  {
    name: 'server',
    // Starts a throwaway PostgreSQL itself (scripts/pg-test.sh) and uses PGlite in temporary folders.
    cmd: ['npx', 'vitest', 'run', '--config', 'test/server/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/server.json`],
    counts: () => vitestCounts(`${reports}/server.json`),
  },
  { name: 'browser', cmd: ['npx', 'wtr'], counts: () => JSON.parse(readFileSync(`${reports}/wtr.json`, 'utf8')) },
  {
    name: 'stories',
    cmd: ['npx', 'vitest', 'run', '--project', 'storybook', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/stories.json`],
    counts: () => vitestCounts(`${reports}/stories.json`),
  },
  {
    name: 'visual',
    // Builds Storybook when it is missing or stale, photographs every story and compares it with its
    // approved baseline (test/visual/baselines); a difference fails with .test-reports/visual/index.html.
    cmd: ['npx', 'tsx', 'scripts/visual/test.ts'],
    counts: () => visualCounts(`${reports}/visual/results.json`),
  },
  {
    name: 'visual-checks',
    // The visual test fails on a changed colour token and a changed card shape (scratch copies).
    cmd: ['npx', 'vitest', 'run', '--config', 'test/visual/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/visual-checks.json`],
    counts: () => vitestCounts(`${reports}/visual-checks.json`),
  },
  { name: 'build', cmd: ['npm', 'run', 'build', '--silent'], counts: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) },
  { name: 'e2e', cmd: ['npx', 'playwright', 'test'], counts: () => playwrightCounts(`${reports}/e2e.json`) },
  {
    // The package as a developer installs it (test/package/run.mjs): packs what the build stage built.
    name: 'package',
    cmd: ['node', 'test/package/run.mjs', ...(only.length && !only.includes('build') ? [] : ['--no-build'])],
    counts: () => JSON.parse(readFileSync(`${reports}/package.json`, 'utf8')),
  },
];

// Chromium, PostgreSQL and the visual test's fonts: installed here when run as root on Debian, else named.
const problem = ensureSystemDeps(stages.filter((s) => !only.length || only.includes(s.name)).map((s) => s.name));
if (problem) {
  console.error(`\n${problem}\n`);
  process.exit(1);
}

let passed = 0;
let failed = 0;
const timings = [];
for (const stage of stages) {
  if (only.length && !only.includes(stage.name)) continue;
  console.log(`\n=== ${stage.name}: ${stage.cmd.join(' ')}`);
  const start = Date.now();
  const r = spawnSync(stage.cmd[0], stage.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const ok = r.status === 0;
  const seconds = (Date.now() - start) / 1000;
  let c;
  try {
    c = stage.counts(ok);
  } catch {
    c = { passed: 0, failed: 1 }; // the runner crashed before reporting
  }
  // A runner that exits non-zero with no failing test still failed (a config error, a crash).
  if (!ok && c.failed === 0) c = { ...c, failed: 1 };
  passed += c.passed;
  failed += c.failed;
  timings.push(`${stage.name.padEnd(13)} ${ok ? 'ok  ' : 'FAIL'} ${String(c.passed).padStart(5)} passed ${String(c.failed).padStart(3)} failed ${seconds.toFixed(1).padStart(7)} s`);
}
console.log('\n=== summary');
for (const t of timings) console.log(t);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
