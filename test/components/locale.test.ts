// The locale of an element: its `locale` property, else the nearest `lang` (its own, an ancestor's
// across shadow roots, the document's); it changes live, and the shown words follow.
import { expect, fixture, html } from '@open-wc/testing';
import { until } from './until.ts';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoPlacementControlsElement } from '../../components/carto-placement-controls.ts';
import { resolveLocale } from '../../components/words/resolve-locale.ts';

defineCartoElements();

const text = (el: Element) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');

async function shows(el: CartoPlacementControlsElement, word: string): Promise<void> {
  await until(() => text(el).includes(word), `expected "${word}" in: ${text(el)}`);
}

describe('locale of the elements', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('follows the nearest lang, live, and the locale property wins over it', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="de"><carto-placement-controls .terrains=${['forest']} terrain="forest"></carto-placement-controls></div>`,
    );
    const el = wrapper.querySelector('carto-placement-controls')!;
    await shows(el, 'Drehen');
    expect(text(el)).to.include('Wald');
    expect(el.shadowRoot!.querySelector('button[aria-keyshortcuts="D"]')).to.exist;
    wrapper.lang = 'pl';
    await shows(el, 'Obróć');
    el.locale = 'en';
    await shows(el, 'Rotate');
    expect(text(el)).to.include('forest');
  });

  it('resolves regional tags to their language and unknown ones to English', async () => {
    const el = await fixture<HTMLElement>(html`<span lang="de-AT"><b></b></span>`);
    expect(resolveLocale(el.querySelector('b')!)).to.equal('de');
    el.lang = 'fr';
    expect(resolveLocale(el.querySelector('b')!)).to.equal('en');
    document.documentElement.lang = 'pl-PL';
    el.removeAttribute('lang');
    expect(resolveLocale(el.querySelector('b')!)).to.equal('pl');
  });
});
