import { sourceLocale, supportedLocale, type Locale } from '../../i18n/localization.ts';

const isShadowRoot = (n: unknown): n is ShadowRoot => typeof ShadowRoot !== 'undefined' && n instanceof ShadowRoot;

/** The `lang` of the nearest element that has one, walking up through shadow roots to the document. */
export function nearestLang(start: Element): string | null {
  let node: Node | null | undefined = start;
  while (node) {
    // Checked by shape, not `instanceof Element`: on a server (@lit-labs/ssr's DOM shim) there may be no Element.
    const el = node as Partial<Element>;
    if (typeof el.hasAttribute === 'function' && el.hasAttribute('lang')) return el.getAttribute!('lang');
    node = isShadowRoot(node.parentNode) ? node.parentNode.host : node.parentNode;
  }
  return null;
}

/**
 * The locale an element shows: its `locale` property, else the nearest `lang` (the element's own,
 * an ancestor's, the document's), else English. Unsupported tags fall back the same way.
 */
export function resolveLocale(el: Element & { locale?: string }): Locale {
  return supportedLocale(el.locale) ?? supportedLocale(nearestLang(el)) ?? supportedLocale(el.ownerDocument?.documentElement?.lang) ?? sourceLocale;
}
