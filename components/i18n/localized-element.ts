import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { LocaleController } from './locale-controller.ts';
import { withLocale } from './localization.ts';
import { resolveLocale } from './resolve-locale.ts';

/**
 * The base of every element of the toolkit: it shows its words in the language of its `locale`
 * property or of the nearest `lang` attribute (its own, an ancestor's, the document's), and
 * switches live when either changes; elements in different languages coexist on one page.
 * Messages are written with `msg()` from `components/i18n/localization.ts` (see docs/I18N.md).
 */
export class LocalizedElement extends LitElement {
  /** The language to show ("en", "de", "pl", or one added with registerLocale); empty: the nearest `lang` attribute decides. */
  @property() locale = '';

  private readonly localeController = new LocaleController(this);

  constructor() {
    super();
    // A server renderer (@lit-labs/ssr) calls render() alone, with no update around it: the element's
    // language wraps render itself too (the subclass's render, found on the prototype chain).
    const render = this.render;
    this.render = () => withLocale(this.isConnected ? this.localeController.locale : resolveLocale(this), () => render.call(this));
  }

  /** The whole update (willUpdate, render, updated) speaks the element's language. */
  protected override performUpdate(): void {
    this.localeController.resolve();
    withLocale(this.localeController.locale, () => super.performUpdate());
  }
}
