import { sourceLocale, supportedLocale, type Locale } from './localization.ts';

/** The `lang` of the nearest element that has one, walking up through shadow roots to the document. */
export function nearestLang(start: Element): string | null {
  let node: Node | null = start;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang');
    node = node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode;
  }
  return null;
}

/**
 * The locale an element shows: its `locale` property, else the nearest `lang` (the element's own,
 * an ancestor's, the document's), else English. Unsupported tags fall back the same way.
 */
export function resolveLocale(el: Element & { locale?: string }): Locale {
  return supportedLocale(el.locale) ?? supportedLocale(nearestLang(el)) ?? supportedLocale(el.ownerDocument?.documentElement.lang) ?? sourceLocale;
}
