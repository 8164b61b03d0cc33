import { CartoMapElement } from './carto-map.ts';
import { CartoShapeElement } from './carto-shape.ts';
import { CartoCardElement } from './carto-card.ts';

/**
 * Registers every element under its tag, once: calling it again, or loading two copies of the
 * bundle on one page, is harmless. Providers must be defined before their consumers
 * (a @lit/context consumer upgraded first gets no value).
 */
const elements: ReadonlyArray<readonly [string, CustomElementConstructor]> = [
  ['carto-map', CartoMapElement],
  ['carto-shape', CartoShapeElement],
  ['carto-card', CartoCardElement],
];

export function defineCartoElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, ctor] of elements) {
    if (!registry.get(tag)) registry.define(tag, ctor);
  }
}
