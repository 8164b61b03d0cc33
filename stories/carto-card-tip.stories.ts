import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect, userEvent } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import type { CartoCardTipElement } from '../components/carto-card-tip.ts';
import type { ScoringCard } from '../src/content/types.ts';
import { basePack } from '../src/content/official.ts';
import { inShadow } from './support/dom.ts';
import { cssPropArgTypes, cssVars } from './support/css-props.ts';
import { phoneGlobals, phoneParameters } from './support/phone.ts';

defineCartoElements();

interface Args {
  id: string;
  [cssProp: `--carto-${string}`]: string | undefined;
}

const scoring = basePack.scoring as readonly ScoringCard[];

const meta: Meta<Args> = {
  title: 'Elements/carto-card-tip',
  component: 'carto-card-tip',
  tags: ['autodocs'],
  args: { id: 'sentinel-wood' },
  argTypes: { id: { control: 'select', options: scoring.map((c) => c.id) }, ...cssPropArgTypes({ '--carto-tip-width': 'text' }) },
  render: (args) => {
    const card = scoring.find((c) => c.id === args.id)!;
    return html`<p>Edict <carto-card-tip .card=${card} style=${cssVars(args) || nothing}>A: ${card.name}</carto-card-tip> scores this season.</p>`;
  },
};
export default meta;
type Story = StoryObj<Args>;

const tipOf = async (canvas: HTMLElement) => {
  const el = canvas.querySelector('carto-card-tip') as CartoCardTipElement;
  await el.updateComplete;
  return el;
};

/** Closed: the name as a button, described by the card's text. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const el = await tipOf(canvasElement);
    await expect(inShadow(el, 'button').getAttribute('aria-expanded')).toBe('false');
  },
};

/** Tapped open: it stays until the next tap or Escape. */
export const Open: Story = {
  args: { id: 'the-broken-road' },
  play: async ({ canvasElement }) => {
    const el = await tipOf(canvasElement);
    await userEvent.click(inShadow(el, 'button'));
    await expect(el.open).toBe(true);
    await expect(inShadow(el, '[part="tip"]').textContent).toContain(el.card!.text);
  },
};

/** Keyboard: Tab opens it, Escape closes it and the focus stays on the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const el = await tipOf(canvasElement);
    inShadow(el, 'button').focus();
    await expect(el.open).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(el.open).toBe(false);
    await expect(el.shadowRoot!.activeElement).toBe(inShadow(el, 'button'));
  },
};

export const PhoneOpen: Story = { ...Open, parameters: phoneParameters, globals: phoneGlobals };
export const NightTheme: Story = { ...Open, globals: { theme: 'night' } };
