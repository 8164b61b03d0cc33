/**
 * Table sources: where the table machine's game comes from. The table talks to one source actor
 * through two messages, so local and online play are the same chart:
 * - it sends `source.act` with a player's confirmed action;
 * - the source sends back `source.changed` with the game as this device may show it (the whole
 *   state in local play, the seat's view online), and `source.refused` when an action is refused.
 *
 * `localSource` relays the table's game actor (the game statechart, a child of the table); `onlineSource` is one seat of a server table over a `Transport`.
 */
import { fromCallback, type ActorRefFrom } from 'xstate';
import type { Action, GameState, GameView } from '../../src/game/types.ts';
import type { ConnectionStatus, TableInfo, Transport } from '../../web/client/transport.ts';
import type { gameMachine } from '../game.machine.ts';
import { OnlineSeat } from './online-seat.ts';
import { selectState, selectViolation, selectWaiting } from '../selectors.ts';
import type { Refusal } from './wording.ts';
import { phaseOfStage, type Phase } from './phase.ts';
import { owingSeats } from './turn.ts';

export type GameActor = ActorRefFrom<typeof gameMachine>;

/**
 * The game as this device may show it, told apart by `kind`: the whole state in local play, one
 * seat's view online.
 */
export type Shown = { readonly kind: 'local'; readonly state: GameState } | { readonly kind: 'online'; readonly view: GameView };

/** What the state and a view have alike (a view hides the decks and the seed): what a screen reads of either. */
export type ShownGame = GameState | GameView;

/** The game behind what is shown, for what reads the fields both have. */
export function gameOf(shown: Shown): ShownGame {
  return shown.kind === 'local' ? shown.state : shown.view;
}

/** The game shown at a table, or null before there is one. */
export function shownGame(c: { readonly shown: Shown | null }): ShownGame | null {
  return c.shown && gameOf(c.shown);
}

/** The whole state behind what is shown (local play), or null (a seat's view online, or no game yet). */
export function wholeState(shown: Shown | null): GameState | null {
  return shown?.kind === 'local' ? shown.state : null;
}

export interface SourceSnapshot {
  /** null until an online table has started */
  readonly shown: Shown | null;
  /** how many players still owe an action in the open phase: the game statechart's barrier, or the server's */
  readonly waiting: number;
  /** which seats owe one (online: named in "Waiting for Ada, Bo") */
  readonly owing: readonly number[];
  /** the server table's seats and status (null in local play) */
  readonly info: TableInfo | null;
  readonly connection: ConnectionStatus;
  /** why the connection stopped for good, else '' */
  readonly problem: string;
  /** online: the server has been out of reach for a while, why in a sentence; else '' */
  readonly unreachable?: string;
  /** online: a move on its way for a while, the server's last sentence about it; else '' */
  readonly stalled?: string;
  /** the engine's sentence for the last refused action (local play), cleared by the next accepted one */
  readonly refusal: Refusal | null;
  /** the phase of the game's stage (machines/table/phase.ts), which the game statechart's state mirrors */
  readonly phase: Phase;
}

export type { Phase } from './phase.ts';

export type SourceEvent =
  | ({ readonly type: 'source.changed' } & SourceSnapshot)
  /** an online action was refused by the server: the sentence to show; the same task starts afresh */
  | { readonly type: 'source.refused'; readonly refusal: Refusal };

export type SourceCommand =
  | { readonly type: 'source.act'; readonly action: Action }
  | { readonly type: 'source.retry' }
  /** online, the host: skip a late or absent seat's turn, or make a one-seat invite for it */
  | { readonly type: 'source.skip'; readonly seat: number }
  | { readonly type: 'source.replace'; readonly seat: number };

export interface LocalSourceInput {
  readonly game: GameActor;
}

export const localSource = fromCallback<SourceCommand, LocalSourceInput>(({ input, sendBack, receive }) => {
  const { game } = input;
  const report = () => {
    const snap = game.getSnapshot();
    const state = selectState(snap);
    const event: SourceEvent = {
      type: 'source.changed',
      shown: { kind: 'local', state },
      waiting: selectWaiting(snap),
      owing: owingSeats(state),
      info: null,
      connection: 'open',
      problem: '',
      unreachable: '',
      refusal: selectViolation(snap),
      phase: phaseOfStage(state.stage),
    };
    sendBack(event);
  };
  const sub = game.subscribe(report);
  report();
  receive((cmd) => {
    if (cmd.type === 'source.act') game.send({ type: 'game.action', action: cmd.action });
  });
  return () => sub.unsubscribe();
});

export interface OnlineSourceInput {
  readonly transport: Transport;
}

export const onlineSource = fromCallback<SourceCommand, OnlineSourceInput>(({ input, sendBack, receive }) => {
  const seat = new OnlineSeat(input.transport, (snap) => {
    const event: SourceEvent = {
      type: 'source.changed',
      shown: snap.view && { kind: 'online', view: snap.view },
      waiting: snap.table?.waitingFor.length ?? 0,
      owing: snap.table?.waitingFor ?? [],
      info: snap.table,
      connection: snap.status,
      problem: snap.problem,
      unreachable: snap.unreachable,
      stalled: snap.stalled,
      refusal: null,
      phase: phaseOfStage(snap.view?.stage),
    };
    sendBack(event);
  });
  seat.connect();
  receive((cmd) => {
    if (cmd.type === 'source.retry') return seat.retry();
    if (cmd.type === 'source.skip' || cmd.type === 'source.replace') {
      const run = cmd.type === 'source.skip' ? seat.skip(cmd.seat) : seat.replace(cmd.seat);
      void run.then((r) => {
        if ('refusal' in r) sendBack({ type: 'source.refused', refusal: r.refusal } satisfies SourceEvent);
        else if (r.invite) sendBack({ type: 'table.replacement.made', seat: cmd.seat, invite: r.invite });
      });
      return;
    }
    if (cmd.type !== 'source.act') return;
    void seat.send(cmd.action).then((problem) => {
      if (problem !== null) sendBack({ type: 'source.refused', refusal: problem } satisfies SourceEvent);
    });
  });
  return () => seat.close();
});
