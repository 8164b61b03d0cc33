import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { AmbushCard } from '../../src/content/types.ts';
import type { GameState } from '../../src/game/types.ts';
import type { Cell } from '../../src/grid/grid.ts';
import { soloWalkOrder } from '../../src/rules/ambush.ts';
import { shapeFromPicture } from '../../src/shapes/shape.ts';
import type { MapGhost } from '../carto-map.ts';

const STEP_MS = 70;
/** The landing stays a while: the eye needs longer to find where the monster ended up than to follow the steps. */
const LAND_STEPS = 8;

/**
 * Shows a solo ambush walking the ring: the monster's ghost steps through the positions the walk
 * tried, from the card's corner, until the one where it was drawn. With reduced motion it is not
 * animated (the drawn monster and the announcement say what happened).
 */
export class WalkAnimation implements ReactiveController {
  private frames: Cell[][] = [];
  private frame = -1;
  private sheet = -1;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.stop();
  }

  play(state: GameState, sheet: number, cardId: string, landed: readonly Cell[]): void {
    this.stop();
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const card = state.cards[cardId] as AmbushCard | undefined;
    const grid = state.sheets[sheet]?.grid;
    if (!card || card.kind !== 'ambush' || !grid) return;
    const shape = shapeFromPicture(card.shape);
    const frames: Cell[][] = [];
    for (const step of soloWalkOrder(grid.rows, grid.cols, shape.height, shape.width, card.solo.corner, card.solo.direction)) {
      const cells = shape.cells.map(([r, c]): Cell => [step.row + r, step.col + c]);
      frames.push(cells);
      // Stop at the position where the monster was drawn.
      if (cells.every(([r, c]) => landed.some(([lr, lc]) => lr === r && lc === c))) break;
    }
    this.frames = frames;
    this.sheet = sheet;
    this.frame = 0;
    this.timer = setInterval(() => {
      this.frame++;
      if (this.frame >= this.frames.length + LAND_STEPS - 1) this.stop();
      this.host.requestUpdate();
    }, STEP_MS);
    this.host.requestUpdate();
  }

  /** The ghost to show on `sheet` now, or undefined when no walk is playing there. */
  ghost(sheet: number): MapGhost | undefined {
    if (this.frame < 0 || sheet !== this.sheet) return undefined;
    const last = this.frames.length - 1;
    const cells = this.frames[Math.min(this.frame, last)];
    return cells ? { cells, terrain: 'monster', legal: this.frame >= last } : undefined;
  }

  private stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    this.frame = -1;
  }
}
