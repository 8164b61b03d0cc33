// The screens that came with computer players, the daily challenge and the designer's tools, rendered
// in the pseudo-locale en-XA (see pseudo-locale.test.ts): a computer seat at the setup, the hint, the
// review, the daily result with its leaderboard, the replay, and the editor's balance report,
// playtest options, print, share link and shared pack. Any plain English there fails the test.
import { expect, fixture, html } from '@open-wc/testing';
import { until } from './until.ts';
import { defineCartoElements } from '../../components/define.ts';
import '../../components/editor-entry.ts';
import '../../components/elements/carto-result.ts';
import '../../components/elements/carto-replay.ts';
import '../../components/elements/carto-leaderboard.ts';
import '../../components/elements/carto-help.ts';
import type { CartoGameElement } from '../../components/carto-game.ts';
import type { CartoEditorElement } from '../../components/editor/carto-editor.ts';
import { loadLocale, PSEUDO_LOCALE, registerLocale } from '../../i18n/localization.ts';
import { gameOptions, tableContent, type TableSetup } from '../../machines/table/setup.ts';
import { dailySetup, dailyStorageKey } from '../../machines/table/daily.ts';
import { writeSave } from '../../machines/table/storage.ts';
import { newGame } from '../../src/game/setup.ts';
import { toSaved } from '../../src/game/replay.ts';
import { dailyGame } from '../../src/game/daily.ts';
import { playRandomly } from '../../src/game/random-player.ts';
import { shareFragment } from '../../src/content/share.ts';
import { playUntil } from './game-fixtures.ts';
import { english, settle, shown } from './pseudo-english.ts';
import { CartoLobbyElement } from '../../components/carto-lobby.ts';
import { fakeLobbyServer } from '../../stories/support/fake-lobby-server.ts';

defineCartoElements();
if (!customElements.get('carto-lobby')) customElements.define('carto-lobby', CartoLobbyElement);

const KEY = 'carto-pseudo-screens';
const DATE = '2026-11-20';
const solo: TableSetup = { players: 1, names: [''], mode: 'base', map: 'side-a', code: '4321' };

const buttonNamed = (root: ParentNode, pattern: RegExp) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => pattern.test(b.textContent ?? ''));

async function game(attributes: { daily?: string } = {}): Promise<CartoGameElement> {
  const el = await shown(
    attributes.daily ? html`<carto-game storage-key=${KEY} daily=${attributes.daily}></carto-game>` : html`<carto-game storage-key=${KEY}></carto-game>`,
  );
  return el as CartoGameElement;
}

describe('pseudo-locale: the newer screens leave no English', () => {
  const realFetch = window.fetch;
  before(async () => {
    // The pseudo-locale is the tests' own: the package does not carry it.
    registerLocale(PSEUDO_LOCALE, () => import('../../i18n/locales/en-XA.ts'));
    await loadLocale(PSEUDO_LOCALE);
    document.documentElement.lang = 'en-XA';
    await fixture(html`<carto-coin-track coins="1" max="3"></carto-coin-track>`);
  });
  after(() => {
    document.documentElement.removeAttribute('lang');
    window.fetch = realFetch;
  });
  beforeEach(() => {
    for (const k of Object.keys(localStorage)) if (k.startsWith(KEY)) localStorage.removeItem(k);
    window.fetch = realFetch;
  });

  it('the setup form with computer seats (easy and strong) and their default names', async () => {
    const el = await shown(html`<carto-setup .initial=${{ players: 3, bots: [null, 'easy', 'strong'] }}></carto-setup>`);
    expect(el.shadowRoot!.querySelector('#played-by-2')).to.exist;
    expect(english(el)).to.deep.equal([]);
  });

  it('the hint: asked, and the computer’s suggestion shown', async () => {
    writeSave(localStorage, KEY, solo, toSaved(playUntil(newGame(tableContent(solo), gameOptions(solo), solo.code), (s) => s.stage === 'draw' && s.turn >= 1)));
    const el = await game();
    const hint = el.shadowRoot!.querySelector<HTMLButtonElement>('.hint-button');
    expect(hint, 'the Hint button').to.exist;
    hint!.click();
    await settle(el);
    expect(english(el)).to.deep.equal([]);
    await until(() => el.shadowRoot!.querySelector('.hint-shown'), 'the suggestion is shown');
    await settle(el);
    expect(english(el)).to.deep.equal([]);
  });

  it('the end of a solo game with its result, the replay, and the review with the computer', async () => {
    writeSave(localStorage, KEY, solo, toSaved(playUntil(newGame(tableContent(solo), gameOptions(solo), solo.code), () => false)));
    const el = await game();
    const result = el.shadowRoot!.querySelector('carto-result')!;
    expect(result).to.exist;
    await settle(result);
    expect(english(el)).to.deep.equal([]);
    result.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-expanded]')!.click(); // Replay
    await settle(result);
    await until(() => result.shadowRoot!.querySelector('carto-replay'), 'the replay opens');
    const replay = result.shadowRoot!.querySelector('carto-replay')!;
    await until(() => replay.shadowRoot!.querySelector('[part="map"]'), 'the replay is shown');
    replay.shadowRoot!.querySelectorAll<HTMLButtonElement>('.buttons button')[3]!.click(); // a step forward
    await settle(replay);
    expect(english(el)).to.deep.equal([]);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[data-review]')!.click();
    await settle(el);
    await until(() => el.shadowRoot!.querySelector('.review .maps'), 'the review shows a turn', 60_000);
    await settle(el);
    expect(english(el)).to.deep.equal([]);
  });

  it('a daily challenge’s end: the share line, the day before, and the leaderboard (answered, then refused)', async () => {
    const { deal, state } = dailyGame(DATE, 'base');
    writeSave(localStorage, dailyStorageKey(KEY, deal), dailySetup(deal), toSaved(playRandomly(state, { seed: 2 })));
    const board = { date: DATE, mode: 'base', count: 3, top: [{ rank: 1, name: 'Ada', score: 40 }], you: null };
    window.fetch = async () => new Response(JSON.stringify(board), { status: 200, headers: { 'content-type': 'application/json' } });
    const el = await shown(html`<carto-game storage-key=${KEY} daily=${DATE} server="https://games.example.org"></carto-game>`);
    const result = el.shadowRoot!.querySelector('carto-result')!;
    await settle(result);
    const leaderboard = result.shadowRoot!.querySelector('carto-leaderboard')!;
    await until(() => leaderboard.shadowRoot!.querySelector('table'), 'the leaderboard is shown');
    // Player names are the players' own: the test's "Ada" is the only Latin word allowed.
    expect(english(el).filter((line) => !line.endsWith('"Ada"'))).to.deep.equal([]);
    window.fetch = async () => new Response(JSON.stringify({ error: { code: 'daily.taken', message: 'Ada already has a result.' } }), { status: 409 });
    const form = leaderboard.shadowRoot!.querySelector('form')!;
    form.querySelector('input')!.value = 'Bo';
    form.querySelector('input')!.dispatchEvent(new Event('input'));
    form.requestSubmit();
    await until(() => leaderboard.shadowRoot!.querySelector('.problem'), 'the refusal is said');
    expect(english(el).filter((line) => !/"(Ada|Bo)"/.test(line))).to.deep.equal([]);
  });

  it('the editor: a scoring card with its balance report and rule help, playtest options, print paper, and the share link', async () => {
    const el = await shown(html`<carto-editor storage-key=${`${KEY}-editor`}></carto-editor>`);
    const root = el.shadowRoot!;
    buttonNamed(root.querySelector('nav')!, /./)!.click(); // pack settings
    await settle(el);
    expect(english(el)).to.deep.equal([]);
    root.querySelector<HTMLButtonElement>('nav button.add')!.click(); // a new scoring card
    await settle(el);
    root.querySelector<HTMLDetailsElement>('details.playtest')!.open = true;
    root.querySelector<HTMLButtonElement>('.toolbar button:nth-last-of-type(2)')!.click(); // share by link
    await settle(el);
    expect(root.querySelector('carto-balance-report')).to.exist;
    expect(root.querySelector('.share')).to.exist;
    // The rule form's help, every disclosure open: each node's summary, its fields and its worked example.
    const rules = root.querySelector('carto-scoring-editor')!.shadowRoot!.querySelector('carto-rule-editor')!;
    const helps = [...rules.shadowRoot!.querySelectorAll<HTMLDetailsElement>('details.help')];
    expect(helps.length).to.be.greaterThan(1);
    for (const help of helps) help.open = true;
    await settle(el);
    expect(helps.every((h) => h.querySelector('.help-summary')!.checkVisibility())).to.equal(true);
    // A new card starts with a name in the reader's language; its id (made from that name) is the pack's own.
    const designer = /"new-scoring-card[^"]*"/;
    expect(english(el).filter((line) => !designer.test(line))).to.deep.equal([]);
    localStorage.removeItem(`${KEY}-editor`);
  });

  it("the editor: validation problems of a card, a rule and a shape, each said in the reader's language", async () => {
    const el = (await shown(html`<carto-editor storage-key=${`${KEY}-problems`}></carto-editor>`)) as CartoEditorElement;
    el.actor!.send({ type: 'card.added', kind: 'explore' });
    el.actor!.send({ type: 'card.added', kind: 'explore' });
    el.actor!.send({ type: 'card.added', kind: 'scoring' });
    el.actor!.send({ type: 'draft.edited', file: 'explore.json', pointer: '/cards/0/time', value: -1 }); // schema: a minimum
    el.actor!.send({ type: 'draft.edited', file: 'explore.json', pointer: '/cards/1/options/0/shape', value: ['X.X'] }); // integrity: plural parts
    el.actor!.send({ type: 'draft.edited', file: 'scoring.json', pointer: '/cards/0/rule/stars', value: 0 }); // the rule's sense
    await settle(el);
    const codes = el.actor!.getSnapshot().context.problems.map((p) => p.code);
    expect(codes).to.include.members(['schema.minimum', 'shape.disconnected', 'rule.zero-stars']);
    const list = el.shadowRoot!.querySelector('carto-problem-list:last-of-type')!;
    expect(list.shadowRoot!.querySelectorAll('li')).to.have.length(codes.length);
    // File names and pointers stay as written (translate="no"); every sentence around them is the pseudo-locale's.
    const designer = /"(new-scoring-card|New scoring card|new-explore-card|New explore card)[^"]*"/i;
    expect(english(el).filter((line) => !designer.test(line))).to.deep.equal([]);
    localStorage.removeItem(`${KEY}-problems`);
  });

  it('the editor: a pack opened from a link, read-only', async () => {
    const fragment = shareFragment({
      'pack.json': { id: 'wells', name: 'Wells', files: ['explore.json'] },
      'explore.json': { cards: [{ id: 'bog', kind: 'explore', name: 'Bog', time: 2, terrains: ['water'], options: [{ shape: ['XX'] }] }] },
    });
    history.replaceState(null, '', `#${fragment}`);
    try {
      const el = (await shown(html`<carto-editor storage-key=${`${KEY}-shared`}></carto-editor>`)) as CartoEditorElement;
      expect(el.shadowRoot!.querySelector('carto-shared-pack')).to.exist;
      expect(english(el).filter((line) => !/Wells|Bog|wells|bog/.test(line))).to.deep.equal([]);
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
      localStorage.removeItem(`${KEY}-shared`);
    }
  });

  it('the lobby: its tables, and the form that creates one', async () => {
    const fake = fakeLobbyServer();
    const el = await shown(html`<carto-lobby .fetch=${fake.fetch} link-base="https://portal.test/play" server="http://game.test"></carto-lobby>`);
    await until(() => el.shadowRoot!.querySelector('button') && !el.shadowRoot!.querySelector('[aria-busy="true"]'), 'the lobby loads');
    await settle(el);
    // The fake server's tables are named after their players (Cy): the players' words, not the interface's.
    const players = (line: string) => /Cy|Ada|Bo/.test(line);
    expect(english(el).filter((line) => !players(line))).to.deep.equal([]);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button:not(.secondary)')!.click(); // Create a table
    await settle(el);
    expect(el.shadowRoot!.querySelector('carto-setup')).to.exist;
    expect(english(el).filter((line) => !players(line))).to.deep.equal([]);
  });

  it('the help, both views, and the guided first game’s steps', async () => {
    const help = await shown(html`<div><carto-help topic="turn"></carto-help><carto-help view="keys"></carto-help></div>`);
    expect(english(help)).to.deep.equal([]);
    const el = await game();
    el.shadowRoot!.querySelector<HTMLButtonElement>('.offer button')!.click(); // the guided first game
    await settle(el);
    expect(el.shadowRoot!.querySelector('.guide')).to.exist;
    expect(english(el)).to.deep.equal([]);
  });
});
