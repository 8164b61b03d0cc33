/**
 * One writer per PGlite data directory (web/server/db/lock-file.ts): a kernel lock (flock) that no pid
 * namespace hides and that dies with its holder, and the files of earlier versions (a bare pid;
 * pid, start time and boot id) honoured only while their owner is verifiably the same live process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireLock, currentOwner, DataDirLockedError, processStart } from '../../web/server/db/lock-file.ts';
import { http, pgliteDir, runToExit, spawnServer } from './helpers.ts';

const lockPath = () => join(mkdtempSync(join(tmpdir(), 'carto-lock-')), 'carto-server.lock');
const write = (path: string, owner: object) => writeFileSync(path, `${JSON.stringify(owner)}\n`);
const refused = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(DataDirLockedError);
  return e as DataDirLockedError;
};
const exited = (child: ChildProcess) =>
  new Promise<void>((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));

/** Other live processes (a sleeping child, and a sleeping node) to lend their pids. */
let other: ChildProcess;
let node: ChildProcess;
beforeAll(() => {
  other = spawn('sleep', ['120'], { stdio: 'ignore' });
  node = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
});
afterAll(() => {
  other.kill('SIGKILL');
  node.kill('SIGKILL');
});

describe('the data directory lock', () => {
  it('holds a kernel lock: a second taker is refused until the first releases; the file stays and names its holder', async () => {
    const path = lockPath();
    const release = await acquireLock(path);
    const owner = JSON.parse(readFileSync(path, 'utf8'));
    expect(owner).toEqual({ ...currentOwner(), host: hostname(), lock: 'flock' });
    const e = await refused(acquireLock(path));
    expect(e.message).toContain(`pid ${process.pid} on host ${hostname()}`);
    await release();
    expect(existsSync(path)).toBe(true);
    await (await acquireLock(path))();
  });

  it('is refused while another process holds the flock, whatever the file says, and free once that process is killed', async () => {
    const path = lockPath();
    writeFileSync(path, '');
    // --close: flock(1) itself holds the lock (sleep does not inherit it), as our holder does.
    const holder = spawn('flock', ['--exclusive', '--close', path, 'sleep', '120'], { stdio: 'ignore' });
    // flock(1) takes the lock, then forks a child that closes its copy of the descriptor and becomes
    // sleep: wait until it is sleep. (Its child listed was not enough: forked but not yet closed and
    // exec'd, it still held the lock after flock(1) was killed, at a load of 20.)
    const child = () => readFileSync(`/proc/${holder.pid}/task/${holder.pid}/children`, 'utf8').trim();
    const comm = (pid: string) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      } catch {
        return '';
      }
    };
    const sleeping = () => /^\d+$/.test(child()) && comm(child()) === 'sleep';
    for (let i = 0; i < 3000 && !sleeping(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(child()).toMatch(/^\d+$/);
    expect(comm(child())).toBe('sleep');
    await refused(acquireLock(path));
    holder.kill('SIGKILL');
    await exited(holder);
    const release = await acquireLock(path);
    await release();
  });

  it('takes over a lock file of the earlier format whose pid is now this very process, started later (a container restart)', async () => {
    const path = lockPath();
    const me = currentOwner();
    write(path, { ...me, start: String(Number(me.start) - 1000) });
    const release = await acquireLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ ...me, lock: 'flock' });
    await release();
  });

  it('honours a lock file of the earlier format while its owner runs, and takes it over once its pid belongs to another process', async () => {
    const path = lockPath();
    const pid = other.pid!;
    const start = processStart(pid)!;
    expect(start).toMatch(/^\d+$/);
    write(path, { pid, start, boot: currentOwner().boot });
    const e = await refused(acquireLock(path));
    expect(e.message).toMatch(new RegExp(`in use by another carto server \\(pid ${pid}`));
    // The refusal let go of the kernel lock: once the file names a dead owner it is taken.
    write(path, { pid, start: String(Number(start) + 7), boot: currentOwner().boot });
    await (await acquireLock(path))();
  });

  it('takes over a lock file of the earlier format written before the machine last booted', async () => {
    const path = lockPath();
    write(path, { pid: other.pid, start: processStart(other.pid!), boot: '00000000-0000-0000-0000-000000000000' });
    await (await acquireLock(path))();
  });

  it('a bare-pid lock (the first format) blocks only while that pid is a node process that was running when it was written', async () => {
    const path = lockPath();
    // pid 1 of a new container, or any process that is not a node server: stale.
    writeFileSync(path, `${other.pid}\n`);
    await (await acquireLock(path))();
    writeFileSync(path, `${process.pid}\n`);
    await (await acquireLock(path))();
    // A node process already running when the file was written: an older server, still there.
    writeFileSync(path, `${node.pid}\n`);
    await refused(acquireLock(path));
  });

  it('tells a lock it cannot take (flock(1) fails) from one that is held', async () => {
    const e = await acquireLock(join(mkdtempSync(join(tmpdir(), 'carto-lock-')), 'no-such-dir', 'carto-server.lock')).then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).not.toBeInstanceOf(DataDirLockedError);
    expect((e as Error).message).toMatch(/^Could not lock .*no-such-dir.*: flock exited with \d+: /);
  });

  it('without flock(1) falls back to the pid file of earlier versions', async () => {
    const path = lockPath();
    const release = await acquireLock(path, { flock: '/nonexistent/flock' });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(currentOwner());
    await refused(acquireLock(path, { flock: '/nonexistent/flock' }));
    await release();
    expect(existsSync(path)).toBe(false);
  });

  it('starts a server on a directory whose old-format lock names a reused pid, and a second live server still refuses', async () => {
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

/** Each server in a pid namespace of its own, as in its own container: both see themselves as pid 1. */
const CONTAINER = ['unshare', '--pid', '--fork', '--kill-child', '--mount-proc'];
const canUnshare = await new Promise<boolean>((resolve) => {
  const c = spawn('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { stdio: 'ignore' });
  c.on('error', () => resolve(false));
  c.on('exit', (code) => resolve(code === 0));
});

describe.runIf(canUnshare || process.env.CI)('two containers on one data directory', () => {
  const SETUP = { seats: 2, packs: ['base'] };

  it('the second server refuses, nothing acknowledged is lost, and after kill -9 a new server takes over', { timeout: 600_000 }, async () => {
    const dir = pgliteDir();
    const first = await spawnServer({ CARTO_DATA_DIR: dir }, CONTAINER, 200_000);
    const tables: { id: string; token: string }[] = [];
    const create = async (url: string) => {
      const r = await http(`${url}/tables`, { body: { name: 'Ada', setup: SETUP } });
      expect(r.status).toBe(201);
      tables.push({ id: r.body.table.id, token: r.body.token });
    };
    try {
      for (let i = 0; i < 10; i++) await create(first.url);
      const second = await runToExit({ CARTO_DATA_DIR: dir }, CONTAINER);
      expect(second.code).toBe(1);
      // Seen from its own namespace the holder is pid 1 of another host (container).
      expect(second.output).toMatch(/in use by another carto server \(pid 1 on host /);
      for (let i = 0; i < 10; i++) await create(first.url);
    } finally {
      // kill -9 the namespace's parent: --kill-child takes the server (its pid 1) with it.
      first.child.kill('SIGKILL');
      await exited(first.child);
    }
    const third = await spawnServer({ CARTO_DATA_DIR: dir }, CONTAINER, 200_000);
    try {
      for (const t of tables) expect((await http(`${third.url}/tables/${t.id}`, { token: t.token })).status).toBe(200);
      expect(tables).toHaveLength(20);
    } finally {
      // unshare --fork ignores SIGTERM while it waits for its child: end the container as kill -9 does.
      third.child.kill('SIGKILL');
      await exited(third.child);
    }
  });
});
