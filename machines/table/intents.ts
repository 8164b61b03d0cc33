/**
 * The intents `<carto-game>`'s DOM events call (the "connect" half that goes the other way): each
 * sends one event to the table or to its placement child, deciding what a key or a second
 * activation of the same space means (machines/placement.connect.ts).
 */
import type { Cell } from '../../src/grid/grid.ts';
import type { PlacementEvent, PlacementIntent } from '../events.ts';
import { activateEvent, intentEvent, keyIntent, type KeyPress, type PlacementKeys } from '../placement.connect.ts';
import type { PlacementActor, TableEvent } from './context.ts';

/** The intents the element's DOM events call: each sends one event to the table or its placement. */
export interface TableIntents {
  table(event: TableEvent): void;
  point(at: Cell): void;
  /** `repeat`: the second click of a double-click or double-tap, which never confirms */
  activate(at: Cell, repeat?: boolean): void;
  control(intent: PlacementIntent): void;
  /** a key while playing; true when it meant something (the element then prevents its default) */
  key(press: KeyPress, keys?: PlacementKeys): boolean;
}

export function tableIntents(sendTable: (event: TableEvent) => void, placementOf: () => PlacementActor | undefined): TableIntents {
  const send = (e: PlacementEvent) => placementOf()?.send(e);
  return {
    table: sendTable,
    point: (at) => send({ type: 'placement.hovered', at }),
    activate: (at, repeat = false) => {
      const p = placementOf();
      if (!p) return;
      // Placing by hand sets a shown hint aside.
      sendTable({ type: 'table.hint.dismissed' });
      const event = activateEvent(p.getSnapshot().context, at, repeat);
      p.send(event);
      const after = p.getSnapshot().context.preview;
      if (event.type === 'placement.moved' && after && !after.legal && after.reason) {
        sendTable({ type: 'table.announced', notice: { kind: 'refused', refusal: { code: after.code ?? 'placement.not-allowed', message: after.reason, ...(after.params ? { params: after.params } : {}) } } });
      }
    },
    control: (intent) => send(intentEvent(intent)),
    key: (press, keys) => {
      const p = placementOf();
      const intent = p ? keyIntent(p.getSnapshot().context, press, keys) : null;
      if (!intent) return false;
      send(intentEvent(intent));
      return true;
    },
  };
}
