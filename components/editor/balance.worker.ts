/**
 * The balance report off the page's thread: receives a BalanceRequest, posts a progress message
 * after every game (at most every 100 ms), then the report, or why it failed.
 */
import { balanceRun } from '../../src/bot/balance.ts';
import type { BalanceRequest, BalanceRunEvent } from '../../machines/balance.machine.ts';

const post = (e: BalanceRunEvent) => (self as unknown as Worker).postMessage(e);

self.onmessage = (m: MessageEvent<BalanceRequest>) => {
  const { draft, card, options } = m.data;
  try {
    const run = balanceRun(draft, card, options);
    let last = 0;
    for (;;) {
      const step = run.next();
      if (step.done) return post({ type: 'run.done', report: step.value });
      const now = Date.now();
      if (now - last > 100 || step.value.done === step.value.total) post({ type: 'run.progress', progress: step.value }), (last = now);
    }
  } catch (e) {
    post({ type: 'run.failed', message: e instanceof Error ? e.message : String(e) });
  }
};
