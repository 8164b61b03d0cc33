/**
 * The browser's way to run a balance report for machines/balance.machine.ts: a module Web Worker
 * (balance.worker.ts), stopped when the run is cancelled or the element goes away. Where no worker
 * can be made (a page without module workers), the report runs on the page's thread in slices,
 * one game per task, so the progress bar still moves.
 */
import { fromCallback, type EventObject } from 'xstate';
import { balanceRun } from '../../src/bot/balance.ts';
import type { BalanceRequest, BalanceRunEvent } from '../../machines/balance.machine.ts';

function inSlices(request: BalanceRequest, send: (e: BalanceRunEvent) => void): () => void {
  let stopped = false;
  let run: ReturnType<typeof balanceRun>;
  try {
    run = balanceRun(request.draft, request.card, request.options);
  } catch (e) {
    send({ type: 'run.failed', message: (e as Error).message });
    return () => {};
  }
  const slice = () => {
    if (stopped) return;
    try {
      const step = run.next();
      if (step.done) return send({ type: 'run.done', report: step.value });
      send({ type: 'run.progress', progress: step.value });
      setTimeout(slice, 0);
    } catch (e) {
      send({ type: 'run.failed', message: (e as Error).message });
    }
  };
  setTimeout(slice, 0);
  return () => (stopped = true);
}

export const workerRun = fromCallback<EventObject, BalanceRequest>(({ input, sendBack }) => {
  const send = (e: BalanceRunEvent) => sendBack(e);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./balance.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return inSlices(input, send);
  }
  worker.onmessage = (m: MessageEvent<BalanceRunEvent>) => send(m.data);
  worker.onerror = (e) => {
    e.preventDefault();
    send({ type: 'run.failed', message: e.message || 'the report could not run' });
  };
  // The draft is plain JSON: structured clone copies it.
  worker.postMessage(JSON.parse(JSON.stringify(input)) as BalanceRequest);
  return () => worker.terminate();
});
