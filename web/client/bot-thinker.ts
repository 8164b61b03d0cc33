/**
 * The table's `Thinker` in the browser: one module worker (web/client/bot-worker.ts) started on the first
 * question and kept for the page's life. Only a view and the bot's options cross to it. This module
 * is loaded on demand by `<carto-game>` (a table with no computer, hint or review never fetches the bot).
 *
 * The worker starts with the standard `new Worker(new URL('./bot-worker.js', import.meta.url))`, which
 * every bundler finds and emits (the published module keeps those words; tools/vite.config.ts); from a CDN
 * on another origin it starts through a `blob:` shim, and when nothing works the question fails with
 * the cause and the URL (web/client/start-worker.ts). The bot never runs on the page thread: importing it
 * here would make the bundler move the rules it shares with carto.js into a second file every page loads.
 */
import type { BotDecision, BotOptions } from '../../src/bot/decide.ts';
import type { GameView } from '../../src/game/types.ts';
import { diagnoseWorker, startWorker, type Spawn, type Started } from './start-worker.ts';

export { blobShim, workerStart } from './start-worker.ts';

export interface BotWorkerRequest {
  readonly id: number;
  readonly view: GameView;
  readonly options: BotOptions;
}

export type BotWorkerReply = { readonly id: number; readonly decision: BotDecision | null } | { readonly id: number; readonly error: string };

export type Think = (view: GameView, options: BotOptions) => Promise<BotDecision | null>;

/** Which way the last thinker started (for tests and the console notice). */
export let thinkerMode: 'same-origin' | 'blob' | 'no-worker' | 'not-started' = 'not-started';

/** The bot's worker, in the words bundlers look for. */
export const spawnBotWorker: Spawn = () => new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module', name: 'carto-bot' });

/**
 * A thinker whose worker `spawn` starts (a URL: that script, for tests), falling back as the module
 * comment says. `pageOrigin` is the page's (a test passes another to take the blob: way to a same-origin script).
 */
export function createThinker(script: Spawn | URL, pageOrigin = self.location.origin): Think {
  const spawn: Spawn = script instanceof URL ? () => new Worker(script, { type: 'module', name: 'carto-bot' }) : script;
  let started: Started | undefined;
  let answered = false;
  /** the worker could not load: every question fails with this reason */
  let broken: Promise<string> | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (d: BotDecision | null) => void; reject: (e: Error) => void }>();

  const fail = (reason: Promise<string>): Promise<BotDecision | null> => {
    thinkerMode = 'no-worker';
    return reason.then((r) => Promise.reject(new Error(r)));
  };

  const start = (): Started | undefined => {
    let s: Started;
    try {
      s = startWorker(spawn, 'the computer player', pageOrigin);
    } catch (e) {
      broken = Promise.resolve((e as Error).message);
      return undefined;
    }
    thinkerMode = s.how;
    const w = s.worker;
    w.onmessage = (e: MessageEvent<BotWorkerReply>) => {
      answered = true;
      const reply = e.data;
      const wait = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (!wait) return;
      if ('error' in reply) wait.reject(new Error(reply.error));
      else wait.resolve(reply.decision);
    };
    w.onerror = (e) => {
      e.preventDefault();
      w.terminate();
      if (started?.worker === w) started = undefined;
      const held = [...waiting.values()];
      waiting.clear();
      // A worker that never answered could not load: its questions fail with the reason, and so do
      // the later ones. One that crashed after answering fails what it held; the next question starts a new one.
      if (!answered) {
        broken = diagnoseWorker('the computer player', s.url, s.how);
        for (const wait of held) fail(broken).then(wait.resolve, wait.reject);
      } else for (const wait of held) wait.reject(new Error(e.message || 'the computer player stopped'));
    };
    return s;
  };

  return (view, options) => {
    const request: BotWorkerRequest = { id: ++next, view, options };
    if (broken) return fail(broken);
    started ??= start();
    if (!started) return fail(broken!);
    const w = started.worker;
    return new Promise((resolve, reject) => {
      waiting.set(request.id, { resolve, reject });
      w.postMessage(request);
    });
  };
}

/** Asks the worker for the decision of the view's player. */
export const think: Think = createThinker(spawnBotWorker);
