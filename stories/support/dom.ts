/** Small helpers for play functions: wait for Lit to render, and reach into shadow roots. */
import type { LitElement } from 'lit';

/** Waits for the element's update, a task turn (actors notify asynchronously), and the update after. */
export async function settle(el: LitElement): Promise<void> {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
}

/** The one element matching `selector` in `root`'s shadow root; throws a readable error when absent. */
export function inShadow<T extends Element = HTMLElement>(host: Element, selector: string): T {
  const found = host.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`<${host.localName}> has no ${selector} in its shadow root`);
  return found;
}

/** Every element matching `selector` in `host`'s shadow root. */
export function allInShadow<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return [...(host.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
}

/** The map's cell at [row, col] (0-based). */
export function cellAt(map: Element, row: number, col: number): HTMLElement {
  return inShadow(map, `[role="gridcell"][data-row="${row}"][data-col="${col}"]`);
}

/** The accessible names of the ghost's cells, in grid order: a fingerprint of where and how the ghost lies. */
export function ghostOf(map: Element): string[] {
  return allInShadow(map, '.ghost').map((c) => c.getAttribute('aria-label') ?? '');
}

/** How many cells of the map have a drawn terrain (not empty, mountain or wasteland). */
export function drawnCount(map: Element): number {
  return allInShadow(map, '[role="gridcell"]').filter((c) =>
    /^row \d+, column \d+, (forest|village|farm|water|monster|hero)/.test(c.getAttribute('aria-label') ?? ''),
  ).length;
}
