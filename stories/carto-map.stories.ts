import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect, userEvent } from 'storybook/test';
import { defineCartoElements } from '../components/define.ts';
import type { CartoMapElement } from '../components/carto-map.ts';

defineCartoElements();

interface Args {
  map: string;
  label: string;
  cellSize: string;
}

const sideA = `
. . . . . . . . . . .
. . . M . r . . . . .
. r . . . . . . M r .
. . . . . . . . . . .
. . . . . . . . . . .
. . . . . M . . . . .
. . . . . . . . . . .
. . . . . . . . . . .
. r M . . . . . . r .
. . . . . r . M . . .
. . . . . . . . . . .`;

const meta: Meta<Args> = {
  title: 'Elements/carto-map',
  component: 'carto-map',
  args: { map: sideA, label: 'Side A', cellSize: '2rem' },
  argTypes: { map: { control: 'text' }, cellSize: { control: 'text', name: '--carto-cell-size' } },
  render: ({ map, label, cellSize }) => html`<carto-map .map=${map} label=${label} style="--carto-cell-size: ${cellSize}"></carto-map>`,
};
export default meta;
type Story = StoryObj<Args>;

export const SideA: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-map') as CartoMapElement;
    await el.updateComplete;
    const cells = el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]');
    await expect(cells.length).toBe(121);
    await expect(cells[14]!.getAttribute('aria-label')).toBe('row 2, column 4, mountain');
    cells[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('row 2, column 2, empty');
  },
};

export const MidGame: Story = {
  args: {
    label: 'A map in the middle of a game',
    map: `
F F . . . . . . . W W
F F F M V r . . . W .
. r . V V V . . M w .
. . . . . . A A . . .
. . X X . . A . . . .
. . . X . M . . . . .
. . . . . . . . . . .
. . . . . W W W . . .
. r M . . . . . . r .
. . . . . r . M . . .
. . . . . . . . . . .`,
  },
};

export const BadText: Story = {
  args: { map: 'F F\nF Q', label: 'Broken' },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('carto-map') as CartoMapElement;
    await el.updateComplete;
    await expect(el.shadowRoot!.querySelector('[role="alert"]')?.textContent).toContain("unknown character 'Q'");
  },
};
