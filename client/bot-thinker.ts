/**
 * The table's `Thinker` in the browser: one module worker (client/bot-worker.ts, built by Vite as a
 * file of its own) started on the first question and kept for the page's life. Only a view and the
 * bot's options cross to it. This module is loaded on demand by `<carto-game>` (a table with no
 * computer, hint or review never fetches the bot).
 *
 * A worker's script must come from the page's own origin, and carto.js may be served from a CDN.
 * So the worker starts in the first of these ways that works:
 *  1. same origin: `new Worker(url)`;
 *  2. another origin: a same-origin `blob:` module whose one line imports the worker script (module
 *     imports may cross origins with CORS, which a host serving carto.js as a module sends already);
 *  3. neither (a Content-Security-Policy without `blob:` in `worker-src`, or no CORS): the question
 *     fails with a sentence saying so, and the table reports its computer player stuck. The bot does
 *     not run on the page thread: importing it here made the bundler move the rules it shares with
 *     carto.js into a second file every page loads (test/e2e/embed.spec.ts counts the files).
 */
import type { BotDecision, BotOptions } from '../src/bot/decide.ts';
import type { GameView } from '../src/game/types.ts';

export interface BotWorkerRequest {
  readonly id: number;
  readonly view: GameView;
  readonly options: BotOptions;
}

export type BotWorkerReply = { readonly id: number; readonly decision: BotDecision | null } | { readonly id: number; readonly error: string };

export type Think = (view: GameView, options: BotOptions) => Promise<BotDecision | null>;

/** How a thinker for this worker script starts on a page of this origin: the first way to try. */
export function workerStart(script: URL, pageOrigin: string): 'same-origin' | 'blob' {
  return script.origin === pageOrigin ? 'same-origin' : 'blob';
}

/** The source of the same-origin module that starts a worker script of another origin. */
export function blobShim(script: URL): string {
  return `import ${JSON.stringify(script.href)};\n`;
}

/** Which way the last thinker started (for tests and the console notice). */
export let thinkerMode: 'same-origin' | 'blob' | 'no-worker' | 'not-started' = 'not-started';

/**
 * A thinker that runs the worker script at `script`, falling back as the module comment says.
 * `pageOrigin` is the page's (a test passes another to take the blob: way to a same-origin script).
 */
export function createThinker(script: URL, pageOrigin = self.location.origin): Think {
  let worker: Worker | undefined;
  let answered = false;
  /** the worker could not load: every question fails with the reason */
  let broken = false;
  let next = 0;
  const waiting = new Map<number, { request: BotWorkerRequest; resolve: (d: BotDecision | null) => void; reject: (e: Error) => void }>();

  /** Neither way could start the worker: say so (the table shows its computer player stuck). */
  const noWorker = (): Promise<BotDecision | null> => {
    thinkerMode = 'no-worker';
    return Promise.reject(new Error('the computer player could not start: its worker script comes from another origin without CORS, or a Content-Security-Policy forbids blob: workers; serve carto.js and its assets folder from the page\'s origin'));
  };

  const start = (): Worker | undefined => {
    const how = workerStart(script, pageOrigin);
    let w: Worker;
    try {
      w = how === 'same-origin' ? new Worker(script, { type: 'module', name: 'carto-bot' }) : new Worker(URL.createObjectURL(new Blob([blobShim(script)], { type: 'text/javascript' })), { type: 'module', name: 'carto-bot' });
    } catch {
      return undefined;
    }
    thinkerMode = how;
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
      if (worker === w) worker = undefined;
      const held = [...waiting.values()];
      waiting.clear();
      // A worker that never answered could not load: its questions fail with the reason, and so do
      // the later ones. One that crashed after answering fails what it held; the next question starts a new one.
      if (!answered) {
        for (const wait of held) noWorker().then(wait.resolve, wait.reject);
        broken = true;
      } else for (const wait of held) wait.reject(new Error(e.message || 'the computer player stopped'));
    };
    return w;
  };

  return (view, options) => {
    const request: BotWorkerRequest = { id: ++next, view, options };
    if (!broken) worker ??= start();
    if (!worker) {
      broken = true;
      return noWorker();
    }
    const w = worker;
    return new Promise((resolve, reject) => {
      waiting.set(request.id, { request, resolve, reject });
      w.postMessage(request);
    });
  };
}

/**
 * The worker script's URL as the build has it. Vite finds a worker by the words
 * `new Worker(new URL('./x.ts', import.meta.url))` and rewrites that URL to the bundled file; the
 * local `Worker` here only records the rewritten URL, so that `createThinker` can choose how to start it.
 */
function builtWorkerUrl(): URL {
  let url: URL | undefined;
  const Worker = class {
    constructor(u: URL, _options: WorkerOptions) {
      url = u;
    }
  };
  new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  return url!;
}

/** Asks the worker for the decision of the view's player. */
export const think: Think = createThinker(builtWorkerUrl());
