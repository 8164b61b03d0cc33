import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse, resetMouse } from '@web/test-runner-commands';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoCardTipElement } from '../../components/carto-card-tip.ts';
import type { ScoringCard } from '../../src/content/types.ts';
import { basePack } from '../../src/content/official.ts';

defineCartoElements();

const card = basePack.scoring.find((c) => c.id === 'sentinel-wood') as ScoringCard;
const parts = (el: CartoCardTipElement) => ({
  trigger: el.shadowRoot!.querySelector<HTMLButtonElement>('[part="trigger"]')!,
  tip: el.shadowRoot!.querySelector<HTMLElement>('[part="tip"]')!,
});
const shown = (el: CartoCardTipElement) => parts(el).tip.matches(':popover-open') && parts(el).tip.getBoundingClientRect().height > 0;

async function mouseTo(el: Element): Promise<void> {
  const r = el.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
}

describe('<carto-card-tip>', () => {
  afterEach(() => resetMouse());

  it('names the trigger by its content and describes it by the card text, as text', async () => {
    const el = await fixture<CartoCardTipElement>(
      html`<carto-card-tip .card=${{ name: 'Odd <b>', text: 'Score <i>this</i>.', solo: 3 }}>B: Odd</carto-card-tip>`,
    );
    const { trigger, tip } = parts(el);
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    const described = el.shadowRoot!.getElementById(trigger.getAttribute('aria-describedby')!)!;
    expect(described.textContent).to.equal('Score <i>this</i>.');
    expect(tip.querySelector('i')).to.equal(null);
    expect(tip.textContent).to.contain('Solo value 3');
    await expect(el).to.be.accessible();
  });

  it('shows the card name when nothing is slotted', async () => {
    const el = await fixture<CartoCardTipElement>(html`<carto-card-tip .card=${card}></carto-card-tip>`);
    expect(parts(el).trigger.textContent!.trim()).to.contain(card.name);
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const wrap = await fixture<HTMLElement>(html`<p><carto-card-tip .card=${card}>A: Sentinel Wood</carto-card-tip><button>elsewhere</button></p>`);
    const el = wrap.querySelector('carto-card-tip')!;
    await mouseTo(parts(el).trigger);
    await el.updateComplete;
    expect(el.open).to.equal(true);
    expect(shown(el)).to.equal(true);
    expect(parts(el).trigger.getAttribute('aria-expanded')).to.equal('true');
    expect(parts(el).tip.textContent).to.contain(card.text);
    await sendMouse({ type: 'move', position: [1, 1] });
    await new Promise((r) => setTimeout(r, 250));
    expect(el.open).to.equal(false);
    expect(shown(el)).to.equal(false);
  });

  it('opens on keyboard focus, closes on Escape with the focus left in place, and traps nothing', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<p><button id="before">before</button><carto-card-tip .card=${card}></carto-card-tip><button id="after">after</button></p>`,
    );
    const el = wrap.querySelector('carto-card-tip')!;
    wrap.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(parts(el).trigger);
    expect(shown(el)).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(shown(el)).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(parts(el).trigger);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.id).to.equal('after');
  });

  it('stays open after a tap until the next tap', async () => {
    const wrap = await fixture<HTMLElement>(html`<p><carto-card-tip .card=${card}></carto-card-tip><button id="after">after</button></p>`);
    const el = wrap.querySelector('carto-card-tip')!;
    parts(el).trigger.click();
    await el.updateComplete;
    expect(shown(el)).to.equal(true);
    // Leaving (pointer or focus) does not close a pinned tip.
    parts(el).trigger.dispatchEvent(new MouseEvent('mouseleave'));
    wrap.querySelector<HTMLButtonElement>('#after')!.focus();
    await new Promise((r) => setTimeout(r, 250));
    expect(shown(el)).to.equal(true);
    parts(el).trigger.click();
    await el.updateComplete;
    expect(shown(el)).to.equal(false);
  });

  it('closes on Escape pressed anywhere while open', async () => {
    const wrap = await fixture<HTMLElement>(html`<p><carto-card-tip .card=${card}></carto-card-tip><input id="field" /></p>`);
    const el = wrap.querySelector('carto-card-tip')!;
    parts(el).trigger.click();
    wrap.querySelector<HTMLInputElement>('#field')!.focus();
    await el.updateComplete;
    expect(shown(el)).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(shown(el)).to.equal(false);
  });
});

describe('<carto-card-tip> worked example', () => {
  it("shows the card's worked example with its text: the little map and its stars", async () => {
    expect(card.example, 'every official card has an example').to.exist;
    const el = await fixture<CartoCardTipElement>(html`<carto-card-tip .card=${card}></carto-card-tip>`);
    const map = el.shadowRoot!.querySelector('.example carto-map')!;
    expect(map.getAttribute('label')).to.equal(`Example for ${card.name}`);
    await (map as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(map.shadowRoot!.querySelectorAll('[role="gridcell"]').length).to.equal(card.example!.rows.length * card.example!.rows[0]!.split(' ').length);
    expect(el.shadowRoot!.querySelector('.example figcaption')!.textContent).to.contain(`${card.example!.stars} stars`);
    await expect(el).to.be.accessible();
  });
});
