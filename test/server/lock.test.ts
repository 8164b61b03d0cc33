/**
 * The PGlite directory lock after a container restart: the new server may get the very pid the
 * dead one had, or the dead one's pid may now belong to another live process. The lock names its
 * owner by pid, start time and boot id, so both are recognised as stale; a live owner still wins.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireLock, currentOwner, DataDirLockedError, processStart } from '../../server/db/lock-file.ts';
import { http, pgliteDir, runToExit, spawnServer } from './helpers.ts';

const lockPath = () => join(mkdtempSync(join(tmpdir(), 'carto-lock-')), 'carto-server.lock');
const write = (path: string, owner: object) => writeFileSync(path, `${JSON.stringify(owner)}\n`);

/** Another live process (a sleeping child) to lend its pid. */
let other: ReturnType<typeof spawn>;
beforeAll(() => {
  other = spawn('sleep', ['60'], { stdio: 'ignore' });
});
afterAll(() => {
  other.kill('SIGKILL');
});

describe('the data directory lock', () => {
  it('writes its owner as pid, start time and boot id, and releases only its own lock', () => {
    const path = lockPath();
    const release = acquireLock(path);
    const owner = JSON.parse(readFileSync(path, 'utf8'));
    expect(owner).toEqual(currentOwner());
    expect(owner.pid).toBe(process.pid);
    expect(owner.start).toMatch(/^\d+$/);
    expect(() => acquireLock(path)).toThrow(DataDirLockedError);
    release();
    acquireLock(path)();
  });

  it('takes over a lock whose pid is now this very process, started later (a container restart)', () => {
    const path = lockPath();
    const me = currentOwner();
    write(path, { ...me, start: String(Number(me.start) - 1000) });
    const release = acquireLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(me);
    release();
  });

  it('takes over a lock whose pid now belongs to another live process, and refuses while that process is the owner', () => {
    const path = lockPath();
    const pid = other.pid!;
    const start = processStart(pid)!;
    expect(start).toMatch(/^\d+$/);
    write(path, { pid, start, boot: currentOwner().boot });
    expect(() => acquireLock(path)).toThrow(/in use by another carto server \(pid \d+/);
    write(path, { pid, start: String(Number(start) + 7), boot: currentOwner().boot });
    acquireLock(path)();
  });

  it('takes over a lock written before the machine last booted', () => {
    const path = lockPath();
    write(path, { pid: other.pid, start: processStart(other.pid!), boot: '00000000-0000-0000-0000-000000000000' });
    acquireLock(path)();
  });

  it('still refuses a bare-pid lock (the earlier format) of a live process', () => {
    const path = lockPath();
    writeFileSync(path, `${other.pid}\n`);
    expect(() => acquireLock(path)).toThrow(DataDirLockedError);
  });

  it('starts a server on a directory whose lock names a reused pid, and a second live server still refuses', async () => {
    const dir = pgliteDir();
    // The dead server's pid now belongs to process 1 (as in a container): alive, but not it.
    write(join(dir, 'carto-server.lock'), { pid: 1, start: '1', boot: currentOwner().boot });
    const first = await spawnServer({ CARTO_DATA_DIR: dir });
    try {
      expect((await http(`${first.url}/health`)).status).toBe(200);
      const second = await runToExit({ CARTO_DATA_DIR: dir });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`pid ${first.child.pid}`);
    } finally {
      await first.stop();
    }
  });
});
