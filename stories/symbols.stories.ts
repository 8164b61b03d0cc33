import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import type { CartoMapElement } from '../components/carto-map.ts';
import { FILLS, FILL_CHARS } from '../src/grid/fills.ts';
import { allInShadow } from './support/dom.ts';

defineCartoElements();

/** Every fill in a row, then the same fills on ruins where they may stand, then empty ruins. */
const gallery = [
  FILLS.filter((f) => f !== 'empty')
    .map((f) => FILL_CHARS[f])
    .join(' '),
  'f v a w x h r . .',
].join('\n');

// A deuteranopia simulation (Viénot, Brettel and Mollon 1999): the sheet as a reader with a red-green deficiency sees it.
const deuteranopia = html`<svg width="0" height="0" aria-hidden="true" style="position: absolute">
  <filter id="deuteranopia">
    <feColorMatrix type="matrix" values="0.367 0.861 -0.228 0 0  0.280 0.673 0.047 0 0  -0.012 0.043 0.969 0 0  0 0 0 1 0"></feColorMatrix>
  </filter>
</svg>`;

interface Args {
  size: string;
}

const meta: Meta<Args> = {
  title: 'Look/Terrain symbols',
  args: { size: '2rem' },
  argTypes: { size: { control: 'text' } },
  render: ({ size }) => html`${deuteranopia}
    <div style="display: grid; gap: 1rem">
      <figure style="margin: 0">
        <carto-map label="Every fill" map=${gallery} style=${`--carto-cell-size: ${size}`}></carto-map>
        <figcaption>forest, village, farm, water, monster, hero, mountain, wasteland, destroyed; then on ruins</figcaption>
      </figure>
      <figure style="margin: 0; filter: url(#deuteranopia)">
        <carto-map label="Every fill, seen with deuteranopia" map=${gallery} style=${`--carto-cell-size: ${size}`}></carto-map>
        <figcaption>The same, seen with deuteranopia: forest and village share a colour, so do water and monster; the symbols tell them apart.</figcaption>
      </figure>
    </div>`,
};
export default meta;
type Story = StoryObj<Args>;

export const AtMapSize: Story = {
  play: async ({ canvasElement }) => {
    const map = canvasElement.querySelector('carto-map') as CartoMapElement;
    await map.updateComplete;
    await expect(allInShadow(map, 'svg[part~="symbol"]').length).toBe(16);
  },
};

/** 20 px spaces: the smallest a phone shows when the whole sheet fits. */
export const At20px: Story = { args: { size: '20px' } };

export const ColourBlindTheme: Story = { globals: { theme: 'colour-blind' } };
export const HighContrastTheme: Story = { globals: { theme: 'high-contrast' } };
export const NightTheme: Story = { globals: { theme: 'night' } };
