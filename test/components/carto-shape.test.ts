import { expect, fixture, html } from '@open-wc/testing';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoShapeElement } from '../../components/carto-shape.ts';

defineCartoElements();

const parts = (el: CartoShapeElement) => [...el.shadowRoot!.querySelectorAll('.cell')].map((c) => c.getAttribute('part'));

describe('<carto-shape>', () => {
  it('draws a picture given as "/"-separated rows and describes it', async () => {
    const el = await fixture<CartoShapeElement>(html`<carto-shape picture="X./XX" terrain="forest"></carto-shape>`);
    expect(parts(el)).to.deep.equal(['cell filled', 'cell none', 'cell filled', 'cell filled']);
    expect(el.shadowRoot!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.equal('shape of 3 spaces, 2 by 2, forest');
  });

  it('shows gap spaces apart from drawn ones (Bugbear-style shapes)', async () => {
    const el = await fixture<CartoShapeElement>(html`<carto-shape .rows=${['XoX', 'XoX']}></carto-shape>`);
    expect(parts(el).filter((p) => p === 'cell gap').length).to.equal(2);
    expect(el.shadowRoot!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.equal('shape of 4 spaces, 2 gaps, 2 by 3');
  });

  it('draws a hero pattern with the hero and attacked spaces', async () => {
    const el = await fixture<CartoShapeElement>(html`<carto-shape pattern .rows=${['.X.', 'XHX', '.X.']}></carto-shape>`);
    expect(parts(el).filter((p) => p === 'cell attack').length).to.equal(4);
    expect(parts(el).filter((p) => p === 'cell hero').length).to.equal(1);
    expect(el.shadowRoot!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.contain('4 attacked spaces');
  });

  it('colours spaces by terrain through the tokens', async () => {
    const el = await fixture<CartoShapeElement>(html`<carto-shape style="--carto-water: rgb(0, 0, 255)" picture="X" terrain="water"></carto-shape>`);
    expect(getComputedStyle(el.shadowRoot!.querySelector('.filled')!).backgroundColor).to.equal('rgb(0, 0, 255)');
  });

  it('passes an axe audit', async () => {
    const el = await fixture<CartoShapeElement>(html`<carto-shape picture="..X/.XX/XX." terrain="water"></carto-shape>`);
    await expect(el).to.be.accessible();
  });
});
