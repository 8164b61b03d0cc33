import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TableIntents } from '../../machines/table.connect.ts';
import type { InputDevice } from '../../machines/table/wording.ts';
import type { TableController } from './table-controller.ts';
import { placementKeys } from '../words/shortcuts.ts';

/** Keys that move the keyboard cursor or the focus: a player pressing them plays by keyboard. */
const NAVIGATION_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Enter', 'Tab', 'Home', 'End', 'PageUp', 'PageDown']);

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/**
 * The table's input from the keyboard and the pointer, and its help panel: the placement keys (R,
 * F, O, numbers, Backspace) while the player places, also when the focus is on no element at all;
 * `?` and Escape for the help, which is a step in the browser's history (a phone's Back closes it);
 * and which device the player last used (mouse, touch or keyboard), for the status line.
 */
export class TableKeys implements ReactiveController {
  /** How the player last played: the status line says the next step for it. */
  device: InputDevice = 'mouse';

  constructor(
    private readonly host: Host,
    private readonly follow: TableController,
    private readonly intents: TableIntents,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onKeyDown);
    this.host.addEventListener('pointerdown', this.onPointerDown, { capture: true });
    window.addEventListener('keydown', this.onPageKeyDown);
    window.addEventListener('popstate', this.onPopState);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onKeyDown);
    this.host.removeEventListener('pointerdown', this.onPointerDown, { capture: true });
    window.removeEventListener('keydown', this.onPageKeyDown);
    window.removeEventListener('popstate', this.onPopState);
  }

  private get placing(): boolean {
    return this.follow.snapshot?.matches({ running: { playing: { device: 'acting' } } }) === true;
  }

  private setDevice(device: InputDevice): void {
    if (device === this.device) return;
    this.device = device;
    this.host.requestUpdate();
  }

  private onPointerDown = (e: PointerEvent): void => this.setDevice(e.pointerType === 'mouse' ? 'mouse' : 'touch');

  /** Whether this game takes the keys of a page whose focus is nowhere: the first game on the page whose player is placing. */
  private get takesPageKeys(): boolean {
    const games = [...document.querySelectorAll<HTMLElement & { keys?: TableKeys }>('carto-game')];
    return games.find((g) => g.keys?.placing) === this.host;
  }

  /**
   * Keys pressed while focus is on no element (a clicked button was disabled or removed, or the page
   * was clicked): they still play, so R, F, O and the numbers never go dead while a game is on screen.
   */
  private onPageKeyDown = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || e.composedPath().includes(this.host)) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== document.documentElement) return;
    if (this.takesPageKeys) this.onKeyDown(e);
  };

  private onKeyDown = (e: KeyboardEvent): void => {
    const target = e.composedPath()[0] as HTMLElement | undefined;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
    if (NAVIGATION_KEYS.has(e.key)) this.setDevice('keyboard');
    // Escape closes the help first; ? opens the keyboard shortcuts on any screen.
    if (e.key === 'Escape' && this.follow.snapshot?.context.help) {
      e.preventDefault();
      return this.closeHelp();
    }
    if (e.key === '?') {
      e.preventDefault();
      return this.openHelp('keys');
    }
    if (!this.placing) return;
    if (this.intents.key(e, placementKeys())) e.preventDefault();
  };

  toggleHelp(which: 'play' | 'keys'): void {
    if (this.follow.snapshot?.context.help === which) this.closeHelp();
    else this.openHelp(which);
  }

  /** The help's element and text load on first use (they are kept out of the one-script bundle). */
  openHelp(view: 'play' | 'keys'): void {
    void import('../lazy-elements.ts');
    // The help is a step in the browser's history: a phone's Back closes it instead of leaving the page.
    if (!this.follow.snapshot?.context.help) history.pushState({ ...(history.state ?? {}), cartoHelp: true }, '');
    this.intents.table({ type: 'table.help.opened', view });
    // Focus goes where the reader now looks: the help panel, scrolled into view.
    void this.host.updateComplete
      .then(() => customElements.whenDefined('carto-help'))
      .then(() => {
        const help = this.host.renderRoot.querySelector<HTMLElement>('carto-help');
        help?.scrollIntoView({ block: 'nearest' });
        help?.focus({ preventScroll: true });
      });
  }

  /** Back (the browser's or a phone's) while the help is open closes it. */
  private onPopState = (): void => {
    if (this.follow.snapshot?.context.help) this.closeHelp(false);
  };

  closeHelp(fromPage = true): void {
    this.intents.table({ type: 'table.help.closed' });
    // Closed by the page (Close, Escape, the toolbar): take back the history step the help added.
    if (fromPage && (history.state as { cartoHelp?: boolean } | null)?.cartoHelp) history.back();
    void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement>('.toolbar button')?.focus());
  }
}
