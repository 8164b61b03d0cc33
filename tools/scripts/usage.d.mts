/** Prints `text` and exits 0 when the command line asks for --help or -h; returns otherwise. */
export function usage(text: string): void;
