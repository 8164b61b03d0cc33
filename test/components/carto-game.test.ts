import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { until } from './until.ts';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoGameElement } from '../../components/carto-game.ts';
import { gameOptions, tableContent, type TableSetup } from '../../machines/table/setup.ts';
import { writeSave } from '../../machines/table/storage.ts';
import { newGame } from '../../src/game/setup.ts';
import { toSaved } from '../../src/game/replay.ts';
import type { GameState } from '../../src/game/types.ts';
import { isRuinsDraw } from '../../src/game/legal.ts';
import { playUntil } from './game-fixtures.ts';
import { combinePacks } from '../../src/content/combine.ts';
import { basePack } from '../../src/content/official.ts';
import { randomAction } from '../../src/game/random-player.ts';
import { apply } from '../../src/game/apply.ts';
import { Rng, seedRng } from '../../src/random/prng.ts';
import { happeningsSince } from '../../src/game/happenings.ts';
import { scoredMap } from '../../src/game/explain.ts';

defineCartoElements();

const root = (el: CartoGameElement) => el.shadowRoot!;
const KEY = 'carto-test-game';

/** Saves a game reached by random legal play, so that the element resumes right there. */
function saveAt(setup: TableSetup, stop: (s: GameState) => boolean): GameState {
  const state = playUntil(newGame(tableContent(setup), gameOptions(setup), setup.code), stop);
  writeSave(localStorage, KEY, setup, toSaved(state));
  return state;
}

const solo: TableSetup = { players: 1, names: ['Ada'], mode: 'base', map: 'side-a', code: 'WTR1' };
const duo: TableSetup = { players: 2, names: ['Ada', 'Bo'], mode: 'base', map: 'side-b', code: 'WTR2', ambushPlacement: 'neighbour' };

async function settle(el: CartoGameElement) {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
  await el.updateComplete;
}

describe('<carto-game>', () => {
  beforeEach(() => localStorage.removeItem(KEY));

  it('starts on the setup screen, and starts a game from it', async () => {
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY}></carto-game>`);
    const setup = root(el).querySelector('carto-setup')!;
    expect(setup).to.exist;
    await expect(el).to.be.accessible();
    setup.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await settle(el);
    expect(root(el).querySelector('carto-map[interactive]')).to.exist;
    expect(el.actor).to.exist;
    expect(localStorage.getItem(KEY)).to.contain('carto-live-save/1');
  });

  it('shows the play screen with the task, controls, deck and projected stars, and passes axe', async () => {
    saveAt(solo, (s) => s.stage === 'draw' && !isRuinsDraw(s.tasks[0]![0]) && s.turn >= 2);
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY}></carto-game>`);
    await settle(el);
    expect(root(el).querySelector('.task')!.textContent).to.match(/^Draw /);
    expect(root(el).querySelector('carto-placement-controls')).to.exist;
    expect(root(el).querySelector('carto-deck')).to.exist;
    expect(root(el).querySelectorAll('.projection button').length).to.equal(2);
    await expect(el).to.be.accessible();
  });

  it('follows the pointer with a ghost and takes R, F and number keys', async () => {
    saveAt(solo, (s) => s.stage === 'draw' && !isRuinsDraw(s.tasks[0]![0]) && s.turn >= 2);
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY}></carto-game>`);
    await settle(el);
    const map = root(el).querySelector('carto-map')!;
    const cell = map.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')[60]!; // row 6, column 6
    cell.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
    await settle(el);
    const ghostCells = () => [...map.shadowRoot!.querySelectorAll('.ghost')].map((c) => c.getAttribute('aria-label'));
    expect(ghostCells().length).to.be.greaterThan(0);
    expect(ghostCells()[0]).to.match(/^row 6, column 6, .*(planned|refused)/);
    cell.focus();
    const before = ghostCells().join();
    await sendKeys({ press: 'r' });
    await settle(el);
    const turned = ghostCells().join();
    await sendKeys({ press: 'f' });
    await settle(el);
    // A turn or a flip changes the ghost unless the shape is symmetric; both together rarely leave it unchanged.
    expect([turned, ghostCells().join()].some((g) => g !== before)).to.equal(true);
  });

  it('provides the running game to a <carto-map player> placed inside it, which follows the game', async () => {
    const state = saveAt(duo, (s) => s.stage === 'draw' && s.turn >= 3);
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY}><carto-map player="1" label="Bo's map"></carto-map></carto-game>`);
    await settle(el);
    const bound = el.querySelector('carto-map')!;
    await bound.updateComplete;
    const drawn = () =>
      [...bound.shadowRoot!.querySelectorAll('[role="gridcell"]')].filter((c) => /, (forest|village|farm|water|monster)/.test(c.getAttribute('aria-label')!))
        .length;
    const expected = state.sheets[1]!.grid.fills.filter((f) => ['forest', 'village', 'farm', 'water', 'monster'].includes(f)).length;
    expect(drawn()).to.equal(expected);
    // Bo draws: the bound map follows.
    const rng = new Rng(seedRng(9));
    const action = randomAction(el.actor!.getSnapshot().context.state, 1, rng)!;
    el.actor!.send({ type: 'game.action', action });
    await settle(el);
    await bound.updateComplete;
    expect(drawn()).to.be.greaterThan(expected);
  });

  it("plays a custom table (a designer's pack) and resumes it after a reload", async () => {
    const table = combinePacks([basePack], {
      map: 'side-b',
      scoring: { forest: ['treetower'], 'farm-water': ['canal-lake'], village: ['wildholds'], spaces: ['borderlands'] },
    });
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY} .customTable=${table}></carto-game>`);
    const setup = root(el).querySelector('carto-setup')!;
    await setup.updateComplete;
    expect(setup.shadowRoot!.textContent).to.contain('Playing the table');
    expect(setup.shadowRoot!.querySelector('input[name="map"]')).to.equal(null);
    setup.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await settle(el);
    const edicts = () =>
      Object.values(el.actor!.getSnapshot().context.state.edicts)
        .map((c) => c.id)
        .sort();
    expect(edicts()).to.deep.equal(['borderlands', 'canal-lake', 'treetower', 'wildholds']);
    expect(JSON.parse(localStorage.getItem(KEY)!).table.map.id).to.equal('side-b');
    // A new element (a reload) without the property resumes the saved custom table.
    const again = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY}></carto-game>`);
    await settle(again);
    expect(
      Object.values(again.actor!.getSnapshot().context.state.edicts)
        .map((c) => c.id)
        .sort(),
    ).to.deep.equal(edicts());
  });

  it('hands the device over between players, hiding the map until the player says who they are', async () => {
    saveAt(duo, (s) => s.stage === 'draw' && s.turn >= 2);
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY}></carto-game>`);
    await settle(el);
    const heading = root(el).querySelector('#handover-title')!;
    expect(heading.textContent).to.match(/^Pass the device to (Ada|Bo)$/);
    expect(root(el).querySelector('carto-map')).to.equal(null);
    await expect(el).to.be.accessible();
    root(el).querySelector<HTMLButtonElement>('.handover button')!.click();
    await settle(el);
    expect(root(el).querySelector('carto-map[interactive]')).to.exist;
    // The player at the device has a task: they are told it, not that the table waits (for them among others).
    expect(root(el).querySelector('.task')!.textContent).to.match(/^Draw /);
    expect(root(el).querySelector('.barrier')).to.equal(null);
  });

  it('shows the end-of-season scoresheet when a season ends in play, then the next season', async () => {
    const state = saveAt(solo, (s) => s.stage === 'draw' && s.turn >= 1);
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY}></carto-game>`);
    await settle(el);
    expect(state.scores[0]!.length).to.equal(0);
    // Play on through the provided game actor, as any player would, until spring is scored.
    const rng = new Rng(seedRng(3));
    for (let i = 0; i < 200 && el.actor!.getSnapshot().context.state.scores[0]!.length === 0; i++) {
      const action = randomAction(el.actor!.getSnapshot().context.state, 0, rng)!;
      el.actor!.send({ type: 'game.action', action });
    }
    await settle(el);
    expect(root(el).querySelector('#season-title')!.textContent).to.equal('Spring is over');
    // The season is counted out first (edict, edict, coins, monsters), the current step marked.
    const steps = [...root(el).querySelectorAll('.count-steps li')].map((li) => li.textContent);
    expect(steps).to.have.length(4);
    expect(steps.slice(2)).to.deep.equal(['Coins', 'Monsters']);
    expect(root(el).querySelector('.count-steps li[aria-current="step"]')).to.exist;
    await expect(el).to.be.accessible();
    [...root(el).querySelectorAll<HTMLButtonElement>('.count button')].find((b) => b.textContent === 'Show all the scores')!.click();
    await settle(el);
    expect(root(el).querySelector('.count')).to.equal(null);
    expect(root(el).querySelector('carto-scoreboard')).to.exist;
    await expect(el).to.be.accessible();
    root(el).querySelector<HTMLButtonElement>('.summary > button')!.click();
    await settle(el);
    expect(root(el).querySelector('carto-map[interactive]')).to.exist;
  });

  it('shows the game-over screen with the solo title, and highlights the spaces behind a focused score', async () => {
    const over = saveAt({ ...solo, code: 'WTR-OVER', edicts: { A: 'sentinel-wood', B: 'canal-lake', C: 'great-city', D: 'the-cauldrons' } }, () => false);
    expect(over.stage).to.equal('gameOver');
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY}></carto-game>`);
    await settle(el);
    expect(root(el).querySelector('#over-title')!.textContent).to.equal('The game is over');
    expect(root(el).querySelector('.title')!.textContent).to.contain(over.result!.solo!.title);
    await expect(el).to.be.accessible();
    // Winter scores D and A; focus the first box that earned stars.
    const board = root(el).querySelector('carto-scoreboard')!;
    const buttons = [...board.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.score')];
    const withStars = buttons.find((b) => Number(b.textContent) > 0)!;
    expect(withStars, 'a box with stars').to.exist;
    withStars.focus();
    await settle(el);
    const map = root(el).querySelector('.maps carto-map')!;
    const highlighted = map.shadowRoot!.querySelectorAll('.highlight').length;
    expect(highlighted).to.be.greaterThan(0);
    withStars.blur();
    await settle(el);
    expect(map.shadowRoot!.querySelectorAll('.highlight').length).to.equal(0);
  });

  it('shows a solo ambush walking the ring before the monster lands', async () => {
    // Find, by random legal play, the move after which the solo walk draws an ambush monster after
    // walking at least three steps (a monster that fits at its corner at once has nothing to animate).
    const rng = new Rng(seedRng(5));
    let state = newGame(tableContent(solo), gameOptions(solo), solo.code);
    let trigger: ReturnType<typeof randomAction> = null;
    for (let games = 0; games < 20 && !trigger; games++) {
      for (let i = 0; i < 500 && !trigger && state.stage !== 'gameOver'; i++) {
        const action = randomAction(state, 0, rng)!;
        const next = apply(state, action).state!;
        const walked = happeningsSince(next, state.log.length).some((h) => h.code === 'monster.walked' && h.path.length >= 3);
        if (walked) trigger = action;
        else state = next;
      }
      if (!trigger) state = newGame(tableContent(solo), gameOptions(solo), `${solo.code}-${games}`);
    }
    expect(trigger, 'a move that reveals an ambush').to.exist;
    writeSave(localStorage, KEY, solo, toSaved(state));
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY}></carto-game>`);
    await settle(el);
    el.actor!.send({ type: 'game.action', action: trigger! });
    await settle(el);
    const map = () => root(el).querySelector('carto-map[interactive]')!;
    const walking = () => map().shadowRoot!.querySelectorAll('.ghost-monster').length;
    // The monster's ghost steps round the ring (70 ms a step), then the walk ends and only the drawn monster stays.
    expect(walking()).to.be.greaterThan(0);
    const first = [...map().shadowRoot!.querySelectorAll('.ghost-monster')].map((c) => c.getAttribute('aria-label')).join();
    await new Promise((r) => setTimeout(r, 160));
    await settle(el);
    const later = [...map().shadowRoot!.querySelectorAll('.ghost-monster')].map((c) => c.getAttribute('aria-label')).join();
    expect(later === '' || later !== first, 'the ghost moved or the walk ended').to.equal(true);
    for (let i = 0; i < 100 && walking() > 0; i++) await new Promise((r) => setTimeout(r, 70));
    await settle(el);
    expect(walking()).to.equal(0);
  });
});

describe('<carto-game> says what happened', () => {
  beforeEach(() => localStorage.removeItem(KEY));

  it('shows a dismissable banner when a solo ambush monster walks onto the map', async () => {
    const rng = new Rng(seedRng(5));
    let state = newGame(tableContent(solo), gameOptions(solo), solo.code);
    let trigger: ReturnType<typeof randomAction> = null;
    for (let i = 0; i < 500 && !trigger; i++) {
      const action = randomAction(state, 0, rng)!;
      const next = apply(state, action).state!;
      if (next.log.slice(state.log.length).some((e) => e.action.type === 'walk' && e.action.cells.length > 0)) trigger = action;
      else state = next;
    }
    writeSave(localStorage, KEY, solo, toSaved(state));
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY}></carto-game>`);
    await settle(el);
    expect(root(el).querySelector('[aria-label="What happened"]')).to.equal(null);
    el.actor!.send({ type: 'game.action', action: trigger! });
    await settle(el);
    const banner = root(el).querySelector('[aria-label="What happened"]')!;
    // The walk's sentence names the corner it started from and where the monster was drawn ("your map": solo).
    expect(banner.textContent).to.match(
      /Bugbear Assault: the (walk starts in|monster walked \d+ spaces? from) the [a-z-]+ corner.* was drawn on your map at rows? \d/,
    );
    await expect(el).to.be.accessible();
    banner.querySelector('button')!.click();
    await settle(el);
    expect(root(el).querySelector('[aria-label="What happened"]')).to.equal(null);
  });
});

describe('<carto-game> keyboard', () => {
  beforeEach(() => localStorage.removeItem(KEY));

  it('puts the focus on the map when play begins, and a skip button brings it back from the side panel', async () => {
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY}></carto-game>`);
    const setup = root(el).querySelector('carto-setup')!;
    setup.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await settle(el);
    await settle(el);
    const map = root(el).querySelector('carto-map[interactive]')!;
    const focusedCell = () => map.shadowRoot!.activeElement?.getAttribute('role');
    // The map takes the focus in an animation frame after it renders (controllers/map-focus.ts): a
    // frame that a busy machine paints late (it failed at load 24 with three files at once).
    await until(() => focusedCell() === 'gridcell', 'a cell of the map has the focus');
    expect(focusedCell()).to.equal('gridcell');
    const skip = [...root(el).querySelectorAll('button')].find((b) => b.textContent === 'Back to the map')!;
    skip.focus();
    expect(focusedCell()).to.equal(undefined);
    skip.click();
    expect(focusedCell()).to.equal('gridcell');
  });
});

describe('<carto-game> looking back', () => {
  beforeEach(() => localStorage.removeItem(KEY));

  it('a focused spring score shows the map as it was when spring was scored', async () => {
    const over = saveAt({ ...solo, code: 'WTR-BACK' }, () => false);
    const el = await fixture<CartoGameElement>(html`<carto-game storage-key=${KEY}></carto-game>`);
    await settle(el);
    const map = () => root(el).querySelector('.maps carto-map')!;
    const filled = () =>
      [...map().shadowRoot!.querySelectorAll('[role="gridcell"]')].filter((c) => /, (forest|village|farm|water|monster)/.test(c.getAttribute('aria-label')!))
        .length;
    const final = filled();
    const board = root(el).querySelector('carto-scoreboard')!;
    const spring = board.shadowRoot!.querySelector<HTMLButtonElement>('button.score')!; // the first box: spring's first edict
    spring.focus();
    await settle(el);
    await (map() as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    const springMap = scoredMap(tableContent(solo), over, 0, 0)!;
    expect(filled()).to.equal(springMap.fills.filter((f) => ['forest', 'village', 'farm', 'water', 'monster'].includes(f)).length);
    expect(filled()).to.be.lessThan(final);
  });
});
