/**
 * The table's `Thinker` in the browser: one module worker (client/bot-worker.ts, built by Vite as a
 * file of its own) started on the first question and kept for the page's life. Only a view and the
 * bot's options cross to it. This module is loaded on demand by `<carto-game>` (a table with no
 * computer, hint or review never fetches the bot).
 */
import type { BotDecision, BotOptions } from '../src/bot/decide.ts';
import type { GameView } from '../src/game/types.ts';

export interface BotWorkerRequest {
  readonly id: number;
  readonly view: GameView;
  readonly options: BotOptions;
}

export type BotWorkerReply = { readonly id: number; readonly decision: BotDecision | null } | { readonly id: number; readonly error: string };

let worker: Worker | undefined;
let next = 0;
const waiting = new Map<number, { resolve: (d: BotDecision | null) => void; reject: (e: Error) => void }>();

function start(): Worker {
  const w = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module', name: 'carto-bot' });
  w.onmessage = (e: MessageEvent<BotWorkerReply>) => {
    const reply = e.data;
    const wait = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!wait) return;
    if ('error' in reply) wait.reject(new Error(reply.error));
    else wait.resolve(reply.decision);
  };
  // A worker that fails to load or crashes fails every question it holds; the next question starts a new one.
  w.onerror = (e) => {
    e.preventDefault();
    for (const wait of waiting.values()) wait.reject(new Error(e.message || 'the computer player stopped'));
    waiting.clear();
    w.terminate();
    if (worker === w) worker = undefined;
  };
  return w;
}

/** Asks the worker for the decision of the view's player. */
export function think(view: GameView, options: BotOptions): Promise<BotDecision | null> {
  worker ??= start();
  const id = ++next;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage({ id, view, options } satisfies BotWorkerRequest);
  });
}
