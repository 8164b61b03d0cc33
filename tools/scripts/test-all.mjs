#!/usr/bin/env node
// `npm test`: every test stage (typecheck, unit, slow, server, browser, visual, end-to-end, package),
// each timed, then one closing line "N passed, N failed" that sums every runner. Two stages run at a
// time, and a third or fourth while the processors are idle anyway (see ORDER), so that a stage that
// mostly waits (on PostgreSQL, a server process, a game's clock, npm) leaves the processors to another.
// Stages keep going after a failure so one run shows everything; the exit code is non-zero if any failed.
//   node tools/scripts/test-all.mjs [stage ...]   only these stages (npm run test:quick: typecheck unit browser)
// docs/TESTING.md lists the stages, what each proves, how long each takes and how to run one alone.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { relative } from 'node:path';
import { machineSeconds, stageGroup } from './stage-cpu.mjs';
import { ensureSystemDeps } from './system-deps.mjs';
import { usage } from './usage.mjs';

usage(`
npm test [-- stage ...]        (node tools/scripts/test-all.mjs [stage ...])
Runs every test stage, or only those named, each timed, then one line "N passed, N failed".
Stages: typecheck unit slow browser visual visual-checks server build e2e package.
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

/**
 * Counts from the visual test's results (tools/scripts/visual/results.ts): each story that rendered and
 * whose play function passed in every render, and each screenshot the same as its baseline.
 */
function visualCounts(file) {
  const { results, stories = [] } = JSON.parse(readFileSync(file, 'utf8'));
  const shots = results.filter((r) => r.status === 'same').length;
  const played = stories.filter((s) => s.status === 'ok').length;
  return { passed: shots + played, failed: results.length - shots + stories.length - played };
}

const plain = (text = '') => text.replace(/\x1b\[[0-9;]*m/g, '').trim();

/** The first line of a failure message, without colour codes: enough to recognise it in a CI log's tail. */
const firstLine = (text = '') => plain(text).split('\n')[0].slice(0, 300);

/**
 * A failure in one line for a CI log's tail: its first line, the "Expected"/"Received" lines an
 * assertion prints, and where in the test it failed (file:line), so that the tail alone says which
 * of a test's assertions failed and with what.
 */
function gist(text = '', where = '') {
  const lines = plain(text).split('\n');
  const detail = lines
    .slice(1)
    .map((l) => l.trim())
    .filter((l) => /^(Locator|Expected|Received|Timeout|Shown)/.test(l))
    .slice(0, 4)
    .map((l) => l.slice(0, l.startsWith('Shown') ? 600 : 200));
  // vitest puts the stack in the message: its first frame in a test file is where the test failed.
  const frame = /((?:\/[^\s():]+)+\.(?:test|spec)\.ts):(\d+):\d+/.exec(plain(text));
  const at = where || (frame ? `${frame[1]}:${frame[2]}` : '');
  return [firstLine(text), ...detail, ...(at ? [`at ${at.startsWith('/') ? relative(process.cwd(), at) : at}`] : [])].join(' | ');
}

/** What failed in a vitest JSON report: each failed test (file > name: message), and each file that did not load. */
function vitestFailures(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const out = [];
  for (const f of r.testResults) {
    const where = relative(process.cwd(), f.name);
    const failedTests = f.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failedTests) out.push(`${where} > ${a.fullName}: ${gist(a.failureMessages?.[0])}`);
    if (f.status === 'failed' && !failedTests.length) out.push(`${where}: ${firstLine(f.message) || 'did not load'}`);
  }
  return out;
}

/** What failed in a Playwright JSON report: each unexpected test (file > title: its first error). */
function playwrightFailures(file) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        if (t.status === 'unexpected') {
          const last = t.results.at(-1);
          const error = last?.errors?.[0] ?? last?.error;
          const loc = error?.location ?? last?.error?.location;
          out.push(`${spec.file} > ${spec.title} [${t.projectName}]: ${gist(error?.message, loc ? `${loc.file}:${loc.line}` : '')}`);
        }
    for (const s of suite.suites ?? []) walk(s);
  };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  for (const s of r.suites) walk(s);
  for (const e of r.errors ?? []) out.push(`(outside a test): ${firstLine(e.message)}`);
  return out;
}

/** What failed in the visual test: each screenshot unlike its baseline, each story whose play failed. */
function visualFailures(file) {
  const { results, stories = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return [
    ...results.filter((r) => r.status !== 'same').map((r) => `${r.file}: ${r.status}${r.diffPixels ? ` (${r.diffPixels} pixels differ)` : ''}`),
    ...stories.filter((s) => s.status !== 'ok').map((s) => `${s.storyId}: ${firstLine(s.error ?? s.status)}`),
  ];
}

/** Counts from Playwright's JSON reporter. */
function playwrightCounts(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected };
}

const stages = [
  // The layers' own projects (src/ without DOM or Node types, web/server/ without the elements: each
  // layer's tsconfig.json, built by tsc -b), then every file, then the style check.
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck', '--silent'], counts: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) },
  {
    name: 'unit',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--config',
      'test/vitest.config.ts',
      '--project',
      // the unit and unit-isolated projects (test/vitest.config.ts)
      'unit*',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/unit.json`,
    ],
    counts: () => vitestCounts(`${reports}/unit.json`),
    failures: () => vitestFailures(`${reports}/unit.json`),
  },
  {
    // The bot's long checks (whole games in every setup, exact search values): the unit tier runs a
    // small fixed sample of each (test/support/tier.ts), this stage every case.
    name: 'slow',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--config',
      'test/vitest.config.ts',
      '--project',
      'slow',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/slow.json`,
    ],
    counts: () => vitestCounts(`${reports}/slow.json`),
    failures: () => vitestFailures(`${reports}/slow.json`),
  },
  {
    name: 'browser',
    cmd: ['npx', 'wtr', '--config', 'test/web-test-runner.config.mjs'],
    counts: () => JSON.parse(readFileSync(`${reports}/wtr.json`, 'utf8')),
  },
  {
    name: 'visual',
    // Builds Storybook when it is missing or stale, renders every story (its play function must pass:
    // one test per story) and photographs it, comparing each screenshot with its approved baseline
    // (test/visual/baselines); a difference fails with .test-reports/visual/index.html. (npm run
    // test:stories runs the same play functions in vitest's browser mode, from the sources.)
    cmd: ['npx', 'tsx', 'tools/scripts/visual/test.ts'],
    counts: () => visualCounts(`${reports}/visual/results.json`),
    failures: () => visualFailures(`${reports}/visual/results.json`),
  },
  {
    name: 'visual-checks',
    // The visual test fails on a changed colour token and a changed card shape (scratch copies).
    cmd: [
      'npx',
      'vitest',
      'run',
      '--config',
      'test/visual/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/visual-checks.json`,
    ],
    counts: () => vitestCounts(`${reports}/visual-checks.json`),
    failures: () => vitestFailures(`${reports}/visual-checks.json`),
  },
  {
    name: 'server',
    // Starts a throwaway PostgreSQL itself (tools/scripts/pg-test.sh) and uses PGlite in temporary folders.
    cmd: [
      'npx',
      'vitest',
      'run',
      '--config',
      'test/server/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/server.json`,
    ],
    counts: () => vitestCounts(`${reports}/server.json`),
    failures: () => vitestFailures(`${reports}/server.json`),
  },
  { name: 'build', cmd: ['npm', 'run', 'build', '--silent'], counts: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }) },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test', '-c', 'test/playwright.config.ts'],
    counts: () => playwrightCounts(`${reports}/e2e.json`),
    failures: () => playwrightFailures(`${reports}/e2e.json`),
  },
  {
    // The package as a developer installs it (test/package/run.mjs): packs what the build stage built.
    name: 'package',
    cmd: ['node', 'test/package/run.mjs', ...(only.length && !only.includes('build') ? [] : ['--no-build'])],
    counts: () => JSON.parse(readFileSync(`${reports}/package.json`, 'utf8')),
  },
];

/**
 * The order stages start in, and what each waits for. At least two stages run at a time (SLOTS),
 * each taking the next stage whose needs are done when one ends; the typecheck runs beside them from
 * the start (`beside`: short, and the first answer a developer wants). When the processors have been
 * idle for a while anyway (a stage waiting on a server process, a game's one-minute clock, webhook
 * retries, Chromium, npm: `idleShare`), one more stage starts, up to MAX_SLOTS: on a machine that
 * others keep busy this never happens, and two at a time remain.
 * The longest chain first: the build, then e2e, which tests what it built (the longest stage); the
 * server tests (the most CPU) from the start. Then the stages that wait most (visual, browser), beside
 * the ones that compute (unit, slow), so that the last to end are short. package tests the build too
 * (its Vite dev server on E2E_PORT + 3, outside e2e's ports). The visual checks build Storybook in
 * scratch copies with the same cache: they wait for the visual stage, which may build it too.
 */
const ORDER = [
  { name: 'typecheck', beside: true },
  { name: 'build' },
  { name: 'server' },
  { name: 'e2e', needs: ['build'] },
  { name: 'visual' },
  { name: 'browser' },
  { name: 'unit' },
  { name: 'slow' },
  { name: 'package', needs: ['build'] },
  { name: 'visual-checks', needs: ['visual'] },
];
/** Stages at a time, at least: each keeps every processor busy while it computes. */
const SLOTS = 2;
/** Stages at a time, at most, while the processors are idle (IDLE_SHARE) besides. */
const MAX_SLOTS = 4;
/**
 * One more stage starts when the processors were at least this idle over each of the last three
 * samples (IDLE_SAMPLE_MS apart), and the last stage started at least START_GAP_MS ago (a stage
 * takes a few seconds to load before it computes).
 */
const IDLE_SHARE = 0.35;
const IDLE_SAMPLE_MS = 3000;
const START_GAP_MS = 15_000;
const unplaced = stages.filter((s) => !ORDER.some((o) => o.name === s.name));
if (unplaced.length) throw new Error(`stages missing from ORDER: ${unplaced.map((s) => s.name)}`);
const unknown = only.filter((name) => !stages.some((s) => s.name === name));
if (unknown.length) {
  console.error(`No such stage: ${unknown.join(', ')}. Stages: ${stages.map((s) => s.name).join(' ')}`);
  process.exit(2);
}
const wanted = (name) => !only.length || only.includes(name);

// Chromium, PostgreSQL and the visual test's fonts: installed here when run as root on Debian, else named.
const problem = ensureSystemDeps(stages.filter((s) => wanted(s.name)).map((s) => s.name));
if (problem) {
  console.error(`\n${problem}\n`);
  process.exit(1);
}

/** The load averages (1, 5, 15 minutes): a shared machine's stage times mean little without them. */
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

const startAll = Date.now();
const machineAtStart = machineSeconds();
const since = () => (Date.now() - startAll) / 1000;

/**
 * The terminal, shared by the stages running at once: the one that started first (the foreground)
 * shows its output line by line as it comes; the others' is kept and printed whole, between two
 * lines, when they end (or as they come, once each becomes the foreground).
 */
const terminal = {
  /** running stages, oldest first: { name, kept: string[], partial: string } */
  running: [],
  start(name) {
    const s = { name, kept: [], partial: '' };
    this.running.push(s);
    return s;
  },
  write(s, chunk) {
    const lines = (s.partial + chunk).split('\n');
    s.partial = lines.pop();
    if (!lines.length) return;
    if (this.running[0] === s) process.stdout.write(`${lines.join('\n')}\n`);
    else s.kept.push(...lines);
  },
  end(s, header) {
    if (s.partial) s.kept.push(s.partial);
    const wasForeground = this.running[0] === s;
    this.running.splice(this.running.indexOf(s), 1);
    if (!wasForeground) process.stdout.write(`\n=== ${header}\n`);
    if (s.kept.length) process.stdout.write(`${s.kept.join('\n')}\n`);
    s.kept = [];
    // The next foreground shows what it said meanwhile.
    const next = this.running[0];
    if (wasForeground && next?.kept.length) {
      process.stdout.write(`\n=== ${next.name} (so far)\n${next.kept.join('\n')}\n`);
      next.kept = [];
    }
  },
};

/**
 * Runs one stage through a shell, in a control group of its own where the machine allows one
 * (stage-cpu.mjs: every process it starts counted, Chromium's renderers too), else reporting the
 * CPU seconds of the processes it waited for (`times`), so that stages running side by side each
 * get their own.
 */
async function runStage(stage) {
  const cpuFile = `${reports}/${stage.name}.cpu`;
  const quoted = stage.cmd.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const started = since();
  const out = terminal.start(stage.name);
  const foreground = terminal.running[0] === out;
  console.log(`\n=== ${stage.name}: ${stage.cmd.join(' ')} (from ${started.toFixed(0)} s${foreground ? '' : '; beside: its output when it ends'})`);
  const group = stageGroup(stage.name);
  const code = await new Promise((resolve) => {
    const child = spawn('sh', ['-c', `${group ? `${group.enter}; ` : ''}${quoted} 2>&1; s=$?; times > '${cpuFile}'; exit $s`], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    });
    child.stdout.setEncoding('utf8').on('data', (chunk) => terminal.write(out, chunk));
    child.on('close', (c) => resolve(c));
  });
  const seconds = since() - started;
  // `times`: the shell's own user and system time, then its children's, e.g. "0m7.120s 0m1.030s".
  let cpu = null;
  try {
    const [, children = ''] = readFileSync(cpuFile, 'utf8').trim().split('\n');
    const sum = children.split(/\s+/).reduce((total, t) => {
      const m = /^(\d+)m([\d.]+)s$/.exec(t);
      return m ? total + Number(m[1]) * 60 + Number(m[2]) : NaN;
    }, 0);
    cpu = Number.isNaN(sum) ? null : sum;
  } catch {}
  if (group) {
    cpu = group.seconds() ?? cpu;
    group.remove();
  }
  terminal.end(out, `${stage.name} (from ${started.toFixed(0)} s, beside)`);
  record(stage, code, started, seconds, cpu);
}

let passed = 0;
let failed = 0;
const timings = [];
/** each stage's CPU seconds, where known */
const stageCpu = [];
/** "stage: file > test: first line of the message", for the closing list */
const failures = [];
const startLoad = load();

/** Counts a finished stage and adds its row to the summary. */
function record(stage, code, started, seconds, cpuSeconds) {
  const ok = code === 0;
  if (cpuSeconds !== null) stageCpu.push(cpuSeconds);
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
  const when = `from ${started.toFixed(0).padStart(4)} s`;
  const row = `${stage.name.padEnd(13)} ${ok ? 'ok  ' : 'FAIL'} ${String(c.passed).padStart(5)} passed ${String(c.failed).padStart(3)} failed ${seconds.toFixed(1).padStart(7)} s${cpu}  ${when}  load ${load()}`;
  // Said as each stage ends too: a run cut short still shows what it measured.
  console.log(`--- ${row}`);
  timings.push({ order: stages.indexOf(stage), row });
  if (c.failed) {
    let what;
    try {
      what = stage.failures?.();
    } catch {}
    if (!what?.length) what = ['(no report of which: see its output above)'];
    failures.push(...what.map((w) => `${stage.name}: ${w}`));
  }
}

/** The processors' idle share since the last call (0 to 1), from /proc/stat (Linux); null elsewhere. */
function idleSampler() {
  let last = machineSeconds();
  return () => {
    const now = machineSeconds();
    const elapsed = now && last ? now.busy + now.idle - (last.busy + last.idle) : 0;
    if (!elapsed) return null;
    const share = (now.idle - last.idle) / elapsed;
    last = now;
    return share;
  };
}

/** The scheduler: starts what may start (needs done, a slot free), until every stage has ended. */
const todo = ORDER.filter((o) => wanted(o.name));
const ended = new Set();
const running = new Set();
const idleShare = idleSampler();
/** the last three idle shares, newest last */
const idleSamples = [];
let lastStart = 0;
let extraStarts = 0;
await new Promise((allDone) => {
  const next = () => {
    if (!todo.length && !running.size) {
      clearInterval(sampling);
      return allDone();
    }
    const idle = idleSamples.length === 3 && idleSamples.every((s) => s !== null && s >= IDLE_SHARE) && Date.now() - lastStart >= START_GAP_MS;
    for (const o of [...todo]) {
      const ready = (o.needs ?? []).every((n) => ended.has(n) || !wanted(n));
      const slots = [...running].filter((r) => !r.beside).length;
      const extra = !o.beside && slots >= SLOTS;
      if (!ready || (extra && (!idle || slots >= MAX_SLOTS))) continue;
      if (extra) {
        extraStarts++;
        console.log(`\n=== ${o.name} starts as a stage more: the processors were ${idleSamples.map((s) => `${(s * 100).toFixed(0)}%`).join(', ')} idle`);
        idleSamples.length = 0;
      }
      todo.splice(todo.indexOf(o), 1);
      running.add(o);
      lastStart = Date.now();
      runStage(stages.find((s) => s.name === o.name)).then(() => {
        running.delete(o);
        ended.add(o.name);
        next();
      });
      if (extra) break;
    }
  };
  const sampling = setInterval(() => {
    idleSamples.push(idleShare());
    if (idleSamples.length > 3) idleSamples.shift();
    next();
  }, IDLE_SAMPLE_MS);
  next();
});
/** the stages' CPU added up (each stage's own: its control group, or `times`) */
const cpuAll = stageCpu.length ? stageCpu.reduce((a, b) => a + b, 0) : null;
const machineAtEnd = machineSeconds();
// The whole machine's processors over the run: on an otherwise idle machine, what the run cost
// (busy) and what it left unused (idle); on a shared one, others' work is in it too.
const machine =
  machineAtStart && machineAtEnd
    ? `; the machine ${(machineAtEnd.busy - machineAtStart.busy).toFixed(0)} s busy, ${(machineAtEnd.idle - machineAtStart.idle).toFixed(0)} s idle`
    : '';
console.log('\n=== summary');
for (const t of timings.sort((a, b) => a.order - b.order)) console.log(t.row);
console.log(
  `${'all'.padEnd(13)} ${since().toFixed(1)} s${cpuAll === null ? '' : `, ${cpuAll.toFixed(0)} s CPU`}${machine}; load averages (1, 5, 15 min) ${startLoad} at the start, ${load()} at the end; ${extraStarts} stage(s) started as a stage more (idle processors)`,
);
// Last, so that a log cut to its tail (a CI page) still says which tests failed and why.
if (failures.length) console.log(`\n=== what failed\n${failures.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
