import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Re-renders its host every `periodMs` while on (a clock counting down between the server's
 * versions); off, it costs nothing. The time itself comes from the host's injected clock.
 */
export class Ticker implements ReactiveController {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly periodMs = 1000,
  ) {
    host.addController(this);
  }

  /** Ticks while `on` is true. */
  run(on: boolean): void {
    if (on && !this.timer) this.timer = setInterval(() => this.host.requestUpdate(), this.periodMs);
    if (!on) this.hostDisconnected();
  }

  hostDisconnected(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
