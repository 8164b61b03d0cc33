/**
 * The computer player's thread: a module worker that runs the engine's bot (src/bot) for the page, so
 * a look-ahead search never blocks pointer moves. It receives one player's view (what `viewFor`
 * leaves: no seed, no deck order) and the bot's options, and answers with the decision. Requests are
 * answered in order, each tagged with its id.
 */
import { decide } from '../../src/bot/decide.ts';
import { atTheTable } from './bot-at-table.ts';
import type { BotWorkerReply, BotWorkerRequest } from './bot-thinker.ts';

const scope = self as unknown as { onmessage: ((e: MessageEvent<BotWorkerRequest>) => void) | null; postMessage(reply: BotWorkerReply): void };

scope.onmessage = (e) => {
  const { id, view, options } = e.data;
  try {
    // The clock is the worker's: options cross as data, without functions (bot-at-table.ts).
    const decision = decide(
      view,
      atTheTable(options, () => performance.now()),
    );
    scope.postMessage({ id, decision });
  } catch (error) {
    scope.postMessage({ id, error: (error as Error).message ?? String(error) });
  }
};
