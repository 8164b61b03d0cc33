import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';

/**
 * An exclusive lock on a PGlite data directory. Two processes opening one PGlite directory each
 * keep their own in-memory copy of Postgres' buffers and silently overwrite each other's writes,
 * so the second server must refuse to start. The lock file is created with O_EXCL (atomic) and
 * holds the owner's pid; a lock whose pid is no longer alive (the owner was killed with -9) is
 * stale and is taken over, so a crash never needs a manual clean-up.
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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else: still alive.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const n = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isFinite(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws DataDirLockedError. Returns the release function. */
export function acquireLock(path: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (readPid(path) === process.pid) unlinkSync(path);
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = readPid(path);
      if (pid !== null && pid !== process.pid && alive(pid)) throw new DataDirLockedError(path, pid);
      if (pid === process.pid) throw new DataDirLockedError(path, pid);
      // No pid yet: another process may be between creating the file and writing it.
      if (pid === null && Date.now() - statSync(path).mtimeMs < 5000) throw new DataDirLockedError(path, 0);
      // Stale (dead owner, or a half-written file): remove it and try again atomically.
      try {
        unlinkSync(path);
      } catch {
        /* someone else removed it first: retry */
      }
    }
  }
  throw new Error(`Could not take the lock file ${path}`);
}
