/** What a command may touch: text out, text in. Tests pass their own to capture output. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /**
   * Standard input as text. Reading may stop once more than `maxBytes` bytes have arrived: the
   * caller then sees a text longer than its limit and refuses it, without holding the rest in memory.
   */
  readStdin(maxBytes: number): Promise<string>;
  cwd: string;
}

/** Exit codes (docs/DESIGN.md §5): 0 success, 1 a check failed (e.g. a broken invariant), 2 bad input. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_BAD_INPUT = 2;
/** A bug in carto itself (sysexits' EX_SOFTWARE): never the answer to bad input. */
export const EXIT_INTERNAL = 70;

/** Bad arguments: the message is printed after "carto <command>: ", with a pointer to the command's --help. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Where in an input a problem is: a file (or `<stdin>`), and a line and column, or a JSON Pointer. */
export interface InputLocation {
  readonly source: string;
  readonly line?: number;
  readonly column?: number;
  readonly pointer?: string;
}

/** Bad input: a located sentence ("map.txt:3:5: ..." or "pack/explore.json /cards/2: ..."). */
export class InputError extends Error {
  constructor(
    readonly location: InputLocation,
    message: string,
  ) {
    super(message);
    this.name = 'InputError';
  }

  describe(): string {
    return `${formatLocation(this.location)}: ${this.message}`;
  }
}

export function formatLocation({ source, line, column, pointer }: InputLocation): string {
  if (line !== undefined) return `${source}:${line}${column !== undefined ? `:${column}` : ''}`;
  if (pointer !== undefined) return `${source} ${pointer === '' ? '/' : pointer}`;
  return source;
}
