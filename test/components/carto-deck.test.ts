import { expect, fixture, html } from '@open-wc/testing';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoDeckElement } from '../../components/carto-deck.ts';
import { freshGame, playUntil } from './game-fixtures.ts';

defineCartoElements();

describe('<carto-deck>', () => {
  it('shows the seasons, the time against the threshold, the edicts in force and the card being drawn', async () => {
    const game = freshGame();
    const el = await fixture<CartoDeckElement>(html`<carto-deck .game=${game}></carto-deck>`);
    const root = el.shadowRoot!;
    expect([...root.querySelectorAll('.seasons li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'Spring (8), ends at time 8',
      'Summer (8), ends at time 8',
      'Fall (7), ends at time 7',
      'Winter (6), ends at time 6',
    ]);
    expect(root.querySelector('[aria-current="step"]')!.textContent).to.contain('Spring');
    expect(root.querySelector('label')!.textContent).to.equal(`Time ${game.time} of 8`);
    // Spring scores edicts A and B.
    const scoring = [...root.querySelectorAll('.edicts li.scoring')].map((li) => li.textContent!.slice(0, 2));
    expect(scoring).to.deep.equal(['A:', 'B:']);
    expect(root.querySelector('carto-card')!.card!.id).to.equal(game.card);
    await expect(el).to.be.accessible();
  });

  it('says when the shape being drawn must cover a ruins space', async () => {
    const afterRuins = playUntil(freshGame(1, 'ruins-deck'), (s) => s.stage === 'draw' && s.tasks[0]![0]?.ruins === true);
    expect(afterRuins.tasks[0]![0]!.ruins).to.equal(true);
    const el = await fixture<CartoDeckElement>(html`<carto-deck .game=${afterRuins}></carto-deck>`);
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal('Ruins: this shape must cover a ruins space.');
  });

  it('lists every card revealed this season and moves on with the seasons', async () => {
    const later = playUntil(freshGame(), (s) => s.season === 1 && s.revealed.length >= 2);
    const el = await fixture<CartoDeckElement>(html`<carto-deck .game=${later}></carto-deck>`);
    const root = el.shadowRoot!;
    expect(root.querySelectorAll('.column li').length).to.equal(later.revealed.length);
    expect(root.querySelector('[aria-current="step"]')!.textContent).to.contain('Summer');
    expect(root.querySelector('.seasons li.done')!.textContent).to.contain('Spring');
    await expect(el).to.be.accessible();
  });
});
