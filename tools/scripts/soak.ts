/**
 * The memory soak: one PGlite server process, R rounds of N whole games each (the load test's
 * players, tools/scripts/load-test.ts), and the server's resident memory (VmRSS from /proc) idle after
 * start and after each round, once it has settled. A leak shows as RSS that keeps climbing round
 * after round; a plateau is what a long-running server needs.
 *
 *   npm run soak -- [--rounds 10] [--tables 100] [--players 2] [--time-limit 900]
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLoad } from './load-test.ts';
import { spawnServerProcess } from './load/server-process.ts';
import { usage } from './usage.mjs';

usage(`
npm run soak -- [--rounds 10] [--tables 100] [--players 2] [--time-limit 900]
Starts one PGlite server and plays R rounds of N whole random games against it, printing the
server's resident memory (RSS) idle after start and after each round: a leak keeps climbing.
  --time-limit  seconds each round may take at most
`);

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** A process's resident memory in MB (Linux), or NaN without /proc. */
function rssMb(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const rounds = arg('rounds', 10);
  const tables = arg('tables', 100);
  const players = arg('players', 2);
  const timeLimitMs = arg('time-limit', 900) * 1000;
  const server = await spawnServerProcess(
    {
      CARTO_DATA_DIR: mkdtempSync(join(tmpdir(), 'carto-soak-')),
      CARTO_CREATE_PER_MINUTE: '1000000',
      CARTO_TABLES_PER_ADDRESS: '1000000',
      CARTO_CONNECTIONS_PER_ADDRESS: '1000000',
      CARTO_MAX_CONNECTIONS: '1000000',
    },
    { inheritStderr: true, timeoutMs: 300_000 },
  );
  const pid = server.child.pid!;
  const rows: string[] = [];
  const line = (label: string, extra = '') => {
    const row = `| ${label} | ${rssMb(pid).toFixed(0)} | ${extra} |`;
    rows.push(row);
    console.log(row);
  };
  try {
    console.log(`soak: ${rounds} rounds of ${tables} tables x ${players} players, one PGlite server (pid ${pid})`);
    console.log('| after | server RSS (MB) | round |');
    console.log('|---|---|---|');
    await settle(5000);
    line('start, idle');
    let problems = 0;
    for (let r = 1; r <= rounds; r++) {
      const report = await runLoad({ tables, players, servers: [server.url], timeLimitMs });
      problems += report.problems.length;
      await settle(5000);
      line(`round ${r}`, `${report.finished}/${report.tables} games, ${report.actions} actions, ${report.problems.length} problems`);
    }
    process.exitCode = problems ? 1 : 0;
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
