import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { until } from '../until.ts';
import '../../../components/editor-entry.ts';
import type { CartoBalanceReportElement } from '../../../components/editor/carto-balance-report.ts';
import type { CartoEditEvent } from '../../../components/editor/events/edit-event.ts';

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
    await until(() => el.actor!.getSnapshot().matches('done'), 'the report finishes', 60_000);
    await el.updateComplete;
    const text = root.querySelector('[part="report"]')!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.match(/Greedy bot: drawn per game: [\d.]+/);
    await expect(el).to.be.accessible();
  });
});

describe('<carto-balance-report> of a scoring card', () => {
  const forest = {
    'pack.json': { id: 'wood', name: 'Wood', files: ['scoring.json'] },
    'scoring.json': {
      cards: [
        {
          id: 'woods',
          kind: 'scoring',
          name: 'Woods',
          stack: 'forest',
          solo: 1,
          text: 'Earn one reputation star for each forest space.',
          rule: { type: 'per', stars: 1, of: { type: 'spaces', fills: ['forest'] } },
        },
      ],
    },
  };
  const KEY = 'balance-report-test';

  it('suggests a solo value with its spread, sets it with one click, and keeps the report for the pack version it was run on', async () => {
    localStorage.removeItem(KEY);
    const el = await fixture<CartoBalanceReportElement>(
      html`<carto-balance-report .draft=${forest} card="woods" file="scoring.json" pointer="/cards/0" storage-key=${KEY}></carto-balance-report>`,
    );
    const root = el.shadowRoot!;
    const games = root.querySelector<HTMLInputElement>('input[type="number"]')!;
    expect(games.value).to.equal('10'); // the same default as carto balance
    games.value = '2';
    games.dispatchEvent(new Event('change'));
    root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[0]!.click(); // greedy only: quick
    await el.updateComplete;
    root.querySelector<HTMLButtonElement>('button')!.click();
    await until(() => el.actor!.getSnapshot().matches('done'), 'the report finishes', 60_000);
    await el.updateComplete;
    const report = el.actor!.getSnapshot().context.report!;
    if (report.kind !== 'scoring') throw new Error('a scoring report');
    const text = root.querySelector('.suggested')!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain(`Suggested solo value: ${report.suggestedSolo}`);
    expect(report.soloInterval).to.not.equal(null);
    expect(text).to.contain(`95% sure it lies between ${report.soloInterval!.low} and ${report.soloInterval!.high}`);

    const use = [...root.querySelectorAll('button')].find((b) => b.textContent!.trim() === `Use ${report.suggestedSolo} as the solo value`)!;
    expect(use.disabled).to.equal(report.suggestedSolo === 1);
    setTimeout(() => use.click());
    if (report.suggestedSolo !== 1) {
      const edit = (await oneEvent(el, 'carto-edit')) as unknown as CartoEditEvent;
      expect([edit.file, edit.pointer, edit.value]).to.deep.equal(['scoring.json', '/cards/0/solo', report.suggestedSolo]);
    }
    await expect(el).to.be.accessible();

    // Kept: a new report element for the card shows it at once; its solo value changed, it is still current.
    const withSolo = { ...forest, 'scoring.json': { cards: [{ ...forest['scoring.json'].cards[0]!, solo: report.suggestedSolo }] } };
    const again = await fixture<CartoBalanceReportElement>(
      html`<carto-balance-report .draft=${withSolo} card="woods" storage-key=${KEY}></carto-balance-report>`,
    );
    expect(again.actor!.getSnapshot().context.report).to.deep.equal(report);
    expect(again.shadowRoot!.querySelector('.stale')).to.equal(null);
    // Its rule changed: said to be from an earlier version of the pack.
    const twoStars = {
      ...forest,
      'scoring.json': { cards: [{ ...forest['scoring.json'].cards[0]!, rule: { type: 'per', stars: 2, of: { type: 'spaces', fills: ['forest'] } } }] },
    };
    const stale = await fixture<CartoBalanceReportElement>(
      html`<carto-balance-report .draft=${twoStars} card="woods" storage-key=${KEY}></carto-balance-report>`,
    );
    expect(stale.shadowRoot!.querySelector('.stale')!.textContent).to.contain('earlier version of the pack');
    localStorage.removeItem(KEY);
  });
});

describe('<carto-balance-report> of an ambush card', () => {
  it('shows the stars its monster costs beside the official ambushes', async () => {
    const pack = {
      'pack.json': { id: 'lurk', name: 'Lurk', files: ['ambush.json'] },
      'ambush.json': {
        cards: [
          {
            id: 'mire-lurker',
            kind: 'ambush',
            name: 'Mire Lurker',
            time: 0,
            shape: ['X.', 'XX'],
            pass: 'clockwise',
            solo: { corner: 'top-left', direction: 'clockwise' },
          },
        ],
      },
    };
    const el = await fixture<CartoBalanceReportElement>(html`<carto-balance-report .draft=${pack} card="mire-lurker"></carto-balance-report>`);
    const root = el.shadowRoot!;
    const games = root.querySelector<HTMLInputElement>('input[type="number"]')!;
    games.value = '1';
    games.dispatchEvent(new Event('change'));
    root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[0]!.click(); // greedy only
    await el.updateComplete;
    root.querySelector<HTMLButtonElement>('button')!.click();
    await until(() => el.actor!.getSnapshot().matches('done'), 'the report finishes', 60_000);
    await el.updateComplete;
    const report = root.querySelector('[part="report"]')!;
    expect(report.textContent).to.contain('Stars lost to the monster per game, with each card alone in the ambush deck.');
    const rows = [...report.querySelectorAll('tbody tr')].map((r) => r.querySelector('th')!.textContent);
    expect(rows).to.deep.equal(['Mire Lurker (this card)', 'Goblin Attack', 'Bugbear Assault', 'Kobold Onslaught', 'Gnoll Raid']);
    expect(report.querySelector('.suggested')).to.equal(null);
    await expect(el).to.be.accessible();
  });
});
