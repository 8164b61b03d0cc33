import { parseArgs } from 'node:util';
import { UsageError, type CliIo } from './io.ts';

/** One option of a command, as `util.parseArgs` takes it plus what `--help` says about it. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly multiple?: boolean;
  readonly short?: string;
  /** The value's name in the help ("id", "N"); string options only. */
  readonly value?: string;
  readonly description: string;
}

export interface PositionalSpec {
  readonly name: string;
  readonly description: string;
  readonly optional?: boolean;
}

/** What a command's module exports; loaded only when the command runs, so `carto --version` loads no engine. */
export interface CommandModule {
  run(args: ParsedArgs, io: CliIo): Promise<number>;
}

export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | string[] | undefined>>;
  readonly positionals: readonly string[];
}

export interface Command {
  /** The word after `carto`. */
  readonly name: string;
  /** One line for `carto --help`. */
  readonly summary: string;
  /** More about the command for `carto <name> --help` (optional). */
  readonly description?: string;
  readonly positionals: readonly PositionalSpec[];
  /** Every option but --help and --json, which every command has. */
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** What --json prints. */
  readonly json: string;
  /** Command lines shown under "Examples:". */
  readonly examples: readonly string[];
  load(): Promise<CommandModule>;
}

const COMMON: Readonly<Record<string, OptionSpec>> = {
  help: { type: 'boolean', short: 'h', description: 'show this help' },
};

function optionsOf(cmd: Command): Record<string, OptionSpec> {
  return { ...cmd.options, json: { type: 'boolean', description: cmd.json }, ...COMMON };
}

function optionLabel(name: string, o: OptionSpec): string {
  const flag = `${o.short ? `-${o.short}, ` : ''}--${name}`;
  return o.type === 'string' ? `${flag} <${o.value ?? 'value'}>` : flag;
}

export function usageLine(cmd: Command): string {
  const args = cmd.positionals.map((p) => (p.optional ? `[<${p.name}>]` : `<${p.name}>`));
  return ['carto', cmd.name, ...args, '[options]'].join(' ');
}

/** `carto <name> --help`: the synopsis, every argument and option with a sentence, and examples. */
export function commandHelp(cmd: Command): string {
  const opts = Object.entries(optionsOf(cmd)).map(([name, o]) => [optionLabel(name, o) + (o.multiple ? ' ...' : ''), o.description] as const);
  const args = cmd.positionals.map((p) => [`<${p.name}>`, p.description] as const);
  const width = Math.max(...[...opts, ...args].map(([l]) => l.length));
  const rows = (list: ReadonlyArray<readonly [string, string]>) => list.map(([l, d]) => `  ${l.padEnd(width)}  ${d}`);
  return [
    `Usage: ${usageLine(cmd)}`,
    '',
    cmd.summary.charAt(0).toUpperCase() + cmd.summary.slice(1) + '.',
    ...(cmd.description ? ['', cmd.description] : []),
    ...(args.length ? ['', 'Arguments:', ...rows(args)] : []),
    '',
    'Options:',
    ...rows(opts),
    '',
    cmd.examples.length > 1 ? 'Examples:' : 'Example:',
    ...cmd.examples.map((e) => `  ${e}`),
    '',
  ].join('\n');
}

/** Parses a command's arguments with `util.parseArgs` (strict): unknown options and missing values are UsageErrors. */
export function parseCommandArgs(cmd: Command, argv: readonly string[]): ParsedArgs & { help: boolean; json: boolean } {
  const options = Object.fromEntries(
    Object.entries(optionsOf(cmd)).map(([name, o]) => [
      name,
      { type: o.type, ...(o.multiple ? { multiple: true } : {}), ...(o.short ? { short: o.short } : {}) },
    ]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (e) {
    // parseArgs' own sentences ("Unknown option '--x'", "Option '--card <value>' argument missing"), without its advice on `--`.
    throw new UsageError(
      (e as Error).message.replace(/\. To specify a positional argument starting with a '-'.*$/s, '.').replace(/^./, (c) => c.toLowerCase()),
    );
  }
  const values = parsed.values as Record<string, string | boolean | string[] | undefined>;
  if (!values.help) {
    const max = cmd.positionals.length;
    const min = cmd.positionals.filter((p) => !p.optional).length;
    if (parsed.positionals.length > max) throw new UsageError(`unexpected argument '${parsed.positionals[max]}'`);
    if (parsed.positionals.length < min) {
      const missing = cmd.positionals[parsed.positionals.length]!;
      throw new UsageError(`name the ${missing.name}: ${missing.description}`);
    }
  }
  return { values, positionals: parsed.positionals, help: values.help === true, json: values.json === true };
}

/** Typed reads of parsed values. */
export const arg = {
  flag: (a: ParsedArgs, name: string): boolean => a.values[name] === true,
  list: (a: ParsedArgs, name: string): string[] => {
    const v = a.values[name];
    return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  },
  one: (a: ParsedArgs, name: string): string | undefined => {
    const v = a.values[name];
    return typeof v === 'string' ? v : undefined;
  },
  /** A whole number option from min to max (the fallback when absent); a UsageError otherwise. */
  whole: (a: ParsedArgs, name: string, min: number, max: number, fallback: number): number => {
    const v = arg.one(a, name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (v.trim() === '' || !Number.isInteger(n) || n < min || n > max)
      throw new UsageError(`--${name} needs a whole number from ${min} to ${max} (got '${v}')`);
    return n;
  },
};
