import { expect, fixture, html } from '@open-wc/testing';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoSetupElement } from '../../components/carto-setup.ts';
import type { CartoSetupEvent } from '../../components/events/setup-event.ts';
import type { TableSetup } from '../../machines/table/setup.ts';

defineCartoElements();

async function submit(el: CartoSetupElement): Promise<TableSetup> {
  let got: TableSetup | undefined;
  el.addEventListener('carto-setup', (e: CartoSetupEvent) => (got = e.setup), { once: true });
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await el.updateComplete;
  return got!;
}

const select = async (el: CartoSetupElement, selector: string, value: string) => {
  const s = el.shadowRoot!.querySelector<HTMLSelectElement>(selector)!;
  s.value = value;
  s.dispatchEvent(new Event('change'));
  await el.updateComplete;
};

describe('<carto-setup>', () => {
  it('starts a solo base game on side A with a readable game code by default', async () => {
    const el = await fixture<CartoSetupElement>(html`<carto-setup></carto-setup>`);
    const setup = await submit(el);
    expect(setup).to.include({ players: 1, mode: 'base', map: 'side-a' });
    expect(setup.names).to.deep.equal(['Player 1']);
    expect(setup.code).to.match(/^[A-HJ-NP-Z2-9]{6}$/);
    await expect(el).to.be.accessible();
  });

  it('collects players and names, the game, the map side, chosen scoring cards and the code', async () => {
    const el = await fixture<CartoSetupElement>(html`<carto-setup></carto-setup>`);
    await select(el, 'select', '3');
    const names = el.shadowRoot!.querySelectorAll<HTMLInputElement>('.names input');
    expect(names.length).to.equal(3);
    names[0]!.value = 'Ada';
    names[0]!.dispatchEvent(new Event('input'));
    const heroes = [...el.shadowRoot!.querySelectorAll<HTMLLabelElement>('label')].find((l) => l.textContent!.includes('Both, combined'))!;
    heroes.querySelector('input')!.click();
    await el.updateComplete;
    const sides = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name="map"]')];
    expect(sides.length).to.equal(4);
    // The sides and their names come from the packs' map sides.
    expect(sides.map((i) => i.parentElement!.textContent!.trim())).to.deep.equal(['A: Wilderness', 'B: Wastelands', 'C: Wilderness', 'D: Wastelands']);
    sides[2]!.click();
    el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name="scoring"]')[1]!.click();
    await el.updateComplete;
    await select(el, '#edict-A', 'sentinel-wood');
    const code = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="text"]')].at(-1)!;
    code.value = 'my table';
    code.dispatchEvent(new Event('input'));
    const setup = await submit(el);
    expect(setup).to.deep.include({ players: 3, mode: 'combined', map: 'side-c', code: 'MY TABLE', edicts: { A: 'sentinel-wood' }, ambushPlacement: 'neighbour' });
    expect(setup.names).to.deep.equal(['Ada', 'Player 2', 'Player 3']);
    await expect(el).to.be.accessible();
  });
});
