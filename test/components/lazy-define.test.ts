import { expect } from '@open-wc/testing';
import { loadWhenUsed } from '../../components/lazy-define.ts';

// carto.js loads <carto-game> when the page has or gets one (components/carto-bundle.ts): checked on a
// document of its own, with a tag nobody defines.
describe('loadWhenUsed', () => {
  const fresh = () => document.implementation.createHTMLDocument('lazy');
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('loads at once when the document already holds the element, and once only', async () => {
    const doc = fresh();
    doc.body.innerHTML = '<x-lazy-a></x-lazy-a><x-lazy-a></x-lazy-a>';
    let loads = 0;
    loadWhenUsed('x-lazy-a', async () => void loads++, doc);
    doc.body.append(doc.createElement('x-lazy-a'));
    await settle();
    expect(loads).to.equal(1);
  });

  it('loads when the element is added, nested or not, and not before', async () => {
    const doc = fresh();
    let loads = 0;
    loadWhenUsed('x-lazy-b', async () => void loads++, doc);
    doc.body.append(doc.createElement('div'));
    await settle();
    expect(loads).to.equal(0);
    const wrapper = doc.createElement('section');
    wrapper.innerHTML = '<p><x-lazy-b></x-lazy-b></p>';
    doc.body.append(wrapper);
    await settle();
    expect(loads).to.equal(1);
    doc.body.append(doc.createElement('x-lazy-b'));
    await settle();
    expect(loads).to.equal(1);
  });
});
