import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Actor } from 'xstate';
import type { tableMachine } from '../../machines/table.machine.ts';
import type { TableSnapshot } from '../../machines/table.connect.ts';
import type { PlacementActor } from '../../machines/table/context.ts';
import type { PlacementContext } from '../../machines/placement.machine.ts';

/**
 * Follows a table actor and the placement child it is running: the host re-renders when either
 * changes. (A child's changes do not change its parent's snapshot in XState, so the placement, which
 * moves with every pointer move, is followed on its own and re-subscribed when the table starts a
 * new one.)
 */
export class TableController implements ReactiveController {
  private actor?: Actor<typeof tableMachine>;
  private tableSub?: { unsubscribe(): void };
  private placementSub?: { unsubscribe(): void };
  private placementRef?: PlacementActor;

  snapshot?: TableSnapshot;
  placement?: PlacementContext;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  get placementActor(): PlacementActor | undefined {
    return this.placementRef;
  }

  follow(actor: Actor<typeof tableMachine> | undefined): void {
    this.tableSub?.unsubscribe();
    this.tableSub = undefined;
    this.actor = actor;
    if (actor) {
      this.tableSub = actor.subscribe((s) => this.take(s));
      this.take(actor.getSnapshot());
    } else {
      this.takePlacement(undefined);
      this.snapshot = undefined;
    }
  }

  hostDisconnected(): void {
    this.follow(undefined);
  }

  private take(s: TableSnapshot): void {
    this.snapshot = s;
    this.takePlacement(s.children.placement);
    this.host.requestUpdate();
  }

  private takePlacement(ref: PlacementActor | undefined): void {
    if (ref === this.placementRef) return;
    this.placementSub?.unsubscribe();
    this.placementRef = ref;
    this.placement = ref?.getSnapshot().context;
    this.placementSub = ref?.subscribe((p) => {
      this.placement = p.context;
      this.host.requestUpdate();
    });
  }
}
