import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';

/**
 * An exclusive lock on a PGlite data directory. Two processes opening one PGlite directory each
 * keep their own in-memory copy of Postgres' buffers and silently overwrite each other's writes,
 * so the second server must refuse to start. The lock file is created with O_EXCL (atomic) and
 * names its owner by pid, process start time and boot id: a pid alone is not enough, because
 * after a container restart the new server often gets the very pid the dead one had (or another
 * live process has it), and a lock that looked alive blocked the start until deleted by hand.
 * A lock is stale, and taken over, when its pid is dead, or now belongs to a process that started
 * at another time, or was written before the machine last booted. Node has no flock(2); on
 * systems without /proc only the pid is checked.
 */
export class DataDirLockedError extends Error {
  readonly code = 'data_dir_locked';
  constructor(
    readonly path: string,
    readonly pid: number,
  ) {
    super(
      `The data directory is in use by another carto server (pid ${pid}, lock file ${path}). ` +
        'Two servers on one PGlite directory would silently lose writes: stop the other server, ' +
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

/** The owner written in a lock file; a bare pid is the format of earlier versions. */
function readOwner(path: string): LockOwner | null {
  const text = readText(path)?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const o = JSON.parse(text) as LockOwner;
    return Number.isInteger(o.pid) && o.pid > 0 ? o : null;
  } catch {
    return null;
  }
}

/** Whether the lock's owner is still running (the same process, not a later one with its pid). */
export function ownerAlive(owner: LockOwner): boolean {
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  if (!alive(owner.pid)) return false;
  const start = processStart(owner.pid);
  if (owner.start && start && owner.start !== start) return false;
  return true;
}

/** Takes the lock or throws DataDirLockedError. Returns the release function. */
export function acquireLock(path: string): () => void {
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
      if (owner !== null && ownerAlive(owner)) throw new DataDirLockedError(path, owner.pid);
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
