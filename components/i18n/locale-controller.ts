import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { LOCALE_STATUS_EVENT, type LocaleStatusEventDetail } from '@lit/localize';
import { getLocale, setLocale, type Locale } from './localization.ts';
import { resolveLocale } from './resolve-locale.ts';

type Host = ReactiveControllerHost & HTMLElement & { locale?: string };

const connected = new Set<LocaleController>();
let observer: MutationObserver | null = null;

/** One observer for the whole page: any `lang` change in the document re-resolves every element. */
function watchLang(doc: Document): void {
  if (observer || typeof MutationObserver !== 'function') return;
  observer = new MutationObserver(() => connected.forEach((c) => c.apply()));
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
}

let pending: Locale | null = null;

/**
 * Keeps an element in the language of its `locale` property or nearest `lang`: it asks
 * lit-localize for that locale when it connects, when a `lang` changes and when `locale` changes,
 * and re-renders the element once the locale's messages have loaded. It never re-asks on a mere
 * re-render, so two elements with different languages cannot set each other off in a loop.
 */
export class LocaleController implements ReactiveController {
  private asked: Locale | null = null;

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  hostConnected(): void {
    connected.add(this);
    watchLang(this.host.ownerDocument);
    window.addEventListener(LOCALE_STATUS_EVENT, this.onStatus);
    this.asked = null;
    this.apply();
  }

  hostDisconnected(): void {
    connected.delete(this);
    window.removeEventListener(LOCALE_STATUS_EVENT, this.onStatus);
  }

  /** Called by the host when its `locale` property changed, and by the `lang` observer. */
  apply(): void {
    const wanted = resolveLocale(this.host);
    if (wanted === this.asked) return;
    this.asked = wanted;
    if (wanted === (pending ?? getLocale())) return;
    pending = wanted;
    void setLocale(wanted).finally(() => {
      if (pending === wanted) pending = null;
    });
  }

  private onStatus = (e: Event): void => {
    if ((e as CustomEvent<LocaleStatusEventDetail>).detail.status === 'ready') this.host.requestUpdate();
  };
}
