import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openStorage } from '../../web/server/db/open.ts';
import { buildServerBundle } from '../support/server-bundle.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    pgliteTemplate: string;
    /** this run's scratch folder: every PGlite data directory the tests make goes here, and goes with it */
    scratchDir: string;
    /** the server bundled once (test/support/server-bundle.ts): what the tests' server processes run */
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
  const scratch = mkdtempSync(join(tmpdir(), 'carto-server-tests-'));
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
  project.provide('serverBundle', bundle.value.entry);
  return async () => stop();
}
