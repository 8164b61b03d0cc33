import { expect, fixture, html } from '@open-wc/testing';
import { until } from './until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/elements/carto-replay.ts';
import type { CartoReplayElement } from '../../components/carto-replay.ts';
import { dailyGame } from '../../src/game/daily.ts';
import { playRandomly } from '../../src/game/random-player.ts';
import { toSaved } from '../../src/game/replay.ts';
import { replayCode } from '../../src/game/link.ts';
import { newGame } from '../../src/game/setup.ts';
import { modeTable } from '../../src/content/tables.ts';
import type { CartoMapElement } from '../../components/carto-map.ts';

const over = playRandomly(dailyGame('2026-11-22', 'base').state, { seed: 2 });

async function ready(el: CartoReplayElement) {
  await until(() => el.shadowRoot!.querySelector('carto-map'), 'the replay shows a map');
  await el.updateComplete;
}

const heading = (el: CartoReplayElement) => el.shadowRoot!.querySelector('h2')!.textContent!.trim();
const button = (el: CartoReplayElement, name: string) => [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent!.trim() === name)!;
const mapGrid = (el: CartoReplayElement) => el.shadowRoot!.querySelector<CartoMapElement>('carto-map')!.grid!;

describe('<carto-replay>', () => {
  it('opens a link code on the deal, steps, jumps to a season and ends on the final map and scores; passes axe', async () => {
    const code = await replayCode(over);
    const el = await fixture<CartoReplayElement>(html`<carto-replay code=${code}></carto-replay>`);
    await ready(el);
    expect(heading(el)).to.equal('The deal');
    expect(el.shadowRoot!.querySelector('.turn')!.textContent).to.match(/revealed|Revealed/);
    await expect(el).to.be.accessible();
    button(el, 'Step forward').click();
    await el.updateComplete;
    expect(el.step).to.equal(1);
    expect(heading(el)).to.match(/^Spring, turn /);
    button(el, 'Winter').click();
    await el.updateComplete;
    expect(heading(el)).to.match(/^Winter, turn 1$/);
    button(el, 'End').click();
    await el.updateComplete;
    expect(heading(el)).to.equal('The game is over');
    expect(mapGrid(el)).to.deep.equal(over.sheets[0]!.grid);
    const rows = el.shadowRoot!.querySelector('carto-scoreboard')!.scores;
    expect(rows[0]).to.have.length(4);
  });

  it('is keyboard operable: arrows step, End and Home, Page Down to the next season, P plays', async () => {
    const el = await fixture<CartoReplayElement>(html`<carto-replay .game=${toSaved(over)}></carto-replay>`);
    await ready(el);
    button(el, 'Step forward').focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(el.step).to.equal(2);
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.step).to.equal(1);
    await sendKeys({ press: 'PageDown' });
    await el.updateComplete;
    expect(heading(el)).to.match(/^Summer, turn 1$/);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(heading(el)).to.equal('The game is over');
    await sendKeys({ press: 'Home' });
    expect(el.step).to.equal(0);
    await sendKeys({ press: 'p' });
    await el.updateComplete;
    expect(button(el, 'Pause')).to.exist;
    // Playing steps on by itself (every 900 ms): waited for, not slept on.
    await until(() => el.step > 0, 'playing steps on');
    expect(el.step).to.be.greaterThan(0);
    await sendKeys({ press: 'p' });
    await el.updateComplete;
    expect(button(el, 'Play')).to.exist;
  });

  it("shows each player's map in a game of several", async () => {
    const duo = playRandomly(newGame(modeTable('base', 'side-b'), { players: 2, ambushPlacement: 'neighbour' }, 'duo'), { seed: 1 });
    const el = await fixture<CartoReplayElement>(html`<carto-replay .game=${toSaved(duo)} .names=${['Ada', 'Bo']}></carto-replay>`);
    await ready(el);
    button(el, 'End').click();
    await el.updateComplete;
    expect(mapGrid(el)).to.deep.equal(duo.sheets[0]!.grid);
    button(el, 'Bo').click();
    await el.updateComplete;
    expect(mapGrid(el)).to.deep.equal(duo.sheets[1]!.grid);
    expect(el.shadowRoot!.querySelector('carto-map')!.getAttribute('label')).to.equal("Bo's map");
  });

  it('refuses a damaged link with a sentence', async () => {
    const el = await fixture<CartoReplayElement>(html`<carto-replay code="AAAA"></carto-replay>`);
    await until(() => el.shadowRoot!.querySelector('[role=alert]'), 'the refusal is said');
    expect(el.shadowRoot!.querySelector('[role=alert]')!.textContent).to.match(/cannot be shown: This link is damaged/);
  });
});

describe('<carto-replay> in other languages', () => {
  it('speaks German and Polish when the page does', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="de"><carto-replay .game=${toSaved(over)}></carto-replay></div>`);
    const el = wrapper.querySelector('carto-replay')!;
    await ready(el);
    const text = () => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    await until(() => text().includes('Schritt vor'), 'the German replay shows');
    expect(text()).to.include('Die Auslage');
    expect(text()).to.include('Schritt 0 von');
    wrapper.lang = 'pl';
    await until(() => text().includes('Krok naprzód'), 'the Polish replay shows');
    expect(text()).to.include('Rozdanie');
    wrapper.lang = 'en';
  });
});
