import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync, fsyncSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One writer per PGlite data directory. Two processes opening one PGlite directory each keep their
 * own in-memory copy of Postgres' buffers and silently overwrite each other's writes, so a second
 * server must refuse to start, whichever container or pid namespace it runs in.
 *
 * The lock is flock(2) on `carto-server.lock`, held for the server's life by a small `flock(1)`
 * child reading our stdin: the kernel keeps the lock per open file (not per pid, so a pid namespace
 * changes nothing), and when the server dies, however it dies, the pipe closes, the child exits
 * and the kernel drops the lock. Node has no flock of its own; util-linux's flock(1) is on every
 * Linux image that has a shell. The file is never deleted (deleting a flock'd file lets a third
 * process lock a new file of the same name); it only says who holds it, for the refusal's sentence.
 *
 * Earlier versions wrote the file with O_EXCL and named their owner by pid (a bare pid, later pid,
 * start time and boot id) and deleted it on exit. A file in that format found under the flock
 * means an older server may still be running in this namespace: it is honoured when its owner is
 * verifiably the same, live process, and taken over otherwise (a pid reused after a restart, pid
 * 1 of a new container). Without flock(1) (macOS) the pid lock of earlier versions is used, with a
 * warning that it cannot see across containers.
 */
export class DataDirLockedError extends Error {
  readonly code = 'data_dir_locked';
  constructor(
    readonly path: string,
    readonly pid: number,
    readonly host?: string,
  ) {
    super(
      `The data directory is in use by another carto server (pid ${pid}${host ? ` on host ${host}` : ''}, lock file ${path}). ` +
        'Two servers on one PGlite directory would silently lose writes: stop the other server (in a rolling update, stop the old container first), ' +
        'or give this one another directory, or run both against PostgreSQL with DATABASE_URL.',
    );
  }
}

/** Who holds a lock: the pid, and where the system says, its start time and the boot it ran in. */
export interface LockOwner {
  readonly pid: number;
  /** the process's start time in clock ticks since boot (/proc/<pid>/stat field 22) */
  readonly start?: string;
  /** /proc/sys/kernel/random/boot_id */
  readonly boot?: string;
  /** the host name (a container's id under Docker): the pid means something only there */
  readonly host?: string;
  /** 'flock' when the kernel lock guards the file: its contents then only inform */
  readonly lock?: 'flock';
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** A process's start time, or null when the process is gone or the system has no /proc. */
export function processStart(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The command name (field 2) is in parentheses and may itself hold spaces or parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

export function bootId(): string | null {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

export function currentOwner(): LockOwner {
  const start = processStart(process.pid);
  const boot = bootId();
  return { pid: process.pid, ...(start ? { start } : {}), ...(boot ? { boot } : {}) };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else: still alive.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owner written in a lock file; a bare pid is the format of the first versions. */
export function readOwner(path: string): (LockOwner & { bare?: true }) | null {
  const text = readText(path)?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return { pid: Number(text), bare: true };
  try {
    const o = JSON.parse(text) as LockOwner;
    return Number.isInteger(o.pid) && o.pid > 0 ? o : null;
  } catch {
    return null;
  }
}

/** When a process started, in ms since the epoch (null without /proc). Linux counts 100 ticks a second. */
function processStartMs(pid: number): number | null {
  const ticks = processStart(pid);
  const btime = /^btime (\d+)$/m.exec(readText('/proc/stat') ?? '')?.[1];
  return ticks && btime ? Number(btime) * 1000 + Number(ticks) * 10 : null;
}

/**
 * Whether a lock of the earlier formats names a server still running here (the same process, not
 * a later one with its pid). A bare pid says so little that it counts only when that pid is a
 * node process that was already running when the file was last written: pid 1 of a new container
 * (tini, a shell, or this very server) is not the dead server that wrote it.
 */
export function ownerAlive(owner: LockOwner & { bare?: true }, path?: string): boolean {
  // Our own pid: a dead server's, reused, unless it names this very process (started then).
  if (owner.pid === process.pid) return !owner.bare && owner.start !== undefined && owner.start === processStart(process.pid);
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  if (!alive(owner.pid)) return false;
  const start = processStart(owner.pid);
  if (owner.start && start && owner.start !== start) return false;
  if (owner.bare) {
    const cmd = readText(`/proc/${owner.pid}/cmdline`);
    if (cmd !== null && !/node/.test(cmd)) return false;
    const began = processStartMs(owner.pid);
    let written: number | null = null;
    try {
      written = path ? statSync(path).mtimeMs : null;
    } catch {
      /* gone meanwhile */
    }
    if (began !== null && written !== null && began > written + 1000) return false;
  }
  return true;
}

export type Release = () => Promise<void>;

/** Takes the lock or throws DataDirLockedError. Resolves to the release function. */
export async function acquireLock(path: string, options: { flock?: string } = {}): Promise<Release> {
  const held = await holdFlock(path, options.flock ?? 'flock');
  if (held === 'missing') {
    console.warn(
      `carto server: flock(1) was not found, so the data directory lock is a pid file that cannot see servers in other containers: never share ${path}'s directory between containers.`,
    );
    const release = acquirePidLock(path);
    return async () => release();
  }
  if (held === 'busy') {
    const owner = readOwner(path);
    throw new DataDirLockedError(path, owner?.pid ?? 0, owner?.host);
  }
  // The kernel lock is ours. A file of an earlier format may still belong to an older server.
  const previous = readOwner(path);
  if (previous && previous.lock !== 'flock' && ownerAlive(previous, path)) {
    await held.release();
    throw new DataDirLockedError(path, previous.pid, previous.host);
  }
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, `${JSON.stringify({ ...currentOwner(), host: hostname(), lock: 'flock' } satisfies LockOwner)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return held.release;
}

/**
 * Runs `flock -x -n <path> sh -c 'echo held; exec cat'`: 'busy' when another process holds the lock,
 * 'missing' when there is no flock(1), else the running holder and how to let go. Short options
 * only, which util-linux and BusyBox (Alpine images) both know; both exit 1 without a word when the
 * lock is taken, and say why on standard error for anything else.
 */
function holdFlock(path: string, flock: string): Promise<'busy' | 'missing' | { release: Release }> {
  return new Promise((resolve, reject) => {
    const child = spawn(flock, ['-x', '-n', path, 'sh', '-c', 'echo held && exec cat >/dev/null'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let err = '';
    let settled = false;
    child.stderr!.on('data', (d) => (err += String(d)));
    child.on('error', (e) => {
      settled = true;
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') resolve('missing');
      else reject(e);
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    // 'close', not 'exit': by then standard error has been read to its end.
    child.once('close', (code) => {
      if (settled) return;
      settled = true;
      if (code === 1 && err.trim() === '') resolve('busy');
      else reject(new Error(`Could not lock ${path}: flock exited with ${code}${err ? `: ${err.trim()}` : ''}`));
    });
    child.stdout!.once('data', () => {
      if (settled) return;
      settled = true;
      // The holder lives as long as our end of its stdin is open; it must not keep us alive.
      child.stdout!.destroy();
      child.stderr!.destroy();
      child.unref();
      (child.stdin as unknown as { unref(): void }).unref();
      resolve({
        release: async () => {
          // Waiting for the exit must keep the process alive, or node ends here with nothing left to do.
          child.ref();
          child.stdin!.end();
          await exited;
        },
      });
    });
  });
}

/** The lock of earlier versions, for systems without flock(1): an O_EXCL file naming its owner, deleted on release. */
export function acquirePidLock(path: string): () => void {
  const me = currentOwner();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${JSON.stringify(me)}\n`);
      closeSync(fd);
      return () => {
        const owner = readOwner(path);
        if (owner?.pid === me.pid && owner.start === me.start) unlinkSync(path);
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = readOwner(path);
      if (owner !== null && owner.lock !== 'flock' && ownerAlive(owner, path)) throw new DataDirLockedError(path, owner.pid, owner.host);
      // Unreadable: another process may be between creating the file and writing it.
      if (owner === null && Date.now() - statSync(path).mtimeMs < 5000) throw new DataDirLockedError(path, 0);
      // Stale (a dead owner, a reused pid, another boot, or a half-written file): remove it and
      // try again atomically.
      try {
        unlinkSync(path);
      } catch {
        /* someone else removed it first: retry */
      }
    }
  }
  throw new Error(`Could not take the lock file ${path}`);
}
