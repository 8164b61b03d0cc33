import { expect, fixture, html } from '@open-wc/testing';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoPlacementControlsElement } from '../../components/carto-placement-controls.ts';
import type { CartoPlacementIntentEvent } from '../../components/events/placement-intent-event.ts';

defineCartoElements();

describe('<carto-placement-controls>', () => {
  it('offers the options and terrains as pressed buttons and reports every intent', async () => {
    const el = await fixture<CartoPlacementControlsElement>(html`<carto-placement-controls
      .options=${[{ shape: ['X', 'X'], coin: true }, { shape: ['.X.', 'XXX', '.X.'] }]}
      .terrains=${['farm']}
      terrain="farm"
      can-undo
    ></carto-placement-controls>`);
    const intents: string[] = [];
    el.addEventListener('carto-placement-intent', (e: CartoPlacementIntentEvent) => intents.push(JSON.stringify(e.intent)));
    const buttons = [...el.shadowRoot!.querySelectorAll('button')];
    const byText = (t: string) => buttons.find((b) => b.textContent!.includes(t))!;
    expect(buttons[0]!.getAttribute('aria-pressed')).to.equal('true');
    buttons[1]!.click();
    byText('farm').click();
    byText('Rotate').click();
    byText('Flip').click();
    byText('Undo').click();
    expect(byText('Confirm').disabled).to.equal(true);
    byText('Confirm').click();
    expect(intents).to.deep.equal([
      '{"kind":"option","option":1}',
      '{"kind":"terrain","terrain":"farm"}',
      '{"kind":"rotate"}',
      '{"kind":"flip"}',
      '{"kind":"undo"}',
    ]);
    await expect(el).to.be.accessible();
  });

  it('shows why a position is refused, and hides turning for a single space', async () => {
    const el = await fixture<CartoPlacementControlsElement>(html`<carto-placement-controls
      .terrains=${['forest', 'village', 'farm', 'water', 'monster']}
      .turnable=${false}
      refused
      reason="The space is already filled."
    ></carto-placement-controls>`);
    const root = el.shadowRoot!;
    expect(root.querySelector('[role="status"]')!.textContent).to.equal('The space is already filled.');
    expect([...root.querySelectorAll('button')].some((b) => b.textContent!.includes('Rotate'))).to.equal(false);
    expect(root.querySelectorAll('[part="terrains"] button').length).to.equal(5);
    await expect(el).to.be.accessible();
  });

  it('locks every control while the confirmed move is on its way, and says so', async () => {
    const el = await fixture<CartoPlacementControlsElement>(html`<carto-placement-controls
      .options=${[{ shape: ['X', 'X'], coin: true }, { shape: ['.X.', 'XXX', '.X.'] }]}
      .terrains=${['farm']}
      terrain="farm"
      locked
      reason="Sending your move…"
    ></carto-placement-controls>`);
    const intents: unknown[] = [];
    el.addEventListener('carto-placement-intent', (e: CartoPlacementIntentEvent) => intents.push(e.intent));
    const buttons = [...el.shadowRoot!.querySelectorAll('button')];
    expect(buttons.length).to.equal(7);
    for (const b of buttons) {
      expect(b.matches(':disabled'), b.textContent!).to.equal(true);
      b.click();
    }
    expect(intents).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal('Sending your move…');
    await expect(el).to.be.accessible();
    el.locked = false;
    await el.updateComplete;
    expect([...el.shadowRoot!.querySelectorAll('button')].filter((b) => b.matches(':disabled')).map((b) => b.textContent!.trim())).to.deep.equal([
      'Undo',
      'Confirm',
    ]);
  });

  it('has touch targets of at least 44 px', async () => {
    const el = await fixture<CartoPlacementControlsElement>(html`<carto-placement-controls .terrains=${['water']}></carto-placement-controls>`);
    for (const b of el.shadowRoot!.querySelectorAll('button')) {
      const r = b.getBoundingClientRect();
      expect(r.height).to.be.at.least(44);
      expect(r.width).to.be.at.least(44);
    }
  });
});
