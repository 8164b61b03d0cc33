/**
 * One seat of a server table, as `<carto-game server table seat-token>` plays it: the latest
 * version the server pushed (the seat's GameView and the table's info), the connection's status,
 * and `send(action)`, which resolves to the server's refusal (the engine's sentence) or null.
 *
 * It subscribes without a `since`, so the server sends the current version first: after a reload
 * (the attributes are still on the page) the element resumes from the latest version. The
 * transport reconnects by itself with Last-Event-ID; a version is taken only if it is newer than
 * the one shown, because the action's own answer and the pushed event carry the same version.
 */
import type { Action, GameView } from '../../src/game/types.ts';
import type { Refusal } from './wording.ts';
import { messageOf } from './problem.ts';
import {
  ProtocolError,
  type ConnectionStatus,
  type Subscription,
  type TableInfo,
  type Transport,
} from '../../client/transport.ts';

export type { ConnectionStatus, TableInfo, Transport };

export interface OnlineSnapshot {
  readonly version: number;
  readonly seat: number;
  readonly table: TableInfo | null;
  readonly view: GameView | null;
  readonly status: ConnectionStatus;
  /** why the connection stopped for good (a wrong token, an unknown table), else '' */
  readonly problem: string;
  /** the server has been out of reach for a while: why, in a sentence; '' when reachable */
  readonly unreachable: string;
  /** a move sent a while ago is still being tried again: the server's last sentence about it (its database is away...); else '' */
  readonly stalled: string;
}

/** How long a move may be on its way before the player is told why it has not gone through. */
export const STALLED_AFTER_MS = 3000;

function refusalOf(e: unknown): Refusal {
  return e instanceof ProtocolError ? { code: e.code, message: e.message } : { code: 'send.failed', message: messageOf(e) };
}

export class OnlineSeat {
  private subscription: Subscription | null = null;
  private current: OnlineSnapshot = { version: -1, seat: -1, table: null, view: null, status: 'connecting', problem: '', unreachable: '', stalled: '' };

  constructor(
    private readonly transport: Transport,
    private readonly onChange: (snapshot: OnlineSnapshot) => void,
  ) {}

  get snapshot(): OnlineSnapshot {
    return this.current;
  }

  connect(): void {
    if (this.subscription) return;
    this.subscription = this.transport.subscribe({
      onEvent: (e) => this.take(e.version, e.seat, e.table, e.view),
      onStatus: (status, error) => this.update({ status, problem: status === 'closed' && error ? error.message : this.current.problem }),
      onUnreachable: (error) => this.update({ unreachable: error?.message ?? '' }),
    });
  }

  /** Tries to reach the server now instead of after the back-off delay. */
  retry(): void {
    this.subscription?.retry?.();
  }

  close(): void {
    const s = this.subscription;
    this.subscription = null;
    s?.close();
  }

  /** Sends one action of this seat; resolves to the refusal (code, values, sentence), or null when accepted. */
  async send(action: Action): Promise<Refusal | null> {
    // The transport tries a move again for minutes (a restart, a database outage): after a few
    // seconds the player reads the server's own sentence instead of an endless "Sending…".
    let latest = '';
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      if (latest) this.update({ stalled: latest });
    }, STALLED_AFTER_MS);
    const onRetry = (problem: ProtocolError) => {
      latest = problem.message;
      if (late && this.current.stalled !== latest) this.update({ stalled: latest });
    };
    try {
      // The action's player is this seat (the view's viewer); the server checks it against the token.
      const r = await this.transport.act(action, { onRetry });
      this.take(r.version, this.current.seat, r.table, r.view);
      return null;
    } catch (e) {
      if (e instanceof ProtocolError) return { code: e.code, message: e.message };
      return { code: 'send.failed', message: messageOf(e) };
    } finally {
      clearTimeout(timer);
      if (this.current.stalled) this.update({ stalled: '' });
    }
  }

  /** The host skips a late or absent seat's turn (the answer is the table's next version). */
  async skip(target: number): Promise<{ refusal: Refusal } | { invite?: undefined }> {
    try {
      if (!this.transport.skip) throw new ProtocolError(501, 'skip.unsupported', 'This connection cannot skip a turn.');
      const r = await this.transport.skip(target);
      this.take(r.version, this.current.seat, r.table, r.view);
      return {};
    } catch (e) {
      return { refusal: refusalOf(e) };
    }
  }

  /** The host makes a one-seat invite for `target`'s seat. */
  async replace(target: number): Promise<{ refusal: Refusal } | { invite: string }> {
    try {
      if (!this.transport.replaceSeat) throw new ProtocolError(501, 'replace.unsupported', 'This connection cannot replace a seat.');
      return { invite: (await this.transport.replaceSeat(target)).invite };
    } catch (e) {
      return { refusal: refusalOf(e) };
    }
  }

  private take(version: number, seat: number, table: TableInfo, view: GameView | null): void {
    if (version <= this.current.version) return;
    this.update({ version, seat: view?.viewer ?? seat, table, view });
  }

  private update(patch: Partial<OnlineSnapshot>): void {
    this.current = { ...this.current, ...patch };
    this.onChange(this.current);
  }
}
