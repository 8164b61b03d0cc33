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
  it('is laid out like a table: map sides as pictures of their printed spaces, the four edicts as cards with their seasons; passes axe both ways', async () => {
    const el = await fixture<CartoSetupElement>(html`<carto-setup></carto-setup>`);
    const root = el.shadowRoot!;
    // Side A's picture: a mountain for each printed mountain, a ruins mark for each printed ruins.
    const sideA = root.querySelector('label.side')!;
    expect(sideA.querySelectorAll('svg.map-thumb .mountain').length).to.equal(5);
    expect(sideA.querySelectorAll('svg.map-thumb .ruins').length).to.equal(6);
    expect(sideA.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    const cards = [...root.querySelectorAll('.edict-card')];
    expect(cards.map((c) => c.querySelector('.edict-letter')!.textContent)).to.deep.equal(['A', 'B', 'C', 'D']);
    expect(cards.map((c) => c.querySelector('.edict-seasons')!.textContent)).to.deep.equal([
      'Spring and Winter',
      'Spring and Summer',
      'Summer and Fall',
      'Fall and Winter',
    ]);
    expect(cards.every((c) => c.classList.contains('back'))).to.equal(true);
    await expect(el).to.be.accessible();
    // Chosen: each card holds its edict's select; a chosen card turns face up with its text.
    root.querySelectorAll<HTMLInputElement>('input[name="scoring"]')[1]!.click();
    await el.updateComplete;
    expect(root.querySelectorAll('.edict-card select').length).to.equal(4);
    await select(el, '#edict-A', 'sentinel-wood');
    expect(root.querySelector('.edict-card')!.classList.contains('back')).to.equal(false);
    expect(root.querySelector('.edict-card #edict-A-text')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('adds computer players with a strength; seat 1 is always a person; passes axe', async () => {
    const el = await fixture<CartoSetupElement>(html`<carto-setup></carto-setup>`);
    const add = () => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === 'Add a computer player')!;
    add().click();
    await el.updateComplete;
    add().click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.names input').length).to.equal(3);
    // Player 1 has no "is" choice; the added seats are the strong computer, and one is made easy.
    expect(el.shadowRoot!.querySelector('#played-by-0')).to.equal(null);
    expect(el.shadowRoot!.querySelector<HTMLSelectElement>('#played-by-1')!.value).to.equal('strong');
    await select(el, '#played-by-2', 'easy');
    await expect(el).to.be.accessible();
    const setup = await submit(el);
    expect(setup.players).to.equal(3);
    expect(setup.bots).to.deep.equal([null, 'strong', 'easy']);
    expect(setup.names).to.deep.equal(['Player 1', 'Computer 2', 'Computer 3']);
    // A computer seat made a person again plays as a person.
    await select(el, '#played-by-1', '');
    expect((await submit(el)).bots).to.deep.equal([null, null, 'easy']);
  });

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
    expect(setup).to.deep.include({
      players: 3,
      mode: 'combined',
      map: 'side-c',
      code: 'MY TABLE',
      edicts: { A: 'sentinel-wood' },
      ambushPlacement: 'neighbour',
    });
    expect(setup.names).to.deep.equal(['Ada', 'Player 2', 'Player 3']);
    await expect(el).to.be.accessible();
  });

  const chooseCards = async (el: CartoSetupElement) => {
    el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name="scoring"]')[1]!.click();
    await el.updateComplete;
  };

  it("shows a chosen card's text under its edict, and every offered card's text in a list", async () => {
    const el = await fixture<CartoSetupElement>(html`<carto-setup></carto-setup>`);
    await chooseCards(el);
    await select(el, '#edict-B', 'wildholds');
    const text = el.shadowRoot!.querySelector('#edict-B-text')!;
    expect(text.textContent).to.equal('Earn eight reputation stars for each cluster of six or more village spaces.');
    expect(el.shadowRoot!.querySelector('#edict-B')!.getAttribute('aria-describedby')).to.equal('edict-B-text');
    // The options are grouped by stack, and the list holds all 16 base cards with their texts.
    const groups = [...el.shadowRoot!.querySelectorAll('#edict-A optgroup')].map((g) => g.getAttribute('label'));
    expect(groups).to.deep.equal(['Forest cards', 'Farm and water cards', 'Village cards', 'Spaces cards']);
    const offer = el.shadowRoot!.querySelector<HTMLDetailsElement>('details.offer')!;
    offer.open = true;
    const dts = [...offer.querySelectorAll('dt')].map((d) => d.textContent);
    expect(dts).to.have.length(16);
    expect(dts).to.include('The Cauldrons');
    expect([...offer.querySelectorAll('dd')].map((d) => d.textContent)).to.include(
      'Earn one reputation star for each empty space surrounded on all four sides by filled spaces or the edge of the map.',
    );
    await expect(el).to.be.accessible();
  });

  it('refuses one card for two edicts, and two cards of one stack, with a sentence, and does not start', async () => {
    const el = await fixture<CartoSetupElement>(html`<carto-setup></carto-setup>`);
    let started = 0;
    el.addEventListener('carto-setup', () => started++);
    await chooseCards(el);
    await select(el, '#edict-A', 'wildholds');
    expect(el.shadowRoot!.querySelector('[part="problem"]')).to.equal(null);
    await select(el, '#edict-C', 'wildholds');
    const problem = el.shadowRoot!.querySelector('[part="problem"]')!;
    expect(problem.getAttribute('role')).to.equal('alert');
    expect(problem.textContent).to.equal('Wildholds is chosen for edicts A and C: each edict needs a card of its own.');
    expect(el.shadowRoot!.querySelector('#edict-C')!.getAttribute('aria-invalid')).to.equal('true');
    expect(el.shadowRoot!.querySelector('#edict-B')!.getAttribute('aria-invalid')).to.equal('false');
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await el.updateComplete;
    expect(started).to.equal(0);
    expect(el.shadowRoot!.activeElement?.id).to.equal('edict-A');
    await expect(el).to.be.accessible();

    await select(el, '#edict-C', 'great-city');
    expect(el.shadowRoot!.querySelector('[part="problem"]')!.textContent).to.equal(
      'Wildholds (A) and Great City (C) come from the same stack: the four edicts take one card from each stack.',
    );
    await select(el, '#edict-C', 'canal-lake');
    expect(el.shadowRoot!.querySelector('[part="problem"]')).to.equal(null);
    const setup = await submit(el);
    expect(setup.edicts).to.deep.equal({ A: 'wildholds', C: 'canal-lake' });
    expect(started).to.equal(1);
  });
});
