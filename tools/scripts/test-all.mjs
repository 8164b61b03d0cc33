#!/usr/bin/env node
// `npm test`: every test stage in order (typecheck, unit, slow, server, browser, stories, visual,
// end-to-end, package), each timed, then one closing line "N passed, N failed" that sums every runner.
// Stages keep going after a failure so one run shows everything; the exit code is non-zero if any failed.
//   node tools/scripts/test-all.mjs [stage ...]   only these stages (npm run test:quick: typecheck unit browser)
// docs/TESTING.md lists the stages, what each proves, how long each takes and how to run one alone.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { ensureSystemDeps } from './system-deps.mjs';
import { usage } from './usage.mjs';

usage(`
npm test [-- stage ...]        (node tools/scripts/test-all.mjs [stage ...])
Runs every test stage in order, or only those named, each timed, then one line "N passed, N failed".
Stages: typecheck unit slow server browser stories visual visual-checks build e2e package.
npm run test:quick runs typecheck, unit and browser. docs/TESTING.md: what each proves, its time.
`);

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);

/**
 * Counts from vitest's JSON reporter: failed tests, and files that failed with no failed test (one
 * that did not load). (numFailedTestSuites counts every describe block around a failed test too.)
 */
function vitestCounts(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles = r.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed')).length;
  return { passed: r.numPassedTests, failed: r.numFailedTests + brokenFiles };
}

/** Counts from the visual test's results (tools/scripts/visual/results.ts): a screenshot passes when the same as its baseline. */
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
  // The layers' own projects first (src/ without DOM or Node types, web/server/ without the
  // elements: src/tsconfig.json, web/server/tsconfig.json, built by tsc -b), then every file.
  // It mostly waits (about 7 s of CPU in 25 s on an idle machine): it runs beside the stages after it.
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck', '--silent'], beside: true, counts: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) },
  {
    name: 'unit',
    cmd: ['npx', 'vitest', 'run', '--config', 'test/vitest.config.ts', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/unit.json`],
    counts: () => vitestCounts(`${reports}/unit.json`),
  },
  {
    // The bot's long checks (whole games in every setup, exact search values): the unit tier runs a
    // small fixed sample of each (test/support/tier.ts), this stage every case.
    name: 'slow',
    cmd: ['npx', 'vitest', 'run', '--config', 'test/vitest.config.ts', '--project', 'slow', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/slow.json`],
    counts: () => vitestCounts(`${reports}/slow.json`),
  },
  {
    name: 'server',
    // Starts a throwaway PostgreSQL itself (tools/scripts/pg-test.sh) and uses PGlite in temporary folders.
    cmd: ['npx', 'vitest', 'run', '--config', 'test/server/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/server.json`],
    counts: () => vitestCounts(`${reports}/server.json`),
  },
  { name: 'browser', cmd: ['npx', 'wtr', '--config', 'test/web-test-runner.config.mjs'], counts: () => JSON.parse(readFileSync(`${reports}/wtr.json`, 'utf8')) },
  {
    name: 'stories',
    cmd: ['npx', 'vitest', 'run', '--config', 'test/vitest.config.ts', '--project', 'storybook', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/stories.json`],
    counts: () => vitestCounts(`${reports}/stories.json`),
  },
  {
    name: 'visual',
    // Builds Storybook when it is missing or stale, photographs every story and compares it with its
    // approved baseline (test/visual/baselines); a difference fails with .test-reports/visual/index.html.
    cmd: ['npx', 'tsx', 'tools/scripts/visual/test.ts'],
    counts: () => visualCounts(`${reports}/visual/results.json`),
  },
  {
    name: 'visual-checks',
    // The visual test fails on a changed colour token and a changed card shape (scratch copies).
    cmd: ['npx', 'vitest', 'run', '--config', 'test/visual/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/visual-checks.json`],
    counts: () => vitestCounts(`${reports}/visual-checks.json`),
  },
  { name: 'build', cmd: ['npm', 'run', 'build', '--silent'], counts: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) },
  { name: 'e2e', cmd: ['npx', 'playwright', 'test', '-c', 'test/playwright.config.ts'], counts: () => playwrightCounts(`${reports}/e2e.json`) },
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

/** CPU seconds (user and system) of the finished child processes so far, from /proc (Linux); null elsewhere. */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name's closing parenthesis start at field 3; cutime and cstime are 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // in clock ticks of 1/100 s (USER_HZ)
  } catch {
    return null;
  }
}

/** The load averages (1, 5, 15 minutes): a shared machine's stage times mean little without them. */
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

/** Runs a command to its end: its exit code (null when killed by a signal). */
const run = (cmd, stdio) => new Promise((resolve) => spawn(cmd[0], cmd.slice(1), { stdio, env }).on('close', (code) => resolve(code)));

/**
 * Starts a stage that runs beside the next ones: its output goes to a file, printed once it ends, and
 * a shell reports the CPU seconds its processes used (`times`), so that they are not counted twice.
 */
function startBeside(stage) {
  const out = `${reports}/${stage.name}.out`;
  const cpuFile = `${reports}/${stage.name}.cpu`;
  const fd = openSync(out, 'w');
  const quoted = stage.cmd.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const start = Date.now();
  const done = run(['sh', '-c', `${quoted}; s=$?; times > '${cpuFile}'; exit $s`], ['ignore', fd, fd]).then((code) => {
    closeSync(fd);
    // `times`: the shell's own user and system time, then its children's, e.g. "0m7.120s 0m1.030s".
    const [, children = ''] = readFileSync(cpuFile, 'utf8').trim().split('\n');
    const cpu = children.split(/\s+/).reduce((sum, t) => {
      const m = /^(\d+)m([\d.]+)s$/.exec(t);
      return m ? sum + Number(m[1]) * 60 + Number(m[2]) : NaN;
    }, 0);
    return { code, seconds: (Date.now() - start) / 1000, cpu: Number.isNaN(cpu) ? null : cpu, output: readFileSync(out, 'utf8') };
  });
  return { stage, done };
}

let passed = 0;
let failed = 0;
const timings = [];
const startLoad = load();
const startAll = Date.now();

/** Counts a finished stage and adds its row to the summary. */
function record(stage, code, seconds, cpuSeconds) {
  const ok = code === 0;
  const cpu = cpuSeconds === null ? '' : `${cpuSeconds.toFixed(0).padStart(6)} s CPU`;
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
  const beside = stage.beside ? ' (beside the next stages)' : '';
  const row = `${stage.name.padEnd(13)} ${ok ? 'ok  ' : 'FAIL'} ${String(c.passed).padStart(5)} passed ${String(c.failed).padStart(3)} failed ${seconds.toFixed(1).padStart(7)} s${cpu}  load ${load()}${beside}`;
  // Said as each stage ends too: a run cut short still shows what it measured.
  console.log(`--- ${row}`);
  timings.push(row);
}

const besides = [];
/** Prints and counts the stages beside that have ended (all of them when `wait`). */
async function finishBesides(wait) {
  for (const b of [...besides]) {
    const r = wait ? await b.done : await Promise.race([b.done, Promise.resolve(null)]);
    if (!r) continue;
    besides.splice(besides.indexOf(b), 1);
    console.log(`\n=== ${b.stage.name} (ran beside): ${b.stage.cmd.join(' ')}\n${r.output}`);
    record(b.stage, r.code, r.seconds, r.cpu);
    b.cpu = r.cpu;
  }
}

for (const stage of stages) {
  if (only.length && !only.includes(stage.name)) continue;
  if (stage.beside) {
    console.log(`\n=== ${stage.name}: ${stage.cmd.join(' ')} (beside the next stages; its output when it ends)`);
    besides.push(startBeside(stage));
    continue;
  }
  console.log(`\n=== ${stage.name}: ${stage.cmd.join(' ')}`);
  const start = Date.now();
  const cpuBefore = childCpuSeconds();
  const running = [...besides];
  const code = await run(stage.cmd, 'inherit');
  const seconds = (Date.now() - start) / 1000;
  await finishBesides(false);
  const cpuAfter = childCpuSeconds();
  // CPU of the processes that ended meanwhile: a stage beside that ended is counted in its own row.
  const besideCpu = running.filter((b) => !besides.includes(b)).reduce((sum, b) => sum + (b.cpu ?? 0), 0);
  record(stage, code, seconds, cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore - besideCpu);
}
await finishBesides(true);
console.log('\n=== summary');
for (const t of timings) console.log(t);
console.log(`${'all'.padEnd(13)} ${((Date.now() - startAll) / 1000).toFixed(1)} s; load averages (1, 5, 15 min) ${startLoad} at the start, ${load()} at the end`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
