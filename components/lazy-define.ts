/**
 * Loads an element's module when the page first has the element: at once when the document already
 * holds one, else when one is added to it (a MutationObserver, disconnected then). An element
 * created before its definition upgrades when the module defines it.
 */
export function loadWhenUsed(tag: string, load: () => Promise<unknown>, root: Document | undefined = globalThis.document): void {
  if (!root || customElements.get(tag)) return;
  let started = false;
  let observer: MutationObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    load().catch((e: unknown) => console.error(`<${tag}> could not be loaded:`, e));
  };
  if (root.querySelector(tag)) return start();
  observer = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && (n.localName === tag || n.querySelector(tag))) return start();
  });
  observer.observe(root, { childList: true, subtree: true });
}
