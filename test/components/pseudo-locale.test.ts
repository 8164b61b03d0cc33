// Every element and every game screen rendered in the pseudo-locale en-XA, where every message is
// accented and bracketed ("⟦Ŕóţáţé⟧") and content names too: any visible text or accessible name
// that still holds plain English letters did not go through msg() (or through the content words).
// Adding one English string to a template without a message makes this test fail.
import { expect, fixture, html } from '@open-wc/testing';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoGameElement } from '../../components/carto-game.ts';
import { loadLocale, PSEUDO_LOCALE, registerLocale } from '../../i18n/localization.ts';
import { gameOptions, tableContent, type TableSetup } from '../../machines/table/setup.ts';
import { writeSave } from '../../machines/table/storage.ts';
import { newGame } from '../../src/game/setup.ts';
import { toSaved } from '../../src/game/replay.ts';
import type { GameState } from '../../src/game/types.ts';
import { basePack, heroesPack } from '../../src/content/official.ts';
import { playUntil } from './game-fixtures.ts';
import { english, settle, shown } from './pseudo-english.ts';
import { tableWording } from '../../components/words/table-wording.ts';

defineCartoElements();

const KEY = 'carto-pseudo-game';
// Names left empty, so the players are the interface's own "Player N" (player names are never translated).
const solo: TableSetup = { players: 1, names: [''], mode: 'base', map: 'side-a', code: '1234' };
const duo: TableSetup = { players: 2, names: ['', ''], mode: 'base', map: 'side-b', code: '5678', ambushPlacement: 'neighbour' };

function saveAt(setup: TableSetup, stop: (s: GameState) => boolean): void {
  writeSave(localStorage, KEY, setup, toSaved(playUntil(newGame(tableContent(setup), gameOptions(setup), setup.code), stop)));
}

async function game(): Promise<CartoGameElement> {
  const el = await shown(html`<carto-game storage-key=${KEY}></carto-game>`);
  return el as CartoGameElement;
}

describe('pseudo-locale: no English left', () => {
  before(async () => {
    // The pseudo-locale is the tests' own: the package does not carry it.
    registerLocale(PSEUDO_LOCALE, () => import('../../i18n/locales/en-XA.ts'));
    await loadLocale(PSEUDO_LOCALE);
    document.documentElement.lang = 'en-XA';
    await fixture(html`<carto-coin-track coins="1" max="3"></carto-coin-track>`);
  });
  after(() => document.documentElement.removeAttribute('lang'));
  beforeEach(() => localStorage.removeItem(KEY));

  it('catches English: a template string without msg() is reported', async () => {
    const el = await shown(html`<div><p>Draw a shape</p><button aria-label="Close">×</button><p>⟦Ðŕáŵ⟧ 12 A</p></div>`);
    expect(english(el)).to.deep.equal([': "Draw a shape"', ' > button [aria-label]: "Close"']);
  });

  it('every card kind, the deck, the scoreboard, the coin track, the shapes and the map', async () => {
    const cards = [
      ...basePack.explore.slice(0, 3),
      basePack.ambush[0]!,
      heroesPack.ambush[1]!,
      heroesPack.heroes[0]!,
      basePack.seasons[0]!,
      basePack.edicts[0]!,
      basePack.scoring[0]!,
      basePack.maps[0]!,
    ];
    const state = playUntil(newGame(tableContent(solo), gameOptions(solo), 'pseudo'), (s) => s.scores[0]!.length >= 2);
    const el = await shown(html`<div>
      ${cards.map((c) => html`<carto-card .card=${c}></carto-card>`)}
      <carto-deck .game=${state}></carto-deck>
      <carto-scoreboard .scores=${state.scores} .seasons=${state.seasons} .edicts=${state.edicts} .names=${['']}></carto-scoreboard>
      <carto-coin-track coins="3" max="14"></carto-coin-track>
      <carto-shape picture="XoX/XXX"></carto-shape>
      <carto-shape picture=".X./XHX" pattern></carto-shape>
      <carto-map .grid=${state.sheets[0]!.grid} zoomable></carto-map>
      <carto-card-tip .card=${basePack.scoring[1]}></carto-card-tip>
    </div>`);
    expect(english(el)).to.deep.equal([]);
  });

  it('a map whose text cannot be read says why, and where', async () => {
    const el = await shown(html`<div>
      <carto-map map="F F&#10;F Q"></carto-map>
      <carto-map map="F F&#10;F"></carto-map>
    </div>`);
    expect(el.querySelector('carto-map')!.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.match(/⟦.*2.*'Q'/);
    expect(english(el)).to.deep.equal([]);
  });

  it('the placement controls, locked while a move is on its way, with the server away', async () => {
    const el = await shown(
      html`<carto-placement-controls .terrains=${['forest']} terrain="forest" locked reason=${tableWording.sendingWhenBack()}></carto-placement-controls>`,
    );
    expect(english(el)).to.deep.equal([]);
  });

  it('the placement controls, with a refusal', async () => {
    const el = await shown(html`<carto-placement-controls
      .options=${[{ shape: ['X', 'X'], coin: true }, { shape: ['XX'] }]}
      .terrains=${['forest', 'village']}
      terrain="forest"
      can-undo
    ></carto-placement-controls>`);
    expect(english(el)).to.deep.equal([]);
  });

  it('the setup form, with chosen scoring cards that cannot be dealt', async () => {
    const el = await shown(html`<carto-setup .initial=${{ players: 3, edicts: { A: 'wildholds', C: 'great-city' } }}></carto-setup>`);
    expect(el.shadowRoot!.querySelector('[part="problem"]')).to.exist;
    expect(english(el)).to.deep.equal([]);
  });

  it('the game: the first visit with the guided game offered, and the setup screen', async () => {
    const el = await game();
    expect(el.shadowRoot!.querySelector('#offer-title')).to.exist;
    expect(english(el)).to.deep.equal([]);
  });

  it('the game: the board mid-turn, a refusal, and the confirm-new-game screen', async () => {
    saveAt(solo, (s) => s.stage === 'draw' && s.turn >= 2);
    const el = await game();
    expect(el.shadowRoot!.querySelector('carto-map[interactive]')).to.exist;
    // A refused placement: point at a mountain (the reason line shows the engine's code, worded).
    const mountain = el.shadowRoot!.querySelector('carto-map[interactive]')!.shadowRoot!.querySelector<HTMLElement>('.cell.mountain')!;
    mountain.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
    await settle(el);
    expect(el.shadowRoot!.querySelector('carto-placement-controls')!.refused, 'a refused position').to.equal(true);
    expect(english(el)).to.deep.equal([]);
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.side > button')].find((b) => !b.classList.contains('skip'))!.click();
    await settle(el);
    const setup = el.shadowRoot!.querySelector('carto-setup')!;
    expect(english(el)).to.deep.equal([]);
    setup.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await settle(el);
    expect(el.shadowRoot!.querySelector('#confirm-title')).to.exist;
    expect(english(el)).to.deep.equal([]);
  });

  it('the game: the hand-over screen and the waiting line of two players', async () => {
    saveAt(duo, (s) => s.stage === 'draw' && s.turn >= 2);
    const el = await game();
    expect(el.shadowRoot!.querySelector('#handover-title')).to.exist;
    expect(english(el)).to.deep.equal([]);
    el.shadowRoot!.querySelector<HTMLButtonElement>('.handover button')!.click();
    await settle(el);
    expect(english(el)).to.deep.equal([]);
  });

  it('the game: the end of a season and the end of the game', async () => {
    saveAt(solo, (s) => s.scores[0]!.length === 1 && s.stage === 'draw');
    let el = await game();
    expect(el.shadowRoot!.querySelector('#season-title') ?? el.shadowRoot!.querySelector('carto-map[interactive]')).to.exist;
    expect(english(el)).to.deep.equal([]);
    el.remove();
    localStorage.removeItem(KEY);
    saveAt(solo, () => false);
    el = await game();
    expect(el.shadowRoot!.querySelector('#over-title')).to.exist;
    expect(english(el)).to.deep.equal([]);
  });
});
