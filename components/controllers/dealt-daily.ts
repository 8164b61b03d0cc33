/**
 * `<carto-game daily daily-dealt server=...>`'s server-dealt daily (docs/PROTOCOL.md, "Server-dealt
 * daily"): before the server dealt this device the day's game, its first screen (the player's name,
 * then the request); after, the seat (table and token) the element plays online, kept in the
 * browser's storage so a reload resumes it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { startDealtDaily } from '../../web/client/leaderboard.ts';
import { dealtStartScreen } from '../table/dealt-daily.ts';
import { claimOf, dealtSeat, saveClaim, saveDealtSeat, saveName, savedName, type DealtSeatRef } from '../share/player-names.ts';

/** The day (UTC, `YYYY-MM-DD`) and game of a server-dealt daily, and the server that deals it. */
export interface DealtDay {
  readonly server: string;
  readonly date: string;
  readonly mode: string;
}

const keyOf = (d: DealtDay) => `${d.server} ${d.date} ${d.mode}`;

export class DealtDailyController implements ReactiveController {
  /** this device's seat at the day's server table, once dealt */
  seat: DealtSeatRef | null = null;
  /** the seat just dealt, for a browser whose storage is blocked */
  private here: { readonly key: string; readonly seat: DealtSeatRef } | null = null;
  private ask = { name: '', busy: false, problem: null as unknown };

  constructor(
    private readonly host: ReactiveControllerHost,
    /** opens the element's table again (now with the seat) */
    private readonly reopen: () => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The seat of `day` on this device (null: not dealt yet, or no server-dealt daily). */
  load(day: DealtDay | null): DealtSeatRef | null {
    const here = day && this.here?.key === keyOf(day) ? this.here.seat : null;
    this.seat = day ? (dealtSeat(day.server, day.date, day.mode) ?? here) : null;
    if (day && !this.seat && !this.ask.name) this.ask = { ...this.ask, name: savedName() };
    return this.seat;
  }

  render(day: DealtDay) {
    return dealtStartScreen(
      { date: day.date, ...this.ask },
      {
        named: (name) => {
          this.ask = { ...this.ask, name };
          this.host.requestUpdate();
        },
        asked: () => void this.deal(day),
      },
    );
  }

  /** Asks the server to deal the day's game to the named player, then plays it. */
  private async deal(day: DealtDay): Promise<void> {
    const name = this.ask.name.trim();
    if (!name || this.ask.busy) return;
    saveName(name);
    this.ask = { ...this.ask, busy: true, problem: null };
    this.host.requestUpdate();
    try {
      const dealt = await startDealtDaily(day.server, day.date, day.mode, name, claimOf(name));
      if (dealt.claim) saveClaim(name, dealt.claim);
      const seat = { table: dealt.table.id, token: dealt.token };
      saveDealtSeat(day.server, day.date, day.mode, seat);
      this.here = { key: keyOf(day), seat };
      this.ask = { ...this.ask, busy: false };
      this.reopen();
    } catch (e) {
      this.ask = { ...this.ask, busy: false, problem: e };
    }
    this.host.requestUpdate();
  }
}
