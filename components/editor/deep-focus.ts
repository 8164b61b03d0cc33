/** Finding and focusing a field inside the editor's nested shadow trees (a problem chosen in the list focuses its field). */
import { ReactiveElement } from 'lit';

/** The element inside `root`'s shadow trees (searched depth-first) matching `selector`. */
export function deepQuery(root: ParentNode, selector: string): HTMLElement | null {
  const found = root.querySelector<HTMLElement>(selector);
  if (found) return found;
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) {
      const inner = deepQuery(el.shadowRoot, selector);
      if (inner) return inner;
    }
  }
  return null;
}

/** Waits until the elements inside `root` (and theirs) have rendered. */
export async function settled(root: ParentNode): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const pending: Promise<unknown>[] = [];
    const walk = (r: ParentNode) => {
      for (const el of r.querySelectorAll('*')) {
        if (el instanceof ReactiveElement) pending.push(el.updateComplete);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(root);
    await Promise.all(pending);
  }
}

/** Focuses the field of `file` at `pointer`, or the nearest enclosing one that is drawn (a map: its focusable cell). */
export function focusField(root: ParentNode, file: string, pointer: string): void {
  const parts = pointer.split('/');
  for (let n = parts.length; n >= 1; n--) {
    const el = deepQuery(root, `[data-pointer="${CSS.escape(`${file}${parts.slice(0, n).join('/')}`)}"]`);
    if (el) {
      el.scrollIntoView({ block: 'center' });
      const target = el.matches('carto-map') ? (deepQuery(el.shadowRoot!, '[tabindex="0"]') ?? el) : el;
      target.focus();
      return;
    }
  }
}
