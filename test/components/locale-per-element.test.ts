// Languages per element, after the platform's `lang` rule: elements in different languages on one
// page, each switched at any time, a language a consumer adds, and a host page that configures
// @lit/localize for itself.
import { expect, fixture, html } from '@open-wc/testing';
import { until } from './until.ts';
import { configureLocalization } from '@lit/localize';
import '../../components/elements/carto-map.ts';
import '../../components/elements/carto-card-tip.ts';
import { basePack } from '../../src/content/official.ts';
import type { CartoMapElement } from '../../components/carto-map.ts';
import { registerLocale } from '../../i18n/localization.ts';
import { templates as german } from '../../i18n/locales/de.ts';
import { generateMsgId } from '@lit/localize/internal/id-generation.js';

// The host page's own lit-localize set-up: the package must neither call it nor be changed by it.
configureLocalization({ sourceLocale: 'en', targetLocales: ['de'], loadLocale: async () => ({ templates: {} }) });

const firstCell = (m: Element) => m.shadowRoot!.querySelector('[role="gridcell"]')!.getAttribute('aria-label')!;

async function says(m: Element, pattern: RegExp): Promise<void> {
  await until(() => pattern.test(firstCell(m)), `expected ${pattern}`).catch(() => {
    throw new Error(`expected ${pattern} in "${firstCell(m)}"`);
  });
}

describe('languages per element', () => {
  it('shows maps in German, Polish and English side by side, and switches one of them at run time', async () => {
    const page = await fixture<HTMLDivElement>(html`<div>
      <carto-map lang="de" map="F ."></carto-map>
      <carto-map lang="pl" map="F ."></carto-map>
      <carto-map map="F ."></carto-map>
    </div>`);
    const [de, pl, en] = [...page.querySelectorAll<CartoMapElement>('carto-map')] as [CartoMapElement, CartoMapElement, CartoMapElement];
    await says(de, /^Zeile 1, Spalte 1, Wald/);
    await says(pl, /^rząd 1, kolumna 1 i las/);
    expect(firstCell(en)).to.match(/^row 1, column 1, forest/);
    pl.lang = 'de';
    await says(pl, /^Zeile 1, Spalte 1, Wald/);
    expect(firstCell(en)).to.match(/^row 1, column 1, forest/);
    // The locale property, set after the element connected, wins over lang.
    de.locale = 'en';
    await says(de, /^row 1, column 1, forest/);
    de.locale = 'pl';
    await says(de, /^rząd 1, kolumna 1 i las/);
    expect(firstCell(pl)).to.match(/^Zeile/);
  });

  it("explains a scoring card's worked example in the tip's language", async () => {
    const card = basePack.scoring.find((c) => c.id === 'sentinel-wood')!;
    const page = await fixture<HTMLDivElement>(
      html`<div><carto-card-tip lang="de" .card=${card}></carto-card-tip><carto-card-tip lang="pl" .card=${card}></carto-card-tip></div>`,
    );
    const [de, pl] = [...page.querySelectorAll('carto-card-tip')] as unknown as [Element, Element];
    const caption = (tip: Element) => tip.shadowRoot!.querySelector('figcaption')?.textContent ?? '';
    await until(() => caption(de).includes('Drei Waldfelder liegen am Rand der Karte'), 'German example');
    await until(() => caption(pl).includes('Trzy obszary Lasu leżą na krawędzi mapy'), 'Polish example');
  });

  it('shows a language the page registers, and its words when registered again', async () => {
    // A fourth language in the documented JSON shape: the id of the cell's English `row ${r}, column ${c}`.
    const rowColumn = generateMsgId(['row ', ', column ', ''], false);
    expect(german, 'a message German translates').to.have.property(rowColumn);
    registerLocale('fr', { [rowColumn]: 'ligne {0}, colonne {1}' });
    const m = await fixture<CartoMapElement>(html`<carto-map lang="fr-CA" map="F ."></carto-map>`);
    await says(m, /^ligne 1, colonne 1/);
    // Registered again (a loader this time): the element re-renders with the new words.
    registerLocale('fr', async () => ({ [rowColumn]: 'rangée {0}, colonne {1}' }));
    await says(m, /^rangée 1, colonne 1/);
  });
});
