import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import type { CartoCoinTrackElement } from '../components/carto-coin-track.ts';
import { cssPropArgTypes, cssVars } from './support/css-props.ts';
import { allInShadow, inShadow } from './support/dom.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';

defineCartoElements();

interface Args {
  coins: number;
  max: number;
  recent: number;
  label: string;
  [cssProp: `--carto-${string}`]: string | undefined;
}

const meta: Meta<Args> = {
  title: 'Elements/carto-coin-track',
  component: 'carto-coin-track',
  tags: ['autodocs'],
  args: { coins: 3, max: 14, recent: 0, label: 'Coins' },
  argTypes: {
    coins: { control: { type: 'number', min: 0, max: 14 } },
    max: { control: { type: 'number', min: 1, max: 20 } },
    recent: { control: { type: 'number', min: 0, max: 14 } },
    label: { control: 'text' },
    ...cssPropArgTypes({ '--carto-coin': 'color', '--carto-coin-size': 'text', '--carto-paper': 'color', '--carto-ink': 'color' }),
  },
  render: (args) =>
    html`<carto-coin-track coins=${args.coins} max=${args.max} recent=${args.recent} label=${args.label} style=${cssVars(args) || nothing}></carto-coin-track>`,
};
export default meta;
type Story = StoryObj<Args>;

const trackOf = async (canvas: HTMLElement) => {
  const el = canvas.querySelector('carto-coin-track') as CartoCoinTrackElement;
  await el.updateComplete;
  return el;
};

export const ThreeCoins: Story = {
  play: async ({ canvasElement }) => {
    const el = await trackOf(canvasElement);
    await expect(allInShadow(el, '[part="track"] > [part~="gained"]').length).toBe(3);
    await expect(inShadow(el, '[role="meter"]').getAttribute('aria-valuetext')).toBe('3 of 14');
  },
};

/** Two coins just gained (a shape's coin and a surrounded mountain), marked until the next turn. */
export const JustGained: Story = {
  args: { coins: 7, recent: 2 },
  play: async ({ canvasElement }) => {
    const el = await trackOf(canvasElement);
    await expect(allInShadow(el, '[part~="recent"]').length).toBe(2);
  },
};

export const Full: Story = { args: { coins: 14 } };

export const Phone: Story = { args: { coins: 9, recent: 1 }, parameters: phoneParameters, globals: phoneGlobals };

export const NightTheme: Story = { args: { coins: 5, recent: 1 }, globals: { theme: 'night' } };
