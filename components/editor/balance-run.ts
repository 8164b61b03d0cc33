/**
 * The browser's way to run a balance report for machines/balance.machine.ts: a module Web Worker
 * (balance.worker.ts), stopped when the run is cancelled or the element goes away. Where no worker
 * can be made (a page without module workers), the report runs on the page's thread in slices,
 * one game per task, so the progress bar still moves.
 */
import { fromCallback, type EventObject } from 'xstate';
import { balanceRun } from '../../src/bot/balance.ts';
import type { BalanceRequest, BalanceRunEvent } from '../../machines/balance.machine.ts';
import { diagnoseWorker, startWorker, type Started } from '../../web/client/start-worker.ts';

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
  let started: Started;
  try {
    // The standard words, which bundlers find to emit the worker (web/client/start-worker.ts).
    started = startWorker(() => new Worker(new URL('./balance.worker.ts', import.meta.url), { type: 'module', name: 'carto-balance' }), 'the balance report');
  } catch {
    return inSlices(input, send);
  }
  const { worker } = started;
  let answered = false;
  worker.onmessage = (m: MessageEvent<BalanceRunEvent>) => {
    answered = true;
    send(m.data);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    // A worker that never answered did not load: say why, with its URL.
    if (answered) send({ type: 'run.failed', message: e.message || 'the report could not run' });
    else void diagnoseWorker('the balance report', started.url, started.how).then((message) => send({ type: 'run.failed', message }));
  };
  // The draft is plain JSON: structured clone copies it.
  worker.postMessage(JSON.parse(JSON.stringify(input)) as BalanceRequest);
  return () => worker.terminate();
});
