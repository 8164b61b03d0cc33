/**
 * A full disk: PostgreSQL's disk_full (SQLSTATE 53100, "could not extend file ...: No space left on
 * device"), or the system's ENOSPC from a write of the embedded database. Requests then get 503
 * `storage.full` (the operator must free space; nothing was changed) instead of a 500 that says
 * nothing. The error may be wrapped: its causes are searched too.
 */
const FULL = /no space left on device|ENOSPC|disk quota exceeded|EDQUOT/i;

export function isStorageFull(e: unknown): boolean {
  let x = e as { code?: unknown; errno?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let i = 0; x && i < 5; i++, x = x.cause as typeof x) {
    if (x.code === '53100' || x.code === 'ENOSPC' || x.code === 'EDQUOT') return true;
    if (typeof x.message === 'string' && FULL.test(x.message)) return true;
  }
  return false;
}

export const STORAGE_FULL_MESSAGE = 'The server has run out of disk space: nothing was changed. Games resume once its operator frees space.';
