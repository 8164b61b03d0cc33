import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import { expect } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import type { CartoShapeElement } from '../components/carto-shape.ts';
import { cssPropArgTypes, cssVars, TERRAIN_COLOURS } from './support/css-props.ts';
import { allInShadow, inShadow } from './support/dom.ts';

defineCartoElements();

interface Args {
  picture: string;
  terrain?: string;
  pattern: boolean;
  label?: string;
  [cssProp: `--carto-${string}`]: string | undefined;
}

const meta: Meta<Args> = {
  title: 'Elements/carto-shape',
  component: 'carto-shape',
  tags: ['autodocs'],
  args: { picture: 'XX./.XX', terrain: 'forest', pattern: false, '--carto-shape-cell-size': '1.5rem' },
  argTypes: {
    picture: { control: 'text' },
    terrain: { control: 'select', options: ['forest', 'village', 'farm', 'water', 'monster'] },
    pattern: { control: 'boolean' },
    label: { control: 'text' },
    ...cssPropArgTypes({ '--carto-shape-cell-size': 'text', ...TERRAIN_COLOURS }),
  },
  render: (args) => html`<carto-shape
    picture=${args.picture}
    terrain=${args.terrain ?? nothing}
    ?pattern=${args.pattern}
    label=${args.label ?? nothing}
    style=${cssVars(args) || nothing}
  ></carto-shape>`,
};
export default meta;
type Story = StoryObj<Args>;

const shapeOf = async (canvas: HTMLElement) => {
  const el = canvas.querySelector('carto-shape') as CartoShapeElement;
  await el.updateComplete;
  return el;
};

export const Forest: Story = {
  play: async ({ canvasElement }) => {
    const el = await shapeOf(canvasElement);
    // XX. / .XX: four filled spaces in a 2 by 3 grid.
    await expect(allInShadow(el, '.filled').length).toBe(4);
    await expect(inShadow(el, '[role="img"]').getAttribute('aria-label')).toBe('shape of 4 spaces, 2 by 3, forest');
  },
};

/** A printed gap (o) is shown dashed and not counted as a space. */
export const WithGap: Story = {
  args: { picture: 'XoX', terrain: 'water' },
  play: async ({ canvasElement }) => {
    const el = await shapeOf(canvasElement);
    await expect(allInShadow(el, '.gap').length).toBe(1);
    await expect(inShadow(el, '[role="img"]').getAttribute('aria-label')).toBe('shape of 2 spaces, 1 gap, 1 by 3, water');
  },
};

export const Monster: Story = { args: { picture: 'X.X/XXX', terrain: 'monster' } };
export const NoTerrain: Story = { args: { picture: 'XXX/X..', terrain: undefined } };
export const Single: Story = { args: { picture: 'X', terrain: 'village' } };

/** A hero's attack pattern: the hero (H) and the attacked spaces around it. */
export const HeroPattern: Story = {
  args: { picture: 'X.X/.H./X.X', terrain: undefined, pattern: true },
  play: async ({ canvasElement }) => {
    const el = await shapeOf(canvasElement);
    await expect(allInShadow(el, '.hero').length).toBe(1);
    await expect(allInShadow(el, '.attack').length).toBe(4);
    await expect(inShadow(el, '[role="img"]').getAttribute('aria-label')).toBe('attack pattern: hero and 4 attacked spaces, 3 by 3');
  },
};

/** An empty picture draws nothing rather than failing. */
export const EmptyPicture: Story = {
  args: { picture: '' },
  play: async ({ canvasElement }) => {
    const el = await shapeOf(canvasElement);
    await expect(allInShadow(el, '.cell').length).toBe(0);
  },
};

export const NightTheme: Story = { globals: { theme: 'night' }, args: { picture: 'X.X/XXX', terrain: 'monster' } };
export const ColourblindTheme: Story = { globals: { theme: 'colour-blind' }, args: { picture: 'XX/XX', terrain: 'farm' } };
