/**
 * `npx tsx tools/scripts/measure-start.ts`: how long the server (`web/server/main.ts`, PGlite) takes until it
 * listens: on a new data directory, after a clean stop, and after kill -9 (the lock taken over).
 * Prints the load average with the numbers: they mean little on a busy machine without it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServerProcess } from './load/server-process.ts';
import { templateUsable } from '../../web/server/db/template.ts';
import { processUsage } from './load-test.ts';

const dir = mkdtempSync(join(tmpdir(), 'carto-start-'));
const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');
async function timed(what: string): Promise<Awaited<ReturnType<typeof spawnServerProcess>>> {
  const t0 = performance.now();
  const s = await spawnServerProcess({ CARTO_DATA_DIR: dir }, { timeoutMs: 300_000 });
  // The CPU time it took (all threads): what the start costs, whatever else the machine is doing.
  const cpu = s.child.pid ? processUsage(s.child.pid)?.cpuMs : undefined;
  console.log(`  ${what.padEnd(30)} ${((performance.now() - t0) / 1000).toFixed(2)} s, ${cpu === undefined ? '?' : (cpu / 1000).toFixed(2)} s of CPU   (load average ${load()})`);
  return s;
}
try {
  console.log(`server start times, PGlite, template ${templateUsable() ? 'present' : 'absent (initdb on a new directory)'}`);
  let s = await timed('new data directory');
  await s.stop();
  s = await timed('restart after a clean stop');
  s.child.kill('SIGKILL');
  await new Promise((r) => s.child.once('exit', r));
  s = await timed('restart after kill -9');
  await s.stop();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
