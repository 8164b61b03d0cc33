/**
 * Starts `web/server/main.ts` in a child process (through tsx, as `npm run serve` does) on 127.0.0.1 and
 * a free port, and resolves once it prints the URL it listens on. Shared by the server tests, the
 * end-to-end test of online play and the load test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface ServerChild {
  readonly url: string;
  readonly child: ChildProcess;
  /** everything the process printed so far */
  readonly output: () => string;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  /** pass the server's standard error through to ours instead of collecting it (the load test) */
  readonly inheritStderr?: boolean;
  readonly timeoutMs?: number;
  /** a command to run the server under, e.g. `['unshare', '--pid', '--fork', '--kill-child', '--mount-proc']` (a container of its own) */
  readonly prefix?: readonly string[];
  /** a bundle of the server to run with plain node instead of main.ts through tsx (test/support/server-bundle.ts) */
  readonly entry?: string;
}

const root = join(import.meta.dirname, '../../..');

function start(env: Record<string, string>, inheritStderr: boolean, prefix: readonly string[] = [], entry?: string): ChildProcess {
  // CARTO_SERVER_CPU_PROF=<dir> profiles the server process (where its time goes under load).
  const prof = process.env.CARTO_SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CARTO_SERVER_CPU_PROF}`] : [];
  const argv = [process.execPath, ...prof, ...(entry ? [entry] : ['--import', 'tsx', join(root, 'web/server/main.ts')])];
  const [command, ...args] = [...prefix, ...argv] as [string, ...string[]];
  return spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', inheritStderr ? 'inherit' : 'pipe'],
  });
}

export function spawnServerProcess(env: Record<string, string>, options: SpawnOptions = {}): Promise<ServerChild> {
  const child = start(env, options.inheritStderr === true, options.prefix, options.entry);
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const timeoutMs = options.timeoutMs ?? 60_000;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind the failed start.
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${timeoutMs / 1000} s:\n${out}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${out}`));
    });
    child.stdout!.on('data', () => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        url: m[1]!,
        child,
        output: () => out,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.on('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** Runs the server to its end and returns its exit code and output (for "refuses to start"). */
export function runServerToExit(env: Record<string, string>, prefix?: readonly string[], entry?: string): Promise<{ code: number | null; output: string }> {
  const child = start(env, false, prefix, entry);
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output: out })));
}
