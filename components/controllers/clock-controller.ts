import { nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { lobbyLink } from '../../web/client/lobby.ts';
import type { TableSnapshot } from '../../machines/table.connect.ts';
import { clockView } from '../../machines/table/clock.ts';
import { clocks } from '../table/clocks.ts';
import { onlineOf, type TableIntents } from '../../machines/table.connect.ts';

/**
 * Every seat's clock at an online table (machines/table/clock.ts), re-rendered each second while
 * a deadline runs, on the host's clock (`now`: the page's, or a test's).
 */
export class ClockController implements ReactiveController {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly now: () => number,
  ) {
    host.addController(this);
  }

  /** The clocks of the table in `snapshot`; `page` is where replacement links open (default: this page). */
  render(snapshot: TableSnapshot | undefined, page: string, intents: TableIntents) {
    const c = snapshot?.context;
    const online = c ? onlineOf(c) : null;
    const viewer = c?.shown?.kind === 'online' ? c.shown.view.viewer : -1;
    const view = online ? clockView(c?.info ?? null, viewer, this.now()) : null;
    this.tick(view !== null && view.left !== null && view.left > 0);
    if (!view || !c || !online) return nothing;
    const table = c.info?.id ?? '';
    const base = page || location.href.replace(/#.*$/, '');
    const links = Object.fromEntries(Object.entries(online.replacements).map(([seat, invite]) => [seat, lobbyLink(base, 'join', table, invite)]));
    return clocks(view, links, {
      skip: (seat) => intents.table({ type: 'table.seat.skipped', seat }),
      replace: (seat) => intents.table({ type: 'table.seat.replaced', seat }),
    });
  }

  private tick(on: boolean): void {
    if (on && !this.timer) this.timer = setInterval(() => this.host.requestUpdate(), 1000);
    if (!on) this.hostDisconnected();
  }

  hostDisconnected(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
