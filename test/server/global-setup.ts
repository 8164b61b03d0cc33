import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { processStart } from '../../web/server/db/lock-file.ts';
import { openStorage } from '../../web/server/db/open.ts';
import { buildServerBundle } from '../support/server-bundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    pgliteTemplate: string;
    /** this run's scratch folder: every PGlite data directory the tests make goes here, and goes with it */
    scratchDir: string;
    /** the server bundled once (test/support/server-bundle.ts): its short-lived entry, what the tests' server processes run */
    serverBundle: string;
  }
}

const script = join(import.meta.dirname, '../../tools/scripts/pg-test.sh');

/** Starts the throwaway PostgreSQL (tools/scripts/pg-test.sh): its URL and folder. */
function startPostgres(): Promise<{ url: string; pgDir: string | undefined }> {
  return new Promise((resolve, reject) => {
    execFile(script, ['start'], { encoding: 'utf8' }, (e, out, stderr) => {
      if (e) {
        reject(
          new Error(
            `The server tests need PostgreSQL and could not start it (${(stderr || e.message).trim()}). ` +
              "Install Debian's package with 'apt-get install -y postgresql', or set CARTO_TEST_DATABASE_URL to a database the tests may use.",
          ),
        );
        return;
      }
      const url = /DATABASE_URL=(\S+)/.exec(out)?.[1];
      if (!url) reject(new Error(`tools/scripts/pg-test.sh printed no DATABASE_URL: ${out}`));
      else resolve({ url, pgDir: /PGDIR=(\S+)/.exec(out)?.[1] });
    });
  });
}

/**
 * Where the run's PGlite directories go: a memory file system (/dev/shm) when there is one with room
 * to spare, else the temporary folder. PGlite syncs every commit (durable, as in production), and on
 * a disk each sync waits on the device: a whole game is a hundred commits, and a PGlite that was
 * killed fsyncs its whole data directory (about a thousand files) before it recovers: it took
 * 7.7-17 s to open on this machine's disk, 4.6-6.7 s in memory (load 19-25). On a memory file system
 * a sync returns at once. The tests prove the same things there: the syncs are still made and counted
 * (durability.test.ts), and a killed process's acknowledged writes survive in the kernel's page
 * cache either way (what kill -9 tests; a power cut is not simulated on a disk either). The room
 * asked for is well over what the run holds at once (a directory is 39 MB; each file removes its own).
 */
export function scratchBase(): string {
  try {
    const fs = statfsSync('/dev/shm');
    if (fs.bavail * fs.bsize >= 4 * 1024 ** 3) return '/dev/shm';
  } catch {
    /* no /dev/shm */
  }
  return tmpdir();
}

const PREFIX = 'carto-server-tests-';

/**
 * Removes the scratch folders of runs that are gone (killed before their teardown): in memory, what
 * they left would stay until the machine restarts. Each folder names its run (`owner`: pid and start
 * time); one without that file is left alone (it may be a run's of this moment, not yet written).
 */
function sweepOrphans(base: string): void {
  for (const name of readdirSync(base).filter((n) => n.startsWith(PREFIX))) {
    const dir = join(base, name);
    let owner: string;
    try {
      owner = readFileSync(join(dir, 'owner'), 'utf8').trim();
    } catch {
      continue;
    }
    const [pid, start] = owner.split(' ');
    if (processStart(Number(pid)) !== start) rmSync(dir, { recursive: true, force: true });
  }
}

/** PGlite's first start runs initdb (several seconds): done once here, and the tests copy the directory. */
async function pgliteTemplate(scratch: string): Promise<string> {
  const template = join(scratch, 'template');
  const db = await openStorage({ dataDir: template });
  await db.close();
  return template;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A throwaway PostgreSQL for this run (or the one CI points at with CARTO_TEST_DATABASE_URL) and
  // the PGlite template, side by side: PostgreSQL's start mostly waits on its own processes.
  // One scratch folder for the run, removed at its end: a PGlite directory is 39 MB, and the tests make
  // dozens (each test's own copy of the template), which were left in the temporary folder before.
  // Each file removes its own when it is done (helpers.ts); this catches what a failed file left.
  const base = scratchBase();
  sweepOrphans(base);
  const scratch = mkdtempSync(join(base, PREFIX));
  writeFileSync(join(scratch, 'owner'), `${process.pid} ${processStart(process.pid)}\n`);
  const given = process.env.CARTO_TEST_DATABASE_URL;
  const [pg, template, bundle] = await Promise.allSettled([
    given ? Promise.resolve({ url: given, pgDir: undefined }) : startPostgres(),
    pgliteTemplate(scratch),
    buildServerBundle(),
  ]);
  const stop = () => {
    rmSync(scratch, { recursive: true, force: true });
    if (bundle.status === 'fulfilled') bundle.value.remove();
    if (pg.status === 'fulfilled' && pg.value.pgDir) execFileSync(script, ['stop', pg.value.pgDir], { stdio: 'ignore' });
  };
  const failed = [pg, template, bundle].find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed || pg.status === 'rejected' || template.status === 'rejected' || bundle.status === 'rejected') {
    stop();
    throw failed?.reason;
  }

  project.provide('databaseUrl', pg.value.url);
  project.provide('pgliteTemplate', template.value);
  project.provide('scratchDir', scratch);
  project.provide('serverBundle', bundle.value.shortLived);
  return async () => stop();
}
