/**
 * Table affinity, as a portal's load balancer does it (docs/DEPLOY.md: nginx `hash $carto_table
 * consistent`): every request about one table goes to the same server process, chosen by a stable
 * hash of the table id over the processes. Rendezvous hashing (the process with the highest
 * hash of table id and process wins): when a process is gone, only its own tables move, each to
 * the process that was its second choice, and the others stay where their models are kept.
 */
import { createHash } from 'node:crypto';

function score(tableId: string, server: string): bigint {
  return createHash('sha256').update(`${tableId}\n${server}`).digest().readBigUInt64BE(0);
}

/** The server (of `servers`, e.g. base URLs) that serves `tableId`; `down`: servers to pass over. */
export function serverFor<T extends string>(tableId: string, servers: readonly T[], down: ReadonlySet<T> = new Set()): T {
  let best: T | undefined;
  let bestScore = -1n;
  for (const s of servers) {
    if (down.has(s)) continue;
    const x = score(tableId, s);
    if (x > bestScore) [best, bestScore] = [s, x];
  }
  if (best === undefined) throw new Error('no server is up to serve the table');
  return best;
}
