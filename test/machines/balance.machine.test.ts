import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { balanceMachine, type BalanceRequest } from '../../machines/balance.machine.ts';
import { balanceRun } from '../../src/bot/balance.ts';

const wells = {
  'pack.json': { id: 'wells', name: 'Wells', files: ['explore.json'] },
  'explore.json': { cards: [{ id: 'bog-land', kind: 'explore', name: 'Bog Land', time: 2, terrains: ['water'], options: [{ shape: ['XX'] }] }] },
};

/** Runs the report synchronously, as the worker does, but in the test's thread. */
const inline = fromCallback<EventObject, BalanceRequest>(({ input, sendBack }) => {
  try {
    const run = balanceRun(input.draft, input.card, input.options);
    for (let step = run.next(); ; step = run.next()) {
      if (step.done) return sendBack({ type: 'run.done', report: step.value });
      sendBack({ type: 'run.progress', progress: step.value });
    }
  } catch (e) {
    sendBack({ type: 'run.failed', message: (e as Error).message });
  }
});

describe('balance statechart', () => {
  it('runs with progress to a report, fails with a reason, and resets', () => {
    const actor = createActor(balanceMachine.provide({ actors: { runReport: inline } })).start();
    const seen: number[] = [];
    actor.subscribe((s) => s.context.progress && seen.push(s.context.progress.done));
    actor.send({ type: 'balance.started', request: { draft: wells, card: 'bog-land', options: { games: 3, seed: 's', levels: ['greedy'] } } });
    expect(actor.getSnapshot().value).toBe('done');
    expect(seen).toContain(3);
    expect(actor.getSnapshot().context.report).toMatchObject({ kind: 'explore', card: 'bog-land', games: 3 });
    actor.send({ type: 'balance.started', request: { draft: wells, card: 'nothing', options: { games: 1, seed: 's' } } });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('the pack has no card "nothing"');
    actor.send({ type: 'balance.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(null);
  });

  it('cancels a run in progress', () => {
    let stopped = false;
    const slow = fromCallback<EventObject, BalanceRequest>(({ sendBack }) => {
      sendBack({ type: 'run.progress', progress: { done: 1, total: 10 } });
      return () => (stopped = true);
    });
    const actor = createActor(balanceMachine.provide({ actors: { runReport: slow } })).start();
    actor.send({ type: 'balance.started', request: { draft: wells, card: 'bog-land', options: { games: 10, seed: 's' } } });
    expect(actor.getSnapshot().context.progress).toEqual({ done: 1, total: 10 });
    actor.send({ type: 'balance.cancelled' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(stopped).toBe(true);
  });
});
