/**
 * `npx tsx tools/scripts/measure-start.ts`: how long the server (`web/server/main.ts`, PGlite) takes until it
 * listens, migrations included: the first start where no template exists yet (it runs initdb and
 * makes the template, server/db/template.ts), a new data directory copied from that template, a
 * restart after a clean stop, and one after kill -9 (the lock taken over). The template here is a
 * throwaway one (CARTO_PGDATA_TEMPLATE), so the install's own is neither used nor touched.
 * Prints the load average with the numbers: they mean little on a busy machine without it.
 * CARTO_SERVER_CPU_PROF=<dir> profiles each start (scripts/load/server-process.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServerProcess } from './load/server-process.ts';
import { processUsage } from './load-test.ts';
import { usage } from './usage.mjs';

usage(`
npx tsx scripts/measure-start.ts
How long the PGlite server takes until it listens: the first start without a template (makes it),
a new data directory from the template, a restart after a clean stop and one after kill -9.
`);

const dir = mkdtempSync(join(tmpdir(), 'carto-start-'));
const env = { CARTO_PGDATA_TEMPLATE: join(dir, 'template') };
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
async function timed(what: string, dataDir: string): Promise<Awaited<ReturnType<typeof spawnServerProcess>>> {
  const t0 = performance.now();
  const s = await spawnServerProcess({ ...env, CARTO_DATA_DIR: join(dir, dataDir) }, { timeoutMs: 300_000 });
  // The CPU time it took (all threads): what the start costs, whatever else the machine is doing.
  const cpu = s.child.pid ? processUsage(s.child.pid)?.cpuMs : undefined;
  console.log(
    `  ${what.padEnd(42)} ${((performance.now() - t0) / 1000).toFixed(2)} s, ${cpu === undefined ? '?' : (cpu / 1000).toFixed(2)} s of CPU   (load average ${load()})`,
  );
  return s;
}
try {
  console.log('server start times, PGlite, until it listens (migrations included)');
  let s = await timed('first start, no template yet (makes it)', 'first');
  await s.stop();
  s = await timed('new data directory (copied from the template)', 'data');
  await s.stop();
  s = await timed('restart after a clean stop', 'data');
  s.child.kill('SIGKILL');
  await new Promise((r) => s.child.once('exit', r));
  s = await timed('restart after kill -9 (lock taken over)', 'data');
  await s.stop();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
