/**
 * The reference server as a process for the specs that start one (lobby, online, portal, share): run from a
 * bundle of web/server/main.ts made for the spec file (test/support/server-bundle.ts, as the server
 * stage does), with plain node instead of tsx, which transforms every server module again in each
 * process (3-4 s of CPU a start, measured there). The same sources; lobby starts it twice.
 */
import { spawnServerProcess, type ServerChild } from '../../tools/scripts/load/server-process.ts';

export interface ServerProcesses {
  /** Starts the server with this environment (its data folder, port ...). */
  start(env: Record<string, string>): Promise<ServerChild>;
  /** Removes the bundle (the spec's afterAll). */
  remove(): void;
}

/** Bundles the server once for the spec file that calls it (in its beforeAll: esbuild is loaded only then). */
export async function serverProcesses(): Promise<ServerProcesses> {
  const { buildServerBundle } = await import('../support/server-bundle.ts');
  const bundle = await buildServerBundle();
  return {
    start: (env) => spawnServerProcess(env, { timeoutMs: 100_000, entry: bundle.entry }),
    remove: () => bundle.remove(),
  };
}
