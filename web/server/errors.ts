/**
 * An error the HTTP layer turns into a response: a status, a stable code for programs, a
 * sentence for people, and sometimes the table's current version (stale requests need it).
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly code: string,
    message: string,
    readonly version?: number,
    /** the values of an engine refusal (src/codes.ts), so a client can word it in its own language */
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
