import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TableSnapshot } from '../../machines/table.connect.ts';
import { NO_MILESTONES, outwardSince, type Milestones, type Outward } from '../../machines/table/outward.ts';
import { CartoGameErrorEvent, CartoGameOverEvent, CartoGameStartEvent, CartoSeasonEndEvent, CartoTurnEvent } from '../events/game-events.ts';

/**
 * Tells the page around `<carto-game>` what happened (components/events/game-events.ts): each
 * snapshot the element renders is compared with the milestones already told, and the events in
 * between are dispatched from the host once it has updated.
 */
export class OutwardEvents implements ReactiveController {
  private told: Milestones = NO_MILESTONES;
  private queue: Outward[] = [];

  constructor(private readonly host: ReactiveControllerHost & EventTarget) {
    host.addController(this);
  }

  /** A new game (another table): nothing told yet. */
  /** the snapshot last observed: observed again (the element renders on every pointer move), it tells nothing new */
  private seen: TableSnapshot | undefined;

  reset(): void {
    this.told = NO_MILESTONES;
    this.queue = [];
    this.seen = undefined;
  }

  observe(snapshot: TableSnapshot): void {
    if (snapshot === this.seen) return;
    this.seen = snapshot;
    const { now, events } = outwardSince(this.told, snapshot);
    this.told = now;
    this.queue.push(...events);
  }

  hostUpdated(): void {
    for (const e of this.queue.splice(0)) this.host.dispatchEvent(eventFor(e));
  }
}

function eventFor(e: Outward): Event {
  switch (e.type) {
    case 'started':
      return new CartoGameStartEvent(e.players, e.online, e.table);
    case 'turn':
      return new CartoTurnEvent(e.player, e.name);
    case 'season-end':
      return new CartoSeasonEndEvent(e.season, e.scores);
    case 'game-over':
      return new CartoGameOverEvent(e.standings, e.winners, e.code, e.table);
    case 'error':
      return new CartoGameErrorEvent(e.code, e.message);
  }
}
