import { expect, fixture, html } from '@open-wc/testing';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoCardElement } from '../../components/carto-card.ts';
import type { AmbushCard, Card, ExploreCard, HeroCard, ScoringCard, SeasonCard } from '../../src/content/types.ts';

defineCartoElements();

const river: ExploreCard = {
  id: 'great-river',
  kind: 'explore',
  name: 'Great River',
  number: '07',
  time: 1,
  terrains: ['water'],
  options: [{ shape: ['X', 'X', 'X'], coin: true }, { shape: ['..X', '.XX', 'XX.'] }],
};
const ruins: ExploreCard = { id: 'temple-ruins', kind: 'explore', name: 'Temple Ruins', time: 0, terrains: [], options: [], ruins: true };
const bugbear: AmbushCard = {
  id: 'bugbear-assault',
  kind: 'ambush',
  name: 'Bugbear Assault',
  time: 0,
  shape: ['XoX', 'XoX'],
  pass: 'clockwise',
  solo: { corner: 'top-right', direction: 'clockwise' },
};
const dragon: AmbushCard = { ...bugbear, id: 'dragon-inferno', name: 'Dragon Inferno', initial: 'D', effect: { type: 'coins-when-enclosed', coins: 3 } };
const dobrik: HeroCard = { id: 'dobrik-of-lorkheim', kind: 'hero', name: 'Dobrik of Lorkheim', time: 0, pattern: ['.X.', 'XHX', '.X.'] };
const spring: SeasonCard = { id: 'spring', kind: 'season', name: 'Spring', time: 8, edicts: ['A', 'B'], order: 1 };
const sentinel: ScoringCard = {
  id: 'sentinel-wood',
  kind: 'scoring',
  name: 'Sentinel Wood',
  stack: 'forest',
  solo: 25,
  text: 'Earn one reputation star for each forest space adjacent to the edge of the map.',
  rule: { type: 'per' } as unknown as ScoringCard['rule'],
};

const shadow = (el: CartoCardElement) => el.shadowRoot!;

describe('<carto-card>', () => {
  it('shows an explore card: name, number, time, both shapes, the coin and the terrain', async () => {
    const el = await fixture<CartoCardElement>(html`<carto-card .card=${river}></carto-card>`);
    expect(shadow(el).querySelector('h3')!.textContent).to.equal('Great River');
    expect(shadow(el).textContent).to.contain('Explore card, time 1');
    const shapes = shadow(el).querySelectorAll('carto-shape');
    expect(shapes.length).to.equal(2);
    expect(shapes[0]!.getAttribute('label')).to.equal('option 1, with a coin');
    expect(shapes[0]!.getAttribute('terrain')).to.equal('water');
    expect(shadow(el).querySelectorAll('.coin').length).to.equal(1);
    expect(shadow(el).querySelector('.terrains')!.textContent!.trim()).to.equal('water');
  });

  it('shows a ruins card without shapes', async () => {
    const el = await fixture<CartoCardElement>(html`<carto-card .card=${ruins}></carto-card>`);
    expect(shadow(el).querySelectorAll('carto-shape').length).to.equal(0);
    expect(shadow(el).textContent).to.contain('must cover a ruins space');
  });

  it('shows an ambush card with pass direction, solo walk and a special effect', async () => {
    const el = await fixture<CartoCardElement>(html`<carto-card .card=${dragon}></carto-card>`);
    expect(shadow(el).textContent).to.contain('clockwise');
    expect(shadow(el).textContent).to.contain('from the top-right corner');
    expect(shadow(el).textContent).to.contain('gain 3 coins');
    expect(shadow(el).querySelector('carto-shape')!.getAttribute('label')).to.equal('monster shape (D)');
  });

  it('shows a hero, a season and a scoring card', async () => {
    const hero = await fixture<CartoCardElement>(html`<carto-card .card=${dobrik}></carto-card>`);
    expect(shadow(hero).querySelector('carto-shape')!.hasAttribute('pattern')).to.equal(true);
    const season = await fixture<CartoCardElement>(html`<carto-card .card=${spring}></carto-card>`);
    expect(shadow(season).textContent).to.contain('A + B');
    const scoring = await fixture<CartoCardElement>(html`<carto-card .card=${sentinel}></carto-card>`);
    expect(shadow(scoring).textContent).to.contain('Scoring card: Forest');
    expect(shadow(scoring).textContent).to.contain('adjacent to the edge of the map');
  });

  it('renders card text from content as text, never as markup', async () => {
    const evil: Card = { ...sentinel, name: '<img src=x onerror=alert(1)>', text: '<b>bold</b>' };
    const el = await fixture<CartoCardElement>(html`<carto-card .card=${evil}></carto-card>`);
    expect(shadow(el).querySelector('img')).to.equal(null);
    expect(shadow(el).querySelector('b')).to.equal(null);
    expect(shadow(el).querySelector('h3')!.textContent).to.equal('<img src=x onerror=alert(1)>');
  });

  for (const card of [river, ruins, bugbear, dragon, dobrik, spring, sentinel] as Card[]) {
    it(`passes an axe audit: ${card.name}`, async () => {
      const el = await fixture<CartoCardElement>(html`<carto-card .card=${card}></carto-card>`);
      await expect(el).to.be.accessible();
    });
  }
});
