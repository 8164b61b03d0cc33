import { ContextRoot } from '@lit/context';
import { adoptThemes } from '../styles/themes.ts';

const ROOT = Symbol.for('cartographers-live/context-root');

/**
 * A page may define a consumer of the game's context before its provider: `<carto-map player>`
 * written inside `<carto-game>`, with carto-map.js loaded before carto.js (or the elements' entries
 * imported in that order). The map's request then finds no provider and is lost. A ContextRoot on
 * the document keeps such requests and replays them when a provider appears. One per page, however
 * many copies of this module the page loads.
 */
function attachContextRoot(): void {
  if (typeof document === 'undefined') return; // server-side rendering: no requests to keep
  const page = globalThis as { [ROOT]?: true };
  if (page[ROOT]) return;
  page[ROOT] = true;
  new ContextRoot().attach(document.documentElement);
}

/**
 * Registers one element under its tag unless the tag is taken: importing two entries (or two
 * bundles) that both carry an element is harmless. Used by the per-element entries in this folder.
 * Like defineCartoElements, it also adopts the page-level theme sheet (data-carto-theme).
 */
export function defineOnce(tag: string, ctor: CustomElementConstructor, registry: CustomElementRegistry = customElements): void {
  adoptThemes();
  attachContextRoot();
  if (!registry.get(tag)) registry.define(tag, ctor);
}
