/**
 * Online, a confirmed move takes a round trip, and longer while the server is away (the transport
 * keeps sending it): meanwhile the drawing stays as placed, every control is locked and the line
 * under them says the move is on its way (or kept until the server is back). The server's answer
 * (a new version) unlocks by moving on; a refusal gives the task back. A fake transport stands in.
 */
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { tableMachine } from '../../machines/table.machine.ts';
import { STALLED_AFTER_MS } from '../../machines/table/online-seat.ts';
import { connectTable } from '../../machines/table.connect.ts';
import type { PlacementContext } from '../../machines/placement.machine.ts';
import { gameOptions } from '../../machines/table/setup.ts';
import { tableWording } from '../../components/words/table-wording.ts';
import { ProtocolError, type ActResult, type SubscribeHandlers, type TableInfo, type Transport } from '../../web/client/transport.ts';
import { newGame } from '../../src/game/setup.ts';
import { apply } from '../../src/game/apply.ts';
import { legalActions } from '../../src/game/legal.ts';
import { viewFor } from '../../src/game/view.ts';
import type { Action, GameState } from '../../src/game/types.ts';
import { tinyPack } from '../unit/game/tiny-pack.ts';

const start = newGame(
  tinyPack,
  gameOptions({ players: 2, names: ['Ada', 'Bo'], mode: 'base', map: 'side-a', code: 'MICRO', edicts: { A: 'woods', B: 'wet', C: 'farms', D: 'voids' } }),
  'MICRO',
);

function info(version: number, waitingFor: number[]): TableInfo {
  const seats = [0, 1].map((seat) => ({ seat, name: ['Ada', 'Bo'][seat]!, connected: true, absent: false }));
  return { id: 't', version, status: 'playing', seatCount: 2, seats, packs: ['base'], waitingFor, result: null } as unknown as TableInfo;
}

function fakeTransport() {
  let handlers: SubscribeHandlers | null = null;
  const sent: Action[] = [];
  let answer: { resolve: (r: ActResult) => void; reject: (e: unknown) => void } | null = null;
  let onRetry: ((problem: ProtocolError) => void) | undefined;
  const transport = {
    tableId: 't',
    seat: 0,
    subscribe(h: SubscribeHandlers) {
      handlers = h;
      h.onStatus?.('open');
      return { last: -1, close: () => undefined, retry: () => undefined };
    },
    act(action: Action, options?: { onRetry?: (problem: ProtocolError) => void }) {
      sent.push(action);
      onRetry = options?.onRetry;
      return new Promise<ActResult>((resolve, reject) => (answer = { resolve, reject }));
    },
  } as unknown as Transport;
  const push = (version: number, state: GameState, waitingFor: number[]) =>
    handlers!.onEvent({ version, kind: 'action', by: null, table: info(version, waitingFor), seat: 0, view: viewFor(state, 0) } as never);
  return { transport, handlers: () => handlers!, sent, answer: () => answer!, push, retried: (p: ProtocolError) => onRetry!(p) };
}

function table() {
  const fake = fakeTransport();
  const actor = createActor(tableMachine, { input: { storage: null, storageKey: '', transport: fake.transport } }).start();
  fake.push(2, start, [0, 1]);
  const placement = () =>
    actor.getSnapshot().children.placement as unknown as { send(e: unknown): void; getSnapshot(): { context: PlacementContext } } | undefined;
  const view = () => connectTable(actor.getSnapshot(), placement()?.getSnapshot().context, tableWording);
  /** Places Ada's first legal drawing where the engine says it fits, and confirms it. */
  const confirm = () => {
    const action = legalActions(start, 0).find((a) => a.type === 'draw' && a.cells.length > 0)! as Extract<Action, { type: 'draw' }>;
    const p = placement()!;
    p.send({ type: 'placement.option.chosen', option: action.option });
    p.send({ type: 'placement.terrain.chosen', terrain: action.terrain });
    const ctx = p.getSnapshot().context;
    // Move the shape until its cells are the action's (the placement anchors at a cell of the shape).
    for (const [r, c] of action.cells) {
      p.send({ type: 'placement.moved', at: [r, c] });
      if (p.getSnapshot().context.preview?.legal) break;
    }
    expect(p.getSnapshot().context.preview?.legal, `a legal placement of ${JSON.stringify(action)} from ${ctx.mode}`).toBe(true);
    p.send({ type: 'placement.confirmed' });
  };
  return { fake, actor, view, confirm };
}

describe('an online move on its way to the server', () => {
  it('locks the controls with the drawing in place and says so, until the server answers with the next version', () => {
    const { fake, actor, view, confirm } = table();
    expect(view().board?.controls?.locked).toBe(false);
    confirm();
    expect(fake.sent).toHaveLength(1);
    const board = view().board!;
    expect(board.controls).toMatchObject({ locked: true, canConfirm: false, canUndo: false, refused: false, reason: 'Sending your move…' });
    expect(board.ghost?.cells.length).toBeGreaterThan(0);
    // Ada's own seat still owes the move until the server has it: the waiting line names Bo only.
    expect(board.barrier).toBe('Waiting for Bo.');

    // The server away for a while: the line says the move is kept.
    fake.handlers().onUnreachable!(new ProtocolError(0, 'network', 'The server could not be reached: fetch failed'));
    expect(view().board!.controls!.reason).toBe('The server cannot be reached: your move is kept and will be sent when it is back.');

    // The answer: the next version, where Ada has nothing left to do.
    const after = apply(start, { ...fake.sent[0]!, player: 0 } as Action).state!;
    fake.answer().resolve({ version: 3, seat: 0, table: info(3, [1]), view: viewFor(after, 0) } as unknown as ActResult);
    return Promise.resolve().then(() => {
      fake.handlers().onUnreachable!(null);
      expect(view().board!.controls).toBeNull();
      expect(view().board!.sentence).toBe('Waiting for Bo.');
      actor.stop();
    });
  });

  it('gives the task back, unlocked, when the move is refused', async () => {
    const { fake, actor, view, confirm } = table();
    confirm();
    expect(view().board!.controls!.locked).toBe(true);
    fake.answer().reject(new ProtocolError(409, 'turn.stale', 'The table has moved on.'));
    await new Promise((r) => setTimeout(r, 0));
    expect(view().board!.controls!.locked).toBe(false);
    expect(view().board!.refusal).toBe('The table has moved on.');
    actor.stop();
  });

  it("after a few seconds of a move the server keeps refusing for now (its database away), shows the server's sentence; the answer clears it", async () => {
    vi.useFakeTimers();
    try {
      const { fake, actor, view, confirm } = table();
      confirm();
      const away = 'The game database cannot be reached right now; nothing was changed. Try again in a moment.';
      fake.retried(new ProtocolError(503, 'storage.unavailable', away));
      // At first only "Sending your move…": a round trip is not worth a sentence.
      vi.advanceTimersByTime(STALLED_AFTER_MS - 1);
      expect(view().stalled).toBeNull();
      expect(view().board!.controls!.reason).toBe('Sending your move…');
      vi.advanceTimersByTime(1);
      expect(view().stalled).toBe(away);
      // A later attempt with another sentence replaces it.
      fake.retried(new ProtocolError(0, 'network', 'The server could not be reached: fetch failed'));
      expect(view().stalled).toBe('The server could not be reached: fetch failed');
      const after = apply(start, { ...fake.sent[0]!, player: 0 } as Action).state!;
      fake.answer().resolve({ version: 3, seat: 0, table: info(3, [1]), view: viewFor(after, 0) } as unknown as ActResult);
      await vi.advanceTimersByTimeAsync(0);
      expect(view().stalled).toBeNull();
      expect(view().board!.controls).toBeNull();
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
