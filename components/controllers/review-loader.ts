import { adoptStyles, html, type CSSResultOrNative, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { msg } from '../../i18n/localization.ts';
import type { TableIntents, TableView } from '../../machines/table.connect.ts';

type ReviewScreen = typeof import('../table/review-screen.ts').reviewScreen;
type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/**
 * The solo game's review screen, loaded on first need (kept out of the one-script bundle): its
 * template, and its styles added to the host's shadow root beside the host's own.
 */
export class ReviewLoader implements ReactiveController {
  private screen?: ReviewScreen;

  constructor(
    private readonly host: Host,
    private readonly hostStyles: () => CSSResultOrNative[],
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Starts loading while the results are read, so "Review" opens at once. */
  preload(): void {
    if (!this.screen) void this.load();
  }

  /** The review, or a status line while its screen loads (focus then goes to its first control). */
  render(review: NonNullable<TableView['review']>, intents: TableIntents): TemplateResult {
    if (this.screen) return this.screen(review, intents);
    void this.load()
      .then(() => this.host.updateComplete)
      .then(() => this.host.renderRoot.querySelector<HTMLElement>('[data-autofocus]')?.focus());
    return html`<p role="status">${msg('Opening the review…')}</p>`;
  }

  private load(): Promise<void> {
    return import('../table/review-screen.ts').then((m) => {
      if (this.screen) return;
      adoptStyles(this.host.renderRoot as ShadowRoot, [...this.hostStyles(), m.reviewStyles]);
      this.screen = m.reviewScreen;
      this.host.requestUpdate();
    });
  }
}
