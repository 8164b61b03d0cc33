import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect } from 'storybook/test';
import '../components/elements/carto-replay.ts';
import type { CartoReplayElement } from '../components/carto-replay.ts';
import { toSaved } from '../src/game/replay.ts';
import { duo, gameAt, heroesSolo } from './support/games.ts';
import { allInShadow, inShadow } from './support/dom.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';
import { cssPropArgTypes, cssVars } from './support/css-props.ts';

const meta: Meta = {
  title: 'Elements/carto-replay',
  component: 'carto-replay',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: cssPropArgTypes({ '--carto-paper': 'color', '--carto-ink': 'color' }),
};
export default meta;
type Story = StoryObj;

const replayOf = (canvas: HTMLElement) => canvas.querySelector('carto-replay') as CartoReplayElement;
const heading = (el: CartoReplayElement) => inShadow(el, 'h2').textContent?.trim();
const button = (el: CartoReplayElement, name: string) => allInShadow<HTMLButtonElement>(el, 'button').find((b) => b.textContent?.trim() === name)!;

/** A finished Heroes solo game from its deal: step, jump to winter, go to the end. */
export const SoloHeroes: Story = {
  loaders: [async () => ({ game: toSaved(gameAt(heroesSolo, () => false)) })],
  render: (args, { loaded }) => html`<carto-replay style=${cssVars(args) || nothing} .game=${loaded.game}></carto-replay>`,
  play: async ({ canvasElement }) => {
    const el = replayOf(canvasElement);
    await el.updateComplete;
    await expect(heading(el)).toBe('The deal');
    button(el, 'Step forward').click();
    await el.updateComplete;
    await expect(heading(el)).toMatch(/^Spring, turn \d+$/);
    button(el, 'Winter').click();
    await el.updateComplete;
    await expect(heading(el)).toMatch(/^Winter, turn \d+$/);
    button(el, 'End').click();
    await el.updateComplete;
    await expect(heading(el)).toBe('The game is over');
  },
};

/** Two players: a button per player's map. */
export const TwoPlayers: Story = {
  loaders: [async () => ({ game: toSaved(gameAt(duo, () => false)) })],
  render: (args, { loaded }) => html`<carto-replay style=${cssVars(args) || nothing} .game=${loaded.game} .names=${['Ada', 'Bo']} step="12"></carto-replay>`,
  play: async ({ canvasElement }) => {
    const el = replayOf(canvasElement);
    await el.updateComplete;
    button(el, 'Bo').click();
    await el.updateComplete;
    await expect(inShadow(el, 'carto-map').getAttribute('label')).toBe("Bo's map");
  },
};

/** On a phone: the controls wrap, the map takes the width. */
export const Phone: Story = { ...SoloHeroes, play: undefined, parameters: phoneParameters, globals: phoneGlobals };
