/**
 * Every seat's clock at an online table, as the game and a spectator show it: how long the current
 * phase has left, who still owes a move, who is late (past the deadline) or has left, and what the
 * host may do about it (skip a late or absent seat's turn, hand its seat to someone else). Pure:
 * the page's clock comes in as `now`, so the view counts down live between the server's versions
 * and tests pass their own time.
 */
import type { TableInfo } from '../../web/client/protocol.ts';

export interface SeatClock {
  readonly seat: number;
  readonly name: string;
  /** owes a move in the current phase */
  readonly owing: boolean;
  /** owes one past the deadline */
  readonly late: boolean;
  /** left the table */
  readonly absent: boolean;
  /** the host may play the rules' first move for it */
  readonly canSkip: boolean;
  /** the host may hand the seat to someone else */
  readonly canReplace: boolean;
}

export interface ClockView {
  /** the time per phase, in seconds, or null without a time control */
  readonly turnSeconds: number | null;
  /** milliseconds left in the current phase (0 once past), or null without a deadline */
  readonly left: number | null;
  readonly seats: readonly SeatClock[];
  /** the viewer is the host (seat 0) */
  readonly host: boolean;
}

/** The clocks of a table in play (null before the start, after the end, or in local play). */
export function clockView(info: TableInfo | null, viewer: number, now: number): ClockView | null {
  if (!info || info.status !== 'playing') return null;
  const deadline = info.deadline ? Date.parse(info.deadline) : null;
  const past = deadline !== null && now > deadline;
  const host = viewer === 0;
  return {
    turnSeconds: info.turnSeconds ?? null,
    left: deadline === null ? null : Math.max(0, deadline - now),
    host,
    seats: info.seats.map((s) => {
      const owing = info.waitingFor.includes(s.seat);
      const late = owing && past;
      const absent = s.absent === true;
      return {
        seat: s.seat,
        name: s.name,
        owing,
        late,
        absent,
        canSkip: host && s.seat !== 0 && owing && (late || absent),
        canReplace: host && s.seat !== 0 && (late || absent),
      };
    }),
  };
}
