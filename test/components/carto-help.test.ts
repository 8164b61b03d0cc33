import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { until } from './until.ts';
import { sendKeys } from '@web/test-runner-commands';
import { defineCartoElements } from '../../components/define.ts';
import '../../components/elements/carto-help.ts';
import type { CartoHelpElement } from '../../components/carto-help.ts';
import english from '../../content/help/en.json' with { type: 'json' };

defineCartoElements();

const shadow = (el: CartoHelpElement) => el.shadowRoot!;
const topics = (el: CartoHelpElement) => [...shadow(el).querySelectorAll<HTMLDetailsElement>('details[part="topic"]')];

describe('<carto-help>', () => {
  it('shows the ten topics, each a closed disclosure, with a list to open them', async () => {
    const el = await fixture<CartoHelpElement>(html`<carto-help></carto-help>`);
    expect(shadow(el).querySelector('h2')!.textContent).to.equal('How to play');
    // The ten titles themselves are checked in test/content/help.test.ts.
    expect(topics(el).map((d) => d.querySelector('h3')!.textContent)).to.deep.equal(english.topics.map((t) => t.title));
    expect(topics(el)).to.have.length(10);
    expect(topics(el).every((d) => !d.open)).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('opens a topic from the list, moves the focus there, and links its rulings', async () => {
    const el = await fixture<CartoHelpElement>(html`<carto-help rulings-href="/docs/RULINGS.md"></carto-help>`);
    const link = [...shadow(el).querySelectorAll<HTMLButtonElement>('nav button')].find((b) => b.textContent === 'Ambushes and monsters')!;
    link.click();
    await el.updateComplete;
    await el.updateComplete;
    const open = topics(el).filter((d) => d.open);
    expect(open.map((d) => d.dataset.topic)).to.deep.equal(['ambushes']);
    expect(el.topic).to.equal('ambushes');
    expect(link.getAttribute('aria-current')).to.equal('true');
    expect(shadow(el).activeElement).to.equal(open[0]!.querySelector('summary'));
    const rulings = [...open[0]!.querySelectorAll<HTMLAnchorElement>('[part="rulings"] a')];
    expect(rulings.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Solo ambush walk: where the monster is anchored', '/docs/RULINGS.md#solo-ambush-walk-where-the-monster-is-anchored'],
    ]);
    expect(open[0]!.textContent).to.contain('walks round the map');
    await expect(el).to.be.accessible();
  });

  it('opens the topic a page asks for', async () => {
    const el = await fixture<CartoHelpElement>(html`<carto-help topic="coins"></carto-help>`);
    expect(
      topics(el)
        .filter((d) => d.open)
        .map((d) => d.dataset.topic),
    ).to.deep.equal(['coins']);
    // Closing it by hand forgets it.
    const coins = topics(el).find((d) => d.open)!;
    coins.querySelector('summary')!.click();
    await oneEvent(coins, 'toggle');
    expect(el.topic).to.equal('');
  });

  it('shows the keyboard shortcuts as a table', async () => {
    const el = await fixture<CartoHelpElement>(html`<carto-help view="keys"></carto-help>`);
    expect(shadow(el).querySelector('h2')!.textContent).to.equal('Keyboard shortcuts');
    const rows = [...shadow(el).querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('kbd')].map((k) => k.textContent));
    expect(rows).to.deep.include(['R']);
    expect(rows).to.deep.include(['F']);
    expect(rows).to.deep.include(['Enter', 'Space']);
    expect(rows).to.deep.include(['?']);
    expect(topics(el)).to.have.length(0);
    await expect(el).to.be.accessible();
    // The other view is one button away.
    const [play, keys] = [...shadow(el).querySelectorAll<HTMLButtonElement>('[part="views"] button')];
    expect(keys!.getAttribute('aria-pressed')).to.equal('true');
    play!.click();
    await el.updateComplete;
    expect(el.view).to.equal('play');
    expect(topics(el)).to.have.length(10);
  });

  it('closes with its button or Escape only when closable', async () => {
    const plain = await fixture<CartoHelpElement>(html`<carto-help></carto-help>`);
    expect(shadow(plain).querySelector('[part="close"]')).to.equal(null);
    const el = await fixture<CartoHelpElement>(html`<carto-help closable></carto-help>`);
    let closed = 0;
    el.addEventListener('carto-help-close', () => closed++);
    shadow(el).querySelector<HTMLButtonElement>('[part="close"]')!.click();
    expect(closed).to.equal(1);
    shadow(el).querySelector<HTMLButtonElement>('nav button')!.focus();
    await sendKeys({ press: 'Escape' });
    expect(closed).to.equal(2);
    await expect(el).to.be.accessible();
  });

  it('speaks the page’s language: the German and Polish help texts, with their own letter keys', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="de"><carto-help topic="turn"></carto-help></div>`);
    const el = wrapper.querySelector('carto-help')!;
    await until(() => shadow(el).querySelector('h2')?.textContent === 'Spielanleitung', 'the German help shows');
    expect(shadow(el).querySelector('details[open] p')!.textContent).to.match(/^Jeder Zug beginnt mit einer neuen Erkundungskarte/);
    wrapper.lang = 'pl';
    el.view = 'keys';
    await until(
      () => shadow(el).querySelector('h2')?.textContent === 'Skróty klawiszowe' || shadow(el).querySelector('td')?.textContent === 'Strzałki',
      'the Polish keys show',
    );
    await until(() => shadow(el).querySelector('td')?.textContent === 'Strzałki', 'the Polish keys show');
    const rows = [...shadow(el).querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('kbd')].map((k) => k.textContent));
    // Polish O turns (Obróć) and P flips (Przewróć); the English R and F still work, and are listed.
    expect(rows).to.deep.include(['O', 'R']);
    expect(rows).to.deep.include(['P', 'F']);
    await expect(el).to.be.accessible();
  });
});
