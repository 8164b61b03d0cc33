import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Watches whether a fitted map had to shrink its spaces below their natural size (its container is
 * narrower than the map at `--carto-cell-size`), so the zoom button shows only where zooming helps.
 * The natural width is the host's `contain-intrinsic-inline-size`, which the styles compute from
 * the column count and the cell size.
 */
export class FitController implements ReactiveController {
  /** True while the map is narrower than its natural width. */
  shrunk = false;

  private observer?: ResizeObserver;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    if (typeof ResizeObserver === 'undefined') return;
    // Measured on the next frame: the button it shows changes the host's height, which inside the
    // observer's own callback would be a resize loop.
    this.observer = new ResizeObserver(() => requestAnimationFrame(() => this.measure()));
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
  }

  private measure(): void {
    const natural = parseFloat(getComputedStyle(this.host).containIntrinsicInlineSize);
    const shrunk = Number.isFinite(natural) && this.host.getBoundingClientRect().width < natural - 0.5;
    if (shrunk === this.shrunk) return;
    this.shrunk = shrunk;
    this.host.requestUpdate();
  }
}
