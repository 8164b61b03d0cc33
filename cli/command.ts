import type { CliIo } from './io.ts';

export interface Command {
  /** The word after `carto`. */
  readonly name: string;
  /** One line for `carto --help`. */
  readonly summary: string;
  /** The synopsis line(s) shown by `carto <name> --help`. */
  readonly usage: string;
  run(args: readonly string[], io: CliIo): Promise<number>;
}
