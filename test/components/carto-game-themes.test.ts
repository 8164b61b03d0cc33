/**
 * Every screen of <carto-game> in every theme passes axe (contrast included): paper, night,
 * colour-blind, high contrast, and "auto" with the reader's dark preference.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { until } from './until.ts';
import { emulateMedia } from '@web/test-runner-commands';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoGameElement } from '../../components/carto-game.ts';
import { gameOptions, tableContent, type TableSetup } from '../../machines/table/setup.ts';
import { SAVE_FORMAT } from '../../machines/table/storage.ts';
import { newGame } from '../../src/game/setup.ts';
import { toSaved } from '../../src/game/replay.ts';
import type { GameState } from '../../src/game/types.ts';
import { playUntil } from './game-fixtures.ts';

defineCartoElements();

const KEY = 'carto-theme-test';
const solo: TableSetup = { players: 1, names: ['Ada'], mode: 'base', map: 'side-a', code: 'THEME1' };
const duo: TableSetup = { players: 2, names: ['Ada', 'Bo'], mode: 'base', map: 'side-a', code: 'THEME2' };

function save(setup: TableSetup, stop: (s: GameState) => boolean, seasonsSeen?: number): void {
  const state = playUntil(newGame(tableContent(setup), gameOptions(setup), setup.code), stop);
  localStorage.setItem(KEY, JSON.stringify({ format: SAVE_FORMAT, setup, game: toSaved(state), ...(seasonsSeen !== undefined ? { seasonsSeen } : {}) }));
}

const screens: Array<{ name: string; prepare: () => void; check: (root: ShadowRoot) => boolean }> = [
  { name: 'setup', prepare: () => localStorage.removeItem(KEY), check: (r) => !!r.querySelector('carto-setup') },
  { name: 'playing', prepare: () => save(solo, (s) => s.turn >= 2), check: (r) => !!r.querySelector('carto-map[interactive]') },
  { name: 'hand-over', prepare: () => save(duo, (s) => s.turn >= 1), check: (r) => !!r.querySelector('[part="handover"]') },
  { name: 'season summary', prepare: () => save(solo, (s) => s.scores[0]!.length === 1, 0), check: (r) => !!r.querySelector('#season-title') },
  { name: 'game over', prepare: () => save(solo, () => false), check: (r) => !!r.querySelector('#over-title') },
];

const themes = [
  { theme: 'paper', dark: false },
  { theme: 'night', dark: false },
  { theme: 'colour-blind', dark: false },
  { theme: 'high-contrast', dark: false },
  { theme: 'auto', dark: true },
];

describe('<carto-game> in every theme', () => {
  after(() => emulateMedia({ colorScheme: 'light' }));

  // One test per theme and screen: each renders a game and runs axe, a few seconds on a busy machine.
  for (const { theme, dark } of themes) {
    for (const screen of screens) {
      it(`passes axe: ${theme}${dark ? ' (dark preference)' : ''}, ${screen.name}`, async () => {
        await emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
        screen.prepare();
        const wrap = await fixture<HTMLDivElement>(html`<div data-carto-theme=${theme}><carto-game storage-key=${KEY}></carto-game></div>`);
        const el = wrap.querySelector('carto-game') as CartoGameElement;
        await el.updateComplete;
        await until(() => screen.check(el.shadowRoot!), `${theme}: ${screen.name} is shown`);
        expect(screen.check(el.shadowRoot!), `${theme}: ${screen.name} is shown`).to.equal(true);
        await expect(wrap, `${theme}: ${screen.name}`).to.be.accessible();
      });
    }
  }
});
