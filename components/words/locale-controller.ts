import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isLocaleReady, loadLocale, onLocaleReady, sourceLocale, type Locale } from '../../i18n/localization.ts';
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

/**
 * Keeps an element in the language of its `locale` property or nearest `lang`: it re-reads that
 * when the element connects, when any `lang` in the document changes, when a language is registered
 * and on every update (so a `locale` set at any time counts), loads the language's messages when
 * they are not here yet, and re-renders the element when its language changed or arrived.
 */
export class LocaleController implements ReactiveController {
  /** The language the element shows (its messages may still be loading: then it shows English). */
  locale: Locale = sourceLocale;
  private stop: (() => void) | undefined;

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  hostConnected(): void {
    connected.add(this);
    watchLang(this.host.ownerDocument);
    this.stop = onLocaleReady((locale) => {
      if (this.resolve() || locale === this.locale) this.host.requestUpdate();
    });
    this.apply();
  }

  hostDisconnected(): void {
    connected.delete(this);
    this.stop?.();
  }

  /** Re-reads the element's language; re-renders it when that changed. */
  apply(): void {
    if (this.resolve()) this.host.requestUpdate();
  }

  /** Re-reads the element's language and starts loading it; true when it changed. */
  resolve(): boolean {
    const wanted = resolveLocale(this.host);
    const changed = wanted !== this.locale;
    this.locale = wanted;
    // A language that fails to load leaves the element in English (the page's console has the reason).
    if (!isLocaleReady(wanted)) loadLocale(wanted).catch((e: unknown) => console.warn(`cartographers-live: ${(e as Error).message}`));
    return changed;
  }
}
