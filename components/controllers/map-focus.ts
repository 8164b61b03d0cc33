import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TableController } from './table-controller.ts';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/**
 * Where the table puts the focus and the page: a screen's main button when a screen opens; the map's
 * cursor when play begins and after Confirm or Undo; and, on a phone, the whole map above the control
 * bar at each new task or banner.
 */
export class MapFocus implements ReactiveController {
  private seen = { screen: '', turn: '' };

  constructor(
    private readonly host: Host,
    private readonly follow: TableController,
  ) {
    host.addController(this);
  }

  /** A new table: every screen is new again. */
  reset(): void {
    this.seen = { screen: '', turn: '' };
  }

  private get mapEl(): (HTMLElement & { updateComplete?: Promise<unknown> }) | null {
    return this.host.renderRoot.querySelector('carto-map[interactive]');
  }

  hostUpdated(): void {
    const snap = this.follow.snapshot;
    const screen = snap ? JSON.stringify(snap.value) : '';
    // A new task, or a banner, on the board: the whole map is brought back above a phone's control bar.
    const turn = `${snap?.context.taskKey ?? ''}/${snap?.context.banner?.n ?? 0}`;
    if (turn !== this.seen.turn) {
      this.seen.turn = turn;
      if (screen === this.seen.screen && snap?.matches({ running: 'playing' })) this.keepMapInViewSoon();
    }
    if (screen === this.seen.screen) return;
    const wasPlaying = this.seen.screen.includes('"playing"');
    this.seen.screen = screen;
    const autofocus = this.host.renderRoot.querySelector<HTMLElement>('[data-autofocus]');
    if (autofocus) {
      // The screen from its heading, its main button focused where it stands (a season's Continue is pinned to the screen's bottom).
      autofocus.focus({ preventScroll: true });
      if (autofocus.closest('.summary')) autofocus.closest('section')?.scrollIntoView({ block: 'start' });
      return;
    }
    if (!snap?.matches({ running: 'playing' }) || wasPlaying) return;
    // After the map (and the panels beside it) have rendered: before that the page may be too short to scroll.
    void this.mapEl?.updateComplete?.then(() =>
      requestAnimationFrame(() => {
        this.host.renderRoot.querySelector('.map-area')?.scrollIntoView({ block: 'start' });
        this.keepMapInViewSoon();
        this.focusMap(true);
      }),
    );
  }

  /** Two frames on: the map fits its spaces to its column (FitController) a frame after it renders. */
  private keepMapInViewSoon(): void {
    requestAnimationFrame(() => requestAnimationFrame(() => this.keepMapInView()));
  }

  /**
   * On a phone the control bar covers the bottom of the screen: when the map's bottom is under it (a
   * short screen, a banner above the map), the page scrolls just enough to show the whole map above
   * the bar, never past the map's top.
   */
  private keepMapInView(): void {
    const frame = this.mapEl?.shadowRoot?.querySelector('[part="frame"]')?.getBoundingClientRect();
    const dock = this.host.renderRoot.querySelector('.dock')?.getBoundingClientRect();
    if (!frame || !dock || dock.height === 0) return;
    const below = dock.left < frame.right && dock.right > frame.left && dock.top > frame.top;
    const bottom = below ? Math.min(dock.top, window.innerHeight) : window.innerHeight;
    const by = frame.bottom - bottom;
    if (by > 0) window.scrollBy({ top: Math.min(by + 4, frame.top), behavior: 'instant' });
    else if (frame.top < 0) window.scrollBy({ top: frame.top, behavior: 'instant' });
  }

  /** Focuses the map's cursor (the grid's one tab stop). */
  focusMap(preventScroll = false): void {
    this.mapEl?.shadowRoot?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus({ preventScroll });
  }

  /**
   * After a control that ends or rewinds a placement (Confirm, Undo) the focus goes back to the map's
   * cursor once the table has moved on, so the next shape's keys work at once; a screen with a button
   * of its own (hand-over, season's end) takes the focus itself.
   */
  refocusMap = (): void => {
    void this.host.updateComplete.then(() => {
      if (this.host.renderRoot.querySelector('[data-autofocus]')) return;
      this.focusMap(true);
    });
  };
}
