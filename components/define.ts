import { CartoGameElement } from './carto-game.ts';
import { PLAY_ELEMENTS } from './play-elements.ts';
import { adoptThemes } from './styles/themes.ts';

/**
 * Registers every element under its tag, once: calling it again, or loading two copies of the
 * bundle on one page, is harmless. Providers must be defined before their consumers
 * (a @lit/context consumer upgraded first gets no value). It also adopts the theme sheet into the
 * document, so `data-carto-theme` works on any ancestor (components/styles/themes.ts).
 */
const elements: ReadonlyArray<readonly [string, CustomElementConstructor]> = [
  // The provider first: a @lit/context consumer upgraded before its provider gets no value.
  ['carto-game', CartoGameElement],
  ...PLAY_ELEMENTS,
];

export function defineCartoElements(registry: CustomElementRegistry = customElements): void {
  // The themes (data-carto-theme on any ancestor) are page-level rules: adopt them with the elements.
  adoptThemes();
  for (const [tag, ctor] of elements) {
    if (!registry.get(tag)) registry.define(tag, ctor);
  }
}
