// What the pseudo-locale tests look for: visible text and accessible names that hold plain English
// (two ASCII letters in a row), through open shadow roots; and how they wait for elements to settle.
import { fixture } from '@open-wc/testing';
import type { TemplateResult } from 'lit';

/** Two or more plain ASCII letters in a row: English that no message accented. */
export const ENGLISH = /[A-Za-z]{2,}/;
const NAME_ATTRIBUTES = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'aria-roledescription', 'aria-valuetext'];

/** Every visible text and accessible name under `root`, through open shadow roots, that holds English (outside translate="no"). */
export function english(root: Node, where = ''): string[] {
  const out: string[] = [];
  const visit = (node: Node, path: string) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      const text = node.textContent!.trim();
      if (text && parent && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(parent.tagName) && parent.checkVisibility() && ENGLISH.test(text))
        out.push(`${path}: "${text}"`);
      return;
    }
    if (node instanceof Element) {
      // translate="no": the HTML way to mark words that stay as they are (the scoring language's keywords).
      if (node.tagName === 'STYLE' || node.tagName === 'TEMPLATE' || node.getAttribute('translate') === 'no') return;
      const here = `${path} > ${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}`;
      for (const a of NAME_ATTRIBUTES) {
        const v = node.getAttribute(a);
        if (v && ENGLISH.test(v)) out.push(`${here} [${a}]: "${v}"`);
      }
      if (node.shadowRoot) visit(node.shadowRoot, `${here} ::shadow`);
    }
    node.childNodes.forEach((c) => visit(c, path === '' ? where : path));
  };
  visit(root, where);
  return out;
}

export async function settle(el: Element & { updateComplete?: Promise<unknown> }) {
  for (let i = 0; i < 3; i++) {
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
  }
}

export async function shown(template: TemplateResult): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(template);
  await settle(el);
  return el;
}
