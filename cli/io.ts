/** What a command may touch: text out, text in. Tests pass their own to capture output. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readStdin(): Promise<string>;
  cwd: string;
}

/** Exit codes (DESIGN.md §5): 0 success, 1 a check failed (e.g. a broken invariant), 2 bad input. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_BAD_INPUT = 2;

/** Bad input from the user; the message is printed as it is, prefixed by "carto: ". */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
