import { LitElement, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { LocaleController } from './locale-controller.ts';

/**
 * The base of every element of the toolkit: it shows its words in the language of its `locale`
 * property or of the nearest `lang` attribute (its own, an ancestor's, the document's), and
 * switches live when either changes. Messages are written with `msg()` from `@lit/localize`
 * (see I18N-HOWTO.md).
 */
export class LocalizedElement extends LitElement {
  /** The language to show ("en", "de", "pl"); empty: the nearest `lang` attribute decides. */
  @property() locale = '';

  private readonly localeController = new LocaleController(this);

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('locale') && this.isConnected) this.localeController.apply();
  }
}
