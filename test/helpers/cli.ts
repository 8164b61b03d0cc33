import { runCli } from '../../tools/cli/main.ts';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `carto` in-process with the given arguments (and standard input), capturing its output. */
export async function carto(args: string[], stdin = '', cwd = process.cwd()): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
    readStdin: async () => stdin,
    cwd,
  });
  return { code, stdout, stderr };
}
