import { expect, fixture, html } from '@open-wc/testing';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoDeckElement } from '../../components/carto-deck.ts';
import type { CartoCardTipElement } from '../../components/carto-card-tip.ts';
import { isRuinsDraw } from '../../src/game/legal.ts';
import { freshGame, playUntil } from './game-fixtures.ts';

defineCartoElements();

describe('<carto-deck>', () => {
  it('shows the seasons, the time against the threshold, the edicts in force and the card being drawn', async () => {
    const game = freshGame();
    const el = await fixture<CartoDeckElement>(html`<carto-deck .game=${game}></carto-deck>`);
    const root = el.shadowRoot!;
    expect([...root.querySelectorAll('.seasons li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'Spring 8, ends at time 8',
      'Summer 8, ends at time 8',
      'Fall 7, ends at time 7',
      'Winter 6, ends at time 6',
    ]);
    expect(root.querySelector('[aria-current="step"]')!.textContent).to.contain('Spring');
    expect(root.querySelector('label')!.textContent).to.equal(`Time ${game.time} of 8`);
    // Spring scores edicts A and B.
    const scoring = [...root.querySelectorAll('.edicts li.scoring')].map((li) => li.textContent!.slice(0, 2));
    expect(scoring).to.deep.equal(['A:', 'B:']);
    expect(root.querySelector('carto-card')!.card!.id).to.equal(game.card);
    await expect(el).to.be.accessible();
  });

  it('gives each edict its card name with the full card text one hover, focus or tap away', async () => {
    const game = freshGame();
    const el = await fixture<CartoDeckElement>(html`<carto-deck .game=${game}></carto-deck>`);
    const tips = [...el.shadowRoot!.querySelectorAll<CartoCardTipElement>('.edicts carto-card-tip')];
    expect(tips.map((t) => t.card!.name)).to.deep.equal((['A', 'B', 'C', 'D'] as const).map((l) => game.edicts[l].name));
    expect(tips.map((t) => t.textContent!.trim())).to.deep.equal(tips.map((t) => t.card!.name));
    const trigger = tips[1]!.shadowRoot!.querySelector('button')!;
    const description = tips[1]!.shadowRoot!.getElementById(trigger.getAttribute('aria-describedby')!)!;
    expect(description.textContent).to.equal(game.edicts.B.text);
  });

  it('draws the time spent as boxes up to the season end', async () => {
    const later = playUntil(freshGame(1, 'time-boxes'), (s) => s.time >= 3);
    const el = await fixture<CartoDeckElement>(html`<carto-deck .game=${later}></carto-deck>`);
    const boxes = [...el.shadowRoot!.querySelectorAll('[part="time"] .box')];
    expect(boxes.length).to.equal(later.seasons[later.season]!.time);
    expect(boxes.filter((b) => b.classList.contains('spent')).length).to.equal(Math.min(later.time, boxes.length));
  });

  it('says when the shape being drawn must cover a ruins space', async () => {
    const afterRuins = playUntil(freshGame(1, 'ruins-deck'), (s) => s.stage === 'draw' && isRuinsDraw(s.tasks[0]![0]));
    expect(afterRuins.tasks[0]![0]).to.include({ kind: 'draw', ruins: true });
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
