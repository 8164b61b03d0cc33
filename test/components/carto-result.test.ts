import { expect, fixture, html } from '@open-wc/testing';
import { until } from './until.ts';
import { defineCartoElements } from '../../components/define.ts';
import '../../components/elements/carto-result.ts';
import type { CartoGameElement } from '../../components/carto-game.ts';
import type { CartoResultElement } from '../../components/carto-result.ts';
import type { CartoReplayElement } from '../../components/carto-replay.ts';
import { dailySetup, dailyStorageKey } from '../../machines/table/daily.ts';
import { writeSave } from '../../machines/table/storage.ts';
import { dailyGame } from '../../src/game/daily.ts';
import { toSaved } from '../../src/game/replay.ts';
import { playRandomly } from '../../src/game/random-player.ts';
import { FILL_EMOJI } from '../../src/game/share.ts';

defineCartoElements();

const KEY = 'carto-test-daily';
const DATE = '2026-11-20';

async function settle(el: HTMLElement & { updateComplete: Promise<unknown> }) {
  for (let i = 0; i < 4; i++) {
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
  }
}

describe('<carto-game daily>', () => {
  beforeEach(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith(KEY)) localStorage.removeItem(k);
  });

  it("plays a day's challenge without a setup screen: the day's deal, saved under the day's own key", async () => {
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY} daily=${DATE} daily-mode="heroes"></carto-game>`);
    await settle(el);
    expect(el.shadowRoot!.querySelector('carto-setup')).to.equal(null);
    expect(el.shadowRoot!.querySelector('carto-map[interactive]')).to.exist;
    const { deal, state } = dailyGame(DATE, 'heroes');
    const saved = JSON.parse(localStorage.getItem(dailyStorageKey(KEY, deal))!);
    expect(saved.game.seed).to.equal(deal.seed);
    expect(saved.game.log.slice(0, 3)).to.deep.equal(state.log.slice(0, 3));
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it("an empty daily attribute is today's challenge: the UTC day of the element's clock", async () => {
    // 23:30 UTC on 27 November is already the 28th east of Greenwich: the day is UTC's.
    const now = () => Date.UTC(2026, 10, 27, 23, 30);
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY} daily .now=${now}></carto-game>`);
    await settle(el);
    const { deal } = dailyGame('2026-11-27', 'base');
    expect(localStorage.getItem(dailyStorageKey(KEY, deal))).to.contain(deal.seed);
  });

  it('says so when the day is not a real day', async () => {
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY} daily="2026-02-30"></carto-game>`);
    await settle(el);
    expect(el.shadowRoot!.textContent).to.contain('2026-02-30');
  });

  it('ends on a result with a share line of at most 280 characters and a Copy button, and passes axe', async () => {
    const { deal, state } = dailyGame(DATE, 'combined');
    const over = playRandomly(state, { seed: 3 });
    expect(over.stage).to.equal('gameOver');
    writeSave(localStorage, dailyStorageKey(KEY, deal), dailySetup(deal), toSaved(over));
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY} daily=${DATE} daily-mode="combined"></carto-game>`);
    await settle(el);
    const result = el.shadowRoot!.querySelector<CartoResultElement>('carto-result')!;
    expect(result).to.exist;
    await settle(result);
    const text = result.text;
    expect(text.length).to.be.at.most(280);
    expect(text).to.contain(DATE);
    expect(text).to.contain(String(over.result!.solo!.score));
    expect(text).to.contain(`daily=${DATE}`);
    expect(text).to.contain('mode=combined');
    expect([...text].some((ch) => Object.values(FILL_EMOJI).includes(ch))).to.equal(true);
    expect(result.shadowRoot!.querySelector('textarea')!.value).to.equal(text);
    // No new game or rematch on a daily challenge: the day has one deal.
    expect([...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent)).not.to.include('Rematch (same code)');
    await expect(result).to.be.accessible();
    // The day before is one link away.
    expect(result.shadowRoot!.querySelector('a')!.getAttribute('href')).to.contain('daily=2026-11-19');
    // Replay: the game again, in place.
    [...result.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Replay')!.click();
    await result.updateComplete;
    const replay = result.shadowRoot!.querySelector<CartoReplayElement>('carto-replay')!;
    expect(replay.game).to.deep.equal(toSaved(over));
    // Share replay: a link to this page with the game in it.
    [...result.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Share replay')!.click();
    await until(() => result.shadowRoot!.querySelector('input'), 'the replay link is shown');
    const link = result.shadowRoot!.querySelector('input')!.value;
    expect(link).to.match(/\?replay=[A-Za-z0-9_-]+$/);
    expect(link.length).to.be.at.most(2000);
  });

  it('keeps the share line within 280 characters under a long page address', async () => {
    const { state } = dailyGame(DATE, 'base');
    const over = playRandomly(state, { seed: 5 });
    const el = await fixture<CartoResultElement>(html`<carto-result link-base=${`https://example.org/${'long-path/'.repeat(20)}`}></carto-result>`);
    el.result = {
      game: toSaved(over),
      content: dailyGame(DATE, 'base').content,
      names: [''],
      grids: [over.sheets[0]!.grid],
      daily: { date: DATE, mode: 'base', score: over.result!.solo!.score, title: 'Oblivious Inkdrinker' },
    };
    await el.updateComplete;
    expect(el.text.length).to.be.at.most(280);
    expect(el.text).to.contain('long-path/long-path');
  });
});
