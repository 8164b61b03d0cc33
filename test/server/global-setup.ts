import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openStorage } from '../../web/server/db/open.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    pgliteTemplate: string;
  }
}

const script = join(import.meta.dirname, '../../tools/scripts/pg-test.sh');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A throwaway PostgreSQL for this run, or the one CI points at with CARTO_TEST_DATABASE_URL.
  let url = process.env.CARTO_TEST_DATABASE_URL;
  let pgDir: string | undefined;
  if (!url) {
    let out: string;
    try {
      out = execFileSync(script, ['start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      const err = e as { stderr?: string; message: string };
      throw new Error(
        `The server tests need PostgreSQL and could not start it (${(err.stderr || err.message).trim()}). ` +
          "Install Debian's package with 'apt-get install -y postgresql', or set CARTO_TEST_DATABASE_URL to a database the tests may use.",
      );
    }
    url = /DATABASE_URL=(\S+)/.exec(out)?.[1];
    pgDir = /PGDIR=(\S+)/.exec(out)?.[1];
    if (!url) throw new Error(`tools/scripts/pg-test.sh printed no DATABASE_URL: ${out}`);
  }

  // PGlite's first start runs initdb (several seconds): do it once, tests copy the directory.
  const template = mkdtempSync(join(tmpdir(), 'carto-pglite-template-'));
  const db = await openStorage({ dataDir: template });
  await db.close();

  project.provide('databaseUrl', url);
  project.provide('pgliteTemplate', template);
  return async () => {
    rmSync(template, { recursive: true, force: true });
    if (pgDir) execFileSync(script, ['stop', pgDir], { stdio: 'ignore' });
  };
}
