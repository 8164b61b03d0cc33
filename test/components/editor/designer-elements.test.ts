import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../components/editor-entry.ts';
import type { CartoSharedPackElement } from '../../../components/editor/carto-shared-pack.ts';
import type { CartoRuleEditorElement } from '../../../components/editor/carto-rule-editor.ts';
import { readShareFragment, shareFragment } from '../../../src/content/share.ts';
import { officialPackFiles } from '../../../src/content/official.ts';

describe('<carto-shared-pack>', () => {
  it('shows a valid shared pack as readable cards, each with its balance, to play as it is; copying asks "add or replace"', async () => {
    const pack = readShareFragment(shareFragment(officialPackFiles.promo)!)!;
    const el = await fixture<CartoSharedPackElement>(html`<carto-shared-pack .pack=${pack} mine="2"></carto-shared-pack>`);
    const root = el.shadowRoot!;
    const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;
    expect(root.querySelector('h2')!.textContent).to.equal('Shared pack: Ambush mini-expansion (promo)');
    const alts = [...root.querySelectorAll('img')].map((i) => i.alt);
    expect(alts).to.have.length(4);
    expect(alts).to.include('Flayer Incursion');
    // Each card a readable card: its name as a heading, its kind, its balance report to run here.
    const card = [...root.querySelectorAll('li.card')].find((li) => li.querySelector('h3')!.textContent === 'Flayer Incursion')!;
    expect(card.querySelector('.kind')!.textContent).to.equal('Ambush card');
    expect(card.querySelector('carto-balance-report')!.getAttribute('card')).to.equal(card.querySelector('h3')!.id.replace(/^card-/, ''));
    expect(card.querySelector('img')!.getBoundingClientRect().width).to.be.greaterThan(200);

    setTimeout(() => button('Play it').click());
    await oneEvent(el, 'carto-shared-play');

    // Copying asks first, naming what the recipient's pack holds; nothing is copied until they choose.
    let copied: string[] = [];
    el.addEventListener('carto-shared-copy', (e) => (copied = [...copied, e.detail.mode]));
    button('Copy to my editor').click();
    await el.updateComplete;
    const ask = root.querySelector('[role="group"]')!;
    expect(ask.textContent).to.contain('Your editor’s pack has 2 cards.');
    expect(copied).to.deep.equal([]);
    await expect(el).to.be.accessible();
    button('Cancel').click();
    await el.updateComplete;
    expect(root.querySelector('[role="group"]')).to.equal(null);
    button('Copy to my editor').click();
    await el.updateComplete;
    button('Replace my pack').click();
    button('Copy to my editor').click();
    await el.updateComplete;
    button('Add to my pack').click();
    expect(copied).to.deep.equal(['replace', 'add']);
  });

  it('shows only the problems of a broken shared pack: nothing of it is drawn', async () => {
    const broken = {
      ...officialPackFiles.promo,
      'ambush.json': {
        cards: [{ id: 'x', kind: 'ambush', name: '<b>X</b>', time: 0, shape: ['Q'], pass: 'clockwise', solo: { corner: 'top-left', direction: 'clockwise' } }],
      },
    };
    const pack = readShareFragment(shareFragment(broken)!)!;
    expect(pack.problems.length).to.be.greaterThan(0);
    const el = await fixture<CartoSharedPackElement>(html`<carto-shared-pack .pack=${pack}></carto-shared-pack>`);
    expect(el.shadowRoot!.querySelectorAll('img')).to.have.length(0);
    expect(el.shadowRoot!.querySelector('carto-problem-list')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });
});

describe('<carto-rule-editor> help', () => {
  it('explains the chosen node with its options and a worked example on a map', async () => {
    const rule = { type: 'per', stars: 1, of: { type: 'rows', where: [{ type: 'parity', parity: 'odd' }] } };
    const el = await fixture<CartoRuleEditorElement>(html`<carto-rule-editor .rule=${rule}></carto-rule-editor>`);
    const helps = [...el.shadowRoot!.querySelectorAll('details.help')] as HTMLDetailsElement[];
    expect(helps.map((d) => d.querySelector('summary')!.textContent)).to.deep.equal(['Help: per', 'Help: rows', 'Help: parity']);
    helps.forEach((d) => (d.open = true));
    const parity = helps[2]!;
    expect(parity.querySelector('.help-summary')!.textContent).to.equal('Keeps the odd or the even lines, counted from 1 (top row, left column).');
    expect(parity.querySelector('dt')!.textContent).to.equal('parity');
    expect(parity.querySelector('carto-map')).to.not.equal(null);
    expect(parity.querySelector('.help-stars')!.textContent).to.contain('Stars on this map: 1.');
    await expect(el).to.be.accessible();
  });
});
