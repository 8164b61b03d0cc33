import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CartoError } from '../src/errors.ts';
import { commands } from './commands.ts';
import type { Command } from './command.ts';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError, type CliIo } from './io.ts';

declare const __CARTO_VERSION__: string | undefined;

/** The package's version: inlined by the bundle (scripts/build-cli.mjs), read from package.json when run from source. */
function version(): string {
  if (typeof __CARTO_VERSION__ === 'string') return __CARTO_VERSION__;
  const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as { version: string };
  return pkg.version;
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
    `  ${'--help'.padEnd(width)}  show this help, or a command's help with carto <command> --help`,
    `  ${'--version'.padEnd(width)}  print the version`,
    '',
    'Maps are NOTATION text files of any rectangular size; "-" reads standard input.',
    'Exit status: 0 success, 1 a check failed, 2 bad input.',
  ];
  return lines.join('\n') + '\n';
}

/** Runs the command line and returns the exit code; never calls process.exit, so it can be tested in-process. */
export async function runCli(argv: readonly string[], io: CliIo, list: readonly Command[] = commands): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    const topic = first === 'help' ? rest[0] : undefined;
    const cmd = topic ? list.find((c) => c.name === topic) : undefined;
    io.stdout(cmd ? `Usage: ${cmd.usage}\n\n${cmd.summary}\n` : help(list));
    return first === undefined ? EXIT_BAD_INPUT : EXIT_OK;
  }
  if (first === '--version' || first === '-V') {
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
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(`Usage: ${cmd.usage}\n\n${cmd.summary}\n`);
    return EXIT_OK;
  }
  try {
    return await cmd.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`carto ${cmd.name}: ${e.message}\n`);
      return EXIT_BAD_INPUT;
    }
    if (e instanceof CartoError) {
      io.stderr(`carto ${cmd.name}: ${e.describe()}\n`);
      return EXIT_BAD_INPUT;
    }
    throw e;
  }
}
