import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../components/editor-entry.ts';
import type { CartoBalanceReportElement } from '../../../components/editor/carto-balance-report.ts';

const pack = {
  'pack.json': { id: 'wells', name: 'Wells', files: ['explore.json'] },
  'explore.json': { cards: [{ id: 'bog-land', kind: 'explore', name: 'Bog Land', time: 2, terrains: ['water'], options: [{ shape: ['XX'] }] }] },
};

describe('<carto-balance-report>', () => {
  it('runs the report in a worker with a progress bar, then shows how often the card is drawn', async () => {
    const el = await fixture<CartoBalanceReportElement>(html`<carto-balance-report .draft=${pack} card="bog-land"></carto-balance-report>`);
    const root = el.shadowRoot!;
    const games = root.querySelector<HTMLInputElement>('input[type="number"]')!;
    games.value = '2';
    games.dispatchEvent(new Event('change'));
    root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[0]!.click(); // the look-ahead off: quick
    await el.updateComplete;
    root.querySelector<HTMLButtonElement>('button')!.click();
    await el.updateComplete;
    expect(el.actor!.getSnapshot().value).to.equal('running');
    await waitUntil(() => el.actor!.getSnapshot().matches('done'), 'the report finishes', { timeout: 20000 });
    await el.updateComplete;
    const text = root.querySelector('[part="report"]')!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.match(/Greedy bot: drawn per game: [\d.]+/);
    await expect(el).to.be.accessible();
  });
});
