import { expect, fixture, html } from '@open-wc/testing';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoMapElement } from '../../components/carto-map.ts';
import type { CartoShapeElement } from '../../components/carto-shape.ts';

defineCartoElements();

const left = (el: Element) => el.getBoundingClientRect().left;

describe('right-to-left pages', () => {
  it('draw the map as printed: column 1 stays on the left, while the page around follows dir', async () => {
    const page = await fixture<HTMLDivElement>(html`<div dir="rtl" style="width: 600px"><carto-map map="F . W"></carto-map><p>text</p></div>`);
    const map = page.querySelector('carto-map') as CartoMapElement;
    await map.updateComplete;
    const cells = [...map.shadowRoot!.querySelectorAll('[role="gridcell"], .cell')];
    expect(cells.length).to.be.greaterThan(2);
    const [first, , third] = cells as [Element, Element, Element];
    expect(first.getAttribute('part')).to.contain('forest');
    expect(left(first)).to.be.lessThan(left(third));
    // The page itself is right-to-left: the map sits at its right edge.
    expect(map.getBoundingClientRect().right).to.be.closeTo(page.getBoundingClientRect().right, 1);
  });

  it('draw a shape as printed', async () => {
    const page = await fixture<HTMLDivElement>(html`<div dir="rtl"><carto-shape picture="X./XX"></carto-shape></div>`);
    const shape = page.querySelector('carto-shape') as CartoShapeElement;
    await shape.updateComplete;
    const [a, b] = [...shape.shadowRoot!.querySelectorAll('.cell')] as [Element, Element];
    expect(a.getAttribute('part')).to.equal('cell filled');
    expect(left(a)).to.be.lessThan(left(b));
  });
});
