/** Starts `server/main.ts` in a child process on 127.0.0.1 (a free port) and waits until it listens. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface ServerChild {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

export function spawnServerProcess(env: Record<string, string>): Promise<ServerChild> {
  const root = join(import.meta.dirname, '../..');
  // CARTO_SERVER_CPU_PROF=<dir> profiles the server process (where its time goes under load).
  const prof = process.env.CARTO_SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CARTO_SERVER_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s: ${out}`)), 60_000);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        url: m[1]!,
        child,
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
