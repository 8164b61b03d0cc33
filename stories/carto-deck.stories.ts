import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import type { CartoDeckElement } from '../components/carto-deck.ts';
import { isRuinsDraw } from '../src/game/legal.ts';
import { viewFor } from '../src/game/view.ts';
import type { GameState } from '../src/game/types.ts';
import { cssPropArgTypes, cssVars, TERRAIN_COLOURS } from './support/css-props.ts';
import { allInShadow, inShadow } from './support/dom.ts';
import { drawingFrom, duo, firstTaskIs, gameAt, heroesSolo, solo } from './support/games.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';

defineCartoElements();

/** The deck of a game reached by the engine (see support/games.ts), as player 1 sees it. */
interface Args {
  [cssProp: `--carto-${string}`]: string | undefined;
}
type Loaded = { state: GameState };

const meta: Meta<Args> = {
  title: 'Elements/carto-deck',
  component: 'carto-deck',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: cssPropArgTypes({ '--carto-paper': 'color', '--carto-focus': 'color', '--carto-ink': 'color', '--carto-card-width': 'text', ...TERRAIN_COLOURS }),
  render: (args, { loaded }) => html`<carto-deck
    style=${cssVars(args) || nothing}
    .game=${viewFor((loaded as Loaded).state, 0)}
  ></carto-deck>`,
};
export default meta;
type Story = StoryObj<Args>;

const at = (make: () => GameState) => [async () => ({ state: make() }) satisfies Loaded];
const deckOf = async (canvas: HTMLElement) => {
  const el = canvas.querySelector('carto-deck') as CartoDeckElement;
  await el.updateComplete;
  return el;
};

/** The first card of spring: spring is the current season, one card in the column, drawn in full. */
export const FirstTurn: Story = {
  loaders: at(() => gameAt(solo, drawingFrom(1))),
  play: async ({ canvasElement, loaded }) => {
    const el = await deckOf(canvasElement);
    const { state } = loaded as Loaded;
    await expect(inShadow(el, 'li[aria-current="step"]').textContent).toContain(state.seasons[0]!.name);
    await expect(allInShadow(el, '.column li').length).toBe(state.revealed.length);
    await expect(inShadow(el, 'label[for="time"]').textContent).toBe(`Time ${state.time} of ${state.seasons[0]!.time}`);
    // Spring scores edicts A and B.
    await expect(allInShadow(el, '.edicts li.scoring').map((li) => li.textContent![0])).toEqual(['A', 'B']);
    await expect(inShadow(el, '.current-card carto-card')).toBeTruthy();
  },
};

export const MidGame: Story = {
  loaders: at(() => gameAt(solo, (s) => s.season === 2 && s.stage === 'draw' && s.revealed.length >= 3)),
  play: async ({ canvasElement, loaded }) => {
    const el = await deckOf(canvasElement);
    const { state } = loaded as Loaded;
    await expect(allInShadow(el, '.seasons li.done').length).toBe(2);
    await expect(allInShadow(el, '.column li').length).toBe(state.revealed.length);
  },
};

/**
 * A ruins card was revealed, and the shape after it must cover a ruins space. (The engine has
 * already consumed the ruins flag when the shape card is revealed: the requirement is on the task,
 * so the deck shows it only as the ruins card in the column.)
 */
export const AfterRuins: Story = {
  loaders: at(() => gameAt(solo, (s) => isRuinsDraw(s.tasks[0]?.[0]))),
  play: async ({ canvasElement, loaded }) => {
    const el = await deckOf(canvasElement);
    const { state } = loaded as Loaded;
    const column = allInShadow(el, '.column li');
    const before = state.cards[state.revealed.at(-2)!];
    await expect(before?.kind === 'explore' && before.ruins).toBe(true);
    await expect(column.at(-2)!.textContent).toBe(before!.name);
    await expect(column.at(-1)!.classList.contains('current')).toBe(true);
  },
};

/** An ambush being resolved (two players, drawn by the neighbour): the ambush card is drawn in full. */
export const Ambush: Story = {
  loaders: at(() => gameAt(duo, firstTaskIs('monster'))),
  play: async ({ canvasElement, loaded }) => {
    const el = await deckOf(canvasElement);
    const { state } = loaded as Loaded;
    await expect(state.cards[state.card!]?.kind).toBe('ambush');
    await expect(inShadow(el, '.column li.current').textContent).toContain(state.cards[state.card!]!.name);
  },
};

/** Heroes: a hero card being resolved. */
export const Hero: Story = {
  loaders: at(() => gameAt(heroesSolo, firstTaskIs('hero'))),
  play: async ({ canvasElement, loaded }) => {
    const el = await deckOf(canvasElement);
    const { state } = loaded as Loaded;
    await expect(state.cards[state.card!]?.kind).toBe('hero');
    await expect(allInShadow(el, '.current-card carto-card').length).toBe(1);
  },
};

/** The game is over: every season done, no current season, no time bar. */
export const GameOver: Story = {
  loaders: at(() => gameAt(solo, () => false)),
  play: async ({ canvasElement }) => {
    const el = await deckOf(canvasElement);
    await expect(allInShadow(el, '.seasons li.done').length).toBe(4);
    await expect(el.shadowRoot!.querySelector('progress')).toBeNull();
    await expect(el.shadowRoot!.querySelector('[aria-current]')).toBeNull();
  },
};

/** No game given: nothing drawn. */
export const NoGame: Story = {
  render: () => html`<carto-deck></carto-deck>`,
  play: async ({ canvasElement }) => {
    const el = await deckOf(canvasElement);
    await expect(el.shadowRoot!.children.length).toBe(0);
  },
};

export const NightTheme: Story = { loaders: MidGame.loaders, globals: { theme: 'night' } };
export const Phone: Story = { loaders: FirstTurn.loaders, parameters: phoneParameters, globals: phoneGlobals };
