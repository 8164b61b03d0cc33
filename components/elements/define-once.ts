/**
 * Registers one element under its tag unless the tag is taken: importing two entries (or two
 * bundles) that both carry an element is harmless. Used by the per-element entries in this folder.
 */
export function defineOnce(tag: string, ctor: CustomElementConstructor, registry: CustomElementRegistry = customElements): void {
  if (!registry.get(tag)) registry.define(tag, ctor);
}
