import { readFileSync } from 'node:fs';
import { commands } from './commands.ts';
import { commandHelp, parseCommandArgs, type Command } from './command.ts';
import { EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK, InputError, UsageError, type CliIo } from './io.ts';
import type { ContentError } from '../../src/content/problems.ts';

declare const __CARTO_VERSION__: string | undefined;

/** The package's version: inlined by the bundle (tools/scripts/build-cli.mjs), read from package.json when run from source. */
function version(): string {
  if (typeof __CARTO_VERSION__ === 'string') return __CARTO_VERSION__;
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

function help(list: readonly Command[]): string {
  const width = Math.max('--version'.length, ...list.map((c) => c.name.length));
  const lines = [
    'carto: the Cartographers command line (score maps, list and validate cards, simulate games)',
    '',
    'Usage: carto <command> [options]',
    '',
    'Commands:',
    ...list.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Options:',
    `  ${'--help'.padEnd(width)}  show this help; carto <command> --help shows a command's options and examples`,
    `  ${'--version'.padEnd(width)}  print the version (also -v)`,
    '',
    'Every command takes --json. Maps are NOTATION text files of any rectangular size; "-" reads standard input.',
    'Exit status: 0 success, 1 a check failed, 2 bad input, 70 an internal error (a bug in carto: please report it).',
    'Outside a project that depends on it: npx cartographers-live <command> (the npm package named "carto" is another program).',
  ];
  return lines.join('\n') + '\n';
}

/** What a CartoError (from the engine) or any of our located errors says, without a stack. */
interface Describable {
  describe(): string;
  readonly code?: string;
}
const isDescribable = (e: unknown): e is Error & Describable => e instanceof Error && typeof (e as Partial<Describable>).describe === 'function';

/** Runs the command line and returns the exit code; never calls process.exit, so it can be tested in-process. */
export async function runCli(argv: readonly string[], io: CliIo, list: readonly Command[] = commands): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    const topic = first === 'help' ? rest[0] : undefined;
    const cmd = topic ? list.find((c) => c.name === topic) : undefined;
    io.stdout(cmd ? commandHelp(cmd) : help(list));
    return first === undefined ? EXIT_BAD_INPUT : EXIT_OK;
  }
  if (first === '--version' || first === '-v' || first === '-V') {
    io.stdout(version() + '\n');
    return EXIT_OK;
  }
  const cmd = list.find((c) => c.name === first);
  if (!cmd) {
    const what = first.startsWith('-') ? `unknown option '${first}'` : `unknown command '${first}'`;
    const known = list.length ? ` The commands are: ${list.map((c) => c.name).join(', ')}.` : '';
    io.stderr(`carto: ${what}.${known} Run 'carto --help' for usage.\n`);
    return EXIT_BAD_INPUT;
  }
  const json = rest.includes('--json');
  const fail = (code: number, message: string, extra: Record<string, unknown> = {}) => {
    if (json) io.stderr(JSON.stringify({ error: { command: cmd.name, message, ...extra } }) + '\n');
    else io.stderr(`carto ${cmd.name}: ${message}\n`);
    return code;
  };
  try {
    const args = parseCommandArgs(cmd, rest);
    if (args.help) {
      io.stdout(commandHelp(cmd));
      return EXIT_OK;
    }
    const mod = await cmd.load();
    return await mod.run(args, io);
  } catch (e) {
    if (e instanceof UsageError) return fail(EXIT_BAD_INPUT, `${e.message}\nRun 'carto ${cmd.name} --help' for its options and an example.`);
    if (e instanceof InputError) return fail(EXIT_BAD_INPUT, e.describe(), { location: e.location });
    // A pack or table that is not valid: every problem in the editor's English (loaded only then, to keep this entry small).
    if (e instanceof Error && e.name === 'ContentError') {
      const { problemSentence } = await import('../../i18n/content-problems.ts');
      return fail(EXIT_BAD_INPUT, (e as ContentError).describe(problemSentence), { code: (e as ContentError).code });
    }
    if (isDescribable(e)) return fail(EXIT_BAD_INPUT, e.describe(), e.code ? { code: e.code } : {});
    // A bug, not bad input: say so in one sentence; the stack only on request.
    const detail = process.env.CARTO_DEBUG ? `\n${(e as Error).stack}` : ' (set CARTO_DEBUG=1 to see where)';
    return fail(EXIT_INTERNAL, `internal error: ${(e as Error)?.message ?? String(e)}${detail}`);
  }
}
