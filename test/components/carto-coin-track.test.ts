import { expect, fixture, html } from '@open-wc/testing';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoCoinTrackElement } from '../../components/carto-coin-track.ts';

defineCartoElements();

const spaces = (el: CartoCoinTrackElement) => [...el.shadowRoot!.querySelectorAll('[part="track"] > [part~="coin"]')];

describe('<carto-coin-track>', () => {
  it('draws the 14 spaces of the printed track with the coins gained filled in, and writes the count', async () => {
    const el = await fixture<CartoCoinTrackElement>(html`<carto-coin-track coins="3"></carto-coin-track>`);
    expect(spaces(el).length).to.equal(14);
    expect(spaces(el).map((s) => s.getAttribute('part'))).to.deep.equal([...Array(3).fill('coin gained'), ...Array(11).fill('coin')]);
    expect(spaces(el).filter((s) => s.querySelector('svg[part="symbol coin"]')).length).to.equal(3);
    expect(el.shadowRoot!.querySelector('[part="count"]')!.textContent).to.equal('3');
    const meter = el.shadowRoot!.querySelector('[role="meter"]')!;
    expect(meter.getAttribute('aria-label')).to.equal('Coins');
    expect(meter.getAttribute('aria-valuenow')).to.equal('3');
    expect(meter.getAttribute('aria-valuemax')).to.equal('14');
    expect(meter.getAttribute('aria-valuetext')).to.equal('3 of 14');
    await expect(el).to.be.accessible();
  });

  it('marks the newest coins, and never draws more coins than the track holds', async () => {
    const el = await fixture<CartoCoinTrackElement>(html`<carto-coin-track coins="5" recent="2" max="6"></carto-coin-track>`);
    expect(spaces(el).map((s) => s.getAttribute('part'))).to.deep.equal([
      'coin gained',
      'coin gained',
      'coin gained',
      'coin gained recent',
      'coin gained recent',
      'coin',
    ]);
    expect(el.shadowRoot!.querySelector('[role="meter"]')!.getAttribute('aria-valuetext')).to.equal('5 of 6, 2 new');
    el.coins = 9;
    await el.updateComplete;
    expect(spaces(el).filter((s) => s.getAttribute('part')!.includes('gained')).length).to.equal(6);
    expect(el.shadowRoot!.querySelector('[part="count"]')!.textContent).to.equal('6');
  });
});
