import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { defineCartoElements } from '../../components/define.ts';
import type { CartoMapElement } from '../../components/carto-map.ts';
import { THEME_NAMES } from '../../components/styles/themes.ts';
import { freshGame, playUntil } from './game-fixtures.ts';

defineCartoElements();

const mid = playUntil(freshGame(1, 'themes'), (s) => s.season === 1 && s.revealed.length >= 2);
const scored = playUntil(freshGame(2, 'themes-over'), () => false);
const explore = Object.values(mid.cards).find((c) => c.kind === 'explore' && !c.ruins)!;

/** Every element that draws something, with the map's layers on, inside an area with the given theme attribute. */
function table(theme: string | undefined) {
  return html`<div data-carto-theme=${theme ?? ''} style="padding: 8px">
    <carto-map
      interactive
      label="Side A"
      map="F V A W X H&#10;M # * r f .&#10;. . . . . ."
      .marks=${[[0, 4], [2, 0]]}
      .candidates=${[[2, 1]]}
      .highlight=${[[0, 0]]}
      .ghost=${{
        cells: [
          [2, 3],
          [2, 4],
        ],
        terrain: 'farm',
        legal: true,
      }}
      .selected=${[2, 3]}
    ></carto-map>
    <carto-coin-track coins="4" recent="1"></carto-coin-track>
    <carto-placement-controls
      .options=${[{ shape: ['XX'], coin: true }, { shape: ['X', 'X', 'X'] }]}
      .terrains=${['forest', 'village', 'farm', 'water', 'monster']}
      terrain="water"
      can-undo
      refused
      reason="the shape must touch nothing"
    ></carto-placement-controls>
    <carto-deck .game=${mid}></carto-deck>
    <carto-card .card=${explore}></carto-card>
    <carto-card .card=${mid.edicts.A}></carto-card>
    <carto-card .card=${mid.seasons[0]}></carto-card>
    <carto-scoreboard .scores=${scored.scores} .seasons=${scored.seasons} .edicts=${scored.edicts} .result=${scored.result}></carto-scoreboard>
    <carto-card-tip .card=${mid.edicts.B}></carto-card-tip>
  </div>`;
}

const forestColour = async (area: HTMLElement) => {
  const map = area.querySelector<CartoMapElement>('carto-map')!;
  await map.updateComplete;
  return getComputedStyle(map.shadowRoot!.querySelector('[role="gridcell"]')!).backgroundColor;
};

describe('themes', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  for (const theme of THEME_NAMES) {
    it(`passes axe with every element in the ${theme} theme`, async () => {
      const area = await fixture<HTMLElement>(table(theme));
      await expect(area).to.be.accessible();
    });
  }

  it('passes axe in the dark scheme a reader prefers, on a page that allows it', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const area = await fixture<HTMLElement>(table('auto'));
    expect(getComputedStyle(area).backgroundColor).to.equal('rgb(20, 23, 28)');
    await expect(area).to.be.accessible();
  });

  it('changes the colours by the attribute on an ancestor', async () => {
    const paper = await forestColour(await fixture<HTMLElement>(table('paper')));
    const colourBlind = await forestColour(await fixture<HTMLElement>(table('colour-blind')));
    const night = await forestColour(await fixture<HTMLElement>(table('night')));
    expect(paper).to.equal('rgb(47, 125, 58)');
    expect(colourBlind).to.equal('rgb(0, 158, 115)');
    expect(night).to.equal('rgb(63, 154, 75)');
    // Words combine: the colour-blind palette in the dark scheme.
    expect(await forestColour(await fixture<HTMLElement>(table('night colour-blind')))).to.equal('rgb(23, 178, 135)');
  });

  it('follows prefers-color-scheme only where the page allows a dark scheme', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    expect(await forestColour(await fixture<HTMLElement>(table(undefined)))).to.equal('rgb(47, 125, 58)');
    expect(await forestColour(await fixture<HTMLElement>(table('auto')))).to.equal('rgb(63, 154, 75)');
    expect(await forestColour(await fixture<HTMLElement>(table('paper')))).to.equal('rgb(47, 125, 58)');
  });

  it('lets a custom property below the theme win', async () => {
    const area = await fixture<HTMLElement>(
      html`<div data-carto-theme="colour-blind"><carto-map style="--carto-forest: rgb(1, 2, 3)" map="F"></carto-map></div>`,
    );
    expect(await forestColour(area)).to.equal('rgb(1, 2, 3)');
  });
});
