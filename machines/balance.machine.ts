/**
 * Running a balance report (src/bot/balance.ts) from the editor: idle, running (with its progress),
 * done (the report) or failed (why), and cancel. The run itself is an actor the page provides
 * (`runReport`): in the browser a Web Worker, so the page stays responsive for the minutes hundreds
 * of games take; in tests anything that reports progress and a result.
 *
 * States: `idle`, `running`, `done`, `failed`. A new run may start from any state but `running`;
 * `balance.reset` forgets the last run from any state.
 */
import { assign, fromCallback, setup, type EventObject } from 'xstate';
import type { BalanceOptions, BalanceProgress, BalanceReport } from '../src/bot/balance.ts';
import type { Draft } from '../src/content/draft.ts';

/** What a run needs: the pack, the card, the options. */
export interface BalanceRequest {
  readonly draft: Draft;
  readonly card: string;
  readonly options: BalanceOptions;
}

/** What a run reports back to the machine. */
export type BalanceRunEvent =
  | { type: 'run.progress'; progress: BalanceProgress }
  | { type: 'run.done'; report: BalanceReport }
  | { type: 'run.failed'; message: string };

export type BalanceEvent = { type: 'balance.started'; request: BalanceRequest } | { type: 'balance.cancelled' } | { type: 'balance.reset' } | BalanceRunEvent;

export interface BalanceContext {
  readonly request: BalanceRequest | null;
  readonly progress: BalanceProgress | null;
  readonly report: BalanceReport | null;
  readonly error: string | null;
}

/** The default run: none (the page provides one); it fails at once so a missing provider is visible. */
const runReport = fromCallback<EventObject, BalanceRequest>(({ sendBack }) => {
  sendBack({ type: 'run.failed', message: 'no way to run the report was provided' });
});

export const balanceMachine = setup({
  types: {} as { context: BalanceContext; events: BalanceEvent },
  actors: { runReport },
}).createMachine({
  id: 'balance',
  context: { request: null, progress: null, report: null, error: null },
  initial: 'idle',
  on: {
    'balance.started': {
      target: '.running',
      actions: assign(({ event }) => ({ request: event.request, progress: { done: 0, total: 1 }, report: null, error: null })),
    },
    /** another card: forget the last run (stopping it if it still runs) */
    'balance.reset': { target: '.idle', actions: assign({ request: null, progress: null, report: null, error: null }) },
  },
  states: {
    idle: {},
    running: {
      invoke: { src: 'runReport', input: ({ context }) => context.request! },
      on: {
        'balance.started': {},
        'run.progress': { actions: assign(({ event }) => ({ progress: event.progress })) },
        'run.done': { target: 'done', actions: assign(({ event }) => ({ report: event.report })) },
        'run.failed': { target: 'failed', actions: assign(({ event }) => ({ error: event.message })) },
        'balance.cancelled': { target: 'idle', actions: assign({ progress: null }) },
      },
    },
    done: {},
    failed: {},
  },
});
